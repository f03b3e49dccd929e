/**
 * The calls of Memory Albums (spec 03 §7 "Playlists", decision 0042): a resident's albums, one
 * album with its items, the album dialog, the cover, and items added from the selector or removed.
 */
import type { ApiResult, PlaylistBlob, ResidentPlaylist, ResidentPlaylistDetail } from '@ambient/core';
import { apiRequest } from '../../../api/http-client';

/** The album dialog's fields. */
export interface AlbumFields {
  name: string;
  description: string;
  isSlideShow: boolean;
}

type AlbumAnswer = ApiResult & { playlist: ResidentPlaylistDetail };

export const albumKeys = {
  ofResident: (residentId: number) => ['residentplaylists', 'resident', residentId] as const,
  one: (albumId: number) => ['residentplaylists', albumId] as const,
};

export const albumsApi = {
  ofResident: (residentId: number, signal?: AbortSignal) =>
    apiRequest<ApiResult & { residentPlaylists: ResidentPlaylist[] }>(
      `/residentplaylists/resident/${residentId}`,
      {
        signal,
      },
    ),
  one: (albumId: number, signal?: AbortSignal) =>
    apiRequest<AlbumAnswer>(`/residentplaylists/${albumId}`, { signal }),
  create: (residentId: number, fields: AlbumFields) =>
    apiRequest<AlbumAnswer>('/residentplaylists', { method: 'POST', body: { residentId, ...fields } }),
  update: (albumId: number, fields: AlbumFields) =>
    apiRequest<AlbumAnswer>(`/residentplaylists/${albumId}`, { method: 'PUT', body: fields }),
  remove: (albumId: number) =>
    apiRequest<ApiResult & { deletedIds: number[] }>(`/residentplaylists/${albumId}`, { method: 'DELETE' }),
  cover: (albumId: number, mediaItemId: number) =>
    apiRequest<AlbumAnswer>(`/residentplaylists/${albumId}/cover-media/${mediaItemId}`, { method: 'PUT' }),
  addItems: (albumId: number, mediaItemIds: readonly number[]) =>
    apiRequest<ApiResult & { playlistBlobs: PlaylistBlob[] }>('/residentplaylistblobs/bulk', {
      method: 'POST',
      body: { playlistId: albumId, mediaItemIds },
    }),
  removeItems: (playlistBlobIds: readonly number[]) =>
    apiRequest<ApiResult & { deletedIds: number[] }>('/residentplaylistblobs/delete', {
      method: 'POST',
      body: { playlistBlobIds },
    }),
};
