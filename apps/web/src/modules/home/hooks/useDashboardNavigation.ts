import { useCallback } from 'react';
import type { ComboOption, KioskSummary, ResidentSummary } from '@ambient/core';
import { useRouteNavigation } from '../../navigation';
import { sessionCache, useSession } from '../../session';
import { kioskFromOption } from '../utils/kiosk.util';

/**
 * Going to a dashboard from Home sets the active kiosk or resident; for admins the active
 * kiosk, its residents, contacts, key numbers and the active resident are cleared first.
 */
export function useDashboardNavigation() {
  const { open } = useRouteNavigation();
  const { flags } = useSession();
  const isAdmin = flags?.isAdmin ?? false;

  const openKiosk = useCallback(
    (kiosk: KioskSummary) => {
      if (isAdmin) sessionCache.clearActiveSelection();
      sessionCache.setActiveKiosk(kiosk);
      open('KioskDashboard');
    },
    [isAdmin, open],
  );

  const openResident = useCallback(
    (resident: ResidentSummary) => {
      if (isAdmin) sessionCache.clearActiveSelection();
      sessionCache.setActiveResident(resident);
      open('ResidentDashboard');
    },
    [isAdmin, open],
  );

  const openComboKiosk = useCallback(
    (option: ComboOption) => openKiosk(kioskFromOption(option)),
    [openKiosk],
  );

  return { openKiosk, openResident, openComboKiosk };
}
