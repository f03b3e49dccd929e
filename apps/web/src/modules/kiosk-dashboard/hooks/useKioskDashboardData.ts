import { useEffect, useMemo } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { KioskType, type FamilyEngagement, type Kiosk } from '@ambient/core';
import {
  kioskDashboardApi,
  kioskDashboardKeys,
  kioskKeys,
  kiosksApi,
  type KioskResident,
} from '../../kiosks';
import { useSession, sessionCacheStore } from '../../session';
import { actingUserId } from '../../kiosks';
import { residentMetricsApi, residentMetricsKeys } from '../../resident-metrics';
import { residentIdsLackingPicture } from '../utils/kiosk-status.util';

/** A resident as the dashboard lists them: picture, key number and new messages merged in. */
export interface DashboardResident extends KioskResident {
  newMessages: number;
  keyNum: number | null;
  /** Beyond the spec (decision 0074): the family's last message and album addition, Genie only. */
  engagement: FamilyEngagement | null;
}

/** Answers change slowly; coming back to the dashboard shows the cached ones and refreshes them. */
const STALE_MS = 30_000;

/**
 * The kiosk dashboard's data, in the spec's order (spec 02 §4): the kiosk, then its residents,
 * their new-message summaries, the pictures they lack, the key tags, and last the admin stats
 * (or, for others, the manager stats). Each step waits for the one before.
 */
export function useKioskDashboardData(kioskId: number | null) {
  const { profile, flags } = useSession();
  const isAdmin = flags?.isAdmin ?? false;

  const kiosk = useQuery({
    queryKey: kioskKeys.one(kioskId ?? 0),
    meta: { readModels: ['kiosks', 'facilities', 'domains', 'genie_releases'] },
    queryFn: kioskId ? ({ signal }) => kiosksApi.extended(kioskId, signal) : skipToken,
    select: (answer) => answer.kiosk,
  });
  const ready = kioskId !== null && kiosk.isSuccess;

  const residents = useQuery({
    queryKey: kioskDashboardKeys.residents(kioskId ?? 0),
    meta: { readModels: ['residents', 'key_tags', 'messages'] },
    queryFn:
      ready && kioskId && profile
        ? ({ signal }) => kioskDashboardApi.residents(kioskId, profile, signal)
        : skipToken,
    select: (answer) => answer.residents,
    staleTime: STALE_MS,
  });

  const summaries = useQuery({
    queryKey: kioskDashboardKeys.residentSummaries(kioskId ?? 0),
    meta: { readModels: ['residents', 'users', 'messages'] },
    queryFn:
      kioskId && residents.isFetched
        ? ({ signal }) => kioskDashboardApi.residentSummaries(kioskId, signal)
        : skipToken,
    select: (answer) => answer.residents,
    staleTime: STALE_MS,
  });

  const lacking = useMemo(() => residentIdsLackingPicture(residents.data ?? []), [residents.data]);
  const pictures = useQuery({
    queryKey: kioskDashboardKeys.pictures(lacking),
    queryFn:
      summaries.isFetched && lacking.length > 0
        ? ({ signal }) => kioskDashboardApi.pictures(lacking, signal)
        : skipToken,
    select: (answer) => answer.pictures,
    staleTime: 5 * 60_000,
    meta: { readModels: ['residents'], silent: true },
  });
  const picturesDone = summaries.isFetched && (lacking.length === 0 || pictures.isFetched);

  const keyTags = useQuery({
    queryKey: kioskKeys.keyTags(kioskId ?? 0),
    queryFn: kioskId && picturesDone ? ({ signal }) => kiosksApi.keyTags(kioskId, signal) : skipToken,
    select: (answer) => answer.keyTags,
    staleTime: STALE_MS,
    meta: { readModels: ['key_tags', 'residents'], silent: true },
  });
  const keyTagsDone = picturesDone && keyTags.isFetched;

  const stats = useQuery({
    queryKey: kioskDashboardKeys.stats(kioskId ?? 0),
    meta: { readModels: ['kiosks', 'kiosk_device_status', 'genie_releases', 'abby_update_zips'] },
    queryFn:
      kioskId && isAdmin && keyTagsDone
        ? ({ signal }) => kioskDashboardApi.stats(kioskId, signal)
        : skipToken,
    staleTime: STALE_MS,
  });

  const userId = actingUserId(profile?.id);
  const managerStats = useQuery({
    queryKey: kioskDashboardKeys.managerStats(kioskId ?? 0),
    meta: { readModels: ['users', 'kiosks', 'messages'] },
    queryFn:
      kioskId && !isAdmin && userId && keyTagsDone
        ? ({ signal }) => kioskDashboardApi.managerStats(kioskId, userId, signal)
        : skipToken,
    select: (answer) => answer.numNewKioskMessages,
    staleTime: STALE_MS,
  });

  // Beyond the spec (decision 0074), after the spec's reads: a Genie's family engagement.
  const isGenie = kiosk.data ? (kiosk.data.kioskTypeId || kiosk.data.typeId) === KioskType.Genie : false;
  const engagement = useQuery({
    queryKey: residentMetricsKeys.engagement('kiosk', kioskId ?? 0),
    meta: { readModels: ['residents', 'messages', 'memory_album_items'], silent: true },
    queryFn:
      kioskId && isGenie && keyTagsDone && (isAdmin ? stats.isFetched : managerStats.isFetched)
        ? ({ signal }) => residentMetricsApi.engagement('kiosk', kioskId, signal)
        : skipToken,
    select: (answer) => answer.residents,
    staleTime: STALE_MS,
  });

  const list = useMemo<DashboardResident[]>(() => {
    const engaged = new Map((engagement.data ?? []).map((e) => [e.residentId, e]));
    const newMessages = new Map((summaries.data ?? []).map((s) => [s.id, s.newMessages]));
    const picture = new Map((pictures.data ?? []).map((p) => [p.residentId, p.base64]));
    const keyNum = new Map((keyTags.data ?? []).map((k) => [k.id, k.keyNum]));
    const byResident = new Map(
      (keyTags.data ?? []).filter((k) => k.residentId !== null).map((k) => [k.residentId, k.keyNum]),
    );
    return (residents.data ?? []).map((r) => ({
      ...r,
      pictureBase64: r.pictureBase64 || picture.get(r.id) || null,
      newMessages: newMessages.get(r.id) ?? 0,
      keyNum: (r.kioskKeyTagId ? keyNum.get(r.kioskKeyTagId) : undefined) ?? byResident.get(r.id) ?? null,
      engagement: engaged.get(r.id) ?? null,
    }));
  }, [residents.data, summaries.data, pictures.data, keyTags.data, engagement.data]);

  useKioskSessionCache(kiosk.data, list, keyTags.data);

  return {
    kiosk,
    residents: { ...residents, list },
    summariesLoading: summaries.isFetching,
    stats,
    managerStats,
  };
}

/**
 * The session cache keeps the active kiosk's residents and key numbers (spec 01 §3) for the
 * screens opened from the dashboard.
 */
function useKioskSessionCache(
  kiosk: Kiosk | undefined,
  residents: readonly DashboardResident[],
  keyTags: ReadonlyArray<{ id: number; keyNum: number; residentId: number | null }> | undefined,
) {
  useEffect(() => {
    if (!kiosk) return;
    sessionCacheStore.set((cache) => {
      const activeId = cache.kioskResidents.find((r) => r.isActive)?.id;
      return {
        ...cache,
        kioskResidents: residents.map((r) => ({
          id: r.id,
          name: r.name,
          // Pictures stay in the query cache: browser storage is too small for them.
          pictureBase64: null,
          kioskTypeId: r.kioskTypeId ?? (kiosk.kioskTypeId || kiosk.typeId),
          kiosk: { id: kiosk.id, name: kiosk.name, serialNumber: kiosk.serialNumber },
          newMessages: r.newMessages,
          isActive: r.id === activeId,
        })),
        keyNumbers: (keyTags ?? []).map((k) => ({ ...k, isActive: false })),
      };
    });
  }, [kiosk, residents, keyTags]);
}
