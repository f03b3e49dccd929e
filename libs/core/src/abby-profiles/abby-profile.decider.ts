/** The Abby profile's commands, the facts its handler reads, and the pure `decide`. */
import { KioskType } from '../constants.js';
import type { Decider } from '../decider.js';
import { albumTextFault, type AlbumFault } from '../memory-albums/memory-album.js';
import {
  createdOnce,
  deactivated,
  editAndActivate,
  heldEntries,
  keepActiveRule,
  newEntries,
  playlistTexts as texts,
  refusePlaylist as refuse,
} from '../playlists/playlist-rules.js';
import {
  evolveAbbyProfile,
  initialAbbyProfileState,
  isProfileValid,
  isResidentProfile,
  missingPathTypes,
  profileLibraries,
  profileOwnerOf,
  profilePathTypes,
  type AbbyProfileEvent,
  type AbbyProfileOwner,
  type AbbyProfileState,
  type AbbyProfileTexts,
} from './abby-profile.js';

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

/** A profile's details: their own id and their media file's. */
const DETAIL_KEYS = { id: 'detailId', media: 'mediaFileId' } as const;

/** A file the profile may hold: one the caller reads, in a library the profile takes from, of a path type it takes. */
function fileFault(owner: AbbyProfileOwner, file: AbbyProfileFileFact): AlbumFault | null {
  if (file.container === null || file.pathTypeId === null) return { key: 'media.notFound' };
  if (!profileLibraries(owner).includes(file.container)) return { key: 'abbyProfile.fileNotInLibrary' };
  return (profilePathTypes(owner) as readonly number[]).includes(file.pathTypeId)
    ? null
    : { key: 'abbyProfile.pathTypeNotTaken' };
}

export function decideAbbyProfile(command: AbbyProfileCommand, state: AbbyProfileState): AbbyProfileEvent[] {
  if (command.type === 'CreateAbbyProfile') {
    const { profileId, createdBy } = command;
    const abbyOnly: AlbumFault | null =
      command.kioskTypeId === KioskType.Abby ? null : { key: 'abbyProfile.abbyOnly' };
    // A new profile starts inactive (spec 03 §4); a kiosk's starts without its required media.
    return createdOnce(
      state.profileId !== null,
      [abbyOnly, albumTextFault(command.name, command.description)],
      {
        type: 'AbbyProfileCreated',
        data: { profileId, ...profileOwnerOf(command.owner), createdBy, ...texts(command) },
      },
    );
  }
  if (state.profileId === null || state.deleted) return refuse({ key: 'abbyProfile.notFound' }, 404);
  const ids = { profileId: state.profileId, ...profileOwnerOf(state.owner) };
  switch (command.type) {
    case 'EditAbbyProfile':
      return editAndActivate<AbbyProfileEvent>(state, command, {
        textFault: albumTextFault(command.name, command.description),
        // A kiosk profile is activated only when valid (spec 03 §4).
        inactive: () =>
          isProfileValid(
            state.owner,
            command.details.map((detail) => detail.pathTypeId),
          )
            ? null
            : { key: 'abbyProfile.activeNeedsRequiredMedia' },
        edited: (edited) => ({ type: 'AbbyProfileEdited', data: { ...ids, ...edited } }),
        activated: () => ({ type: 'AbbyProfileActivated', data: { ...ids, replaced: command.replaces } }),
      });
    case 'DeactivateAbbyProfile':
      return deactivated(state.isActive, {
        type: 'AbbyProfileDeactivated',
        data: { ...ids, replacedBy: command.replacedBy },
      });
    case 'AddAbbyProfileDetails': {
      const details = newEntries(DETAIL_KEYS, state.details, command.files, (file) =>
        fileFault(state.owner, file),
      );
      return details.length === 0 ? [] : [{ type: 'AbbyProfileDetailsAdded', data: { ...ids, details } }];
    }
    case 'RemoveAbbyProfileDetails': {
      const details = heldEntries('detailId', state.details, command.detailIds, 'abbyProfile.detailNotFound');
      if (details.length === 0) return [];
      // An active kiosk profile keeps its required media (spec 03 §4, "Action not permitted").
      if (state.isActive && !isResidentProfile(state.owner))
        keepActiveRule(
          'detailId',
          command.details,
          details,
          (left) => missingPathTypes(left.map((detail) => detail.pathTypeId)).length > 0,
          { key: 'abbyProfile.activeLosesMedia' },
        );
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

/** A profile stream's decider, for the engine (`AggregateStore.handle`). */
export const abbyProfileDecider: Decider<AbbyProfileCommand, AbbyProfileEvent, AbbyProfileState> = {
  initialState: initialAbbyProfileState,
  evolve: evolveAbbyProfile,
  decide: decideAbbyProfile,
};
