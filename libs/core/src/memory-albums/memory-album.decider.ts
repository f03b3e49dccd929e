/** The Memory Album's commands and their pure `decide`. */
import type { Decider } from '../decider.js';
import {
  coverChanges,
  createdOnce,
  heldEntries,
  MEDIA_ITEM_KEYS,
  newEntries,
  playlistTexts,
  refusePlaylist as refuse,
} from '../playlists/playlist-rules.js';
import {
  albumLibraries,
  albumTextFault,
  evolveMemoryAlbum,
  initialMemoryAlbumState,
  type AlbumFault,
  type AlbumMediaFact,
  type AlbumTexts,
  type MemoryAlbumEvent,
  type MemoryAlbumState,
} from './memory-album.js';

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

/** A media item the album may show: one that exists in the resident's library or the public one. */
function mediaFault(residentId: number, media: AlbumMediaFact): AlbumFault | null {
  if (media.container === null) return { key: 'media.notFound' };
  return albumLibraries(residentId).includes(media.container) ? null : { key: 'album.mediaNotInLibrary' };
}

const texts = (command: AlbumTexts): AlbumTexts => ({
  ...playlistTexts(command),
  isSlideShow: command.isSlideShow,
});

export function decideMemoryAlbum(command: MemoryAlbumCommand, state: MemoryAlbumState): MemoryAlbumEvent[] {
  if (command.type === 'CreateMemoryAlbum') {
    const { albumId, residentId, createdBy } = command;
    return createdOnce(state.albumId !== null, [albumTextFault(command.name, command.description)], {
      type: 'MemoryAlbumCreated',
      data: { albumId, residentId, createdBy, ...texts(command) },
    });
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
      const items = newEntries(MEDIA_ITEM_KEYS, state.items, command.items, (media) =>
        mediaFault(state.residentId, media),
      );
      return items.length === 0 ? [] : [{ type: 'MemoryAlbumItemsAdded', data: { ...ids, items } }];
    }
    case 'RemoveAlbumItems': {
      const itemIds = heldEntries('itemId', state.items, command.itemIds, 'album.itemNotFound').map(
        (item) => item.itemId,
      );
      return itemIds.length === 0 ? [] : [{ type: 'MemoryAlbumItemsRemoved', data: { ...ids, itemIds } }];
    }
    case 'ChooseAlbumCover': {
      const { media } = command;
      if (!coverChanges(media, state.coverMediaItemId, mediaFault(state.residentId, media))) return [];
      return [{ type: 'MemoryAlbumCoverChosen', data: { ...ids, mediaItemId: media.mediaItemId } }];
    }
    case 'DeleteMemoryAlbum':
      return [{ type: 'MemoryAlbumDeleted', data: ids }];
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

/** A Memory Album stream's decider, for the engine (`AggregateStore.handle`). */
export const memoryAlbumDecider: Decider<MemoryAlbumCommand, MemoryAlbumEvent, MemoryAlbumState> = {
  initialState: initialMemoryAlbumState,
  evolve: evolveMemoryAlbum,
  decide: decideMemoryAlbum,
};
