import { z } from 'zod';
import { RequestLimits, type KeyTag } from '@ambient/core';
import { answer, field, shape } from '../common/validation.js';
import { facilityOptionSchema } from '../hierarchy/index.js';

/**
 * A key/tag mapping's body (spec 02 §2 "Kiosk key/tag mappings": id, kioskId, tagId, keyNum,
 * residentId, facilityId). The id is the mapping's own (the route's names it on an edit, a new one
 * is given on a create) and the facility is its kiosk's: sent back as read, neither is taken.
 */
export const keyTagBodySchema = z.object({
  id: field.id,
  kioskId: field.id,
  tagId: field.text(100),
  keyNum: field.number,
  residentId: field.id,
  facilityId: field.id,
});
export type KeyTagBody = z.output<typeof keyTagBodySchema>;

/** A resident to assign, or null (or -1) to unassign. */
export const keyTagResidentSchema = z.object({ residentId: field.id });
export type KeyTagResidentBody = z.output<typeof keyTagResidentSchema>;

/** The mapper's search: the mappings the table's search finds. */
export const mapperSearchSchema = z.string().max(RequestLimits.searchMax).optional();

export const keyTagSchema = z.object({
  id: shape.int,
  kioskId: shape.int,
  tagId: z.string(),
  keyNum: shape.int,
  residentId: shape.int.nullable(),
  facilityId: shape.int.nullable(),
  kioskSerialNumber: z.string(),
  facilityName: z.string().nullable(),
  residentName: z.string().nullable(),
}) satisfies z.ZodType<KeyTag>;

export const keyTagsAnswer = answer({ keyTags: z.array(keyTagSchema) });
export const keyTagAnswer = answer({ keyTag: keyTagSchema });
/** The kiosks, residents, facilities and mappings the caller may see. */
export const keyTagMapperAnswer = answer({
  kiosks: z.array(
    z.object({
      id: shape.int,
      name: z.string(),
      serialNumber: z.string(),
      typeId: shape.int,
      facilityId: shape.int.nullable(),
    }),
  ),
  residents: z.array(z.object({ id: shape.int, name: z.string(), kioskId: shape.int.nullable() })),
  facilities: z.array(facilityOptionSchema),
  keyTags: z.array(keyTagSchema),
});
