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
import { apiRequest, downloadFile } from '../../../api/http-client';

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
  buildVersion: (signal?: AbortSignal) =>
    apiRequest<BuildVersionResponse>('/admin/build/version', { signal }),

  summary: <K extends SummaryKind>(kind: K, signal?: AbortSignal) =>
    apiRequest<SummaryResponses[K]>(`/admin/summary/${kind}`, { signal }),

  /** GET workbook: the inventory workbook (.xlsx) and the name the server gave it. */
  workbook: () => downloadFile('/workbook'),
};
