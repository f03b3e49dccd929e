/**
 * Memory Albums (spec 03 §2.7, §3 "Resident playlist", "Playlist blob", §5): a resident's
 * playlist of media items from their own library or the public one, with a name, a description,
 * a slide-show tick and a cover picture. One stream per album.
 */
import { MediaContainers, residentContainer } from '../media/containers.js';
import type { MediaKind } from '../media/media-item.js';
import {
  entriesWithout,
  playlistTextFault,
  type PlaylistFault,
  type PlaylistTextRules,
} from '../playlists/playlist-rules.js';

export const AlbumLimits = {
  nameMax: 50,
  descriptionMax: 100,
  /** Media items added in one call. */
  itemsPerAdd: 200,
} as const;

export const memoryAlbumStream = (albumId: number): string => `memory-album-${albumId}`;

/** The libraries an album of this resident takes from (spec 03 §2.3): theirs and the public one. */
export const albumLibraries = (residentId: number): readonly string[] => [
  residentContainer(residentId),
  MediaContainers.public,
];

export type AlbumFault = PlaylistFault;

/** The albums' text rules (spec 03 §5), which playlists and Abby profiles follow too. */
export const albumTextRules: PlaylistTextRules = {
  nameMax: AlbumLimits.nameMax,
  descriptionMax: AlbumLimits.descriptionMax,
  keys: {
    nameRequired: 'album.nameRequired',
    nameTooLong: 'album.nameTooLong',
    descriptionTooLong: 'album.descriptionTooLong',
  },
};

/** The name and description rules (spec 03 §5), in the form's order; null when they hold. */
export const albumTextFault = (name: string, description: string): AlbumFault | null =>
  playlistTextFault(albumTextRules, name, description);

/** A media item as the handler found it: its library and kind (null when it does not exist). */
export interface AlbumMediaFact {
  mediaItemId: number;
  container: string | null;
  kind: MediaKind | null;
}

export interface AlbumTexts {
  name: string;
  description: string;
  isSlideShow: boolean;
}

export type MemoryAlbumEvent =
  | {
      type: 'MemoryAlbumCreated';
      data: AlbumTexts & { albumId: number; residentId: number; createdBy: string | null };
    }
  | { type: 'MemoryAlbumEdited'; data: AlbumTexts & { albumId: number; residentId: number } }
  | {
      type: 'MemoryAlbumItemsAdded';
      data: { albumId: number; residentId: number; items: Array<{ itemId: number; mediaItemId: number }> };
    }
  | { type: 'MemoryAlbumItemsRemoved'; data: { albumId: number; residentId: number; itemIds: number[] } }
  | { type: 'MemoryAlbumCoverChosen'; data: { albumId: number; residentId: number; mediaItemId: number } }
  | { type: 'MemoryAlbumDeleted'; data: { albumId: number; residentId: number } };

export interface MemoryAlbumState {
  albumId: number | null;
  residentId: number;
  name: string;
  description: string;
  isSlideShow: boolean;
  coverMediaItemId: number | null;
  /** The album's items: their ids and the media item each shows. */
  items: ReadonlyArray<{ itemId: number; mediaItemId: number }>;
  deleted: boolean;
}

export const initialMemoryAlbumState: MemoryAlbumState = {
  albumId: null,
  residentId: 0,
  name: '',
  description: '',
  isSlideShow: false,
  coverMediaItemId: null,
  items: [],
  deleted: false,
};

export function evolveMemoryAlbum(state: MemoryAlbumState, event: MemoryAlbumEvent): MemoryAlbumState {
  switch (event.type) {
    case 'MemoryAlbumCreated':
      return {
        ...initialMemoryAlbumState,
        albumId: event.data.albumId,
        residentId: event.data.residentId,
        name: event.data.name,
        description: event.data.description,
        isSlideShow: event.data.isSlideShow,
      };
    case 'MemoryAlbumEdited':
      return {
        ...state,
        name: event.data.name,
        description: event.data.description,
        isSlideShow: event.data.isSlideShow,
      };
    case 'MemoryAlbumItemsAdded':
      return { ...state, items: [...state.items, ...event.data.items] };
    case 'MemoryAlbumItemsRemoved':
      return { ...state, items: entriesWithout(state.items, (item) => item.itemId, event.data.itemIds) };
    case 'MemoryAlbumCoverChosen':
      return { ...state, coverMediaItemId: event.data.mediaItemId };
    case 'MemoryAlbumDeleted':
      return { ...state, deleted: true };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
