import { z } from 'zod';
import { AlbumLimits, type KioskPlaylist, type PlaylistBlob } from '@ambient/core';
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
 * PUT kioskplaylists/{id}: the playlist dialog's fields, `isActive: true` activating it (spec 03
 * §7; `edit`); POST kioskplaylists: a new playlist of a kiosk, inactive whatever `isActive` says
 * (`create`).
 */
export const kioskPlaylistBodies = playlistBodies(
  AlbumLimits,
  { isActive: z.boolean().nullish() },
  { kioskId: id },
);
export type KioskPlaylistEditBody = z.output<typeof kioskPlaylistBodies.edit>;

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
/** One playlist with its items, the items an add made (and the ambient mode's items), and a delete's. */
export const kioskPlaylistAnswers = playlistAnswers(playlistShape, blobShape);
