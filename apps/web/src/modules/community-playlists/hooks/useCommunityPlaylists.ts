import { useState } from 'react';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KioskPlaylist } from '@ambient/core';
import {
  kioskPlaylistKeys,
  kioskPlaylistsApi,
  type KioskPlaylistFields,
} from '../../../api/kiosk-playlists.endpoints';
import { invalidateReadModels } from '../../../api/read-models';

const PLAYLIST_MODELS = ['kiosk_playlists', 'kiosk_playlist_items', 'media_items'] as const;

/** What the playlist dialog is doing: creating one, editing one, or closed. */
export type PlaylistEditing = { playlist: KioskPlaylist | null } | null;

/**
 * A kiosk's Community Playlists (spec 03 §2.8): the list, the create and edit dialog (with the
 * Activate switch when editing), the delete after its confirmation, and the playlist whose
 * content or ambient preview is open. Everything is refetched when the playlists or the media change.
 */
export function useCommunityPlaylists(kioskId: number | null) {
  const queryClient = useQueryClient();
  const refresh = () => invalidateReadModels(queryClient, [...PLAYLIST_MODELS]);
  const list = useQuery({
    queryKey: kioskPlaylistKeys.ofKiosk(kioskId ?? 0),
    meta: { readModels: [...PLAYLIST_MODELS] },
    queryFn: kioskId === null ? skipToken : ({ signal }) => kioskPlaylistsApi.ofKiosk(kioskId, signal),
  });
  const [editing, setEditing] = useState<PlaylistEditing>(null);
  const [deleting, setDeleting] = useState<KioskPlaylist | null>(null);
  const [openPlaylist, setOpenPlaylist] = useState<number | null>(null);
  const [previewing, setPreviewing] = useState<number | null>(null);

  const save = useMutation({
    mutationFn: (fields: KioskPlaylistFields) =>
      editing?.playlist
        ? kioskPlaylistsApi.update(editing.playlist.id, fields)
        : kioskPlaylistsApi.create(kioskId ?? 0, fields),
    onSuccess: () => setEditing(null),
    onSettled: refresh,
  });
  const removal = useMutation({
    mutationFn: (playlistId: number) => kioskPlaylistsApi.remove(playlistId),
    onSuccess: () => setDeleting(null),
    onSettled: refresh,
  });

  return {
    rows: kioskId === null ? [] : (list.data?.kioskPlaylists ?? []),
    firstLoad: kioskId !== null && list.isPending,
    editing,
    startCreate: () => {
      save.reset();
      setEditing({ playlist: null });
    },
    startEdit: (playlist: KioskPlaylist) => {
      save.reset();
      setEditing({ playlist });
    },
    closeEdit: () => setEditing(null),
    save: save.mutate,
    saving: save.isPending,
    deleting,
    askToDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete: () => deleting && removal.mutate(deleting.id),
    removing: removal.isPending,
    openPlaylist,
    setOpenPlaylist,
    previewing,
    setPreviewing,
  };
}

/** One playlist with its items (the detail dialog), its items added or removed. */
export function usePlaylistDetail(playlistId: number | null) {
  const queryClient = useQueryClient();
  const refresh = () => invalidateReadModels(queryClient, [...PLAYLIST_MODELS]);
  const detail = useQuery({
    queryKey: kioskPlaylistKeys.one(playlistId ?? 0),
    meta: { readModels: [...PLAYLIST_MODELS] },
    queryFn: playlistId === null ? skipToken : ({ signal }) => kioskPlaylistsApi.one(playlistId, signal),
  });
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const choose = useMutation({
    mutationFn: (mediaItemIds: number[]) => kioskPlaylistsApi.addItems(playlistId ?? 0, mediaItemIds),
    onSuccess: () => setSelecting(false),
    onSettled: refresh,
  });
  const removal = useMutation({
    mutationFn: (ids: number[]) => kioskPlaylistsApi.removeItems(ids),
    onSuccess: () => {
      setSelected([]);
      setConfirmingRemove(false);
    },
    onError: () => setConfirmingRemove(false),
    onSettled: refresh,
  });
  return {
    playlist: playlistId === null ? null : (detail.data?.playlist ?? null),
    firstLoad: playlistId !== null && detail.isPending,
    selecting,
    select: (open: boolean) => {
      choose.reset();
      setSelecting(open);
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

/** What the kiosk plays in ambient mode (spec 03 §2.5): the playlist's Standard and Announcement items. */
export function useAmbientPreview(playlistId: number | null) {
  const preview = useQuery({
    queryKey: kioskPlaylistKeys.ambient(playlistId ?? 0),
    meta: { readModels: [...PLAYLIST_MODELS] },
    queryFn: playlistId === null ? skipToken : ({ signal }) => kioskPlaylistsApi.ambient(playlistId, signal),
  });
  return {
    items: playlistId === null ? [] : (preview.data?.playlistBlobs ?? []),
    firstLoad: playlistId !== null && preview.isPending,
  };
}
