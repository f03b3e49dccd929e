import { Param } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { z } from 'zod';
import { MediaCategory, MediaLimits, type AbbyMediaFile, type MediaPathType } from '@ambient/core';
import { listQuerySchema } from '../common/list-query.js';
import { ZodPipe, answer, id, idText, shape } from '../common/validation.js';
import { blobName, mediaUploadForm } from './media-items.schemas.js';

/** GET mediapathtypes: the language (1 English, 2 French) and the flags to match. */
export const mediaPathTypesQuerySchema = z.object({
  languageId: z.enum(['1', '2']).transform(Number).optional(),
  isSharable: z.enum(['true', 'false']).optional(),
  isSystem: z.enum(['true', 'false']).optional(),
});
export type MediaPathTypesQuery = z.output<typeof mediaPathTypesQuerySchema>;

/** GET mediafiles/container/1: paging, sort and search, then the media path type. */
export const abbyFilesQuerySchema = listQuerySchema.extend({ mediaPathTypeId: idText.optional() });
export type AbbyFilesQuery = z.output<typeof abbyFilesQuerySchema>;

/** PUT mediafiles/{id}: the title (the spec's body also names the file's id, which the path says). */
export const abbyFileEditSchema = z.object({
  mediaFileId: id.optional(),
  title: z.string().max(MediaLimits.titleMax * 10),
});
export type AbbyFileEdit = z.output<typeof abbyFileEditSchema>;

/** GET mediafiles/container/1/address: a file named by its media path type's path and its name. */
export const abbyAddressQuerySchema = z.object({
  path: z.string().min(1).max(100),
  filename: blobName,
});
export type AbbyAddressQuery = z.output<typeof abbyAddressQuerySchema>;

/** POST mediafiles/delete: the selected files. */
export const abbyFilesDeleteSchema = z.object({ mediaFileIds: z.array(id).min(1).max(500) });
export type AbbyFilesDelete = z.output<typeof abbyFilesDeleteSchema>;

/** The multipart fields of an Abby upload beside the files and their metadata. */
export const abbyUploadFieldsSchema = z.object({ mediaPathTypeId: idText });

/** The multipart form of an upload into the shared library, for the document: the media form and its path type. */
export const abbyUploadForm = {
  schema: {
    ...mediaUploadForm.schema,
    required: [...mediaUploadForm.schema.required, 'mediaPathTypeId'],
    properties: {
      ...mediaUploadForm.schema.properties,
      mediaPathTypeId: { type: 'string', description: 'The media path type the files go under' },
    },
  },
};

/** `{containerId}`: the shared library's owner, 1 (spec 03 §3 "Library owners"). */
export function AbbyContainerParam(): ParameterDecorator {
  return (target, key, index) => {
    Param('containerId', new ZodPipe(z.enum(['1']), 'containerId'))(target, key, index);
    const descriptor = key === undefined ? undefined : Object.getOwnPropertyDescriptor(target, key);
    if (key !== undefined && descriptor)
      ApiParam({ name: 'containerId', schema: { type: 'string', enum: ['1'] } })(target, key, descriptor);
  };
}

const abbyFileShape = z.object({
  mediaFileId: shape.int,
  title: z.string(),
  filename: z.string(),
  contentType: z.string(),
  category: z.string(),
  container: z.string(),
  mediaPathTypeId: shape.int,
  size: z.number(),
  duration: z.number().nullable(),
  createDate: shape.time,
  processing: z.enum(['pending', 'ready', 'failed']),
  thumbnail: z.string().nullable(),
  uri: z.string(),
}) satisfies z.ZodType<AbbyMediaFile>;

const pathTypeShape = z.object({
  id: z.enum(MediaCategory),
  description: z.string(),
  shortDescription: z.string(),
  longDescription: z.string(),
  category: z.enum(['Audio', 'Image', 'Video']),
  path: z.string(),
  allowedTypes: z.string(),
  isSharable: z.boolean(),
  isSystem: z.boolean(),
}) satisfies z.ZodType<MediaPathType>;

export const mediaPathTypesAnswer = answer({ mediaPathTypes: z.array(pathTypeShape) });
export const abbyFilesAnswer = answer({ mediaFiles: z.array(abbyFileShape), total: shape.int });
export const abbyFileAnswer = answer({ mediaFile: abbyFileShape });
export const abbyUploadAnswer = answer({
  uploadResults: z.array(
    z.object({
      fileName: z.string(),
      mediaFile: abbyFileShape.nullable(),
      errorMessage: z.string().nullable(),
    }),
  ),
});
