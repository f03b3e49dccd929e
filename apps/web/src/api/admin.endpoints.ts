/**
 * The admin dashboard's calls (spec 01 §7 Admin and build), typed from the API contract in
 * @ambient/core, and their query keys.
 */
import type {
  BuildVersionResponse,
  CountSummaryResponse,
  KioskTypeSummaryResponse,
  ReleaseResponse,
  RolloutGroupsRequest,
  SummaryKind,
  UserSummaryResponse,
} from '@ambient/core';
import { apiRequest, downloadFile, fileForm, rolloutField } from './http-client';

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
  all: ['admin'] as const,
  buildVersion: ['admin', 'buildVersion'] as const,
  summaries: ['admin', 'summary'] as const,
  summary: (kind: SummaryKind) => ['admin', 'summary', kind] as const,
};

export const adminApi = {
  buildVersion: (signal?: AbortSignal) =>
    apiRequest<BuildVersionResponse>('/admin/build/version', { signal }),

  summary: <K extends SummaryKind>(kind: K, signal?: AbortSignal) =>
    apiRequest<SummaryResponses[K]>(`/admin/summary/${kind}`, { signal }),

  /**
   * POST genieupdates/release: multipart with the field `file`, and `rollout` to roll the release
   * out in groups (decision 0079); answers `nextUpdate`.
   */
  releaseUpdate: (file: File, rollout?: RolloutGroupsRequest) =>
    apiRequest<ReleaseResponse>('/genieupdates/release', {
      method: 'POST',
      form: fileForm(file, rolloutField(rollout)),
    }),

  /** GET workbook: the inventory workbook (.xlsx) and the name the server gave it. */
  workbook: () => downloadFile('/workbook'),
};
