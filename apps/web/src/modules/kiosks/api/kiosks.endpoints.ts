/**
 * The calls of the Kiosk manager and the Kiosk dashboard (spec 02 §7 Kiosks, Kiosk dashboard),
 * typed from the API contract in @ambient/core, and their query keys (react-admin style:
 * resource first, so a change can invalidate a whole resource).
 */
import type {
  ApiResponse,
  DeleteCheckResponse,
  KeyTagsResponse,
  KioskManagerStatsResponse,
  KioskPayload,
  KioskResponse,
  KiosksManagerResponse,
  KioskStatsResponse,
  Profile,
  ResidentPicturesResponse,
  ResidentSummariesResponse,
  ResidentSummary,
  ResidentsResponse,
} from '@ambient/core';
import type { ListParams } from '../../../api/list-params';
import { apiRequest, queryString as query } from '../../../api/http-client';

/** The Kiosk manager's table: paging, sort and search, narrowed by facility and kiosk type. */
export interface KioskListParams extends ListParams {
  /** null is (All). */
  facilityId: number | null;
  /** 1 Abby, 2 Genie; null is (All). */
  typeId: number | null;
}

/**
 * A resident of the kiosk as POST residents/login/kiosk/{id} lists it. The spec gives the call
 * (with the profile) but not the shape: the fields a resident summary and a resident share, plus
 * the key tag when the server sends the full resident.
 */
export type KioskResident = Pick<ResidentSummary, 'id' | 'name' | 'pictureBase64'> & {
  kioskTypeId?: number | null;
  kioskKeyTagId?: number | null;
};
export type KioskResidentsResponse = ApiResponse<{ residents: KioskResident[] }>;

export type DeleteResponse = ApiResponse<object>;

const id = (value: number): string => encodeURIComponent(String(value));

export const kiosksApi = {
  /**
   * GET kiosks/manager: a page of kiosks (search covers id, serial number, organization, domain,
   * facility and facility location) with every option list the kiosk dialog needs.
   */
  list: (params: KioskListParams) =>
    apiRequest<KiosksManagerResponse>(
      `/kiosks/manager${query({
        facilityId: params.facilityId,
        typeId: params.typeId,
        search: params.search.trim(),
        page: params.page,
        pageSize: params.pageSize,
        sort: params.sort,
      })}`,
    ),
  get: (kioskId: number) => apiRequest<KioskResponse>(`/kiosks/${id(kioskId)}`),
  /** The kiosk with its facility, domain and organization names (the kiosk dashboard). */
  extended: (kioskId: number, signal?: AbortSignal) =>
    apiRequest<KioskResponse>(`/kiosks/${id(kioskId)}/extended`, { signal }),
  create: (payload: KioskPayload) => apiRequest<KioskResponse>('/kiosks', { method: 'POST', body: payload }),
  /** Kiosk managers save the base fields only (`?baseOnly=true`). */
  update: (kioskId: number, payload: KioskPayload, baseOnly: boolean) =>
    apiRequest<KioskResponse>(`/kiosks/${id(kioskId)}${query({ baseOnly: baseOnly || null })}`, {
      method: 'PUT',
      body: payload,
    }),
  remove: (kioskId: number) => apiRequest<DeleteResponse>(`/kiosks/${id(kioskId)}`, { method: 'DELETE' }),
  /** Residents first, then kiosk managers: errorSeverity 0 and the reason when refused. */
  deleteCheck: (kioskId: number) => apiRequest<DeleteCheckResponse>(`/kiosks/${id(kioskId)}/delete-check`),
  residents: (kioskId: number) => apiRequest<ResidentsResponse>(`/residents/kiosk/${id(kioskId)}`),
  keyTags: (kioskId: number, signal?: AbortSignal) =>
    apiRequest<KeyTagsResponse>(`/kiosks/keytags/${id(kioskId)}`, { signal }),
};

export const kioskDashboardApi = {
  /** Admins only. */
  stats: (kioskId: number, signal?: AbortSignal) =>
    apiRequest<KioskStatsResponse>(`/kioskdashboard/${id(kioskId)}/stats`, { signal }),
  managerStats: (kioskId: number, userId: string, signal?: AbortSignal) =>
    apiRequest<KioskManagerStatsResponse>(
      `/kioskdashboard/${id(kioskId)}/manager-stats${query({ userId })}`,
      { signal },
    ),
  residentSummaries: (kioskId: number, signal?: AbortSignal) =>
    apiRequest<ResidentSummariesResponse>(`/kioskdashboard/${id(kioskId)}/resident-summaries`, { signal }),
  residents: (kioskId: number, profile: Profile, signal?: AbortSignal) =>
    apiRequest<KioskResidentsResponse>(`/residents/login/kiosk/${id(kioskId)}`, {
      method: 'POST',
      body: { profile },
      signal,
    }),
  pictures: (residentIds: readonly number[], signal?: AbortSignal) =>
    apiRequest<ResidentPicturesResponse>('/residents/pictures/base64', {
      method: 'POST',
      body: { residentIds },
      signal,
    }),
};

export const kioskKeys = {
  resource: ['kiosks'] as const,
  lists: ['kiosks', 'getList'] as const,
  list: (params: KioskListParams) => ['kiosks', 'getList', params] as const,
  /** The option lists of the kiosk dialog opened from the dashboard. */
  options: ['kiosks', 'options'] as const,
  one: (kioskId: number) => ['kiosks', 'getOne', kioskId] as const,
  /** Every kiosk's own key tags (the kiosk dashboard, the resident dialog's key choices). */
  keyTagLists: ['keyTags', 'kiosk'] as const,
  keyTags: (kioskId: number) => ['keyTags', 'kiosk', kioskId] as const,
};

export const kioskDashboardKeys = {
  all: ['kioskDashboard'] as const,
  kiosk: (kioskId: number) => ['kioskDashboard', kioskId] as const,
  stats: (kioskId: number) => ['kioskDashboard', kioskId, 'stats'] as const,
  managerStats: (kioskId: number) => ['kioskDashboard', kioskId, 'managerStats'] as const,
  residentSummaries: (kioskId: number) => ['kioskDashboard', kioskId, 'residentSummaries'] as const,
  residents: (kioskId: number) => ['residents', 'kiosk', kioskId] as const,
  pictures: (residentIds: readonly number[]) => ['residents', 'pictures', [...residentIds]] as const,
};
