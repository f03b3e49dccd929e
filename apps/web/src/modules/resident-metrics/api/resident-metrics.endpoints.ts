/** The resident metrics calls (spec 02 §7 "Resident dashboard and metrics"; decision 0073) and their query keys. */
import type {
  FamilyEngagementResponse,
  Locale,
  MessageDirection,
  MetricsPeriod,
  MetricsSource,
  ResidentAlbumMetricsResponse,
  ResidentAppUsersResponse,
  ResidentEngagementResponse,
  ResidentMessageMetricsResponse,
  ResidentMetricsChartResponse,
} from '@ambient/core';
import { api } from '../../../api/http-client';

export const residentMetricsKeys = {
  all: (residentId: number) => ['residentdashboard', residentId] as const,
  users: (residentId: number) => ['residentdashboard', residentId, 'users'] as const,
  chart: (
    residentId: number,
    source: MetricsSource,
    period: MetricsPeriod,
    locale: Locale,
    direction?: MessageDirection,
  ) => ['residentdashboard', residentId, source, period, locale, direction ?? null] as const,
  messages: (residentId: number, period: MetricsPeriod, locale: Locale) =>
    ['residentdashboard', residentId, 'message', period, locale] as const,
  albums: (residentId: number) => ['residentdashboard', residentId, 'playlist'] as const,
  summary: (residentId: number) => ['residentdashboard', residentId, 'summary'] as const,
  engagement: (place: 'kiosk' | 'facility', id: number) =>
    ['residentdashboard', 'engagement', place, id] as const,
};

const byId = (residentId: number) => ({ params: { path: { id: residentId } } });

export const residentMetricsApi = {
  users: (residentId: number, signal?: AbortSignal): Promise<ResidentAppUsersResponse> =>
    api.get('/api/residentdashboard/{id}/users', { ...byId(residentId), signal }),
  chart: (
    residentId: number,
    source: MetricsSource,
    body: { timePeriod: MetricsPeriod; messageDirection?: MessageDirection },
    locale: Locale,
    signal?: AbortSignal,
  ): Promise<ResidentMetricsChartResponse> =>
    api.post('/api/residentdashboard/{kind}/{id}', {
      params: { path: { kind: source, id: residentId }, query: { locale } },
      body,
      signal,
    }),
  messages: (
    residentId: number,
    timePeriod: MetricsPeriod,
    locale: Locale,
    signal?: AbortSignal,
  ): Promise<ResidentMessageMetricsResponse> =>
    api.get('/api/residentdashboard/{id}/message', {
      params: { path: { id: residentId }, query: { timePeriod, locale } },
      signal,
    }),
  albums: (residentId: number, signal?: AbortSignal): Promise<ResidentAlbumMetricsResponse> =>
    api.get('/api/residentdashboard/{id}/playlist', { ...byId(residentId), signal }),
  summary: (residentId: number, signal?: AbortSignal): Promise<ResidentEngagementResponse> =>
    api.get('/api/residentdashboard/{id}/summary', { ...byId(residentId), signal }),
  /** The family engagement of a kiosk's or a facility's residents (decision 0074). */
  engagement: (
    place: 'kiosk' | 'facility',
    id: number,
    signal?: AbortSignal,
  ): Promise<FamilyEngagementResponse> => {
    const init = { params: { path: { id } }, signal };
    return place === 'kiosk'
      ? api.get('/api/residentdashboard/engagement/kiosk/{id}', init)
      : api.get('/api/residentdashboard/engagement/facility/{id}', init);
  },
};
