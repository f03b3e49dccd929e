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
import type { ListParams } from '../../../api/list-params';
import { apiRequest, queryString as query } from '../../../api/http-client';

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

const id = (value: number): string => encodeURIComponent(String(value));

/**
 * The page size that asks `residents/manager` for its option lists only (kiosks, kiosk types,
 * facilities, key tags, languages), whatever the table shows.
 */
const OPTIONS_PAGE_SIZE = 1;

export const residentsApi = {
  /** GET residents/manager: a page of residents, with the kiosks, types, facilities, key tags and languages. */
  list: (params: ResidentListParams, signal?: AbortSignal) =>
    apiRequest<ResidentsManagerResponse>(
      `/residents/manager${query({
        kioskTypeId: params.kioskTypeId,
        kioskId: params.kioskId,
        search: params.search.trim(),
        page: params.page,
        pageSize: params.pageSize,
        sort: params.sort,
      })}`,
      { signal },
    ),

  /** The option lists of residents/manager, unfiltered (the dialog offers every kiosk of the type). */
  options: (signal?: AbortSignal) =>
    apiRequest<ResidentsManagerResponse>(
      `/residents/manager${query({ page: 0, pageSize: OPTIONS_PAGE_SIZE })}`,
      {
        signal,
      },
    ),

  get: (residentId: number, signal?: AbortSignal) =>
    apiRequest<ResidentResponse>(`/residents/${id(residentId)}`, { signal }),

  extended: (residentId: number, signal?: AbortSignal) =>
    apiRequest<ResidentResponse>(`/residents/${id(residentId)}/extended`, { signal }),

  create: (payload: ResidentPayload) =>
    apiRequest<ResidentResponse>('/residents', { method: 'POST', body: payload }),

  update: (payload: ResidentPayload & { id: number }) =>
    apiRequest<ResidentResponse>(`/residents/${id(payload.id)}`, { method: 'PUT', body: payload }),

  /** DELETE residents/{id}: also frees the resident's key tag. */
  remove: (residentId: number) =>
    apiRequest<ResidentDeleteResponse>(`/residents/${id(residentId)}`, { method: 'DELETE' }),

  /** DELETE residents/{id}/personal-data (admins): their name and picture erased, their media, albums and messages deleted. */
  erase: (residentId: number) =>
    apiRequest<ResidentDeleteResponse>(`/residents/${id(residentId)}/personal-data`, { method: 'DELETE' }),

  /** Multipart POST residents/picture with `file` and `residentId`; answers the new picture as base64. */
  uploadPicture: (residentId: number, file: File) => {
    const form = new FormData();
    form.append('residentId', String(residentId));
    form.append('file', file, file.name);
    return apiRequest<ResidentPictureResponse>('/residents/picture', { method: 'POST', form });
  },

  picture: (residentId: number, signal?: AbortSignal) =>
    apiRequest<ResidentPictureResponse>(`/residents/${id(residentId)}/picture/base64`, { signal }),

  /** GET residents/pictures/base64: every picture (admins). */
  allPictures: (signal?: AbortSignal) =>
    apiRequest<ResidentPicturesResponse>('/residents/pictures/base64', { signal }),

  /** POST residents/pictures/base64: the pictures of the given residents. */
  pictures: (residentIds: readonly number[], signal?: AbortSignal) =>
    apiRequest<ResidentPicturesResponse>('/residents/pictures/base64', {
      method: 'POST',
      body: { residentIds },
      signal,
    }),

  byKiosk: (kioskId: number, signal?: AbortSignal) =>
    apiRequest<ResidentsResponse>(`/residents/kiosk/${id(kioskId)}`, { signal }),

  addDashboardUser: (residentId: number, payload: DashboardUserPayload) =>
    apiRequest<DashboardUserResponse>(`/users/dashboard/${id(residentId)}`, {
      method: 'POST',
      body: payload,
    }),
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
