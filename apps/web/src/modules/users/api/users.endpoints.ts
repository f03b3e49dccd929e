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
import { api, publicApi } from '../../../api/http-client';

const byId = (id: string) => ({ params: { path: { id } } });

export const userKeys = {
  lists: ['users', 'manager'] as const,
  list: (request: UserManagerRequest) => ['users', 'manager', request] as const,
  extraFields: (ids: readonly string[]) => ['users', 'extraFields', [...ids].sort()] as const,
};

export const usersApi = {
  list: (request: UserManagerRequest, signal?: AbortSignal): Promise<UserManagerResponse> =>
    api.post('/api/users/manager', { body: request, signal }),
  /** A picker's search: options of one kind in the caller's scope. */
  options: (request: UserManagerOptionsRequest, signal?: AbortSignal): Promise<UserManagerOptionsResponse> =>
    api.get('/api/users/manager/options', {
      params: {
        query: {
          kind: request.kind,
          search: request.search,
          kioskTypeId: request.kioskTypeId ?? undefined,
          kioskId: request.kioskId ?? undefined,
          limit: request.limit ?? undefined,
        },
      },
      signal,
    }),
  extraFields: (userIds: readonly string[], signal?: AbortSignal): Promise<UserExtraFieldsResponse> =>
    api.post('/api/users/manager/extra-fields', { body: { userIds: [...userIds] }, signal }),
  create: (payload: UserPayload): Promise<UserSaveResponse> => api.post('/api/users', { body: payload }),
  update: (payload: UserPayload & { id: string }): Promise<UserSaveResponse> =>
    api.put('/api/users/{id}', { ...byId(payload.id), body: payload }),
  remove: (id: string): Promise<ApiResponse<object>> => api.delete('/api/users/{id}', byId(id)),
  unlink: (userId: string, unlinkType: 1 | 2 | 3, entityId: number): Promise<ApiResponse<object>> =>
    api.post('/api/users/unlink', { body: { userId, unlinkType, entityId } }),
  unblock: (id: string): Promise<ApiResponse<object>> => api.get('/api/users/{id}/unblock', byId(id)),
  /** DELETE users/{id}/personal-data (admins): name, email and picture erased, every session ended. */
  erase: (id: string): Promise<ApiResponse<object>> => api.delete('/api/users/{id}/personal-data', byId(id)),
  resendInvitation: (id: string): Promise<ApiResponse<{ isEmailSent: boolean }>> =>
    api.post('/api/users/{id}/invitation', byId(id)),
  usePasswordLink: (token: string, password: string): Promise<ApiResponse<object>> =>
    publicApi.post('/api/users/password-link', { body: { token, password } }),
};
