/** The event logs' calls (spec 03 §7; decision 0058), typed from the API contract, and their query keys. */
import type { AuditContext, AuditEventsResponse } from '@ambient/core';
import type { ListParams } from '../../../../api/list-params';
import { apiRequest, queryString } from '../../../../api/http-client';
import type { EventLogKind } from '../utils/event-log.util';

/** A page of a log: paging, sort and search, Verbose, and for playlists the context and type. */
export interface EventLogParams extends ListParams {
  verbose: boolean;
  context: AuditContext;
  isKiosk: boolean;
}

export const eventLogKeys = {
  all: ['eventLogs'] as const,
  page: (log: EventLogKind, params: EventLogParams) => ['eventLogs', log, params] as const,
};

const PATHS: Record<Exclude<EventLogKind, 'playlist'>, string> = {
  user: '/admin/user-events',
  resident: '/admin/resident-events',
  kiosk: '/admin/kiosk-events',
};

function pathOf(log: EventLogKind, context: AuditContext): string {
  if (log !== 'playlist') return PATHS[log];
  return context === 'ABBY' ? '/admin/abby-playlist-events' : '/admin/genie-playlist-events';
}

export const eventLogsApi = {
  page: (log: EventLogKind, params: EventLogParams, signal?: AbortSignal) =>
    apiRequest<AuditEventsResponse>(
      `${pathOf(log, params.context)}${queryString({
        page: params.page,
        pageSize: params.pageSize,
        search: params.search.trim(),
        sort: params.sort,
        verbose: params.verbose ? 'true' : null,
        isKiosk: log === 'playlist' ? String(params.isKiosk) : null,
      })}`,
      { signal },
    ),
};
