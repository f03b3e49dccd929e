/**
 * The admin dashboard's calls (spec 01 §7 Admin and build), typed from the API contract in
 * @ambient/core, and their query keys.
 */
import type {
  BuildVersionResponse,
  CountSummaryResponse,
  KioskTypeSummaryResponse,
  SummaryKind,
  UserSummaryResponse,
} from '@ambient/core';
import { queryKeys } from '../../../api/query-keys';
import { api, apiClient, AS_FILE, downloadFile } from '../../../api/http-client';

/** The answer of each summary, by kind. */
export interface SummaryResponses {
  organization: CountSummaryResponse;
  domain: CountSummaryResponse;
  facility: CountSummaryResponse;
  kiosk: KioskTypeSummaryResponse;
  resident: KioskTypeSummaryResponse;
  user: UserSummaryResponse;
}

export const adminQueryKeys = {
  all: queryKeys.admin,
  buildVersion: ['admin', 'buildVersion'] as const,
  summaries: ['admin', 'summary'] as const,
  summary: (kind: SummaryKind) => ['admin', 'summary', kind] as const,
};

export const adminApi = {
  buildVersion: (signal?: AbortSignal): Promise<BuildVersionResponse> =>
    api.get('/api/admin/build/version', { signal }),

  summary: async <K extends SummaryKind>(kind: K, signal?: AbortSignal): Promise<SummaryResponses[K]> => {
    const summary = await api.get('/api/admin/summary/{kind}', { params: { path: { kind } }, signal });
    // The document gives one answer for every kind (the union of the shapes); which shape a kind
    // answers is this map's, which TypeScript cannot tie to the path parameter.
    return summary as SummaryResponses[K];
  },

  /** GET workbook: the inventory workbook (.xlsx) and the name the server gave it. */
  workbook: () => downloadFile(apiClient.GET('/api/workbook', AS_FILE)),
};
