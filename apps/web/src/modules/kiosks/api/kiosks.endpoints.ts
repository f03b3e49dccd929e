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
import { listQuery, type ListParams } from '../../../api/list-params';
import { api, withField } from '../../../api/http-client';

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

const byId = (id: number) => ({ params: { path: { id } } });

export const kiosksApi = {
  /**
   * GET kiosks/manager: a page of kiosks (search covers id, serial number, organization, domain,
   * facility and facility location) with every option list the kiosk dialog needs.
   */
  list: (params: KioskListParams): Promise<KiosksManagerResponse> =>
    withField(
      api.get('/api/kiosks/manager', {
        params: {
          query: {
            facilityId: params.facilityId ?? undefined,
            typeId: params.typeId ?? undefined,
            ...listQuery(params),
          },
        },
      }),
      'kioskTypes',
    ),
  get: (kioskId: number): Promise<KioskResponse> => api.get('/api/kiosks/{id}', byId(kioskId)),
  /** The kiosk with its facility, domain and organization names (the kiosk dashboard). */
  extended: (kioskId: number, signal?: AbortSignal): Promise<KioskResponse> =>
    api.get('/api/kiosks/{id}/extended', { ...byId(kioskId), signal }),
  create: (payload: KioskPayload): Promise<KioskResponse> => api.post('/api/kiosks', { body: payload }),
  /** Kiosk managers save the base fields only (`?baseOnly=true`). */
  update: (kioskId: number, payload: KioskPayload, baseOnly: boolean): Promise<KioskResponse> =>
    api.put('/api/kiosks/{id}', {
      params: { path: { id: kioskId }, query: { baseOnly: baseOnly || undefined } },
      body: payload,
    }),
  remove: (kioskId: number): Promise<DeleteResponse> => api.delete('/api/kiosks/{id}', byId(kioskId)),
  /** Residents first, then kiosk managers: errorSeverity 0 and the reason when refused. */
  deleteCheck: (kioskId: number): Promise<DeleteCheckResponse> =>
    api.get('/api/kiosks/{id}/delete-check', byId(kioskId)),
  residents: (kioskId: number): Promise<ResidentsResponse> =>
    api.get('/api/residents/kiosk/{id}', byId(kioskId)),
  keyTags: (kioskId: number, signal?: AbortSignal): Promise<KeyTagsResponse> =>
    api.get('/api/kiosks/keytags/{kioskId}', { params: { path: { kioskId } }, signal }),
};

export const kioskDashboardApi = {
  /** Admins only. */
  stats: (kioskId: number, signal?: AbortSignal): Promise<KioskStatsResponse> =>
    api.get('/api/kioskdashboard/{id}/stats', { ...byId(kioskId), signal }),
  /** The API counts for the signed-in manager, whoever `userId` names. */
  managerStats: (kioskId: number, userId: string, signal?: AbortSignal): Promise<KioskManagerStatsResponse> =>
    api.get('/api/kioskdashboard/{id}/manager-stats', { ...byId(kioskId), signal }),
  residentSummaries: (kioskId: number, signal?: AbortSignal): Promise<ResidentSummariesResponse> =>
    api.get('/api/kioskdashboard/{id}/resident-summaries', { ...byId(kioskId), signal }),
  /** The API reads the caller from the bearer token, not from `profile`. */
  residents: (kioskId: number, profile: Profile, signal?: AbortSignal): Promise<KioskResidentsResponse> =>
    api.post('/api/residents/login/kiosk/{id}', { ...byId(kioskId), signal }),
  pictures: (residentIds: readonly number[], signal?: AbortSignal): Promise<ResidentPicturesResponse> =>
    api.post('/api/residents/pictures/base64', { body: { residentIds: [...residentIds] }, signal }),
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
