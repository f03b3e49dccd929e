import { z } from 'zod';
import { AlbumLimits, type KioskAlbum, type PlaylistBlob, type ResidentPlaylist } from '@ambient/core';
import { answer, id, shape } from '../common/validation.js';
import { mediaItemShape } from '../media/index.js';

/** Generous caps at the edge; the decider judges the texts with the spec's messages. */
const NAME_CAP = AlbumLimits.nameMax * 10;
const DESCRIPTION_CAP = AlbumLimits.descriptionMax * 10;

/** PUT residentplaylists/{id}: the album dialog's fields. */
export const albumEditBodySchema = z.object({
  name: z.string().max(NAME_CAP),
  description: z.string().max(DESCRIPTION_CAP).nullish(),
  isSlideShow: z.boolean().nullish(),
});
export type AlbumEditBody = z.output<typeof albumEditBodySchema>;

/** POST residentplaylists: a new album of a resident. */
export const albumCreateBodySchema = albumEditBodySchema.extend({ residentId: id });
export type AlbumCreateBody = z.output<typeof albumCreateBodySchema>;

/** POST residentplaylistblobs/bulk: media items chosen in the selector. */
export const albumItemsAddBodySchema = z.object({
  playlistId: id,
  mediaItemIds: z.array(id).min(1).max(AlbumLimits.itemsPerAdd),
});
export type AlbumItemsAddBody = z.output<typeof albumItemsAddBodySchema>;

/** POST residentplaylistblobs/delete: the selected rows of album details. */
export const albumItemsDeleteBodySchema = z.object({
  playlistBlobIds: z.array(id).min(1).max(500),
});
export type AlbumItemsDeleteBody = z.output<typeof albumItemsDeleteBodySchema>;

const albumShape = z.object({
  id: shape.int,
  residentId: shape.int,
  name: z.string(),
  description: z.string(),
  isSlideShow: z.boolean(),
  coverImageMediaItemId: shape.int.nullable(),
  coverImageBlobName: z.string().nullable(),
  coverImage: z.string().nullable(),
  createDate: shape.time,
  updateByUserId: z.string().nullable(),
  mediaCount: shape.int,
  lastViewDate: shape.time.nullable(),
}) satisfies z.ZodType<ResidentPlaylist>;

const blobShape = mediaItemShape.extend({
  id: shape.int,
  playlistId: shape.int,
  addDate: shape.time,
  lastViewDate: shape.time.nullable(),
}) satisfies z.ZodType<PlaylistBlob>;

export const albumsAnswer = answer({ residentPlaylists: z.array(albumShape) });
export const albumAnswer = answer({
  playlist: albumShape.extend({ playlistBlobs: z.array(blobShape) }),
});
export const albumBlobsAnswer = answer({ playlistBlobs: z.array(blobShape) });
export const albumDeletedAnswer = answer({ deletedIds: z.array(shape.int) });

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
