import { z } from 'zod';
import { Limits, type Resident } from '@ambient/core';
import { idFilter, listQuerySchema, withLists } from '../common/list-query.js';
import { answer, id, shape } from '../common/validation.js';
import { facilityOptionSchema } from '../hierarchy/index.js';
import { keyTagSchema } from '../key-tags/index.js';
import { kioskSchema } from '../kiosks/index.js';

/** A number, or the text of one as the dialogs send it; the decider judges its value. */
const numberLike = z.union([z.number(), z.string().max(20)]);
/** Names are text; their rules (length, letters) are the decider's, with their own messages. */
const name = z.string().max(Limits.residentNameMax * 4);

export const contactUserSchema = z.object({
  email: z.string().max(320),
  name: z.string().max(Limits.userNameMax * 4),
  nickname: z
    .string()
    .max(Limits.nicknameMax * 4)
    .nullish()
    .transform((value) => value ?? undefined),
});

/** The resident dialog's body (spec 02 §2). */
export const residentBodySchema = z.object({
  id: z.unknown().optional(),
  firstName: name.optional(),
  lastName: name.optional(),
  kioskTypeId: numberLike.nullish(),
  kioskId: z.union([id, z.literal('')]).nullish(),
  languageId: numberLike.nullish(),
  bluetoothBeaconId: numberLike.nullish(),
  uwbTagId: numberLike.nullish(),
  /** A mapping's id; -1 or null for None. */
  kioskKeyTagId: z.union([z.literal(-1), z.literal('-1'), id, z.literal('')]).nullish(),
  contactUser: contactUserSchema.nullish(),
  updateByUserId: z.string().max(64).nullish(),
});
export type ResidentBody = z.output<typeof residentBodySchema>;

/** The residents manager's list: of one kiosk type and one kiosk when asked. */
export const residentListQuerySchema = listQuerySchema.extend({
  kioskTypeId: idFilter,
  kioskId: idFilter,
  lists: withLists,
});
export type ResidentListQuery = z.output<typeof residentListQuerySchema>;

export const residentIdsSchema = z.object({ residentIds: z.array(id).max(10_000).optional() });

export const residentSchema = z.object({
  id: shape.int,
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  kioskId: shape.int.nullable(),
  kioskTypeId: shape.int.nullable(),
  facilityId: shape.int.nullable(),
  pictureBase64: z.string().nullable(),
  languageId: shape.int,
  bluetoothBeaconId: shape.int.nullable(),
  uwbTagId: z.string().nullable(),
  kioskKeyTagId: shape.int.nullable(),
  gameDifficultyLevel: shape.int.nullable(),
  /** M for Abby, otherwise null. */
  gender: z.literal('M').nullable(),
  isActive: z.boolean(),
  newMessages: shape.int,
  createDate: shape.time,
  updateDate: shape.time,
  updateByUserId: z.string().nullable(),
  kiosk: z
    .object({
      id: shape.int,
      name: z.string(),
      typeId: shape.int,
      serialNumber: z.string(),
      facility: z.object({ name: z.string(), geographicalDescription: z.string() }).nullable(),
    })
    .nullable(),
}) satisfies z.ZodType<Resident>;

const residentPage = { residents: z.array(residentSchema), total: shape.int };

/**
 * The residents with the kiosks, types, facilities, key tags and languages of the dialog (`total`
 * when a page was asked for), or, for a later page asked with `lists=false`, the residents and the
 * total only.
 */
export const residentsManagerAnswer = z.union([
  answer({
    ...residentPage,
    total: residentPage.total.optional(),
    kiosks: z.array(kioskSchema),
    kioskTypes: z.array(shape.namedRef),
    facilities: z.array(facilityOptionSchema),
    kioskKeyTags: z.array(keyTagSchema),
    languages: z.array(shape.language),
  }),
  answer(residentPage),
]);
export const residentsAnswer = answer({ residents: z.array(residentSchema) });
export const residentAnswer = answer({ resident: residentSchema });
/** A new resident, and whether their contact was emailed. */
export const admittedAnswer = answer({ resident: residentSchema, isEmailSent: z.boolean() });
export const residentPictureAnswer = answer({ base64: z.string() });
export const residentPicturesAnswer = answer({
  pictures: z.array(z.object({ residentId: shape.int, base64: z.string() })),
});
