/**
 * A typed client for the API tests: one method per endpoint, its payload and its answer typed by
 * the contract in libs/core (`*Payload`, `*Response`), built over `callApi`.
 *
 *   const client = apiClient(api.url, { token: admin });
 *   const { json } = await client.organizations.create({ name: 'Acme' });   // json: OrganizationResponse
 *   expect(await client.as(kioskManager).organizations.remove(1)).toEqual(refusal(403, '...', 1));
 *
 * Every method answers `{ status, json }`, the shape `callApi` and `refusal` use, so a refused call
 * compares with `refusal(...)` as before. `json` is typed as the success answer; on a refusal it
 * holds only `errorSeverity` and `errorMessage` (check `status` first).
 */
import type {
  ApiResult,
  DashboardUserPayload,
  DeleteCheckResponse,
  DomainManagersResponse,
  DomainPayload,
  DomainResponse,
  DomainsManagerResponse,
  DomainsResponse,
  FacilitiesManagerResponse,
  FacilitiesResponse,
  FacilityFilterPayload,
  FacilityItemsResponse,
  FacilityKiosksResponse,
  FacilityPayload,
  FacilityResponse,
  KeyTagMapperResponse,
  KeyTagPayload,
  KeyTagResidentPayload,
  KeyTagResponse,
  KeyTagsResponse,
  KioskManagersResponse,
  KioskPayload,
  KioskResponse,
  KiosksManagerResponse,
  KiosksResponse,
  OrganizationPayload,
  OrganizationResponse,
  OrganizationsResponse,
  PasswordPayload,
  ProfileEditResponse,
  ProfileResponse,
  ProfileUpdatePayload,
  ResidentPayload,
  ResidentPictureResponse,
  ResidentPicturesResponse,
  ResidentResponse,
  ResidentsManagerResponse,
  ResidentsResponse,
} from '@ambient/core';
import { callApi, type CallOptions } from './api-calls.js';

/** An answer: its HTTP status and its JSON body, typed as the endpoint's success answer. */
export interface Reply<T extends ApiResult> {
  status: number;
  json: T;
}

/** The optional paging, sorting and search of list endpoints (`page` is 0-based; `sort` is `field` or `-field`). */
export interface ListParams {
  page?: number;
  pageSize?: number;
  search?: string;
  sort?: string;
}

/** A later page of a manager list without its option lists (`lists=false`). */
interface WithLists {
  lists?: boolean;
}

type Query = Record<string, string | number | boolean | null | undefined>;

/** Who calls: the bearer token (none when null) and the Accept-Language sent. */
export interface ClientOptions {
  token: string | null;
  language?: string;
}

/** The query string of the defined parameters, with its `?`; empty when there are none. */
function queryString(query: Query = {}): string {
  const pairs = Object.entries(query).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null,
  );
  return pairs.length === 0
    ? ''
    : `?${new URLSearchParams(pairs.map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
}

function endpoints(url: string, options: ClientOptions) {
  const send = async <T extends ApiResult>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    query?: Query,
  ): Promise<Reply<T>> => {
    const call: CallOptions = { body, token: options.token, language: options.language };
    const { status, json } = await callApi(url, method, `${path}${queryString(query)}`, call);
    // The contract types say what a successful answer holds; the tests check the rest.
    return { status, json: json as unknown as T };
  };
  const get = <T extends ApiResult>(path: string, query?: Query) => send<T>('GET', path, undefined, query);
  const post = <T extends ApiResult>(path: string, body?: unknown, query?: Query) =>
    send<T>('POST', path, body, query);
  const put = <T extends ApiResult>(path: string, body: unknown, query?: Query) =>
    send<T>('PUT', path, body, query);
  const remove = (path: string) => send<ApiResult>('DELETE', path);

  return {
    organizations: {
      manager: (query?: ListParams) => get<OrganizationsResponse>('organizations/manager', { ...query }),
      create: (payload: OrganizationPayload) => post<OrganizationResponse>('organizations', payload),
      update: (id: number, payload: OrganizationPayload) =>
        put<OrganizationResponse>(`organizations/${id}`, payload),
      deleteCheck: (id: number) => get<DeleteCheckResponse>(`organizations/${id}/delete-check`),
      remove: (id: number) => remove(`organizations/${id}`),
    },

    domains: {
      manager: (query?: ListParams & { organizationId?: number }) =>
        get<DomainsManagerResponse>('domains/manager', { ...query }),
      ofOrganization: (organizationId: number) =>
        get<DomainsResponse>(`domains/organization/${organizationId}`),
      get: (id: number) => get<DomainResponse>(`domains/${id}`),
      managers: (id: number) => get<DomainManagersResponse>(`domains/${id}/managers`),
      deleteCheck: (id: number) => get<DeleteCheckResponse>(`domains/${id}/delete-check`),
      create: (payload: DomainPayload) => post<DomainResponse>('domains', payload),
      update: (id: number, payload: DomainPayload) => put<DomainResponse>(`domains/${id}`, payload),
      remove: (id: number) => remove(`domains/${id}`),
    },

    facilities: {
      list: (query?: ListParams) => get<FacilitiesResponse>('facilities', { ...query }),
      /** POST facilities with a filter body lists instead of adding. */
      filter: (payload: FacilityFilterPayload, query?: ListParams) =>
        post<FacilitiesResponse>('facilities', payload, { ...query }),
      manager: (query?: ListParams) => get<FacilitiesManagerResponse>('facilities/manager', { ...query }),
      ofDomain: (domainId: number) => get<FacilitiesResponse>(`facilities/domain/${domainId}`),
      ofOrganization: (organizationId: number) =>
        get<FacilityItemsResponse>(`facilities/organization/${organizationId}`),
      get: (id: number) => get<FacilityResponse>(`facilities/${id}`),
      deleteCheck: (id: number) => get<DeleteCheckResponse>(`facilities/${id}/delete-check`),
      create: (payload: FacilityPayload) => post<FacilityResponse>('facilities', payload),
      update: (id: number, payload: FacilityPayload) => put<FacilityResponse>(`facilities/${id}`, payload),
      remove: (id: number) => remove(`facilities/${id}`),
      kiosks: (id: number) => get<FacilityKiosksResponse>(`kiosks/facility/${id}`),
    },

    kiosks: {
      manager: (query?: ListParams & WithLists & { facilityId?: number; typeId?: number }) =>
        get<KiosksManagerResponse>('kiosks/manager', { ...query }),
      list: () => get<KiosksResponse>('kiosks'),
      ofType: (typeId: number) => get<KiosksResponse>(`kiosks/type/${typeId}`),
      get: (id: number) => get<KioskResponse>(`kiosks/${id}`),
      extended: (id: number) => get<KioskResponse>(`kiosks/${id}/extended`),
      create: (payload: KioskPayload) => post<KioskResponse>('kiosks', payload),
      /** `baseOnly`: the dashboard's edit, which saves the base fields only. */
      update: (id: number, payload: KioskPayload, query?: { baseOnly?: boolean }) =>
        put<KioskResponse>(`kiosks/${id}`, payload, { ...query }),
      deleteCheck: (id: number) => get<DeleteCheckResponse>(`kiosks/${id}/delete-check`),
      remove: (id: number) => remove(`kiosks/${id}`),
      managers: (id: number) => get<KioskManagersResponse>(`users/kiosk/${id}/manager`),
    },

    residents: {
      manager: (query?: ListParams & WithLists & { kioskTypeId?: number; kioskId?: number }) =>
        get<ResidentsManagerResponse>('residents/manager', { ...query }),
      pictures: () => get<ResidentPicturesResponse>('residents/pictures/base64'),
      picturesOf: (residentIds: number[]) =>
        post<ResidentPicturesResponse>('residents/pictures/base64', { residentIds }),
      profilePictures: (kioskTypeId?: number) =>
        post<ResidentPicturesResponse>('residents/profile/picture', undefined, { kioskTypeId }),
      ofKiosk: (kioskId: number) => get<ResidentsResponse>(`residents/kiosk/${kioskId}`),
      loginKiosk: (kioskId: number) => post<ResidentsResponse>(`residents/login/kiosk/${kioskId}`),
      get: (id: number) => get<ResidentResponse>(`residents/${id}`),
      extended: (id: number) => get<ResidentResponse>(`residents/${id}/extended`),
      assignTag: (id: number, tag: string) =>
        get<ResidentResponse>(`residents/${id}/tag/${encodeURIComponent(tag)}`),
      picture: (id: number) => get<ResidentPictureResponse>(`residents/${id}/picture/base64`),
      create: (payload: ResidentPayload) => post<ResidentResponse>('residents', payload),
      update: (id: number, payload: ResidentPayload) => put<ResidentResponse>(`residents/${id}`, payload),
      remove: (id: number) => remove(`residents/${id}`),
    },

    keyTags: {
      mapper: () => get<KeyTagMapperResponse>('kiosks/keytags/mapper'),
      ofKiosk: (kioskId: number) => get<KeyTagsResponse>(`kiosks/keytags/${kioskId}`),
      create: (payload: KeyTagPayload) => post<KeyTagResponse>('kiosks/keytags', payload),
      update: (id: number, payload: KeyTagPayload) => put<KeyTagResponse>(`kiosks/keytags/${id}`, payload),
      assign: (id: number, payload: KeyTagResidentPayload) =>
        put<KeyTagResponse>(`kiosks/keytags/${id}/resident`, payload),
      remove: (id: number) => remove(`kiosks/keytags/${id}`),
    },

    users: {
      me: () => get<ProfileResponse>('users/me'),
      profileEdit: () => post<ProfileEditResponse>('users/profile-edit'),
      updateProfile: (id: string, payload: ProfileUpdatePayload) =>
        put<ProfileResponse>(`users/${encodeURIComponent(id)}/profile/admin`, payload),
      changePassword: (id: string, payload: PasswordPayload) =>
        put<ApiResult>(`users/${encodeURIComponent(id)}/password`, payload),
      /** A contact added from a resident's or a kiosk's dashboard. */
      addFromDashboard: (id: number, payload: DashboardUserPayload) =>
        post<ApiResult & { isEmailSent: boolean }>(`users/dashboard/${id}`, payload),
    },
  };
}

export interface ApiClient extends ReturnType<typeof endpoints> {
  /** The same client for another caller (a token, or null for none), in another language if told. */
  as(token: string | null, language?: string): ApiClient;
}

export function apiClient(url: string, options: ClientOptions): ApiClient {
  return {
    ...endpoints(url, options),
    as: (token, language = options.language) => apiClient(url, { token, language }),
  };
}
