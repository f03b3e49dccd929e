import { z } from 'zod';
import { field } from '../common/validation.js';

/** A key/tag mapping's body (spec 02 §2 "Kiosk key/tag mappings"). */
export const keyTagBodySchema = z.object({
  kioskId: field.id,
  tagId: field.text(100),
  keyNum: field.number,
  residentId: field.id,
});
export type KeyTagBody = z.output<typeof keyTagBodySchema>;

/** A resident to assign, or null (or -1) to unassign. */
export const keyTagResidentSchema = z.object({ residentId: field.id });
export type KeyTagResidentBody = z.output<typeof keyTagResidentSchema>;
