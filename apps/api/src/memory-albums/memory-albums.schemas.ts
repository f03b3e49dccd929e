import { z } from 'zod';
import { AlbumLimits, type KioskAlbum, type PlaylistBlob, type ResidentPlaylist } from '@ambient/core';
import { answer, id, shape } from '../common/validation.js';
import { mediaItemShape } from '../media/index.js';
import {
  playlistAnswers,
  playlistBodies,
  playlistCoverShape,
  playlistRowShape,
  playlistTextShape,
} from '../playlists/index.js';

/**
 * PUT residentplaylists/{id}: the album dialog's fields (`edit`); POST residentplaylists: a new
 * album of a resident (`create`).
 */
export const albumBodies = playlistBodies(
  AlbumLimits,
  { isSlideShow: z.boolean().nullish() },
  { residentId: id },
);
export type AlbumEditBody = z.output<typeof albumBodies.edit>;

const albumShape = z.object({
  id: shape.int,
  residentId: shape.int,
  ...playlistTextShape,
  isSlideShow: z.boolean(),
  ...playlistCoverShape(),
  coverImage: z.string().nullable(),
  ...playlistRowShape(),
  lastViewDate: shape.time.nullable(),
}) satisfies z.ZodType<ResidentPlaylist>;

const blobShape = mediaItemShape.extend({
  id: shape.int,
  playlistId: shape.int,
  addDate: shape.time,
  lastViewDate: shape.time.nullable(),
}) satisfies z.ZodType<PlaylistBlob>;

export const albumsAnswer = answer({ residentPlaylists: z.array(albumShape) });
/** One album with its items, the items an add made, and a delete's. */
export const albumAnswers = playlistAnswers(albumShape, blobShape);

/** GET kiosk/playlists: the albums of one of the kiosk's residents when named. */
export const kioskAlbumsQuerySchema = z.object({
  residentId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type KioskAlbumsQuery = z.output<typeof kioskAlbumsQuerySchema>;

/** POST kiosk/playlists/{id}/viewed: when the album was shown, on the kiosk's clock (now when absent). */
export const kioskViewedBodySchema = z.strictObject({
  viewedAt: z.iso.datetime({ offset: true }).nullish(),
});
export type KioskViewedBody = z.output<typeof kioskViewedBodySchema>;

const kioskAlbumShape = z.object({
  id: shape.int,
  residentId: shape.int,
  name: z.string(),
  isSlideShow: z.boolean(),
  mediaCount: shape.int,
  lastViewDate: shape.time.nullable(),
}) satisfies z.ZodType<KioskAlbum>;

export const kioskAlbumsAnswer = answer({ playlists: z.array(kioskAlbumShape) });
export const kioskAlbumAnswer = answer({ playlist: kioskAlbumShape });
