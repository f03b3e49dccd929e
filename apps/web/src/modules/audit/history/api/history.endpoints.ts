/** The history calls (decisions 0062, 0067, 0068), typed from the API contract, and their query keys. */
import type { HistoryKind, HistoryResponse, ResidentAccessResponse } from '@ambient/core';
import { apiRequest, downloadFile, queryString } from '../../../../api/http-client';

const pathOf = (kind: HistoryKind, id: string) => `/admin/history/${kind}/${encodeURIComponent(id)}`;

export const historyKeys = {
  all: ['history'] as const,
  whole: (kind: HistoryKind, id: string) => ['history', kind, id, 'whole'] as const,
  moment: (kind: HistoryKind, id: string, at: string) => ['history', kind, id, 'moment', at] as const,
  access: (residentId: string, at: string) => ['history', 'access', residentId, at] as const,
};

export const historyApi = {
  /** Who could see a resident at `at`, and through which assignment. */
  residentAccess: (residentId: string, at: string, signal?: AbortSignal) =>
    apiRequest<ResidentAccessResponse>(
      `/admin/access/resident/${encodeURIComponent(residentId)}${queryString({ at })}`,
      { signal },
    ),
  /** Every event, with the subject as it stands now. */
  whole: (kind: HistoryKind, id: string, signal?: AbortSignal) =>
    apiRequest<HistoryResponse>(pathOf(kind, id), { signal }),
  /** The subject as it stood at `at`, without the events (a long stream's moment is small). */
  moment: (kind: HistoryKind, id: string, at: string, signal?: AbortSignal) =>
    apiRequest<HistoryResponse>(`${pathOf(kind, id)}${queryString({ at, events: 'false' })}`, { signal }),
  /** The history up to `at` (all of it without) as a workbook. */
  workbook: (kind: HistoryKind, id: string, at: string | null) =>
    downloadFile(`${pathOf(kind, id)}/export${queryString({ at })}`),
};
