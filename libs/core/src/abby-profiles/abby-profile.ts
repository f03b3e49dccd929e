/**
 * Abby profiles (spec 03 §2.9, §2.10, §3 "Abby profile", "Profile detail (Abby)", §4, §5): a
 * resident's "Resident Playlists" and a kiosk's "Community Playlists" on an Abby, each a list of
 * media files sorted by media path type, one of them active per resident or per kiosk. One stream
 * per profile (decision 0075).
 */
import { albumTextFault, type AlbumFault } from '../memory-albums/memory-album.js';
import { KioskType } from '../constants.js';
import { DomainError } from '../errors.js';
import { MediaContainers, kioskContainer, residentContainer } from '../media/containers.js';
import {
  KIOSK_PROFILE_PATH_TYPES,
  MediaCategory,
  RESIDENT_PROFILE_PATH_TYPES,
} from '../media/media-path-types.js';

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

/** A media file as the handler found it: its library and path type (null when it does not exist or the caller may not read it). */
export interface AbbyProfileFileFact {
  mediaFileId: number;
  container: string | null;
  pathTypeId: number | null;
}

/** A detail of the profile whose file still exists, and the file's path type: what the rules count. */
export interface AbbyProfileDetailFact {
  detailId: number;
  pathTypeId: number;
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

export type AbbyProfileCommand =
  | ({
      type: 'CreateAbbyProfile';
      profileId: number;
      owner: AbbyProfileOwner;
      /** The type of the owner's kiosk (a resident's kiosk for a resident profile): profiles are an Abby's. */
      kioskTypeId: number | null;
      createdBy: string | null;
    } & AbbyProfileTexts)
  | ({
      type: 'EditAbbyProfile';
      /** True to make it the active profile; false changes nothing (one is replaced, never switched off). */
      activate: boolean;
      /** The owner's active profile now, when another. */
      replaces: number | null;
      details: readonly AbbyProfileDetailFact[];
    } & AbbyProfileTexts)
  | { type: 'DeactivateAbbyProfile'; replacedBy: number }
  | { type: 'AddAbbyProfileDetails'; files: Array<AbbyProfileFileFact & { detailId: number }> }
  | { type: 'RemoveAbbyProfileDetails'; detailIds: number[]; details: readonly AbbyProfileDetailFact[] }
  /** `erasure`: the resident is erased (decision 0061), their profiles go, the active one too. */
  | { type: 'DeleteAbbyProfile'; erasure?: boolean };

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

const refuse = (fault: AlbumFault, status: 404 | 409 | 422 = 422): never => {
  throw new DomainError(fault.key, fault.params ?? {}, status, 0);
};

/** A file the profile may hold: one the caller reads, in a library the profile takes from, of a path type it takes. */
function fileFault(owner: AbbyProfileOwner, file: AbbyProfileFileFact): AlbumFault | null {
  if (file.container === null || file.pathTypeId === null) return { key: 'media.notFound' };
  if (!profileLibraries(owner).includes(file.container)) return { key: 'abbyProfile.fileNotInLibrary' };
  return (profilePathTypes(owner) as readonly number[]).includes(file.pathTypeId)
    ? null
    : { key: 'abbyProfile.pathTypeNotTaken' };
}

const ownerOf = (owner: AbbyProfileOwner): AbbyProfileOwner =>
  owner.residentId !== null
    ? { residentId: owner.residentId, kioskId: null }
    : { residentId: null, kioskId: owner.kioskId };

const texts = (command: AbbyProfileTexts): AbbyProfileTexts => ({
  name: command.name.trim(),
  description: command.description.trim(),
});

export function decideAbbyProfile(command: AbbyProfileCommand, state: AbbyProfileState): AbbyProfileEvent[] {
  if (command.type === 'CreateAbbyProfile') {
    if (state.profileId !== null) return refuse({ key: 'error.conflict' }, 409);
    if (command.kioskTypeId !== KioskType.Abby) return refuse({ key: 'abbyProfile.abbyOnly' });
    const fault = albumTextFault(command.name, command.description);
    if (fault) return refuse(fault);
    const { profileId, createdBy } = command;
    // A new profile starts inactive (spec 03 §4); a kiosk's starts without its required media.
    return [
      {
        type: 'AbbyProfileCreated',
        data: { profileId, ...ownerOf(command.owner), createdBy, ...texts(command) },
      },
    ];
  }
  if (state.profileId === null || state.deleted) return refuse({ key: 'abbyProfile.notFound' }, 404);
  const ids: Ids = { profileId: state.profileId, ...ownerOf(state.owner) };
  switch (command.type) {
    case 'EditAbbyProfile': {
      const fault = albumTextFault(command.name, command.description);
      if (fault) return refuse(fault);
      const events: AbbyProfileEvent[] = [];
      const edited = texts(command);
      if (edited.name !== state.name || edited.description !== state.description)
        events.push({ type: 'AbbyProfileEdited', data: { ...ids, ...edited } });
      if (command.activate && !state.isActive) {
        // A kiosk profile is activated only when valid (spec 03 §4).
        if (
          !isProfileValid(
            state.owner,
            command.details.map((detail) => detail.pathTypeId),
          )
        )
          return refuse({ key: 'abbyProfile.activeNeedsRequiredMedia' });
        events.push({ type: 'AbbyProfileActivated', data: { ...ids, replaced: command.replaces } });
      }
      return events;
    }
    case 'DeactivateAbbyProfile':
      return state.isActive
        ? [{ type: 'AbbyProfileDeactivated', data: { ...ids, replacedBy: command.replacedBy } }]
        : [];
    case 'AddAbbyProfileDetails': {
      for (const file of command.files) {
        const fault = fileFault(state.owner, file);
        if (fault) return refuse(fault, fault.key === 'media.notFound' ? 404 : 422);
      }
      // A file already in the profile, or named twice, is added once.
      const held = new Set(state.details.map((detail) => detail.mediaFileId));
      const details: Array<{ detailId: number; mediaFileId: number }> = [];
      for (const { detailId, mediaFileId } of command.files) {
        if (held.has(mediaFileId)) continue;
        held.add(mediaFileId);
        details.push({ detailId, mediaFileId });
      }
      return details.length === 0 ? [] : [{ type: 'AbbyProfileDetailsAdded', data: { ...ids, details } }];
    }
    case 'RemoveAbbyProfileDetails': {
      const held = new Map(state.details.map((detail) => [detail.detailId, detail]));
      const detailIds = [...new Set(command.detailIds)];
      if (detailIds.some((detailId) => !held.has(detailId)))
        return refuse({ key: 'abbyProfile.detailNotFound' }, 404);
      if (detailIds.length === 0) return [];
      // An active kiosk profile keeps its required media (spec 03 §4, "Action not permitted").
      if (state.isActive && !isResidentProfile(state.owner)) {
        const removed = new Set(detailIds);
        const left = command.details.filter((detail) => !removed.has(detail.detailId));
        if (missingPathTypes(left.map((detail) => detail.pathTypeId)).length > 0)
          return refuse({ key: 'abbyProfile.activeLosesMedia' });
      }
      const details = detailIds.map((detailId) => held.get(detailId)!);
      return [{ type: 'AbbyProfileDetailsRemoved', data: { ...ids, details } }];
    }
    case 'DeleteAbbyProfile':
      // An active profile cannot be deleted (spec 03 §4).
      if (state.isActive && command.erasure !== true) return refuse({ key: 'abbyProfile.activeNotDeleted' });
      return [{ type: 'AbbyProfileDeleted', data: ids }];
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

export function evolveAbbyProfile(state: AbbyProfileState, event: AbbyProfileEvent): AbbyProfileState {
  switch (event.type) {
    case 'AbbyProfileCreated':
      return {
        ...initialAbbyProfileState,
        profileId: event.data.profileId,
        owner: ownerOf(event.data),
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
      const removed = new Set(event.data.details.map((detail) => detail.detailId));
      return { ...state, details: state.details.filter((detail) => !removed.has(detail.detailId)) };
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
