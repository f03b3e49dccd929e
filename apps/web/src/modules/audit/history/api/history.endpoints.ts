/** The history calls (decisions 0062, 0067, 0068), typed from the API contract, and their query keys. */
import type { HistoryKind, HistoryResponse, ResidentAccessResponse } from '@ambient/core';
import { api, apiClient, AS_FILE, downloadFile } from '../../../../api/http-client';

export const historyKeys = {
  all: ['history'] as const,
  whole: (kind: HistoryKind, id: string) => ['history', kind, id, 'whole'] as const,
  moment: (kind: HistoryKind, id: string, at: string) => ['history', kind, id, 'moment', at] as const,
  access: (residentId: string, at: string) => ['history', 'access', residentId, at] as const,
};

export const historyApi = {
  /** Who could see a resident at `at`, and through which assignment. */
  residentAccess: (residentId: string, at: string, signal?: AbortSignal): Promise<ResidentAccessResponse> =>
    api.get('/api/admin/access/resident/{id}', {
      params: { path: { id: Number(residentId) }, query: { at } },
      signal,
    }),
  /** Every event, with the subject as it stands now. */
  whole: (kind: HistoryKind, id: string, signal?: AbortSignal): Promise<HistoryResponse> =>
    api.get('/api/admin/history/{kind}/{id}', { params: { path: { kind, id } }, signal }),
  /** The subject as it stood at `at`, without the events (a long stream's moment is small). */
  moment: (kind: HistoryKind, id: string, at: string, signal?: AbortSignal): Promise<HistoryResponse> =>
    api.get('/api/admin/history/{kind}/{id}', {
      params: { path: { kind, id }, query: { at, events: false } },
      signal,
    }),
  /** The history up to `at` (all of it without) as a workbook. */
  workbook: (kind: HistoryKind, id: string, at: string | null) =>
    downloadFile(
      apiClient.GET('/api/admin/history/{kind}/{id}/export', {
        ...AS_FILE,
        params: { path: { kind, id }, query: { at: at ?? undefined } },
      }),
    ),
};
