/** The message purge calls (spec 03 §7; decision 0070), typed from the API contract, and their query keys. */
import type { MessagePurgeDetailsResponse, MessagePurgesResponse } from '@ambient/core';
import { apiRequest } from '../../../api/http-client';

export const messagePurgeKeys = {
  list: ['messagePurges', 'getList'] as const,
  details: (purgeId: number) => ['messagePurges', 'details', purgeId] as const,
};

export const messagePurgesApi = {
  list: (signal?: AbortSignal) => apiRequest<MessagePurgesResponse>('/admin/message-purges', { signal }),
  details: (purgeId: number, signal?: AbortSignal) =>
    apiRequest<MessagePurgeDetailsResponse>(`/admin/message-purge-details/purge/${purgeId}`, { signal }),
};
