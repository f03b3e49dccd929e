import { z } from 'zod';
import { AlbumLimits, type KioskPlaylist, type PlaylistBlob } from '@ambient/core';
import { answer, id, shape } from '../common/validation.js';
import { mediaItemShape } from '../media/index.js';
import {
  playlistCoverShape,
  playlistDeletedAnswer,
  playlistRowShape,
  playlistTextFields,
  playlistTextShape,
} from '../playlists/index.js';

/** PUT kioskplaylists/{id}: the playlist dialog's fields; `isActive: true` activates it (spec 03 §7). */
export const kioskPlaylistEditBodySchema = z.object({
  ...playlistTextFields(AlbumLimits),
  isActive: z.boolean().nullish(),
});
export type KioskPlaylistEditBody = z.output<typeof kioskPlaylistEditBodySchema>;

/** POST kioskplaylists: a new playlist of a kiosk (it starts inactive whatever `isActive` says). */
export const kioskPlaylistCreateBodySchema = kioskPlaylistEditBodySchema.extend({ kioskId: id });
export type KioskPlaylistCreateBody = z.output<typeof kioskPlaylistCreateBodySchema>;

const playlistShape = z.object({
  id: shape.int,
  kioskId: shape.int,
  ...playlistTextShape,
  isActive: z.boolean(),
  ...playlistCoverShape(),
  ...playlistRowShape(),
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
export const kioskPlaylistDeletedAnswer = playlistDeletedAnswer();
