import { useState } from 'react';
import type { ReadModelName, ResidentPlaylist } from '@ambient/core';
import { albumKeys, albumsApi, type AlbumFields } from '../api/memory-albums.endpoints';
import {
  usePlaylistChoice,
  usePlaylistDetailQuery,
  usePlaylistSelection,
  usePlaylists,
} from '../../../ui/playlists';

const ALBUM_MODELS: readonly ReadModelName[] = ['memory_albums', 'memory_album_items', 'media_items'];

/** What the album dialog is doing: creating one, editing one, or closed. */
export type AlbumEditing = { album: ResidentPlaylist | null } | null;

/**
 * A resident's Memory Albums (spec 03 §2.7): the list, the create and edit dialog, the delete
 * after its confirmation, and the album whose content is open. Everything is refetched when the
 * albums or the media change.
 */
export function useAlbums(residentId: number | null) {
  const albums = usePlaylists({
    queryKey: albumKeys.ofResident(residentId ?? 0),
    readModels: ALBUM_MODELS,
    fetch: residentId === null ? null : (signal) => albumsApi.ofResident(residentId, signal),
    rowsOf: (answer) => answer.residentPlaylists,
    create: (fields: AlbumFields) => albumsApi.create(residentId ?? 0, fields),
    update: (id, fields: AlbumFields) => albumsApi.update(id, fields),
    remove: (albumId) => albumsApi.remove(albumId),
  });
  const [openAlbum, setOpenAlbum] = useState<number | null>(null);
  return { ...albums, editing: albums.editing && { album: albums.editing.item }, openAlbum, setOpenAlbum };
}

/** One album with its items (the detail dialog), its cover and its items added or removed. */
export function useAlbumDetail(albumId: number | null) {
  const detail = usePlaylistDetailQuery(
    albumKeys.one(albumId ?? 0),
    ALBUM_MODELS,
    albumId === null ? null : (signal) => albumsApi.one(albumId, signal),
  );
  const choice = usePlaylistChoice<'items' | 'cover' | null>(
    ALBUM_MODELS,
    null,
    (what, mediaItemIds): Promise<unknown> =>
      what === 'cover'
        ? albumsApi.cover(albumId ?? 0, mediaItemIds[0] ?? 0)
        : albumsApi.addItems(albumId ?? 0, mediaItemIds),
  );
  const { removing, ...selection } = usePlaylistSelection(ALBUM_MODELS, (ids) => albumsApi.removeItems(ids));
  return {
    album: albumId === null ? null : (detail.data?.playlist ?? null),
    firstLoad: albumId !== null && detail.isPending,
    ...choice,
    ...selection,
    removingItems: removing,
  };
}
