import { ResidentDashboard } from '../modules/resident-dashboard';

export function ResidentDashboardPage() {
  return <ResidentDashboard />;
}
