/**
 * Community Playlists (spec 03 §2.8, §3 "Kiosk playlist", §4, §5): a Genie kiosk's playlists of
 * media items from the kiosk's own library, one of them active (the one the kiosk plays). One
 * stream per playlist (decision 0053).
 */
import { albumTextFault, type AlbumFault } from '../memory-albums/memory-album.js';
import { kioskContainer } from '../media/containers.js';
import { MEDIA_KINDS, type MediaKind } from '../media/media-item.js';
import { entriesWithout } from '../playlists/playlist-rules.js';

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
      const removed = event.data.items.map((item) => item.itemId);
      return { ...state, items: entriesWithout(state.items, (item) => item.itemId, removed) };
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
