import { z } from 'zod';
import {
  AbbyProfileLimits,
  AlbumLimits,
  type AbbyProfile,
  type AbbyProfileDetail,
  type AbbyProfileStatus,
} from '@ambient/core';
import { listQuerySchema } from '../common/list-query.js';
import { answer, id, idText, shape } from '../common/validation.js';
import {
  playlistDeletedAnswer,
  playlistRowShape,
  playlistTextFields,
  playlistTextShape,
} from '../playlists/index.js';

/** `?updateByUserId=` (spec 03 §7): accepted and unused, the caller is who the token says. */
const updateByUserId = z.string().max(200).optional();

/** GET …/resident/{id} and …/kiosk/{id}: `?locale=` is accepted (the texts are the owner's, in no language). */
export const abbyProfilesQuerySchema = z.object({ locale: z.string().max(20).optional() });
export type AbbyProfilesQuery = z.output<typeof abbyProfilesQuerySchema>;

/** PUT and DELETE with `?updateByUserId=`. */
export const abbyProfileChangeQuerySchema = z.object({ updateByUserId });
export type AbbyProfileChangeQuery = z.output<typeof abbyProfileChangeQuerySchema>;

/** PUT abbyresidentprofiles|abbykioskprofiles/{id}: the dialog's fields; `isActive: true` activates it. */
export const abbyProfileEditBodySchema = z.object({
  ...playlistTextFields(AlbumLimits),
  isActive: z.boolean().nullish(),
  updateByUserId: z.string().max(200).nullish(),
});
export type AbbyProfileEditBody = z.output<typeof abbyProfileEditBodySchema>;

/** POST abbyresidentprofiles: a new profile of a resident (it starts inactive whatever `isActive` says). */
export const abbyResidentProfileCreateBodySchema = abbyProfileEditBodySchema.extend({ residentId: id });
export type AbbyResidentProfileCreateBody = z.output<typeof abbyResidentProfileCreateBodySchema>;

/** POST abbykioskprofiles: a new profile of a kiosk. */
export const abbyKioskProfileCreateBodySchema = abbyProfileEditBodySchema.extend({ kioskId: id });
export type AbbyKioskProfileCreateBody = z.output<typeof abbyKioskProfileCreateBodySchema>;

/** `?isResident=true` names a resident's profile; absent or false a kiosk's (spec 03 §7). */
export const abbyProfileKindQuerySchema = z.object({
  isResident: z.enum(['true', 'false']).optional(),
  updateByUserId,
});
export type AbbyProfileKindQuery = z.output<typeof abbyProfileKindQuerySchema>;

/** POST abbyprofiledetails/bulk: shared library files chosen in the picker. */
export const abbyProfileDetailsAddBodySchema = z.object({
  profileId: id,
  mediaFileIds: z.array(id).min(1).max(AbbyProfileLimits.filesPerAdd),
});
export type AbbyProfileDetailsAddBody = z.output<typeof abbyProfileDetailsAddBodySchema>;

/**
 * POST abbyprofiledetails/upload/{kind}: the multipart fields beside the files and their metadata
 * (spec 03 §7 "profileId, mediaPathTypeId"): the profile the files join and their path type.
 */
export const abbyProfileUploadTargetSchema = z.object({ profileId: idText });
export const abbyProfileUploadFieldsSchema = z.object({ mediaPathTypeId: idText });

/** The multipart form of an upload into a profile, for the document. */
export const abbyProfileUploadForm = {
  schema: {
    type: 'object' as const,
    required: ['file', 'profileId', 'mediaPathTypeId'],
    properties: {
      file: { type: 'array', items: { type: 'string', format: 'binary' } },
      metadata: { type: 'string', description: 'A JSON list: { title } per file' },
      profileId: { type: 'string', description: 'The profile the files join' },
      mediaPathTypeId: { type: 'string', description: 'Their media path type' },
    },
  },
};

/** POST abbyprofiledetails/delete: the selected rows of the profile's detail. */
export const abbyProfileDetailsDeleteBodySchema = z.object({
  profileDetailIds: z.array(id).min(1).max(500),
});
export type AbbyProfileDetailsDeleteBody = z.output<typeof abbyProfileDetailsDeleteBodySchema>;

/** GET mediafiles/available/profile/{p}/pathtype/{t}: the shared library's paging, and the profile's kind. */
export const availableFilesQuerySchema = listQuerySchema.extend({
  isResident: z.enum(['true', 'false']).optional(),
});
export type AvailableFilesQuery = z.output<typeof availableFilesQuerySchema>;

const profileShape = z.object({
  id: shape.int,
  residentId: shape.int.nullable(),
  kioskId: shape.int.nullable(),
  ...playlistTextShape,
  isActive: z.boolean(),
  isValid: z.boolean(),
  status: z.enum(['Ready', 'MissingMedia']),
  ...playlistRowShape(),
  mediaPathStatuses: z.array(z.object({ id: shape.int, hasMedia: z.boolean() })),
}) satisfies z.ZodType<AbbyProfile>;

const detailShape = z.object({
  id: shape.int,
  profileId: shape.int,
  mediaFileId: shape.int,
  addDate: shape.time,
  container: z.string(),
  containerOwner: shape.int,
  isLinked: z.boolean(),
  filename: z.string(),
  title: z.string(),
  mediaPathTypeId: shape.int,
  mediaPath: z.string(),
  category: z.string(),
  contentType: z.string(),
  size: z.number(),
  duration: z.number().nullable(),
  createDate: shape.time,
  processing: z.enum(['pending', 'ready', 'failed']),
  thumbnail: z.string().nullable(),
  uri: z.string(),
}) satisfies z.ZodType<AbbyProfileDetail>;

const statusShape = z.object({
  id: shape.int,
  hasRequiredMedia: z.boolean(),
}) satisfies z.ZodType<AbbyProfileStatus>;

export const abbyProfilesAnswer = answer({ profiles: z.array(profileShape) });
export const abbyProfileAnswer = answer({
  profile: profileShape.extend({ profileDetails: z.array(detailShape) }),
});
export const abbyProfileStatusesAnswer = answer({ statuses: z.array(statusShape) });
export const abbyProfileStatusAnswer = answer({ profile: statusShape });
export const abbyProfileDetailsAnswer = answer({ profileDetails: z.array(detailShape) });
export const abbyProfileDeletedAnswer = playlistDeletedAnswer();
/** Each uploaded file's outcome (the file as the profile now holds it, or why it was refused), and the new details. */
export const abbyProfileUploadAnswer = answer({
  uploadResults: z.array(
    z.object({
      fileName: z.string(),
      mediaFile: detailShape.nullable(),
      errorMessage: z.string().nullable(),
    }),
  ),
  profileDetails: z.array(detailShape),
});
