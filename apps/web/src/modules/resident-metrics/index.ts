export { ResidentMetricsScreen } from './components/ResidentMetricsScreen';
