/**
 * Memory Albums (spec 03 §2.7, §3 "Resident playlist", "Playlist blob", §5): a resident's
 * playlist of media items from their own library or the public one, with a name, a description,
 * a slide-show tick and a cover picture. One stream per album.
 */
import { DomainError } from '../errors.js';
import type { MessageKey, MessageParams } from '../i18n/messages.js';
import { MediaContainers, residentContainer } from '../media/containers.js';
import type { MediaKind } from '../media/media-item.js';

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

export interface AlbumFault {
  key: MessageKey;
  params?: MessageParams;
}

/** The name and description rules (spec 03 §5), in the form's order; null when they hold. */
export function albumTextFault(name: string, description: string): AlbumFault | null {
  if (name.trim() === '') return { key: 'album.nameRequired' };
  if (name.trim().length > AlbumLimits.nameMax)
    return { key: 'album.nameTooLong', params: { max: AlbumLimits.nameMax } };
  if (description.trim().length > AlbumLimits.descriptionMax)
    return { key: 'album.descriptionTooLong', params: { max: AlbumLimits.descriptionMax } };
  return null;
}

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

export type MemoryAlbumCommand =
  | ({
      type: 'CreateMemoryAlbum';
      albumId: number;
      residentId: number;
      createdBy: string | null;
    } & AlbumTexts)
  | ({ type: 'EditMemoryAlbum' } & AlbumTexts)
  | {
      type: 'AddAlbumItems';
      /** The media items to add, with an id for each new album item, in the caller's order. */
      items: Array<AlbumMediaFact & { itemId: number }>;
    }
  | { type: 'RemoveAlbumItems'; itemIds: number[] }
  | { type: 'ChooseAlbumCover'; media: AlbumMediaFact }
  | { type: 'DeleteMemoryAlbum' };

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

const refuse = (fault: AlbumFault, status: 404 | 409 | 422 = 422): never => {
  throw new DomainError(fault.key, fault.params ?? {}, status, 0);
};

/** A media item the album may show: one that exists in the resident's library or the public one. */
function mediaFault(residentId: number, media: AlbumMediaFact): AlbumFault | null {
  if (media.container === null) return { key: 'media.notFound' };
  return albumLibraries(residentId).includes(media.container) ? null : { key: 'album.mediaNotInLibrary' };
}

const texts = (command: AlbumTexts): AlbumTexts => ({
  name: command.name.trim(),
  description: command.description.trim(),
  isSlideShow: command.isSlideShow,
});

export function decideMemoryAlbum(command: MemoryAlbumCommand, state: MemoryAlbumState): MemoryAlbumEvent[] {
  if (command.type === 'CreateMemoryAlbum') {
    if (state.albumId !== null) return refuse({ key: 'error.conflict' }, 409);
    const fault = albumTextFault(command.name, command.description);
    if (fault) return refuse(fault);
    const { albumId, residentId, createdBy } = command;
    return [{ type: 'MemoryAlbumCreated', data: { albumId, residentId, createdBy, ...texts(command) } }];
  }
  if (state.albumId === null || state.deleted) return refuse({ key: 'album.notFound' }, 404);
  const ids = { albumId: state.albumId, residentId: state.residentId };
  switch (command.type) {
    case 'EditMemoryAlbum': {
      const fault = albumTextFault(command.name, command.description);
      if (fault) return refuse(fault);
      const edited = texts(command);
      if (
        edited.name === state.name &&
        edited.description === state.description &&
        edited.isSlideShow === state.isSlideShow
      )
        return [];
      return [{ type: 'MemoryAlbumEdited', data: { ...ids, ...edited } }];
    }
    case 'AddAlbumItems': {
      for (const media of command.items) {
        const fault = mediaFault(state.residentId, media);
        if (fault) return refuse(fault, fault.key === 'media.notFound' ? 404 : 422);
      }
      // A media item already in the album, or named twice, is added once.
      const shown = new Set(state.items.map((item) => item.mediaItemId));
      const items: Array<{ itemId: number; mediaItemId: number }> = [];
      for (const { itemId, mediaItemId } of command.items) {
        if (shown.has(mediaItemId)) continue;
        shown.add(mediaItemId);
        items.push({ itemId, mediaItemId });
      }
      return items.length === 0 ? [] : [{ type: 'MemoryAlbumItemsAdded', data: { ...ids, items } }];
    }
    case 'RemoveAlbumItems': {
      const held = new Set(state.items.map((item) => item.itemId));
      const itemIds = [...new Set(command.itemIds)];
      if (itemIds.some((itemId) => !held.has(itemId))) return refuse({ key: 'album.itemNotFound' }, 404);
      return itemIds.length === 0 ? [] : [{ type: 'MemoryAlbumItemsRemoved', data: { ...ids, itemIds } }];
    }
    case 'ChooseAlbumCover': {
      const fault = mediaFault(state.residentId, command.media);
      if (fault) return refuse(fault, fault.key === 'media.notFound' ? 404 : 422);
      if (command.media.kind !== 'image') return refuse({ key: 'album.coverNotPicture' });
      if (command.media.mediaItemId === state.coverMediaItemId) return [];
      return [{ type: 'MemoryAlbumCoverChosen', data: { ...ids, mediaItemId: command.media.mediaItemId } }];
    }
    case 'DeleteMemoryAlbum':
      return [{ type: 'MemoryAlbumDeleted', data: ids }];
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

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
    case 'MemoryAlbumItemsRemoved': {
      const removed = new Set(event.data.itemIds);
      return { ...state, items: state.items.filter((item) => !removed.has(item.itemId)) };
    }
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
