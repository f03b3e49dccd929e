/** The kiosk playlist's commands, the facts its handler reads, and the pure `decide`. */
import { KioskType } from '../constants.js';
import type { Decider } from '../decider.js';
import { DomainError } from '../errors.js';
import type { MediaKind } from '../media/media-item.js';
import type { AlbumFault, AlbumMediaFact } from '../memory-albums/memory-album.js';
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

const refuse = (fault: AlbumFault, status: 404 | 409 | 422 = 422): never => {
  throw new DomainError(fault.key, fault.params ?? {}, status, 0);
};

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

const texts = (command: KioskPlaylistTexts): KioskPlaylistTexts => ({
  name: command.name.trim(),
  description: command.description.trim(),
});

export function decideKioskPlaylist(
  command: KioskPlaylistCommand,
  state: KioskPlaylistState,
): KioskPlaylistEvent[] {
  if (command.type === 'CreateKioskPlaylist') {
    if (state.playlistId !== null) return refuse({ key: 'error.conflict' }, 409);
    if (command.kioskTypeId !== KioskType.Genie) return refuse({ key: 'kioskPlaylist.genieOnly' });
    const fault = kioskPlaylistTextFault(command.name, command.description);
    if (fault) return refuse(fault);
    const { playlistId, kioskId, createdBy } = command;
    // A new kiosk playlist starts inactive (spec 03 §4).
    return [{ type: 'KioskPlaylistCreated', data: { playlistId, kioskId, createdBy, ...texts(command) } }];
  }
  if (state.playlistId === null || state.deleted) return refuse({ key: 'kioskPlaylist.notFound' }, 404);
  const ids = { playlistId: state.playlistId, kioskId: state.kioskId };
  switch (command.type) {
    case 'EditKioskPlaylist': {
      const fault = kioskPlaylistTextFault(command.name, command.description);
      if (fault) return refuse(fault);
      const events: KioskPlaylistEvent[] = [];
      const edited = texts(command);
      if (edited.name !== state.name || edited.description !== state.description)
        events.push({ type: 'KioskPlaylistEdited', data: { ...ids, ...edited } });
      if (command.activate && !state.isActive) {
        const inactive = activeFault(command.items);
        if (inactive) return refuse(inactive);
        events.push({ type: 'KioskPlaylistActivated', data: { ...ids, replaced: command.replaces } });
      }
      return events;
    }
    case 'DeactivateKioskPlaylist':
      return state.isActive
        ? [{ type: 'KioskPlaylistDeactivated', data: { ...ids, replacedBy: command.replacedBy } }]
        : [];
    case 'AddKioskPlaylistItems': {
      for (const media of command.items) {
        const fault = mediaFault(state.kioskId, media);
        if (fault) return refuse(fault, fault.key === 'media.notFound' ? 404 : 422);
      }
      // A media item already in the playlist, or named twice, is added once.
      const shown = new Set(state.items.map((item) => item.mediaItemId));
      const items: Array<{ itemId: number; mediaItemId: number }> = [];
      for (const { itemId, mediaItemId } of command.items) {
        if (shown.has(mediaItemId)) continue;
        shown.add(mediaItemId);
        items.push({ itemId, mediaItemId });
      }
      return items.length === 0 ? [] : [{ type: 'KioskPlaylistItemsAdded', data: { ...ids, items } }];
    }
    case 'RemoveKioskPlaylistItems': {
      const held = new Map(state.items.map((item) => [item.itemId, item]));
      const itemIds = [...new Set(command.itemIds)];
      if (itemIds.some((itemId) => !held.has(itemId)))
        return refuse({ key: 'kioskPlaylist.itemNotFound' }, 404);
      if (itemIds.length === 0) return [];
      // The active playlist keeps an item of every type (spec 03 §4, "Action not permitted").
      if (state.isActive) {
        const removed = new Set(itemIds);
        const left = command.items.filter((item) => !removed.has(item.itemId));
        if (activeFault(left)) return refuse({ key: 'kioskPlaylist.activeLosesType' });
      }
      const items = itemIds.map((itemId) => held.get(itemId)!);
      return [{ type: 'KioskPlaylistItemsRemoved', data: { ...ids, items } }];
    }
    case 'ChooseKioskPlaylistCover': {
      const fault = mediaFault(state.kioskId, command.media);
      if (fault) return refuse(fault, fault.key === 'media.notFound' ? 404 : 422);
      if (command.media.kind !== 'image') return refuse({ key: 'album.coverNotPicture' });
      if (command.media.mediaItemId === state.coverMediaItemId) return [];
      return [{ type: 'KioskPlaylistCoverChosen', data: { ...ids, mediaItemId: command.media.mediaItemId } }];
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
