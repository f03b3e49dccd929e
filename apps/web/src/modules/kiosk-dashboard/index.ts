export { KioskDashboardScreen } from './components/KioskDashboardScreen';
