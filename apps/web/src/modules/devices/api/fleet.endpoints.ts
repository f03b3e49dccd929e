/**
 * The live fleet's calls (decision 0037), typed from the API contract in @ambient/core, and their
 * query keys.
 */
import type {
  FleetKindFilter,
  FleetKiosksResponse,
  FleetPresenceFilter,
  FleetSummaryResponse,
} from '@ambient/core';
import type { ListParams } from '../../../api/list-params';
import { apiRequest, queryString } from '../../../api/http-client';

/** The Fleet screen's page: paging, sort and search, then its filters (null is All). */
export interface FleetListParams extends ListParams {
  presence: FleetPresenceFilter | null;
  kind: FleetKindFilter | null;
  behindOnly: boolean;
}

export const fleetKeys = {
  all: ['fleet'] as const,
  summary: ['fleet', 'summary'] as const,
  kiosks: (params: FleetListParams) => ['fleet', 'kiosks', params] as const,
};

export const fleetApi = {
  summary: (signal?: AbortSignal) => apiRequest<FleetSummaryResponse>('/fleet/summary', { signal }),

  kiosks: (params: FleetListParams, signal?: AbortSignal) =>
    apiRequest<FleetKiosksResponse>(
      `/fleet/kiosks${queryString({
        page: params.page,
        pageSize: params.pageSize,
        search: params.search.trim(),
        sort: params.sort,
        presence: params.presence,
        kind: params.kind,
        behind: params.behindOnly ? 'true' : null,
      })}`,
      { signal },
    ),
};
