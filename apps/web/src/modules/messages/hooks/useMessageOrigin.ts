import { useEffect } from 'react';
import { useStore } from '../../../utils/create-store.util';
import { useMediaPickers } from '../../media';
import { routeStackStore } from '../../navigation';
import { selectActiveKiosk, sessionCacheStore, useSession } from '../../session';

/**
 * Where the Message manager was opened from and what its kiosk and resident filters are (spec 03
 * §2.13, §4): from a resident's dashboard both are that resident's; from a kiosk's dashboard the
 * kiosk is fixed and its residents are offered with "All"; elsewhere admins pick a kiosk, a kiosk
 * manager with one kiosk and a family facilitator with one resident have it taken at once. The
 * residents offered are also the compose dialog's recipients.
 */
export function useMessageOrigin() {
  const { flags } = useSession();
  const pickers = useMediaPickers('MessageManager', 'resident');
  const stack = useStore(routeStackStore);
  const activeKiosk = useStore(sessionCacheStore, selectActiveKiosk);
  const index = stack.lastIndexOf('MessageManager');
  const below = index > 0 ? stack[index - 1] : undefined;
  const dashboard: 'kiosk' | 'resident' | null =
    below === 'ResidentDashboard' ? 'resident' : below === 'KioskDashboard' ? 'kiosk' : null;

  // From a kiosk's dashboard, the kiosk is the dashboard's.
  const dashboardKiosk = dashboard === 'kiosk' ? (activeKiosk?.id ?? null) : null;
  const { chooseKiosk, kioskId: pickedKiosk } = pickers;
  useEffect(() => {
    if (dashboardKiosk !== null && pickedKiosk !== dashboardKiosk) chooseKiosk(dashboardKiosk);
  }, [dashboardKiosk, pickedKiosk, chooseKiosk]);

  const recipients = pickers.residents;

  const residentName = recipients.find((resident) => resident.id === pickers.residentId)?.name ?? null;
  return {
    dashboard,
    kiosks: pickers.kiosks,
    kioskId: dashboard === 'kiosk' ? dashboardKiosk : pickers.kioskId,
    kioskName: dashboard === 'kiosk' ? (activeKiosk?.name ?? null) : null,
    serialNumber: dashboard === 'kiosk' ? (activeKiosk?.serialNumber ?? null) : null,
    /** The kiosk filter: admins only, outside dashboards (spec 03 §2.13). */
    showKiosk: (flags?.isAdmin ?? false) && dashboard === null,
    chooseKiosk: pickers.chooseKiosk,
    /** The resident filter is hidden on a resident's dashboard. */
    showResident: dashboard !== 'resident',
    residents: recipients,
    residentId: pickers.residentId,
    residentName,
    chooseResident: pickers.chooseResident,
    recipients,
  };
}
