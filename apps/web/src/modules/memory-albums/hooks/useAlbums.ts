import { useState } from 'react';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResidentPlaylist } from '@ambient/core';
import { albumKeys, albumsApi, type AlbumFields } from '../../../api/albums.endpoints';
import { invalidateReadModels } from '../../../api/read-models';

const ALBUM_MODELS = ['memory_albums', 'memory_album_items', 'media_items'] as const;

/** What the album dialog is doing: creating one, editing one, or closed. */
export type AlbumEditing = { album: ResidentPlaylist | null } | null;

/**
 * A resident's Memory Albums (spec 03 §2.7): the list, the create and edit dialog, the delete
 * after its confirmation, and the album whose content is open. Everything is refetched when the
 * albums or the media change.
 */
export function useAlbums(residentId: number | null) {
  const queryClient = useQueryClient();
  const refresh = () => invalidateReadModels(queryClient, [...ALBUM_MODELS]);
  const list = useQuery({
    queryKey: albumKeys.ofResident(residentId ?? 0),
    meta: { readModels: [...ALBUM_MODELS] },
    queryFn: residentId === null ? skipToken : ({ signal }) => albumsApi.ofResident(residentId, signal),
  });
  const [editing, setEditing] = useState<AlbumEditing>(null);
  const [deleting, setDeleting] = useState<ResidentPlaylist | null>(null);
  const [openAlbum, setOpenAlbum] = useState<number | null>(null);

  const save = useMutation({
    mutationFn: (fields: AlbumFields) =>
      editing?.album ? albumsApi.update(editing.album.id, fields) : albumsApi.create(residentId ?? 0, fields),
    onSuccess: () => setEditing(null),
    onSettled: refresh,
  });
  const removal = useMutation({
    mutationFn: (albumId: number) => albumsApi.remove(albumId),
    onSuccess: () => setDeleting(null),
    onSettled: refresh,
  });

  return {
    rows: residentId === null ? [] : (list.data?.residentPlaylists ?? []),
    firstLoad: residentId !== null && list.isPending,
    editing,
    startCreate: () => {
      save.reset();
      setEditing({ album: null });
    },
    startEdit: (album: ResidentPlaylist) => {
      save.reset();
      setEditing({ album });
    },
    closeEdit: () => setEditing(null),
    save: save.mutate,
    saving: save.isPending,
    deleting,
    askToDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete: () => deleting && removal.mutate(deleting.id),
    removing: removal.isPending,
    openAlbum,
    setOpenAlbum,
  };
}

/** One album with its items (the detail dialog), its cover and its items added or removed. */
export function useAlbumDetail(albumId: number | null) {
  const queryClient = useQueryClient();
  const refresh = () => invalidateReadModels(queryClient, [...ALBUM_MODELS]);
  const detail = useQuery({
    queryKey: albumKeys.one(albumId ?? 0),
    meta: { readModels: [...ALBUM_MODELS] },
    queryFn: albumId === null ? skipToken : ({ signal }) => albumsApi.one(albumId, signal),
  });
  const [selecting, setSelecting] = useState<'items' | 'cover' | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const choose = useMutation({
    mutationFn: (mediaItemIds: number[]): Promise<unknown> =>
      selecting === 'cover'
        ? albumsApi.cover(albumId ?? 0, mediaItemIds[0] ?? 0)
        : albumsApi.addItems(albumId ?? 0, mediaItemIds),
    onSuccess: () => setSelecting(null),
    onSettled: refresh,
  });
  const removal = useMutation({
    mutationFn: (ids: number[]) => albumsApi.removeItems(ids),
    onSuccess: () => {
      setSelected([]);
      setConfirmingRemove(false);
    },
    onError: () => setConfirmingRemove(false),
    onSettled: refresh,
  });
  return {
    album: albumId === null ? null : (detail.data?.playlist ?? null),
    firstLoad: albumId !== null && detail.isPending,
    selecting,
    select: (what: 'items' | 'cover' | null) => {
      choose.reset();
      setSelecting(what);
    },
    choose: choose.mutate,
    choosing: choose.isPending,
    selected,
    setSelected,
    confirmingRemove,
    askToRemove: () => setConfirmingRemove(true),
    cancelRemove: () => setConfirmingRemove(false),
    confirmRemove: () => removal.mutate(selected),
    removingItems: removal.isPending,
  };
}
