import { ResidentMetricsScreen } from '../modules/resident-metrics';

export function ResidentMetricsPage() {
  return <ResidentMetricsScreen />;
}
