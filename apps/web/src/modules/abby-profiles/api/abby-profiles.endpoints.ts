/**
 * The calls of Abby profiles (spec 03 §7 "Abby profiles", decision 0075): a resident's or a
 * kiosk's profiles, one profile with its details, the profile dialog (Activate included), and
 * shared library files added or details removed; and the path types the detail offers.
 */
import type {
  AbbyProfile,
  AbbyProfileDetail,
  AbbyProfileWithDetails,
  ApiResult,
  Language,
  MediaPathType,
} from '@ambient/core';
import { api } from '../../../api/http-client';

/** Whose profiles: a resident's (Resident Playlists) or a kiosk's (Community Playlists). */
export type AbbyProfileKind = 'resident' | 'kiosk';

/** The profile dialog's fields; `isActive: true` activates it. */
export interface AbbyProfileFields {
  name: string;
  description: string;
  isActive: boolean;
}

type ProfileAnswer = ApiResult & { profile: AbbyProfileWithDetails };
/** The detail calls tell a resident's profile by `isResident=true`. */
const kindQuery = (kind: AbbyProfileKind) => ({ isResident: kind === 'resident' ? true : undefined });

export const abbyProfileKeys = {
  ofOwner: (kind: AbbyProfileKind, ownerId: number) => ['abbyprofiles', kind, 'owner', ownerId] as const,
  one: (kind: AbbyProfileKind, profileId: number) => ['abbyprofiles', kind, profileId] as const,
  pathTypes: (languageId: number) => ['mediapathtypes', 'all', languageId] as const,
};

export const abbyProfilesApi = {
  ofOwner: (
    kind: AbbyProfileKind,
    ownerId: number,
    signal?: AbortSignal,
  ): Promise<ApiResult & { profiles: AbbyProfile[] }> =>
    kind === 'resident'
      ? api.get('/api/abbyresidentprofiles/resident/{residentId}', {
          params: { path: { residentId: ownerId } },
          signal,
        })
      : api.get('/api/abbykioskprofiles/kiosk/{kioskId}', {
          params: { path: { kioskId: ownerId } },
          signal,
        }),
  one: (kind: AbbyProfileKind, profileId: number, signal?: AbortSignal): Promise<ProfileAnswer> => {
    const init = { params: { path: { id: profileId } }, signal };
    return kind === 'resident'
      ? api.get('/api/abbyresidentprofiles/{id}', init)
      : api.get('/api/abbykioskprofiles/{id}', init);
  },
  create: (kind: AbbyProfileKind, ownerId: number, fields: AbbyProfileFields): Promise<ProfileAnswer> =>
    kind === 'resident'
      ? api.post('/api/abbyresidentprofiles', { body: { residentId: ownerId, ...fields } })
      : api.post('/api/abbykioskprofiles', { body: { kioskId: ownerId, ...fields } }),
  update: (kind: AbbyProfileKind, profileId: number, fields: AbbyProfileFields): Promise<ProfileAnswer> => {
    const init = { params: { path: { id: profileId } }, body: fields };
    return kind === 'resident'
      ? api.put('/api/abbyresidentprofiles/{id}', init)
      : api.put('/api/abbykioskprofiles/{id}', init);
  },
  remove: (kind: AbbyProfileKind, profileId: number): Promise<ApiResult & { deletedIds: number[] }> => {
    const init = { params: { path: { id: profileId } } };
    return kind === 'resident'
      ? api.delete('/api/abbyresidentprofiles/{id}', init)
      : api.delete('/api/abbykioskprofiles/{id}', init);
  },
  addFiles: (
    kind: AbbyProfileKind,
    profileId: number,
    mediaFileIds: readonly number[],
  ): Promise<ApiResult & { profileDetails: AbbyProfileDetail[] }> =>
    api.post('/api/abbyprofiledetails/bulk', {
      params: { query: kindQuery(kind) },
      body: { profileId, mediaFileIds: [...mediaFileIds] },
    }),
  removeDetails: (
    kind: AbbyProfileKind,
    profileDetailIds: readonly number[],
  ): Promise<ApiResult & { deletedIds: number[] }> =>
    api.post('/api/abbyprofiledetails/delete', {
      params: { query: kindQuery(kind) },
      body: { profileDetailIds: [...profileDetailIds] },
    }),
  /** Every media path type in a language: the detail's type selector keeps its manager's. */
  pathTypes: (
    languageId: Language,
    signal?: AbortSignal,
  ): Promise<ApiResult & { mediaPathTypes: MediaPathType[] }> =>
    api.get('/api/mediapathtypes', { params: { query: { languageId } }, signal }),
};
