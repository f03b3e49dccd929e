export { OfflineAlertsBell } from './components/OfflineAlertsBell';
export { KioskAlertsPanel } from './components/KioskAlertsPanel';
