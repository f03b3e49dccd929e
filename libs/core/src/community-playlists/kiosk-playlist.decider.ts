/** The kiosk playlist's commands, the facts its handler reads, and the pure `decide`. */
import { KioskType } from '../constants.js';
import type { Decider } from '../decider.js';
import type { MediaKind } from '../media/media-item.js';
import type { AlbumFault, AlbumMediaFact } from '../memory-albums/memory-album.js';
import {
  coverChanges,
  createdOnce,
  deactivated,
  editAndActivate,
  heldEntries,
  keepActiveRule,
  MEDIA_ITEM_KEYS,
  newEntries,
  playlistTexts as texts,
  refusePlaylist as refuse,
} from '../playlists/playlist-rules.js';
import {
  evolveKioskPlaylist,
  initialKioskPlaylistState,
  kioskPlaylistLibrary,
  kioskPlaylistTextFault,
  missingKinds,
  type KioskPlaylistEvent,
  type KioskPlaylistState,
  type KioskPlaylistTexts,
} from './kiosk-playlist.js';

/** An item of the playlist whose media still exists, and the media's kind: what the rules count. */
export interface KioskPlaylistItemFact {
  itemId: number;
  kind: MediaKind;
}

export type KioskPlaylistCommand =
  | ({
      type: 'CreateKioskPlaylist';
      playlistId: number;
      kioskId: number;
      /** The kiosk's type: community playlists are a Genie's. */
      kioskTypeId: number;
      createdBy: string | null;
    } & KioskPlaylistTexts)
  | ({
      type: 'EditKioskPlaylist';
      /** True to make it the kiosk's active playlist; false changes nothing (one is replaced, never switched off). */
      activate: boolean;
      /** The kiosk's active playlist now, when another. */
      replaces: number | null;
      items: readonly KioskPlaylistItemFact[];
    } & KioskPlaylistTexts)
  | { type: 'DeactivateKioskPlaylist'; replacedBy: number }
  | {
      type: 'AddKioskPlaylistItems';
      /** The media items to add, with an id for each new item, in the caller's order. */
      items: Array<AlbumMediaFact & { itemId: number }>;
    }
  | { type: 'RemoveKioskPlaylistItems'; itemIds: number[]; items: readonly KioskPlaylistItemFact[] }
  | { type: 'ChooseKioskPlaylistCover'; media: AlbumMediaFact }
  | { type: 'DeleteKioskPlaylist' };

/** A media item the playlist may hold: one that exists in the kiosk's library. */
function mediaFault(kioskId: number, media: AlbumMediaFact): AlbumFault | null {
  if (media.container === null) return { key: 'media.notFound' };
  return media.container === kioskPlaylistLibrary(kioskId)
    ? null
    : { key: 'kioskPlaylist.mediaNotInLibrary' };
}

/** The active playlist's rule (spec 03 §1), refused with its text and the types it lacks. */
function activeFault(items: readonly KioskPlaylistItemFact[]): AlbumFault | null {
  if (items.length === 0) return { key: 'kioskPlaylist.activeWithoutMedia' };
  return missingKinds(items.map((item) => item.kind)).length === 0
    ? null
    : { key: 'kioskPlaylist.activeNeedsEveryType' };
}

export function decideKioskPlaylist(
  command: KioskPlaylistCommand,
  state: KioskPlaylistState,
): KioskPlaylistEvent[] {
  if (command.type === 'CreateKioskPlaylist') {
    const { playlistId, kioskId, createdBy } = command;
    const genieOnly: AlbumFault | null =
      command.kioskTypeId === KioskType.Genie ? null : { key: 'kioskPlaylist.genieOnly' };
    // A new kiosk playlist starts inactive (spec 03 §4).
    return createdOnce(
      state.playlistId !== null,
      [genieOnly, kioskPlaylistTextFault(command.name, command.description)],
      { type: 'KioskPlaylistCreated', data: { playlistId, kioskId, createdBy, ...texts(command) } },
    );
  }
  if (state.playlistId === null || state.deleted) return refuse({ key: 'kioskPlaylist.notFound' }, 404);
  const ids = { playlistId: state.playlistId, kioskId: state.kioskId };
  switch (command.type) {
    case 'EditKioskPlaylist':
      return editAndActivate<KioskPlaylistEvent>(state, command, {
        textFault: kioskPlaylistTextFault(command.name, command.description),
        inactive: () => activeFault(command.items),
        edited: (edited) => ({ type: 'KioskPlaylistEdited', data: { ...ids, ...edited } }),
        activated: () => ({ type: 'KioskPlaylistActivated', data: { ...ids, replaced: command.replaces } }),
      });
    case 'DeactivateKioskPlaylist':
      return deactivated(state.isActive, {
        type: 'KioskPlaylistDeactivated',
        data: { ...ids, replacedBy: command.replacedBy },
      });
    case 'AddKioskPlaylistItems': {
      const items = newEntries(MEDIA_ITEM_KEYS, state.items, command.items, (media) =>
        mediaFault(state.kioskId, media),
      );
      return items.length === 0 ? [] : [{ type: 'KioskPlaylistItemsAdded', data: { ...ids, items } }];
    }
    case 'RemoveKioskPlaylistItems': {
      const items = heldEntries('itemId', state.items, command.itemIds, 'kioskPlaylist.itemNotFound');
      if (items.length === 0) return [];
      // The active playlist keeps an item of every type (spec 03 §4, "Action not permitted").
      if (state.isActive)
        keepActiveRule('itemId', command.items, items, (left) => activeFault(left) !== null, {
          key: 'kioskPlaylist.activeLosesType',
        });
      return [{ type: 'KioskPlaylistItemsRemoved', data: { ...ids, items } }];
    }
    case 'ChooseKioskPlaylistCover': {
      const { media } = command;
      if (!coverChanges(media, state.coverMediaItemId, mediaFault(state.kioskId, media))) return [];
      return [{ type: 'KioskPlaylistCoverChosen', data: { ...ids, mediaItemId: media.mediaItemId } }];
    }
    case 'DeleteKioskPlaylist':
      // An active playlist cannot be deleted (spec 03 §4).
      if (state.isActive) return refuse({ key: 'kioskPlaylist.activeNotDeleted' });
      return [{ type: 'KioskPlaylistDeleted', data: ids }];
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

/** A kiosk playlist stream's decider, for the engine (`AggregateStore.handle`). */
export const kioskPlaylistDecider: Decider<KioskPlaylistCommand, KioskPlaylistEvent, KioskPlaylistState> = {
  initialState: initialKioskPlaylistState,
  evolve: evolveKioskPlaylist,
  decide: decideKioskPlaylist,
};
