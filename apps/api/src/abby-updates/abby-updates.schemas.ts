import { Param } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { z } from 'zod';
import { releaseRolloutField } from '../genie-releases/index.js';
import {
  ABBY_ZIP_VERSIONS,
  AbbyUpdateLimits,
  RequestLimits,
  type AbbyActivity,
  type AbbyZipFile,
  type AbbyZipVersion,
  type OverrideAbbyKiosk,
  type UnupdatedAbbyKiosk,
} from '@ambient/core';
import { idFilter } from '../common/list-query.js';
import { ZodPipe, answer, id, shape } from '../common/validation.js';

/** Generous caps at the edge; the deciders judge the values with the spec's messages. */
const DESCRIPTION_CAP = 1_000;
const COMMENT_CAP = 5_000;

/** POST abbyactivities and PUT abbyactivities/{id}: the dialog's fields; `url` is derived, so ignored. */
export const activityBodySchema = z.object({
  id: z.number().int().min(-RequestLimits.idMax).max(RequestLimits.idMax).nullish(),
  description: z.string().max(DESCRIPTION_CAP),
  url: z
    .string()
    .max(DESCRIPTION_CAP * 2)
    .nullish(),
  responseTypeId: z.number().int().min(1).max(1_000).nullish(),
  createDate: z.string().max(64).nullish(),
});
export type ActivityBody = z.output<typeof activityBodySchema>;

/** POST abbyactivities/download/zip/{version}: the next update number and the one activity chosen. */
export const downloadZipBodySchema = z.object({
  nextUpdate: z.number().int().min(1).max(RequestLimits.idMax),
  activities: z
    .array(
      z.object({
        id,
        responseTypeId: z.number().int().min(1).max(1_000).nullish(),
        description: z.string().max(DESCRIPTION_CAP).nullish(),
        releaseDate: z.string().max(64).nullish(),
      }),
    )
    .min(1)
    .max(1),
});
export type DownloadZipBody = z.output<typeof downloadZipBodySchema>;

/** POST abbyactivities/release: the multipart fields beside `file`, as text. */
export const releaseActivityFieldsSchema = z.object({
  comment: z.string().max(COMMENT_CAP).optional(),
  level: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(RequestLimits.idMax)),
  typeId: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(RequestLimits.idMax)),
});
export type ReleaseActivityFields = z.output<typeof releaseActivityFieldsSchema>;

/** POST abbyupdates/{version}: the multipart fields beside `file`, as text. */
export const releaseZipFieldsSchema = z.object({ rollout: releaseRolloutField });

/**
 * POST kiosks/activate-override-abbys: the selected kiosk ids, as a list or `{ kioskIds }`, with
 * the ends of the selected kiosks to set (`ends`, decision 0085; an end of null: none).
 */
const selectedIds = z.array(id).max(10_000);
export const activateOverrideBodySchema = z.union([
  selectedIds,
  z.object({
    kioskIds: selectedIds,
    ends: z
      .array(z.object({ kioskId: id, until: z.iso.datetime({ offset: true }).nullable() }))
      .max(10_000)
      .optional(),
  }),
]);
export type ActivateOverrideBody = z.output<typeof activateOverrideBodySchema>;

/** GET kiosks/unupdated-abbys: the facility filter ("All": none, 0) and the search. */
export const unupdatedQuerySchema = z.object({
  facilityId: idFilter,
  search: z.string().max(RequestLimits.searchMax).optional(),
});
export type UnupdatedQuery = z.output<typeof unupdatedQuerySchema>;

const versionText = z
  .enum(ABBY_ZIP_VERSIONS.map(String) as [string, ...string[]])
  .transform((v) => Number(v) as AbbyZipVersion);
const levelText = z
  .string()
  .regex(new RegExp(`^\\d{1,${AbbyUpdateLimits.zipLevelDigitsMax}}$`))
  .transform(Number);

/** A path parameter that is an update zip version (21 or 22). */
export function VersionParam(name = 'version'): ParameterDecorator {
  return (target, key, index) => {
    Param(name, new ZodPipe(versionText, name))(target, key, index);
    const descriptor = key === undefined ? undefined : Object.getOwnPropertyDescriptor(target, key);
    if (key !== undefined && descriptor)
      ApiParam({ name, schema: { type: 'string', enum: ABBY_ZIP_VERSIONS.map(String) } })(
        target,
        key,
        descriptor,
      );
  };
}

/** A path parameter that is an update level (a zip's name without its extension). */
export function LevelParam(name = 'level'): ParameterDecorator {
  return (target, key, index) => {
    Param(name, new ZodPipe(levelText, name))(target, key, index);
    const descriptor = key === undefined ? undefined : Object.getOwnPropertyDescriptor(target, key);
    if (key !== undefined && descriptor)
      ApiParam({
        name,
        schema: { type: 'string', pattern: `^\\d{1,${AbbyUpdateLimits.zipLevelDigitsMax}}$` },
      })(target, key, descriptor);
  };
}

const activityRow = z.object({
  id: shape.int,
  description: z.string(),
  url: z.string(),
  updateLevel: shape.int.nullable(),
  responseTypeId: shape.int,
  createDate: shape.time,
  releaseDate: shape.time.nullable(),
  updateDate: shape.time.nullable(),
}) satisfies z.ZodType<AbbyActivity>;

export const activitiesAnswer = answer({ activities: z.array(activityRow), nextUpdate: shape.int });
export const activityAnswer = answer({ activity: activityRow });
export const activityReleaseAnswer = answer({
  releaseDate: shape.time,
  updateDate: shape.time,
  nextUpdate: shape.int,
});

const zipFileRow = z.object({
  filename: z.string(),
  size: shape.int,
  createDate: shape.time,
  canDelete: z.boolean(),
}) satisfies z.ZodType<AbbyZipFile>;

export const updateZipsAnswer = answer({
  updateZips: z.array(
    z.object({ phidgetVersion: z.union([z.literal(21), z.literal(22)]), zipFiles: z.array(zipFileRow) }),
  ),
});
export const zipFileAnswer = answer({ zipFile: zipFileRow });

const overrideRow = z.object({
  id: shape.int,
  serialNumber: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  facilityId: shape.int.nullable(),
  facilityName: z.string().nullable(),
  phidgetVersion: shape.int.nullable(),
  updateLevel: shape.int.nullable(),
  updateInstallDate: shape.time.nullable(),
  mediaSyncDate: shape.time.nullable(),
  isOnline: z.boolean(),
  createDate: shape.time,
  refId: z.string().nullable(),
  overrideUntil: shape.time.nullable(),
}) satisfies z.ZodType<OverrideAbbyKiosk>;

export const overrideKiosksAnswer = answer({ kiosks: z.array(overrideRow) });
export const activateOverrideAnswer = answer({ activated: shape.int, deactivated: shape.int });

const unupdatedRow = z.object({
  id: shape.int,
  serialNumber: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  facilityId: shape.int.nullable(),
  facilityName: z.string().nullable(),
  isOnline: z.boolean(),
  teamviewerId: z.string(),
  teamviewerPassword: z.string().nullable(),
  updateLevel: shape.int.nullable(),
  maxUpdateLevel: shape.int,
}) satisfies z.ZodType<UnupdatedAbbyKiosk>;

export const unupdatedAnswer = answer({
  kiosks: z.array(unupdatedRow),
  facilities: z.array(z.object({ id: shape.int, name: z.string() })),
});
