/**
 * The calls of the Residents manager, the resident dialog and the resident dashboard (spec 02
 * §7 Residents), typed from the API contract in @ambient/core, and their query keys
 * (react-admin style: resource first, so any resident change can invalidate the resource).
 */
import type {
  ApiResponse,
  BaseRole,
  ResidentPayload,
  ResidentPictureResponse,
  ResidentPicturesResponse,
  ResidentResponse,
  ResidentsManagerResponse,
  ResidentsResponse,
} from '@ambient/core';
import { listQuery, type ListParams } from '../../../api/list-params';
import { api, fileForm, uploadForm, withField } from '../../../api/http-client';

/** The Residents manager's list: server paging, sort and search, narrowed by kiosk type and kiosk. */
export interface ResidentListParams extends ListParams {
  /** null is (All). */
  kioskTypeId: number | null;
  /** null is (All). */
  kioskId: number | null;
}

/** The delete call answers the result convention only. */
export type ResidentDeleteResponse = ApiResponse<object>;

/**
 * POST users/dashboard/{id} (spec 02 §7 Users): a contact (Genie, base role Guest) or a family
 * facilitator (Abby, base role Manager) added from the resident dashboard. Not in @ambient/core
 * yet: the spec names the call ("user payload with target kind resident or kiosk; response
 * isEmailSent") without its fields, so the shape below is the console's reading of it.
 */
export interface DashboardUserPayload {
  target: 'resident' | 'kiosk';
  user: {
    email: string;
    name: string;
    nickname: string;
    role: BaseRole;
    languageId: number | null;
    residentIds: number[];
  };
}
export type DashboardUserResponse = ApiResponse<{ isEmailSent?: boolean }>;

/**
 * The page size that asks `residents/manager` for its option lists only (kiosks, kiosk types,
 * facilities, key tags, languages), whatever the table shows.
 */
const OPTIONS_PAGE_SIZE = 1;

export const residentsApi = {
  /** GET residents/manager: a page of residents, with the kiosks, types, facilities, key tags and languages. */
  list: (params: ResidentListParams, signal?: AbortSignal): Promise<ResidentsManagerResponse> =>
    withField(
      api.get('/api/residents/manager', {
        params: {
          query: {
            kioskTypeId: params.kioskTypeId ?? undefined,
            kioskId: params.kioskId ?? undefined,
            ...listQuery(params),
          },
        },
        signal,
      }),
      'kioskTypes',
    ),

  /** The option lists of residents/manager, unfiltered (the dialog offers every kiosk of the type). */
  options: (signal?: AbortSignal): Promise<ResidentsManagerResponse> =>
    withField(
      api.get('/api/residents/manager', {
        params: { query: { page: 0, pageSize: OPTIONS_PAGE_SIZE } },
        signal,
      }),
      'kioskTypes',
    ),

  get: (residentId: number, signal?: AbortSignal): Promise<ResidentResponse> =>
    api.get('/api/residents/{id}', { params: { path: { id: residentId } }, signal }),

  extended: (residentId: number, signal?: AbortSignal): Promise<ResidentResponse> =>
    api.get('/api/residents/{id}/extended', { params: { path: { id: residentId } }, signal }),

  create: (payload: ResidentPayload): Promise<ResidentResponse> =>
    api.post('/api/residents', { body: payload }),

  update: (payload: ResidentPayload & { id: number }): Promise<ResidentResponse> =>
    api.put('/api/residents/{id}', { params: { path: { id: payload.id } }, body: payload }),

  /** DELETE residents/{id}: also frees the resident's key tag. */
  remove: (residentId: number): Promise<ResidentDeleteResponse> =>
    api.delete('/api/residents/{id}', { params: { path: { id: residentId } } }),

  /** DELETE residents/{id}/personal-data (admins): their name and picture erased, their media, albums and messages deleted. */
  erase: (residentId: number): Promise<ResidentDeleteResponse> =>
    api.delete('/api/residents/{id}/personal-data', { params: { path: { id: residentId } } }),

  /** Multipart POST residents/picture with `file` and `residentId`; answers the new picture as base64. */
  uploadPicture: (residentId: number, file: File): Promise<ResidentPictureResponse> =>
    uploadForm('/api/residents/picture', {}, fileForm(file, { residentId: String(residentId) })),

  picture: (residentId: number, signal?: AbortSignal): Promise<ResidentPictureResponse> =>
    api.get('/api/residents/{id}/picture/base64', { params: { path: { id: residentId } }, signal }),

  /** GET residents/pictures/base64: every picture (admins). */
  allPictures: (signal?: AbortSignal): Promise<ResidentPicturesResponse> =>
    api.get('/api/residents/pictures/base64', { signal }),

  /** POST residents/pictures/base64: the pictures of the given residents. */
  pictures: (residentIds: readonly number[], signal?: AbortSignal): Promise<ResidentPicturesResponse> =>
    api.post('/api/residents/pictures/base64', { body: { residentIds: [...residentIds] }, signal }),

  byKiosk: (kioskId: number, signal?: AbortSignal): Promise<ResidentsResponse> =>
    api.get('/api/residents/kiosk/{id}', { params: { path: { id: kioskId } }, signal }),

  addDashboardUser: (residentId: number, payload: DashboardUserPayload): Promise<DashboardUserResponse> =>
    api.post('/api/users/dashboard/{id}', { params: { path: { id: residentId } }, body: payload }),
};

export const residentKeys = {
  /** Everything about residents (the login data of family facilitators included). */
  resource: ['residents'] as const,
  lists: ['residents', 'getList'] as const,
  list: (params: ResidentListParams) => ['residents', 'getList', params] as const,
  /** The option lists only; kept apart from the pages so optimistic row changes leave it alone. */
  options: ['residents', 'getOptions'] as const,
  one: (residentId: number) => ['residents', 'getOne', { id: residentId }] as const,
  pictures: ['residents', 'pictures'] as const,
  allPictures: ['residents', 'pictures', 'all'] as const,
  picturesOf: (residentIds: readonly number[]) => ['residents', 'pictures', { ids: residentIds }] as const,
  picture: (residentId: number) => ['residents', 'pictures', { id: residentId }] as const,
  byKiosk: (kioskId: number) => ['residents', 'getManyReference', { kioskId }] as const,
};
