/**
 * The calls of the user manager (spec 02 §7 Users), typed from the API contract in @ambient/core,
 * and their query keys, resource first.
 */
import type {
  ApiResponse,
  UserExtraFieldsResponse,
  UserManagerOptionsRequest,
  UserManagerOptionsResponse,
  UserManagerRequest,
  UserManagerResponse,
  UserPayload,
  UserSaveResponse,
} from '@ambient/core';
import { apiRequest } from '../../../api/http-client';

const userPath = (id: string): string => `/users/${encodeURIComponent(id)}`;

export const userKeys = {
  lists: ['users', 'manager'] as const,
  list: (request: UserManagerRequest) => ['users', 'manager', request] as const,
  extraFields: (ids: readonly string[]) => ['users', 'extraFields', [...ids].sort()] as const,
};

export const usersApi = {
  list: (request: UserManagerRequest, signal?: AbortSignal) =>
    apiRequest<UserManagerResponse>('/users/manager', { method: 'POST', body: request, signal }),
  /** A picker's search: options of one kind in the caller's scope. */
  options: (request: UserManagerOptionsRequest, signal?: AbortSignal) => {
    const query = new URLSearchParams({ kind: request.kind });
    if (request.search) query.set('search', request.search);
    if (request.kioskTypeId != null) query.set('kioskTypeId', String(request.kioskTypeId));
    if (request.kioskId != null) query.set('kioskId', String(request.kioskId));
    if (request.limit != null) query.set('limit', String(request.limit));
    return apiRequest<UserManagerOptionsResponse>(`/users/manager/options?${query}`, { signal });
  },
  extraFields: (userIds: readonly string[], signal?: AbortSignal) =>
    apiRequest<UserExtraFieldsResponse>('/users/manager/extra-fields', {
      method: 'POST',
      body: { userIds },
      signal,
    }),
  create: (payload: UserPayload) => apiRequest<UserSaveResponse>('/users', { method: 'POST', body: payload }),
  update: (payload: UserPayload & { id: string }) =>
    apiRequest<UserSaveResponse>(userPath(payload.id), { method: 'PUT', body: payload }),
  remove: (id: string) => apiRequest<ApiResponse<object>>(userPath(id), { method: 'DELETE' }),
  unlink: (userId: string, unlinkType: 1 | 2 | 3, entityId: number) =>
    apiRequest<ApiResponse<object>>('/users/unlink', {
      method: 'POST',
      body: { userId, unlinkType, entityId },
    }),
  unblock: (id: string) => apiRequest<ApiResponse<object>>(`${userPath(id)}/unblock`),
  /** DELETE users/{id}/personal-data (admins): name, email and picture erased, every session ended. */
  erase: (id: string) =>
    apiRequest<ApiResponse<object>>(`${userPath(id)}/personal-data`, { method: 'DELETE' }),
  resendInvitation: (id: string) =>
    apiRequest<ApiResponse<{ isEmailSent: boolean }>>(`${userPath(id)}/invitation`, { method: 'POST' }),
  usePasswordLink: (token: string, password: string) =>
    apiRequest<ApiResponse<object>>('/users/password-link', {
      method: 'POST',
      body: { token, password },
      anonymous: true,
    }),
};
