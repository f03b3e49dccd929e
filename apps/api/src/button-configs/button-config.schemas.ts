import { z } from 'zod';
import type { ButtonConfig, ConfigDetail } from '@ambient/core';
import { answer, field, shape } from '../common/validation.js';

/** A button configuration detail's body (spec 02 "Button configs"). */
export const configDetailBodySchema = z.object({
  configId: field.id,
  buttonId: field.id,
  buttonActionId: field.id,
  description: field.optionalText(400),
});
export type ConfigDetailBody = z.output<typeof configDetailBodySchema>;

/** A Genie button configuration. */
export const buttonConfigSchema = z.object({
  id: shape.int,
  name: z.string(),
  description: z.string(),
}) satisfies z.ZodType<ButtonConfig>;

const channel = z.object({ id: shape.int, description: z.string() });
const buttonAction = z.object({ id: shape.int, description: z.string(), isSystem: z.boolean() });

export const configDetailSchema = z.object({
  id: shape.int,
  configId: shape.int,
  buttonId: shape.int,
  buttonActionId: shape.int,
  description: z.string().nullable(),
}) satisfies z.ZodType<ConfigDetail>;

export const configsAnswer = answer({ configs: z.array(buttonConfigSchema) });
export const phidgetInputsAnswer = answer({ inputs: z.array(channel) });
export const phidgetOutputsAnswer = answer({ outputs: z.array(channel) });
export const phidgetStylesAnswer = answer({ styles: z.array(channel) });
export const phidgetActionsAnswer = answer({ actions: z.array(buttonAction) });
export const buttonConfigsManagerAnswer = answer({
  configs: z.array(buttonConfigSchema),
  buttons: z.array(z.object({ id: shape.int, description: z.string(), isConfigurable: z.boolean() })),
  buttonActions: z.array(buttonAction),
  configDetails: z.array(configDetailSchema),
});
export const configDetailAnswer = answer({ configDetail: configDetailSchema });
