import { ResidentDashboard } from '../modules/resident-dashboard/components/ResidentDashboard';

export function ResidentDashboardPage() {
  return <ResidentDashboard />;
}
