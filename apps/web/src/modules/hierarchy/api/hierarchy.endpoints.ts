/**
 * The calls of the Organizations, Domains and Facilities screens (spec 01 §7), typed from the
 * API contract in @ambient/core, and their query keys (react-admin style: resource first, so a
 * change can invalidate a whole resource).
 */
import type {
  ApiResponse,
  DeleteCheckResponse,
  DomainPayload,
  DomainResponse,
  DomainsManagerResponse,
  FacilitiesManagerResponse,
  FacilityPayload,
  FacilityResponse,
  OrganizationPayload,
  OrganizationResponse,
  OrganizationsResponse,
} from '@ambient/core';
import { api, withField } from '../../../api/http-client';
import { listQuery, type ListParams } from '../../../api/list-params';

/** Narrows the Domains list to one organization; null is (All). */
export interface DomainListParams extends ListParams {
  organizationId: number | null;
}

/** The delete calls answer the result convention only (their shape is "not shown" in the spec). */
export type DeleteResponse = ApiResponse<object>;

const byId = (id: number) => ({ params: { path: { id } } });

export const hierarchyApi = {
  organizations: {
    list: (params: ListParams): Promise<OrganizationsResponse> =>
      api.get('/api/organizations/manager', { params: { query: listQuery(params) } }),
    create: (payload: OrganizationPayload): Promise<OrganizationResponse> =>
      api.post('/api/organizations', { body: payload }),
    update: (payload: Required<OrganizationPayload>): Promise<OrganizationResponse> =>
      api.put('/api/organizations/{id}', { ...byId(payload.id), body: payload }),
    remove: (organizationId: number): Promise<DeleteResponse> =>
      api.delete('/api/organizations/{id}', byId(organizationId)),
    deleteCheck: (organizationId: number): Promise<DeleteCheckResponse> =>
      api.get('/api/organizations/{id}/delete-check', byId(organizationId)),
  },

  domains: {
    /** GET domains/manager: a page of domains, plus every organization and facility (for the pickers). */
    list: (params: DomainListParams): Promise<DomainsManagerResponse> =>
      api.get('/api/domains/manager', {
        params: { query: { ...listQuery(params), organizationId: params.organizationId ?? undefined } },
      }),
    create: (payload: DomainPayload): Promise<DomainResponse> => api.post('/api/domains', { body: payload }),
    update: (payload: DomainPayload & { id: number; createDate: string }): Promise<DomainResponse> =>
      api.put('/api/domains/{id}', { ...byId(payload.id), body: payload }),
    remove: (domainId: number): Promise<DeleteResponse> => api.delete('/api/domains/{id}', byId(domainId)),
    deleteCheck: (domainId: number): Promise<DeleteCheckResponse> =>
      api.get('/api/domains/{id}/delete-check', byId(domainId)),
  },

  facilities: {
    /** GET facilities/manager: a page of facilities, plus every domain, province/state and country. */
    list: (params: ListParams): Promise<FacilitiesManagerResponse> =>
      api.get('/api/facilities/manager', { params: { query: listQuery(params) } }),
    /** POST facilities adds one, or with a `filter` lists them: this call adds. */
    create: (payload: FacilityPayload): Promise<FacilityResponse> =>
      withField(api.post('/api/facilities', { body: payload }), 'facility'),
    update: (payload: FacilityPayload & { id: number }): Promise<FacilityResponse> =>
      api.put('/api/facilities/{id}', { ...byId(payload.id), body: payload }),
    remove: (facilityId: number): Promise<DeleteResponse> =>
      api.delete('/api/facilities/{id}', byId(facilityId)),
    deleteCheck: (facilityId: number): Promise<DeleteCheckResponse> =>
      api.get('/api/facilities/{id}/delete-check', byId(facilityId)),
  },
};

/** The three resources of the hierarchy; a change to one can show in the others' lists. */
export type HierarchyResource = 'organizations' | 'domains' | 'facilities';
export const HIERARCHY_RESOURCES: readonly HierarchyResource[] = ['organizations', 'domains', 'facilities'];

export const hierarchyKeys = {
  resource: (resource: HierarchyResource) => [resource] as const,
  lists: (resource: HierarchyResource) => [resource, 'getList'] as const,
  organizationList: (params: ListParams) => ['organizations', 'getList', params] as const,
  domainList: (params: DomainListParams) => ['domains', 'getList', params] as const,
  facilityList: (params: ListParams) => ['facilities', 'getList', params] as const,
};
