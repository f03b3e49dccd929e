/** The ambient invitation calls (spec 03 §7 "Ambient invitations"; decision 0063) and their query keys. */
import type {
  AmbientInvitationPayload,
  AmbientInvitationResponse,
  AmbientInvitationsResponse,
  ApiResult,
} from '@ambient/core';
import { apiRequest } from '../../../api/http-client';

export const invitationKeys = {
  list: ['ambientinvitations', 'getList'] as const,
};

export const invitationsApi = {
  list: (signal?: AbortSignal) => apiRequest<AmbientInvitationsResponse>('/ambientinvitations', { signal }),
  create: (payload: AmbientInvitationPayload) =>
    apiRequest<AmbientInvitationResponse>('/ambientinvitations', { method: 'POST', body: payload }),
  update: (payload: AmbientInvitationPayload & { id: number }) =>
    apiRequest<AmbientInvitationResponse>(`/ambientinvitations/${payload.id}`, {
      method: 'PUT',
      body: payload,
    }),
  remove: (id: number) =>
    apiRequest<ApiResult & { deletedIds: number[] }>(`/ambientinvitations/${id}`, { method: 'DELETE' }),
};
