/** The event logs' calls (spec 03 §7; decision 0058), typed from the API contract, and their query keys. */
import type { AuditContext, AuditEventsResponse } from '@ambient/core';
import { listQuery, type ListParams } from '../../../../api/list-params';
import { api } from '../../../../api/http-client';
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

export const eventLogsApi = {
  page: (log: EventLogKind, params: EventLogParams, signal?: AbortSignal): Promise<AuditEventsResponse> => {
    const query = { ...listQuery(params), verbose: params.verbose ? true : undefined };
    const init = { params: { query }, signal };
    switch (log) {
      case 'user':
        return api.get('/api/admin/user-events', init);
      case 'resident':
        return api.get('/api/admin/resident-events', init);
      case 'kiosk':
        return api.get('/api/admin/kiosk-events', init);
      case 'playlist': {
        const playlist = { params: { query: { ...query, isKiosk: params.isKiosk } }, signal };
        return params.context === 'ABBY'
          ? api.get('/api/admin/abby-playlist-events', playlist)
          : api.get('/api/admin/genie-playlist-events', playlist);
      }
    }
  },
};
