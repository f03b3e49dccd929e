import { useCallback, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Kiosk, KioskPayload, ResidentSummary } from '@ambient/core';
import { kioskKeys, kiosksApi } from '../../kiosks';
import { useStore } from '../../../utils/create-store.util';
import { useEntityDialog } from '../../../ui/resource';
import { isKioskBlocked } from '../../home';
import { useKioskEditor, useKioskMutations, kioskOptionsOf } from '../../kiosks';
import { useRouteNavigation, type RouteName } from '../../navigation';
import { useLoginData, useSession, selectActiveKiosk, sessionCache, sessionCacheStore } from '../../session';
import { feedback } from '../../../ui/feedback/feedback.store';
import { showsBackButton } from '../utils/kiosk-status.util';
import { useDeviceCredential } from './useDeviceCredential';
import { useKioskDashboardData, type DashboardResident } from './useKioskDashboardData';

/** Any one page of GET kiosks/manager carries the dialog's option lists. */
const OPTIONS_PARAMS = { page: 0, pageSize: 1, search: '', sort: null, facilityId: null, typeId: null };
const OPTIONS_STALE_MS = 5 * 60_000;

/**
 * The Kiosk dashboard's data and behaviour (spec 02 §2, §4, §6): the active kiosk handed over
 * by Home (spec 01 §2.6) or by the Kiosk manager, its panels by role, the back-button rule and
 * Edit Kiosk.
 */
export function useKioskDashboard() {
  const { t } = useTranslation('kiosks');
  const { flags, profile } = useSession();
  const isAdmin = flags?.isAdmin ?? false;
  const isDomainManager = flags?.isDomainManager ?? false;
  const active = useStore(sessionCacheStore, selectActiveKiosk);
  const kioskId = active?.id ?? null;
  const data = useKioskDashboardData(kioskId);
  // Read once the kiosk is known: a kiosk deleted meanwhile is then told of once, and the
  // Device Sign-In panel never opens its secret over a dashboard that is still arriving.
  const credential = useDeviceCredential(kioskId, isAdmin && data.kiosk.isSuccess);
  const rights = useKioskEditor();
  const navigation = useRouteNavigation();
  const { kioskLogin } = useLoginData();

  const dialog = useEntityDialog<Kiosk>();
  const queryClient = useQueryClient();
  const [loadingOptions, setLoadingOptions] = useState(false);
  const fetchOptions = () => kiosksApi.list(OPTIONS_PARAMS);
  // Read from the cache only: Edit Kiosk fetches the lists before the dialog opens.
  const options = useQuery({
    queryKey: kioskKeys.options,
    meta: { readModels: ['kiosks', 'facilities', 'domains'] },
    queryFn: fetchOptions,
    select: kioskOptionsOf,
    enabled: false,
  });
  const kioskOptions = useMemo(() => options.data ?? kioskOptionsOf(undefined), [options.data]);
  // The dashboard shows no table: no pinned rows.
  const mutations = useKioskMutations(null, kioskOptions.facilities, kioskOptions.domains);

  const kioskCount = Math.max(kioskLogin.data?.kiosks.length ?? 0, profile?.kioskIds.length ?? 0);
  const { open } = navigation;
  const openResident = useCallback(
    (resident: DashboardResident) => {
      const kiosk = data.kiosk.data;
      const summary: ResidentSummary = {
        id: resident.id,
        name: resident.name,
        pictureBase64: null,
        kioskTypeId: resident.kioskTypeId ?? (kiosk ? kiosk.kioskTypeId || kiosk.typeId : null),
        kiosk: kiosk ? { id: kiosk.id, name: kiosk.name, serialNumber: kiosk.serialNumber } : null,
        newMessages: resident.newMessages,
      };
      sessionCache.setActiveResident(summary);
      open('ResidentDashboard');
    },
    [data.kiosk.data, open],
  );

  const kiosk = data.kiosk.data ?? null;
  return {
    kioskId,
    kiosk,
    /** An Abby on the Basic subscription gives managers no kiosk management (spec 01 §2.6). */
    blocked:
      !isAdmin &&
      kiosk !== null &&
      isKioskBlocked({
        typeId: kiosk.kioskTypeId || kiosk.typeId,
        subscriptionLevel: kiosk.subscriptionLevel,
      }),
    loading: data.kiosk.isPending && kioskId !== null,
    failed: data.kiosk.isError && !data.kiosk.data,
    isAdmin,
    /** Domain and organization: domain managers and admins. */
    showsHierarchy: isAdmin || isDomainManager,
    showsBack: showsBackButton(isAdmin, kioskCount),
    back: navigation.back,
    goHome: () => navigation.goTo('Home'),
    openLink: (route: RouteName) => open(route),
    residents: data.residents,
    openResident,
    stats: data.stats,
    managerStats: data.managerStats,
    /** Admins: the kiosk's sign-in to the device gateway. */
    credential,
    edit: {
      dialog,
      rights,
      options: kioskOptions,
      loadingOptions,
      saving: mutations.update.isPending,
      open: () => {
        if (!kiosk || loadingOptions) return;
        setLoadingOptions(true);
        queryClient
          .fetchQuery({ queryKey: kioskKeys.options, queryFn: fetchOptions, staleTime: OPTIONS_STALE_MS })
          .then(
            () => dialog.openFor(kiosk),
            // The failure dialog comes from the query client.
            () => undefined,
          )
          .finally(() => setLoadingOptions(false));
      },
      save: (payload: KioskPayload, target: Kiosk | null) => {
        if (!target) return;
        mutations.update.mutate(
          { id: target.id, payload, baseOnly: rights.baseOnly },
          {
            onSuccess: (row) => {
              feedback.notify(t('saved', { serialNumber: row.serialNumber }));
              dialog.close();
            },
          },
        );
      },
    },
  };
}
