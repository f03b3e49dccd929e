/**
 * The calls of Community Playlists (spec 03 §7 "Playlists", decision 0053): a kiosk's playlists,
 * one playlist with its items, the playlist dialog (Activate included), items added from the
 * selector or removed, and the ambient preview.
 */
import type { ApiResult, KioskPlaylist, KioskPlaylistDetail, PlaylistBlob } from '@ambient/core';
import { apiRequest } from '../../../api/http-client';

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

export const kioskPlaylistsApi = {
  ofKiosk: (kioskId: number, signal?: AbortSignal) =>
    apiRequest<ApiResult & { kioskPlaylists: KioskPlaylist[] }>(`/kioskplaylists/kiosk/${kioskId}`, {
      signal,
    }),
  one: (playlistId: number, signal?: AbortSignal) =>
    apiRequest<PlaylistAnswer>(`/kioskplaylists/${playlistId}`, { signal }),
  ambient: (playlistId: number, signal?: AbortSignal) =>
    apiRequest<ApiResult & { playlistBlobs: PlaylistBlob[] }>(`/kioskplaylists/${playlistId}/ambient`, {
      signal,
    }),
  create: (kioskId: number, fields: KioskPlaylistFields) =>
    apiRequest<PlaylistAnswer>('/kioskplaylists', { method: 'POST', body: { kioskId, ...fields } }),
  update: (playlistId: number, fields: KioskPlaylistFields) =>
    apiRequest<PlaylistAnswer>(`/kioskplaylists/${playlistId}`, { method: 'PUT', body: fields }),
  remove: (playlistId: number) =>
    apiRequest<ApiResult & { deletedIds: number[] }>(`/kioskplaylists/${playlistId}`, { method: 'DELETE' }),
  addItems: (playlistId: number, mediaItemIds: readonly number[]) =>
    apiRequest<ApiResult & { playlistBlobs: PlaylistBlob[] }>('/kioskplaylistblobs/bulk', {
      method: 'POST',
      body: { playlistId, mediaItemIds },
    }),
  removeItems: (playlistBlobIds: readonly number[]) =>
    apiRequest<ApiResult & { deletedIds: number[] }>('/kioskplaylistblobs/delete', {
      method: 'POST',
      body: { playlistBlobIds },
    }),
};
