/**
 * The calls of Community Playlists (spec 03 §7 "Playlists", decision 0053): a kiosk's playlists,
 * one playlist with its items, the playlist dialog (Activate included), items added from the
 * selector or removed, and the ambient preview.
 */
import type { ApiResult, KioskPlaylist, KioskPlaylistDetail, PlaylistBlob } from '@ambient/core';
import { api } from '../../../api/http-client';

/** The playlist dialog's fields; `isActive: true` activates it. */
export interface KioskPlaylistFields {
  name: string;
  description: string;
  isActive: boolean;
}

type PlaylistAnswer = ApiResult & { playlist: KioskPlaylistDetail };

export const kioskPlaylistKeys = {
  ofKiosk: (kioskId: number) => ['kioskplaylists', 'kiosk', kioskId] as const,
  one: (playlistId: number) => ['kioskplaylists', playlistId] as const,
  ambient: (playlistId: number) => ['kioskplaylists', playlistId, 'ambient'] as const,
};

const byId = (playlistId: number) => ({ params: { path: { id: playlistId } } });

export const kioskPlaylistsApi = {
  ofKiosk: (
    kioskId: number,
    signal?: AbortSignal,
  ): Promise<ApiResult & { kioskPlaylists: KioskPlaylist[] }> =>
    api.get('/api/kioskplaylists/kiosk/{kioskId}', { params: { path: { kioskId } }, signal }),
  one: (playlistId: number, signal?: AbortSignal): Promise<PlaylistAnswer> =>
    api.get('/api/kioskplaylists/{id}', { ...byId(playlistId), signal }),
  ambient: (
    playlistId: number,
    signal?: AbortSignal,
  ): Promise<ApiResult & { playlistBlobs: PlaylistBlob[] }> =>
    api.get('/api/kioskplaylists/{id}/ambient', { ...byId(playlistId), signal }),
  create: (kioskId: number, fields: KioskPlaylistFields): Promise<PlaylistAnswer> =>
    api.post('/api/kioskplaylists', { body: { kioskId, ...fields } }),
  update: (playlistId: number, fields: KioskPlaylistFields): Promise<PlaylistAnswer> =>
    api.put('/api/kioskplaylists/{id}', { ...byId(playlistId), body: fields }),
  remove: (playlistId: number): Promise<ApiResult & { deletedIds: number[] }> =>
    api.delete('/api/kioskplaylists/{id}', byId(playlistId)),
  addItems: (
    playlistId: number,
    mediaItemIds: readonly number[],
  ): Promise<ApiResult & { playlistBlobs: PlaylistBlob[] }> =>
    api.post('/api/kioskplaylistblobs/bulk', { body: { playlistId, mediaItemIds: [...mediaItemIds] } }),
  removeItems: (playlistBlobIds: readonly number[]): Promise<ApiResult & { deletedIds: number[] }> =>
    api.post('/api/kioskplaylistblobs/delete', { body: { playlistBlobIds: [...playlistBlobIds] } }),
};
