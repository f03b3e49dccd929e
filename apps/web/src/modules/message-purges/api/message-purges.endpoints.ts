/** The message purge calls (spec 03 §7; decision 0070), typed from the API contract, and their query keys. */
import type { MessagePurgeDetailsResponse, MessagePurgesResponse } from '@ambient/core';
import { api } from '../../../api/http-client';

export const messagePurgeKeys = {
  list: ['messagePurges', 'getList'] as const,
  details: (purgeId: number) => ['messagePurges', 'details', purgeId] as const,
};

export const messagePurgesApi = {
  list: (signal?: AbortSignal): Promise<MessagePurgesResponse> =>
    api.get('/api/admin/message-purges', { signal }),
  details: (purgeId: number, signal?: AbortSignal): Promise<MessagePurgeDetailsResponse> =>
    api.get('/api/admin/message-purge-details/purge/{id}', { params: { path: { id: purgeId } }, signal }),
};
