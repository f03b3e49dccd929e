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
import { apiRequest, queryString } from '../../../api/http-client';

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

export const residentMetricsApi = {
  users: (residentId: number, signal?: AbortSignal) =>
    apiRequest<ResidentAppUsersResponse>(`/residentdashboard/${residentId}/users`, { signal }),
  chart: (
    residentId: number,
    source: MetricsSource,
    body: { timePeriod: MetricsPeriod; messageDirection?: MessageDirection },
    locale: Locale,
    signal?: AbortSignal,
  ) =>
    apiRequest<ResidentMetricsChartResponse>(
      `/residentdashboard/${source}/${residentId}${queryString({ locale })}`,
      { method: 'POST', body, signal },
    ),
  messages: (residentId: number, timePeriod: MetricsPeriod, locale: Locale, signal?: AbortSignal) =>
    apiRequest<ResidentMessageMetricsResponse>(
      `/residentdashboard/${residentId}/message${queryString({ timePeriod, locale })}`,
      { signal },
    ),
  albums: (residentId: number, signal?: AbortSignal) =>
    apiRequest<ResidentAlbumMetricsResponse>(`/residentdashboard/${residentId}/playlist`, { signal }),
  summary: (residentId: number, signal?: AbortSignal) =>
    apiRequest<ResidentEngagementResponse>(`/residentdashboard/${residentId}/summary`, { signal }),
  /** The family engagement of a kiosk's or a facility's residents (decision 0074). */
  engagement: (place: 'kiosk' | 'facility', id: number, signal?: AbortSignal) =>
    apiRequest<FamilyEngagementResponse>(`/residentdashboard/engagement/${place}/${id}`, { signal }),
};
