import { z } from 'zod';
import { field } from '../common/validation.js';

/** A button configuration detail's body (spec 02 "Button configs"). */
export const configDetailBodySchema = z.object({
  configId: field.id,
  buttonId: field.id,
  buttonActionId: field.id,
  description: field.optionalText(400),
});
export type ConfigDetailBody = z.output<typeof configDetailBodySchema>;
