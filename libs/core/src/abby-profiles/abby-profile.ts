/**
 * Abby profiles (spec 03 §2.9, §2.10, §3 "Abby profile", "Profile detail (Abby)", §4, §5): a
 * resident's "Resident Playlists" and a kiosk's "Community Playlists" on an Abby, each a list of
 * media files sorted by media path type, one of them active per resident or per kiosk. One stream
 * per profile (decision 0075).
 */
import { MediaContainers, kioskContainer, residentContainer } from '../media/containers.js';
import {
  KIOSK_PROFILE_PATH_TYPES,
  MediaCategory,
  RESIDENT_PROFILE_PATH_TYPES,
} from '../media/media-path-types.js';
import { entriesWithout } from '../playlists/playlist-rules.js';

export const AbbyProfileLimits = {
  /** Media files added in one call. */
  filesPerAdd: 200,
} as const;

export const abbyProfileStream = (profileId: number): string => `abby-profile-${profileId}`;

/** Whose profile it is: a resident's (Resident Playlists) or a kiosk's (Community Playlists). */
export type AbbyProfileOwner = { residentId: number; kioskId: null } | { residentId: null; kioskId: number };

export const isResidentProfile = (owner: AbbyProfileOwner): boolean => owner.residentId !== null;

/**
 * "Required media" of a kiosk profile (spec 03 §4; decision 0075): at least one file of each path
 * type an Abby plays by itself, with nobody choosing: ambient videos between activities, music and
 * pictures. A kiosk profile is valid when it holds each.
 */
export const KIOSK_REQUIRED_PATH_TYPES: readonly MediaCategory[] = [
  MediaCategory.VideosAmbient,
  MediaCategory.AudioMusic,
  MediaCategory.ImagesGeneral,
];

export const profilePathTypes = (owner: AbbyProfileOwner): readonly MediaCategory[] =>
  isResidentProfile(owner) ? RESIDENT_PROFILE_PATH_TYPES : KIOSK_PROFILE_PATH_TYPES;

/** The required path types these files' path types still lack, in the rule's order. */
export const missingPathTypes = (pathTypeIds: Iterable<number>): MediaCategory[] => {
  const held = new Set(pathTypeIds);
  return KIOSK_REQUIRED_PATH_TYPES.filter((id) => !held.has(id));
};

/** Whether a profile holding files of these path types is valid: a resident's always, a kiosk's with its required media. */
export const isProfileValid = (owner: AbbyProfileOwner, pathTypeIds: Iterable<number>): boolean =>
  isResidentProfile(owner) || missingPathTypes(pathTypeIds).length === 0;

/** The libraries a profile takes files from: the Abby shared library and its owner's own. */
export const profileLibraries = (owner: AbbyProfileOwner): readonly string[] => [
  MediaContainers.abbyLibrary,
  owner.residentId !== null ? residentContainer(owner.residentId) : kioskContainer(owner.kioskId),
];

/**
 * The Activate switch (spec 03 §4): shown only when editing; disabled when the profile is active
 * already or, for a kiosk profile, not valid.
 */
export function profileActivateSwitch(
  profile: { isActive: boolean; isValid: boolean } | null,
): 'hidden' | 'disabled' | 'enabled' {
  if (profile === null) return 'hidden';
  return profile.isActive || !profile.isValid ? 'disabled' : 'enabled';
}

/** The delete icon (spec 03 §4): greyed for an active kiosk profile; always shown for a resident's. */
export const profileDeleteEnabled = (profile: { isActive: boolean; residentId: number | null }): boolean =>
  profile.residentId !== null || !profile.isActive;

export interface AbbyProfileTexts {
  name: string;
  description: string;
}

type Ids = { profileId: number } & AbbyProfileOwner;

/**
 * What the log keeps: who (the metadata), what (the type) and which files (ids only; the texts are
 * sealed under the owner's key).
 */
export type AbbyProfileEvent =
  | { type: 'AbbyProfileCreated'; data: Ids & AbbyProfileTexts & { createdBy: string | null } }
  | { type: 'AbbyProfileEdited'; data: Ids & AbbyProfileTexts }
  | { type: 'AbbyProfileActivated'; data: Ids & { replaced: number | null } }
  | { type: 'AbbyProfileDeactivated'; data: Ids & { replacedBy: number } }
  | {
      type: 'AbbyProfileDetailsAdded';
      data: Ids & { details: Array<{ detailId: number; mediaFileId: number }> };
    }
  | {
      type: 'AbbyProfileDetailsRemoved';
      data: Ids & { details: Array<{ detailId: number; mediaFileId: number }> };
    }
  | { type: 'AbbyProfileDeleted'; data: Ids };

export interface AbbyProfileState {
  profileId: number | null;
  owner: AbbyProfileOwner;
  name: string;
  description: string;
  isActive: boolean;
  details: ReadonlyArray<{ detailId: number; mediaFileId: number }>;
  deleted: boolean;
}

export const initialAbbyProfileState: AbbyProfileState = {
  profileId: null,
  owner: { residentId: null, kioskId: 0 },
  name: '',
  description: '',
  isActive: false,
  details: [],
  deleted: false,
};

/** The owner alone, as events and the state hold it. */
export const profileOwnerOf = (owner: AbbyProfileOwner): AbbyProfileOwner =>
  owner.residentId !== null
    ? { residentId: owner.residentId, kioskId: null }
    : { residentId: null, kioskId: owner.kioskId };

export function evolveAbbyProfile(state: AbbyProfileState, event: AbbyProfileEvent): AbbyProfileState {
  switch (event.type) {
    case 'AbbyProfileCreated':
      return {
        ...initialAbbyProfileState,
        profileId: event.data.profileId,
        owner: profileOwnerOf(event.data),
        name: event.data.name,
        description: event.data.description,
      };
    case 'AbbyProfileEdited':
      return { ...state, name: event.data.name, description: event.data.description };
    case 'AbbyProfileActivated':
      return { ...state, isActive: true };
    case 'AbbyProfileDeactivated':
      return { ...state, isActive: false };
    case 'AbbyProfileDetailsAdded':
      return { ...state, details: [...state.details, ...event.data.details] };
    case 'AbbyProfileDetailsRemoved': {
      const removed = event.data.details.map((detail) => detail.detailId);
      return { ...state, details: entriesWithout(state.details, (detail) => detail.detailId, removed) };
    }
    case 'AbbyProfileDeleted':
      return { ...state, deleted: true };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

/** Whether these events change what an Abby plays: its active profile's content, or which one is active. */
export const changesAbbyContent = (events: readonly AbbyProfileEvent[], after: AbbyProfileState): boolean =>
  after.isActive && !after.deleted && events.length > 0;
