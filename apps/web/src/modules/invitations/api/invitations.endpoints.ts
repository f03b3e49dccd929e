/** The ambient invitation calls (spec 03 §7 "Ambient invitations"; decision 0063) and their query keys. */
import type {
  AmbientInvitationPayload,
  AmbientInvitationResponse,
  AmbientInvitationsResponse,
  ApiResult,
} from '@ambient/core';
import { api } from '../../../api/http-client';

export const invitationKeys = {
  list: ['ambientinvitations', 'getList'] as const,
};

export const invitationsApi = {
  list: (signal?: AbortSignal): Promise<AmbientInvitationsResponse> =>
    api.get('/api/ambientinvitations', { signal }),
  create: (payload: AmbientInvitationPayload): Promise<AmbientInvitationResponse> =>
    api.post('/api/ambientinvitations', { body: payload }),
  update: (payload: AmbientInvitationPayload & { id: number }): Promise<AmbientInvitationResponse> =>
    api.put('/api/ambientinvitations/{id}', { params: { path: { id: payload.id } }, body: payload }),
  remove: (id: number): Promise<ApiResult & { deletedIds: number[] }> =>
    api.delete('/api/ambientinvitations/{id}', { params: { path: { id } } }),
};
