import { useState } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { KioskPlaylist, ReadModelName } from '@ambient/core';
import {
  kioskPlaylistKeys,
  kioskPlaylistsApi,
  type KioskPlaylistFields,
} from '../api/community-playlists.endpoints';
import {
  usePlaylistChoice,
  usePlaylistDetailQuery,
  usePlaylistSelection,
  usePlaylists,
} from '../../../ui/playlists';

const PLAYLIST_MODELS: readonly ReadModelName[] = ['kiosk_playlists', 'kiosk_playlist_items', 'media_items'];

/** What the playlist dialog is doing: creating one, editing one, or closed. */
export type PlaylistEditing = { playlist: KioskPlaylist | null } | null;

/**
 * A kiosk's Community Playlists (spec 03 §2.8): the list, the create and edit dialog (with the
 * Activate switch when editing), the delete after its confirmation, and the playlist whose
 * content or ambient preview is open. Everything is refetched when the playlists or the media change.
 */
export function useCommunityPlaylists(kioskId: number | null) {
  const playlists = usePlaylists({
    queryKey: kioskPlaylistKeys.ofKiosk(kioskId ?? 0),
    readModels: PLAYLIST_MODELS,
    fetch: kioskId === null ? null : (signal) => kioskPlaylistsApi.ofKiosk(kioskId, signal),
    rowsOf: (answer) => answer.kioskPlaylists,
    create: (fields: KioskPlaylistFields) => kioskPlaylistsApi.create(kioskId ?? 0, fields),
    update: (id, fields: KioskPlaylistFields) => kioskPlaylistsApi.update(id, fields),
    remove: (playlistId) => kioskPlaylistsApi.remove(playlistId),
  });
  const [openPlaylist, setOpenPlaylist] = useState<number | null>(null);
  const [previewing, setPreviewing] = useState<number | null>(null);
  return {
    ...playlists,
    editing: playlists.editing && { playlist: playlists.editing.item },
    openPlaylist,
    setOpenPlaylist,
    previewing,
    setPreviewing,
  };
}

/** One playlist with its items (the detail dialog), its items added or removed. */
export function usePlaylistDetail(playlistId: number | null) {
  const detail = usePlaylistDetailQuery(
    kioskPlaylistKeys.one(playlistId ?? 0),
    PLAYLIST_MODELS,
    playlistId === null ? null : (signal) => kioskPlaylistsApi.one(playlistId, signal),
  );
  const choice = usePlaylistChoice(PLAYLIST_MODELS, false, (_open, mediaItemIds) =>
    kioskPlaylistsApi.addItems(playlistId ?? 0, mediaItemIds),
  );
  const { removing, ...selection } = usePlaylistSelection(PLAYLIST_MODELS, (ids) =>
    kioskPlaylistsApi.removeItems(ids),
  );
  return {
    playlist: playlistId === null ? null : (detail.data?.playlist ?? null),
    firstLoad: playlistId !== null && detail.isPending,
    ...choice,
    ...selection,
    removingItems: removing,
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
