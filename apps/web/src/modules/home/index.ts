export { Home } from './components/Home';
export { useDashboardNavigation } from './hooks/useDashboardNavigation';
export { isKioskBlocked, residentPictureSrc, subscriptionKey } from './utils/kiosk.util';
