/**
 * The calls of the session: the console's public configuration, the signed-in user, and the
 * data each Home loads at sign-in, typed from the API's OpenAPI document.
 */
import type {
  ApiResponse,
  AppEnvironment,
  ComboOptionsResponse,
  KioskLoginResponse,
  Profile,
  ProfileResponse,
  ResidentLoginResponse,
} from '@ambient/core';
import { api, publicApi } from '../../../api/http-client';

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

/**
 * The sign-in data of each Home. The spec's calls carry the profile; the API reads the caller from
 * the bearer token and takes no body, so none is sent.
 */
export const sessionApi = {
  config: (): Promise<ConsoleConfigResponse> => publicApi.get('/api/config'),

  me: (): Promise<ProfileResponse> => api.get('/api/users/me'),

  adminLogin: (_profile: Profile): Promise<ProfileResponse> => api.post('/api/admin/login'),

  kioskLogin: (_profile: Profile): Promise<KioskLoginResponse> => api.post('/api/kiosks/login'),

  residentLogin: (_profile: Profile): Promise<ResidentLoginResponse> => api.post('/api/residents/login'),

  kioskComboOptions: (kioskTypeId: number): Promise<ComboOptionsResponse> =>
    api.get('/api/kiosks/combo-options', { params: { query: { kioskTypeId } } }),
};
