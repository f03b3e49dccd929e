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
  MediaPathType,
} from '@ambient/core';
import { apiRequest, queryString } from '../../../api/http-client';

/** Whose profiles: a resident's (Resident Playlists) or a kiosk's (Community Playlists). */
export type AbbyProfileKind = 'resident' | 'kiosk';

/** The profile dialog's fields; `isActive: true` activates it. */
export interface AbbyProfileFields {
  name: string;
  description: string;
  isActive: boolean;
}

type ProfileAnswer = ApiResult & { profile: AbbyProfileWithDetails };
const base = (kind: AbbyProfileKind) =>
  kind === 'resident' ? '/abbyresidentprofiles' : '/abbykioskprofiles';
const kindQuery = (kind: AbbyProfileKind) => (kind === 'resident' ? '?isResident=true' : '');

export const abbyProfileKeys = {
  ofOwner: (kind: AbbyProfileKind, ownerId: number) => ['abbyprofiles', kind, 'owner', ownerId] as const,
  one: (kind: AbbyProfileKind, profileId: number) => ['abbyprofiles', kind, profileId] as const,
  pathTypes: (languageId: number) => ['mediapathtypes', 'all', languageId] as const,
};

export const abbyProfilesApi = {
  ofOwner: (kind: AbbyProfileKind, ownerId: number, signal?: AbortSignal) =>
    apiRequest<ApiResult & { profiles: AbbyProfile[] }>(`${base(kind)}/${kind}/${ownerId}`, { signal }),
  one: (kind: AbbyProfileKind, profileId: number, signal?: AbortSignal) =>
    apiRequest<ProfileAnswer>(`${base(kind)}/${profileId}`, { signal }),
  create: (kind: AbbyProfileKind, ownerId: number, fields: AbbyProfileFields) =>
    apiRequest<ProfileAnswer>(base(kind), {
      method: 'POST',
      body: { [kind === 'resident' ? 'residentId' : 'kioskId']: ownerId, ...fields },
    }),
  update: (kind: AbbyProfileKind, profileId: number, fields: AbbyProfileFields) =>
    apiRequest<ProfileAnswer>(`${base(kind)}/${profileId}`, { method: 'PUT', body: fields }),
  remove: (kind: AbbyProfileKind, profileId: number) =>
    apiRequest<ApiResult & { deletedIds: number[] }>(`${base(kind)}/${profileId}`, { method: 'DELETE' }),
  addFiles: (kind: AbbyProfileKind, profileId: number, mediaFileIds: readonly number[]) =>
    apiRequest<ApiResult & { profileDetails: AbbyProfileDetail[] }>(
      `/abbyprofiledetails/bulk${kindQuery(kind)}`,
      { method: 'POST', body: { profileId, mediaFileIds } },
    ),
  removeDetails: (kind: AbbyProfileKind, profileDetailIds: readonly number[]) =>
    apiRequest<ApiResult & { deletedIds: number[] }>(`/abbyprofiledetails/delete${kindQuery(kind)}`, {
      method: 'POST',
      body: { profileDetailIds },
    }),
  /** Every media path type in a language: the detail's type selector keeps its manager's. */
  pathTypes: (languageId: number, signal?: AbortSignal) =>
    apiRequest<ApiResult & { mediaPathTypes: MediaPathType[] }>(
      `/mediapathtypes${queryString({ languageId })}`,
      { signal },
    ),
};
