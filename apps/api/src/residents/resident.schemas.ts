import { z } from 'zod';
import { Limits } from '@ambient/core';
import { id } from '../common/validation.js';

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

export const residentIdsSchema = z.object({ residentIds: z.array(id).max(10_000).optional() });
