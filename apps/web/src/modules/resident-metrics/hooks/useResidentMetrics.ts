import { useState } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_METRICS_PERIOD, type MetricsPeriod } from '@ambient/core';
import { toLocale } from '../../../i18n/locale.util';
import { usePersonName } from '../../../ui/resource';
import { useStore } from '../../../utils/create-store.util';
import { useRouteNavigation } from '../../navigation';
import { selectActiveResident, sessionCacheStore } from '../../session';
import { residentMetricsApi, residentMetricsKeys } from '../api/resident-metrics.endpoints';

/**
 * The Resident Metrics screen's data (spec 02 "Resident metrics", §4): the active resident's
 * flags, then in sequence the mobile app users, the activations, the messages, the memory
 * albums and the uploads, each waiting for the one before. Changing the period reloads them.
 */
export function useResidentMetrics() {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const active = useStore(sessionCacheStore, selectActiveResident);
  const personName = usePersonName();
  const { back } = useRouteNavigation();
  const residentId = active?.id ?? null;
  const [period, setPeriod] = useState<MetricsPeriod>(DEFAULT_METRICS_PERIOD);
  const id = residentId ?? 0;
  const when = (ready: boolean) => residentId !== null && ready;

  const summary = useQuery({
    queryKey: residentMetricsKeys.summary(id),
    queryFn: when(true) ? ({ signal }) => residentMetricsApi.summary(id, signal) : skipToken,
    meta: { readModels: ['messages', 'memory_album_items'] },
  });
  const users = useQuery({
    queryKey: residentMetricsKeys.users(id),
    queryFn: when(true) ? ({ signal }) => residentMetricsApi.users(id, signal) : skipToken,
    meta: { readModels: ['users'] },
  });
  const activations = useQuery({
    queryKey: residentMetricsKeys.chart(id, 'activation', period, locale),
    queryFn: when(!users.isPending)
      ? ({ signal }) => residentMetricsApi.chart(id, 'activation', { timePeriod: period }, locale, signal)
      : skipToken,
    meta: { readModels: ['users'] },
  });
  const received = useQuery({
    queryKey: residentMetricsKeys.chart(id, 'messages', period, locale, 'UserToResident'),
    queryFn: when(!activations.isPending)
      ? ({ signal }) =>
          residentMetricsApi.chart(
            id,
            'messages',
            { timePeriod: period, messageDirection: 'UserToResident' },
            locale,
            signal,
          )
      : skipToken,
    meta: { readModels: ['messages'] },
  });
  const sent = useQuery({
    queryKey: residentMetricsKeys.chart(id, 'messages', period, locale, 'ResidentToUser'),
    queryFn: when(!received.isPending)
      ? ({ signal }) =>
          residentMetricsApi.chart(
            id,
            'messages',
            { timePeriod: period, messageDirection: 'ResidentToUser' },
            locale,
            signal,
          )
      : skipToken,
    meta: { readModels: ['messages'] },
  });
  const messages = useQuery({
    queryKey: residentMetricsKeys.messages(id, period, locale),
    queryFn: when(!sent.isPending)
      ? ({ signal }) => residentMetricsApi.messages(id, period, locale, signal)
      : skipToken,
    meta: { readModels: ['messages', 'users'] },
  });
  const albums = useQuery({
    queryKey: residentMetricsKeys.albums(id),
    queryFn: when(!messages.isPending) ? ({ signal }) => residentMetricsApi.albums(id, signal) : skipToken,
    meta: { readModels: ['memory_albums', 'memory_album_items', 'media_items'] },
  });
  const uploads = useQuery({
    queryKey: residentMetricsKeys.chart(id, 'uploads', period, locale),
    queryFn: when(!albums.isPending)
      ? ({ signal }) => residentMetricsApi.chart(id, 'uploads', { timePeriod: period }, locale, signal)
      : skipToken,
    meta: { readModels: ['media_items'] },
  });

  // The server lists the periods; until its first chart answers, the selector offers the one chosen.
  const periods = activations.data?.chartData.supportedTimePeriods.map((p) => p.value) ?? [period];

  return {
    residentId,
    name: personName(active?.name),
    locale,
    period,
    periods,
    setPeriod,
    back,
    summary,
    users,
    activations,
    received,
    sent,
    messages,
    albums,
    uploads,
  };
}

export type ResidentMetricsView = ReturnType<typeof useResidentMetrics>;
