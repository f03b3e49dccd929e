/**
 * Community Playlists (spec 03 §2.8, §3 "Kiosk playlist", §4, §5): a Genie kiosk's playlists of
 * media items from the kiosk's own library, one of them active (the one the kiosk plays). One
 * stream per playlist (decision 0053).
 */
import { albumTextFault, type AlbumFault, type AlbumMediaFact } from '../memory-albums/memory-album.js';
import { KioskType } from '../constants.js';
import { DomainError } from '../errors.js';
import { kioskContainer } from '../media/containers.js';
import { MEDIA_KINDS, type MediaKind } from '../media/media-item.js';

export const KioskPlaylistLimits = {
  /** Media items added in one call. */
  itemsPerAdd: 200,
} as const;

export const kioskPlaylistStream = (playlistId: number): string => `kiosk-playlist-${playlistId}`;

/**
 * Spec 03 §1: "A kiosk's active playlist needs at least one media item per media type": a
 * picture, a sound and a video (decision 0053).
 */
export const ACTIVE_PLAYLIST_KINDS: readonly MediaKind[] = MEDIA_KINDS;

/** The one library a kiosk playlist takes from (spec 03 §2.3: "kiosk playlists offer only the kiosk folder"). */
export const kioskPlaylistLibrary = (kioskId: number): string => kioskContainer(kioskId);

/** The name and description rules are the albums' (spec 03 §5 gives playlists one rule). */
export const kioskPlaylistTextFault = (name: string, description: string): AlbumFault | null =>
  albumTextFault(name, description);

/** The media types an active playlist would still lack with items of these kinds, in the spec's order. */
export const missingKinds = (kinds: Iterable<MediaKind>): MediaKind[] => {
  const held = new Set(kinds);
  return ACTIVE_PLAYLIST_KINDS.filter((kind) => !held.has(kind));
};

/**
 * The Activate switch (spec 03 §4): shown only when editing; disabled when the playlist is active
 * already, holds no media, or lacks a media type the kiosk needs.
 */
export function activateSwitch(
  playlist: { isActive: boolean; mediaCount: number; isMissingMedia: boolean } | null,
): 'hidden' | 'disabled' | 'enabled' {
  if (playlist === null) return 'hidden';
  return playlist.isActive || playlist.mediaCount === 0 || playlist.isMissingMedia ? 'disabled' : 'enabled';
}

export interface KioskPlaylistTexts {
  name: string;
  description: string;
}

/** An item of the playlist whose media still exists, and the media's kind: what the rules count. */
export interface KioskPlaylistItemFact {
  itemId: number;
  kind: MediaKind;
}

interface Ids {
  playlistId: number;
  kioskId: number;
}

/**
 * What the log keeps: who (the event's metadata), what (the type) and which media (ids only; the
 * texts are sealed under the kiosk's key, decision 0054).
 */
export type KioskPlaylistEvent =
  | { type: 'KioskPlaylistCreated'; data: Ids & KioskPlaylistTexts & { createdBy: string | null } }
  | { type: 'KioskPlaylistEdited'; data: Ids & KioskPlaylistTexts }
  | { type: 'KioskPlaylistActivated'; data: Ids & { replaced: number | null } }
  | { type: 'KioskPlaylistDeactivated'; data: Ids & { replacedBy: number } }
  | {
      type: 'KioskPlaylistItemsAdded';
      data: Ids & { items: Array<{ itemId: number; mediaItemId: number }> };
    }
  | {
      type: 'KioskPlaylistItemsRemoved';
      data: Ids & { items: Array<{ itemId: number; mediaItemId: number }> };
    }
  | { type: 'KioskPlaylistCoverChosen'; data: Ids & { mediaItemId: number } }
  | { type: 'KioskPlaylistDeleted'; data: Ids };

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

export interface KioskPlaylistState {
  playlistId: number | null;
  kioskId: number;
  name: string;
  description: string;
  isActive: boolean;
  coverMediaItemId: number | null;
  items: ReadonlyArray<{ itemId: number; mediaItemId: number }>;
  deleted: boolean;
}

export const initialKioskPlaylistState: KioskPlaylistState = {
  playlistId: null,
  kioskId: 0,
  name: '',
  description: '',
  isActive: false,
  coverMediaItemId: null,
  items: [],
  deleted: false,
};

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

export function evolveKioskPlaylist(
  state: KioskPlaylistState,
  event: KioskPlaylistEvent,
): KioskPlaylistState {
  switch (event.type) {
    case 'KioskPlaylistCreated':
      return {
        ...initialKioskPlaylistState,
        playlistId: event.data.playlistId,
        kioskId: event.data.kioskId,
        name: event.data.name,
        description: event.data.description,
      };
    case 'KioskPlaylistEdited':
      return { ...state, name: event.data.name, description: event.data.description };
    case 'KioskPlaylistActivated':
      return { ...state, isActive: true };
    case 'KioskPlaylistDeactivated':
      return { ...state, isActive: false };
    case 'KioskPlaylistItemsAdded':
      return { ...state, items: [...state.items, ...event.data.items] };
    case 'KioskPlaylistItemsRemoved': {
      const removed = new Set(event.data.items.map((item) => item.itemId));
      return { ...state, items: state.items.filter((item) => !removed.has(item.itemId)) };
    }
    case 'KioskPlaylistCoverChosen':
      return { ...state, coverMediaItemId: event.data.mediaItemId };
    case 'KioskPlaylistDeleted':
      return { ...state, deleted: true };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

/** Whether these events change what the kiosk plays: its active playlist's content or which one is active. */
export function changesKioskContent(
  events: readonly KioskPlaylistEvent[],
  after: KioskPlaylistState,
): boolean {
  // Activation leaves it active; any other change of the active one is a change of what the kiosk plays.
  return after.isActive && !after.deleted && events.length > 0;
}
