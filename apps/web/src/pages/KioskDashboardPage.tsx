import { KioskDashboardScreen } from '../modules/kiosk-dashboard';

export function KioskDashboardPage() {
  return <KioskDashboardScreen />;
}
