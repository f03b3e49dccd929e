export { ResidentDashboard } from './components/ResidentDashboard';
