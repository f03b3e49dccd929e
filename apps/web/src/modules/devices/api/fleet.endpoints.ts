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
import { listQuery, type ListParams } from '../../../api/list-params';
import { api } from '../../../api/http-client';

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
  summary: (signal?: AbortSignal): Promise<FleetSummaryResponse> => api.get('/api/fleet/summary', { signal }),

  kiosks: (params: FleetListParams, signal?: AbortSignal): Promise<FleetKiosksResponse> =>
    api.get('/api/fleet/kiosks', {
      params: {
        query: {
          ...listQuery(params),
          presence: params.presence ?? undefined,
          kind: params.kind ?? undefined,
          behind: params.behindOnly ? true : undefined,
        },
      },
      signal,
    }),
};
