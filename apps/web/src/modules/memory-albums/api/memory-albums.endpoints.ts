/**
 * The calls of Memory Albums (spec 03 §7 "Playlists", decision 0042): a resident's albums, one
 * album with its items, the album dialog, the cover, and items added from the selector or removed.
 */
import type { ApiResult, PlaylistBlob, ResidentPlaylist, ResidentPlaylistDetail } from '@ambient/core';
import { api } from '../../../api/http-client';

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

const byId = (albumId: number) => ({ params: { path: { id: albumId } } });

export const albumsApi = {
  ofResident: (
    residentId: number,
    signal?: AbortSignal,
  ): Promise<ApiResult & { residentPlaylists: ResidentPlaylist[] }> =>
    api.get('/api/residentplaylists/resident/{residentId}', { params: { path: { residentId } }, signal }),
  one: (albumId: number, signal?: AbortSignal): Promise<AlbumAnswer> =>
    api.get('/api/residentplaylists/{id}', { ...byId(albumId), signal }),
  create: (residentId: number, fields: AlbumFields): Promise<AlbumAnswer> =>
    api.post('/api/residentplaylists', { body: { residentId, ...fields } }),
  update: (albumId: number, fields: AlbumFields): Promise<AlbumAnswer> =>
    api.put('/api/residentplaylists/{id}', { ...byId(albumId), body: fields }),
  remove: (albumId: number): Promise<ApiResult & { deletedIds: number[] }> =>
    api.delete('/api/residentplaylists/{id}', byId(albumId)),
  cover: (albumId: number, mediaItemId: number): Promise<AlbumAnswer> =>
    api.put('/api/residentplaylists/{id}/cover-media/{mediaId}', {
      params: { path: { id: albumId, mediaId: mediaItemId } },
    }),
  addItems: (
    albumId: number,
    mediaItemIds: readonly number[],
  ): Promise<ApiResult & { playlistBlobs: PlaylistBlob[] }> =>
    api.post('/api/residentplaylistblobs/bulk', {
      body: { playlistId: albumId, mediaItemIds: [...mediaItemIds] },
    }),
  removeItems: (playlistBlobIds: readonly number[]): Promise<ApiResult & { deletedIds: number[] }> =>
    api.post('/api/residentplaylistblobs/delete', { body: { playlistBlobIds: [...playlistBlobIds] } }),
};
