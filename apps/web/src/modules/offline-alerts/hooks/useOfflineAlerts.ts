import { useEffect, useState } from 'react';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FacilityAlertSettings, FacilityAlertSettingsResponse, LiveEvents } from '@ambient/core';
import { useStore } from '../../../utils/create-store.util';
import { liveSocketStore, useSession } from '../../session';
import { offlineAlertKeys, offlineAlertsApi } from '../api/offline-alerts.endpoints';

/** Every read model an alert answer reads: its rows, and the kiosks and facilities it names. */
const ALERT_READ_MODELS = ['kiosk_offline_alerts', 'kiosks', 'facilities'] as const;

/** Managers and admins hear of offline kiosks; nobody else. */
export function useHearsOfflineAlerts(): boolean {
  const { flags } = useSession();
  return Boolean(flags && (flags.isAdmin || flags.isDomainManager || flags.isKioskManager));
}

/** The open alerts of the kiosks in the caller's scope, refetched live. */
export function useOpenAlerts(enabled: boolean) {
  return useQuery({
    queryKey: offlineAlertKeys.open,
    meta: { readModels: [...ALERT_READ_MODELS] },
    queryFn: enabled ? ({ signal }) => offlineAlertsApi.open(signal) : skipToken,
  });
}

/** A kiosk's alerts, newest first (its history of outages). */
export function useKioskAlerts(kioskId: number | null) {
  return useQuery({
    queryKey: offlineAlertKeys.ofKiosk(kioskId ?? 0),
    meta: { readModels: [...ALERT_READ_MODELS] },
    queryFn: kioskId ? ({ signal }) => offlineAlertsApi.ofKiosk(kioskId, signal) : skipToken,
  });
}

/**
 * The live notices (`offlineAlerts.changed`) the server pushes to the managers in charge of a
 * kiosk, the latest first; `dismiss` forgets the one shown.
 */
export function useLiveAlertNotices(enabled: boolean) {
  const socket = useStore(liveSocketStore);
  const [notices, setNotices] = useState<Array<LiveEvents['offlineAlerts.changed'] & { key: string }>>([]);
  useEffect(() => {
    if (!socket || !enabled) return undefined;
    const onChanged = (notice: LiveEvents['offlineAlerts.changed']) =>
      setNotices((list) => [
        { ...notice, key: `${notice.kioskId}-${notice.alertNumber}-${notice.state}` },
        ...list.filter((n) => n.kioskId !== notice.kioskId || n.alertNumber !== notice.alertNumber),
      ]);
    socket.on('offlineAlerts.changed', onChanged);
    return () => {
      socket.off('offlineAlerts.changed', onChanged);
    };
  }, [socket, enabled]);
  return { notice: notices[0] ?? null, dismiss: () => setNotices((list) => list.slice(1)) };
}

/** A facility's alert settings (admins and its domain managers; 404 for anyone else) and their change. */
export function useFacilityAlertSettings(facilityId: number | null, enabled: boolean) {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: offlineAlertKeys.settings(facilityId ?? 0),
    meta: { readModels: ['facility_alert_settings', 'facilities'] },
    queryFn:
      facilityId && enabled ? ({ signal }) => offlineAlertsApi.settings(facilityId, signal) : skipToken,
    retry: false,
  });
  const change = useMutation({
    mutationFn: (next: FacilityAlertSettings) => offlineAlertsApi.changeSettings(facilityId ?? 0, next),
    onSuccess: (answer) =>
      queryClient.setQueryData<FacilityAlertSettingsResponse>(
        offlineAlertKeys.settings(answer.facilityId),
        answer,
      ),
  });
  return { settings, change };
}
