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
import { apiRequest } from '../../../api/http-client';
import { listQuery, type ListParams } from '../../../api/list-params';

/** Narrows the Domains list to one organization; null is (All). */
export interface DomainListParams extends ListParams {
  organizationId: number | null;
}

/** The delete calls answer the result convention only (their shape is "not shown" in the spec). */
export type DeleteResponse = ApiResponse<object>;

const id = (value: number): string => encodeURIComponent(String(value));

export const hierarchyApi = {
  organizations: {
    list: (params: ListParams) =>
      apiRequest<OrganizationsResponse>(`/organizations/manager${listQuery(params)}`),
    create: (payload: OrganizationPayload) =>
      apiRequest<OrganizationResponse>('/organizations', { method: 'POST', body: payload }),
    update: (payload: Required<OrganizationPayload>) =>
      apiRequest<OrganizationResponse>(`/organizations/${id(payload.id)}`, { method: 'PUT', body: payload }),
    remove: (organizationId: number) =>
      apiRequest<DeleteResponse>(`/organizations/${id(organizationId)}`, { method: 'DELETE' }),
    deleteCheck: (organizationId: number) =>
      apiRequest<DeleteCheckResponse>(`/organizations/${id(organizationId)}/delete-check`),
  },

  domains: {
    /** GET domains/manager: a page of domains, plus every organization and facility (for the pickers). */
    list: (params: DomainListParams) =>
      apiRequest<DomainsManagerResponse>(
        `/domains/manager${listQuery(params, { organizationId: params.organizationId })}`,
      ),
    create: (payload: DomainPayload) =>
      apiRequest<DomainResponse>('/domains', { method: 'POST', body: payload }),
    update: (payload: DomainPayload & { id: number; createDate: string }) =>
      apiRequest<DomainResponse>(`/domains/${id(payload.id)}`, { method: 'PUT', body: payload }),
    remove: (domainId: number) =>
      apiRequest<DeleteResponse>(`/domains/${id(domainId)}`, { method: 'DELETE' }),
    deleteCheck: (domainId: number) =>
      apiRequest<DeleteCheckResponse>(`/domains/${id(domainId)}/delete-check`),
  },

  facilities: {
    /** GET facilities/manager: a page of facilities, plus every domain, province/state and country. */
    list: (params: ListParams) =>
      apiRequest<FacilitiesManagerResponse>(`/facilities/manager${listQuery(params)}`),
    create: (payload: FacilityPayload) =>
      apiRequest<FacilityResponse>('/facilities', { method: 'POST', body: payload }),
    update: (payload: FacilityPayload & { id: number }) =>
      apiRequest<FacilityResponse>(`/facilities/${id(payload.id)}`, { method: 'PUT', body: payload }),
    remove: (facilityId: number) =>
      apiRequest<DeleteResponse>(`/facilities/${id(facilityId)}`, { method: 'DELETE' }),
    deleteCheck: (facilityId: number) =>
      apiRequest<DeleteCheckResponse>(`/facilities/${id(facilityId)}/delete-check`),
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
