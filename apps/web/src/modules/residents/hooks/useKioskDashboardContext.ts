import { useStore } from '../../../utils/create-store.util';
import { routeStackStore } from '../../navigation';
import { selectActiveKiosk, sessionCacheStore, type SessionKiosk } from '../../session';

export interface KioskDashboardContext {
  /** The Residents manager was opened from a kiosk's dashboard: it shows that kiosk's residents. */
  fromKioskDashboard: boolean;
  kiosk: SessionKiosk | null;
}

/** Whether the screen below the Residents manager on the route stack is the kiosk dashboard. */
export function useKioskDashboardContext(): KioskDashboardContext {
  const stack = useStore(routeStackStore);
  const kiosk = useStore(sessionCacheStore, selectActiveKiosk);
  const index = stack.lastIndexOf('ResidentManager');
  const fromKioskDashboard = index > 0 && stack[index - 1] === 'KioskDashboard' && kiosk !== null;
  return { fromKioskDashboard, kiosk: fromKioskDashboard ? kiosk : null };
}
