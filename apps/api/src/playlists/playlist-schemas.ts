import { z } from 'zod';
import { answer, id, shape } from '../common/validation.js';

/** A feature's text limits, the spec's (the decider judges the texts with its messages). */
interface TextLimits {
  nameMax: number;
  descriptionMax: number;
}

/**
 * The texts of a playlist's create and edit bodies (decision 0109), with generous caps at the
 * edge: ten times the feature's limits, so the decider's messages say what is too long.
 */
export const playlistTextFields = (limits: TextLimits) => ({
  name: z.string().max(limits.nameMax * 10),
  description: z
    .string()
    .max(limits.descriptionMax * 10)
    .nullish(),
});

/**
 * A playlist's edit body, the dialog's texts and its own fields (`isSlideShow`, `isActive`), and
 * its create body, the edit's with the owner it names (`residentId`, `kioskId`).
 */
export function playlistBodies<F extends z.ZodRawShape, O extends z.ZodRawShape>(
  limits: TextLimits,
  fields: F,
  owner: O,
) {
  const edit = z.object({ ...playlistTextFields(limits), ...fields });
  return { edit, create: edit.extend(owner) };
}

/** `POST …/bulk`: the media items chosen in the selector, at most `perAdd`. */
export const playlistItemsAddBody = (perAdd: number) =>
  z.object({ playlistId: id, mediaItemIds: z.array(id).min(1).max(perAdd) });

/** `POST …/delete`: the selected rows of a playlist's detail. */
export const playlistItemsDeleteBody = () => z.object({ playlistBlobIds: z.array(id).min(1).max(500) });

/** A playlist row's fields every feature answers, after its owner's: its texts. */
export const playlistTextShape = { name: z.string(), description: z.string() };

/** A playlist row's fields every feature answers, after its own: when made, by whom, how much it holds. */
export const playlistRowShape = () => ({
  createDate: shape.time,
  updateByUserId: z.string().nullable(),
  mediaCount: shape.int,
});

/** A cover picture's fields (albums, community playlists). */
export const playlistCoverShape = () => ({
  coverImageMediaItemId: shape.int.nullable(),
  coverImageBlobName: z.string().nullable(),
});

/** The ids a delete removed. */
export const playlistDeletedAnswer = () => answer({ deletedIds: z.array(shape.int) });

/**
 * The answers of a playlist made of media items (albums, community playlists), given its row and
 * its items: one playlist with its items, the items an add made, and a delete's.
 */
export function playlistAnswers<R extends z.ZodObject, B extends z.ZodType>(row: R, blob: B) {
  return {
    one: answer({ playlist: row.extend({ playlistBlobs: z.array(blob) }) }),
    blobs: answer({ playlistBlobs: z.array(blob) }),
    deleted: playlistDeletedAnswer(),
  };
}
