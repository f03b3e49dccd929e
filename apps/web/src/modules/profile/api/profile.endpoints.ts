/**
 * The calls of one's own profile: its edit data, the profile, the password, the picture, and the
 * sign-out of every session, typed from the API's OpenAPI document.
 */
import type {
  ApiResponse,
  PasswordPayload,
  PictureResponse,
  ProfileEditResponse,
  ProfileResponse,
  ProfileUpdatePayload,
} from '@ambient/core';
import { api, fileForm, uploadForm } from '../../../api/http-client';

export const profileApi = {
  profileEdit: (): Promise<ProfileEditResponse> => api.post('/api/users/profile-edit'),

  updateProfile: (payload: ProfileUpdatePayload): Promise<ProfileResponse> =>
    api.put('/api/users/{id}/profile/admin', { params: { path: { id: payload.id } }, body: payload }),

  changePassword: (userId: string, payload: PasswordPayload): Promise<ApiResponse<object>> =>
    api.put('/api/users/{id}/password', { params: { path: { id: userId } }, body: payload }),

  uploadPicture: (userId: string, file: File): Promise<PictureResponse> =>
    uploadForm('/api/users/picture', {}, fileForm(file, { userId })),

  /** Sign out everywhere: every session of the caller ends, on every device (decision 0103). */
  endAllSessions: (): Promise<ApiResponse<object>> => api.delete('/api/users/me/sessions'),
};
