/** The calls the console shell makes, typed from the API contract in @ambient/core. */
import type {
  ApiResponse,
  AppEnvironment,
  ComboOptionsResponse,
  KioskLoginResponse,
  PasswordPayload,
  PictureResponse,
  Profile,
  ProfileEditResponse,
  ProfileResponse,
  ProfileUpdatePayload,
  ResidentLoginResponse,
} from '@ambient/core';
import { apiRequest } from './http-client';

/**
 * GET /api/config. Not in @ambient/core yet (local to the console): the public settings the
 * console needs before sign-in.
 */
export type ConsoleConfigResponse = ApiResponse<{
  productName: string;
  version: string;
  environmentLabel: AppEnvironment;
  /** Where the console is used, its public URL's origin first (decision 0105). */
  consoleOrigins: string[];
  oidc: { authority: string; clientId: string; audience: string | null; scope: string };
}>;

export const api = {
  config: () => apiRequest<ConsoleConfigResponse>('/config', { anonymous: true }),

  me: () => apiRequest<ProfileResponse>('/users/me'),

  /** Sign out everywhere: every session of the caller ends, on every device (decision 0103). */
  endAllSessions: () => apiRequest<ApiResponse<object>>('/users/me/sessions', { method: 'DELETE' }),

  adminLogin: (profile: Profile) =>
    apiRequest<ProfileResponse>('/admin/login', { method: 'POST', body: { profile } }),

  kioskLogin: (profile: Profile) =>
    apiRequest<KioskLoginResponse>('/kiosks/login', { method: 'POST', body: { profile } }),

  residentLogin: (profile: Profile) =>
    apiRequest<ResidentLoginResponse>('/residents/login', { method: 'POST', body: { profile } }),

  kioskComboOptions: (kioskTypeId: number) =>
    apiRequest<ComboOptionsResponse>(`/kiosks/combo-options?kioskTypeId=${kioskTypeId}`),

  profileEdit: () => apiRequest<ProfileEditResponse>('/users/profile-edit', { method: 'POST', body: {} }),

  updateProfile: (payload: ProfileUpdatePayload) =>
    apiRequest<ProfileResponse>(`/users/${encodeURIComponent(payload.id)}/profile/admin`, {
      method: 'PUT',
      body: payload,
    }),

  changePassword: (userId: string, payload: PasswordPayload) =>
    apiRequest<ApiResponse<object>>(`/users/${encodeURIComponent(userId)}/password`, {
      method: 'PUT',
      body: payload,
    }),

  uploadPicture: (userId: string, file: File) => {
    const form = new FormData();
    form.append('userId', userId);
    form.append('file', file);
    return apiRequest<PictureResponse>('/users/picture', { method: 'POST', form });
  },
};
