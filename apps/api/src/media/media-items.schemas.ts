import { Param } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { z } from 'zod';
import {
  KIOSK_FOLDERS,
  MEDIA_KINDS,
  MEDIA_UPLOAD_SEGMENTS,
  MediaLimits,
  type MediaItem,
  type MediaKind,
} from '@ambient/core';
import { listQuerySchema } from '../common/list-query.js';
import { ZodPipe, answer, id, shape } from '../common/validation.js';
import { SHARED_LIBRARIES, type SharedLibrary } from './media-libraries.js';

/** Generous caps at the edge; the decider judges the texts with the spec's messages. */
const TITLE_CAP = MediaLimits.titleMax * 10;
const DESCRIPTION_CAP = MediaLimits.descriptionMax * 10;

/** GET mediaitems/…: paging, sort and search, then the content type ("" is All). */
export const mediaListQuerySchema = listQuerySchema.extend({
  mediaType: z.union([z.literal(''), z.enum(MEDIA_KINDS)]).optional(),
});
export type MediaListQueryInput = z.output<typeof mediaListQuerySchema>;

/** PUT mediaitems/{id}: the edit dialog's fields. */
export const mediaEditBodySchema = z.object({
  title: z.string().max(TITLE_CAP),
  description: z.string().max(DESCRIPTION_CAP).nullish(),
  kioskFolder: z.enum(KIOSK_FOLDERS).nullish(),
});
export type MediaEditBody = z.output<typeof mediaEditBodySchema>;

/** POST mediaitems/delete: the selected rows. */
export const mediaDeleteBodySchema = z.object({
  mediaItemIds: z.array(id).min(1).max(500),
});
export type MediaDeleteBody = z.output<typeof mediaDeleteBodySchema>;

/** The multipart `metadata` field: a JSON list with one entry per file, in the files' order. */
const metadataEntry = z.object({
  title: z.string().max(TITLE_CAP).optional(),
  description: z.string().max(DESCRIPTION_CAP).optional(),
  // Email items come from kiosk emails, not from uploads.
  kioskFolder: z.enum(['ambient', 'announcement']).optional(),
});
export const mediaUploadFieldsSchema = z.object({
  metadata: z
    .string()
    .max(MediaLimits.filesPerUpload * (TITLE_CAP + DESCRIPTION_CAP + 100))
    .optional(),
});
export const mediaMetadataSchema = z.array(metadataEntry).max(MediaLimits.filesPerUpload);

/** The multipart form of an upload, for the document. */
export const mediaUploadForm = {
  schema: {
    type: 'object' as const,
    required: ['file'],
    properties: {
      file: { type: 'array', items: { type: 'string', format: 'binary' } },
      metadata: { type: 'string', description: 'A JSON list: { title, description, kioskFolder } per file' },
    },
  },
};

const segmentKinds = Object.fromEntries(
  Object.entries(MEDIA_UPLOAD_SEGMENTS).map(([kind, segment]) => [segment, kind]),
) as Record<string, MediaKind>;
const SEGMENTS = Object.values(MEDIA_UPLOAD_SEGMENTS) as [string, ...string[]];

/** A path parameter that is one of `values`, documented as such. */
function EnumParam<T extends string>(name: string, values: readonly [T, ...T[]], map: (value: T) => unknown) {
  const schema = z.enum(values).transform(map);
  return (): ParameterDecorator => (target, key, index) => {
    Param(name, new ZodPipe(schema, name))(target, key, index);
    const descriptor = key === undefined ? undefined : Object.getOwnPropertyDescriptor(target, key);
    if (key !== undefined && descriptor)
      ApiParam({ name, schema: { type: 'string', enum: [...values] } })(target, key, descriptor);
  };
}

/** `{kind}` of an upload: images, audio or videos. */
export const UploadKindParam = EnumParam(
  'kind',
  SEGMENTS,
  (segment): MediaKind => segmentKinds[segment] ?? 'image',
);
/** `{library}`: public, manuals or promotional. */
export const SharedLibraryParam = EnumParam('library', SHARED_LIBRARIES, (library): SharedLibrary => library);

export const mediaItemShape = z.object({
  mediaItemId: shape.int,
  blobName: z.string(),
  containerName: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(MEDIA_KINDS),
  contentType: z.string(),
  size: z.number(),
  duration: z.number().nullable(),
  kioskFolder: z.enum(KIOSK_FOLDERS).nullable(),
  addedBy: z.string().nullable(),
  createDate: shape.time,
  processing: z.enum(['pending', 'ready', 'failed']),
  thumbnail: z.string().nullable(),
  uri: z.string(),
  isEditable: z.boolean(),
  isSelectable: z.boolean(),
  kioskId: shape.int.nullable(),
}) satisfies z.ZodType<MediaItem>;

/** A stored file's name inside its container: the server's own names, never a path. */
export const blobName = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^/\\]+$/, 'a file name, not a path');

/** POST mediaitems/{id} (and mediafiles/{id}): the file whose address the caller wants. */
export const blobAddressBodySchema = z.object({ blobName });
export type BlobAddressBody = z.output<typeof blobAddressBodySchema>;

/** GET mediaitems/address: a file named by its container and its name. */
export const blobAddressQuerySchema = z.object({ containerName: z.string().min(1).max(100), blobName });
export type BlobAddressQuery = z.output<typeof blobAddressQuerySchema>;

/** A file's address: signed, valid for a while, served only to those who may see its owner. */
export const blobAddressAnswer = answer({ url: z.string() });

export const mediaItemsAnswer = answer({ mediaItems: z.array(mediaItemShape), total: shape.int });
export const mediaItemAnswer = answer({ mediaItem: mediaItemShape });
export const mediaDeletedAnswer = answer({ deletedIds: z.array(shape.int) });
export const mediaUploadAnswer = answer({
  uploadResults: z.array(
    z.object({
      fileName: z.string(),
      mediaItem: mediaItemShape.nullable(),
      errorMessage: z.string().nullable(),
    }),
  ),
});
