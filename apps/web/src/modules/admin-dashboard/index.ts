export { AdminDashboard } from './components/AdminDashboard';
export * from './api/admin.endpoints';
