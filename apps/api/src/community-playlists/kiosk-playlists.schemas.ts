import { z } from 'zod';
import { AlbumLimits, KioskPlaylistLimits, type KioskPlaylist, type PlaylistBlob } from '@ambient/core';
import { answer, id, shape } from '../common/validation.js';
import { mediaItemShape } from '../media/index.js';

/** Generous caps at the edge; the decider judges the texts with the spec's messages. */
const NAME_CAP = AlbumLimits.nameMax * 10;
const DESCRIPTION_CAP = AlbumLimits.descriptionMax * 10;

/** PUT kioskplaylists/{id}: the playlist dialog's fields; `isActive: true` activates it (spec 03 §7). */
export const kioskPlaylistEditBodySchema = z.object({
  name: z.string().max(NAME_CAP),
  description: z.string().max(DESCRIPTION_CAP).nullish(),
  isActive: z.boolean().nullish(),
});
export type KioskPlaylistEditBody = z.output<typeof kioskPlaylistEditBodySchema>;

/** POST kioskplaylists: a new playlist of a kiosk (it starts inactive whatever `isActive` says). */
export const kioskPlaylistCreateBodySchema = kioskPlaylistEditBodySchema.extend({ kioskId: id });
export type KioskPlaylistCreateBody = z.output<typeof kioskPlaylistCreateBodySchema>;

/** POST kioskplaylistblobs/bulk: media items chosen in the selector. */
export const kioskPlaylistItemsAddBodySchema = z.object({
  playlistId: id,
  mediaItemIds: z.array(id).min(1).max(KioskPlaylistLimits.itemsPerAdd),
});
export type KioskPlaylistItemsAddBody = z.output<typeof kioskPlaylistItemsAddBodySchema>;

/** POST kioskplaylistblobs/delete: the selected rows of the playlist's detail. */
export const kioskPlaylistItemsDeleteBodySchema = z.object({
  playlistBlobIds: z.array(id).min(1).max(500),
});
export type KioskPlaylistItemsDeleteBody = z.output<typeof kioskPlaylistItemsDeleteBodySchema>;

const playlistShape = z.object({
  id: shape.int,
  kioskId: shape.int,
  name: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  coverImageMediaItemId: shape.int.nullable(),
  coverImageBlobName: z.string().nullable(),
  createDate: shape.time,
  updateByUserId: z.string().nullable(),
  mediaCount: shape.int,
  isMissingMedia: z.boolean(),
}) satisfies z.ZodType<KioskPlaylist>;

const blobShape = mediaItemShape.extend({
  id: shape.int,
  playlistId: shape.int,
  addDate: shape.time,
}) satisfies z.ZodType<PlaylistBlob>;

export const kioskPlaylistsAnswer = answer({ kioskPlaylists: z.array(playlistShape) });
export const kioskPlaylistAnswer = answer({
  playlist: playlistShape.extend({ playlistBlobs: z.array(blobShape) }),
});
export const kioskPlaylistBlobsAnswer = answer({ playlistBlobs: z.array(blobShape) });
export const kioskPlaylistDeletedAnswer = answer({ deletedIds: z.array(shape.int) });
