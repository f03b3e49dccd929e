import { KioskDashboardScreen } from '../modules/kiosk-dashboard/components/KioskDashboardScreen';

export function KioskDashboardPage() {
  return <KioskDashboardScreen />;
}
