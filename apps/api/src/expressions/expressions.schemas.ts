import { z } from 'zod';
import { EXPRESSION_SEGMENTS, type AbbyExpressions } from '@ambient/core';
import { answer, id, shape } from '../common/validation.js';

/** Generous caps at the edge (ten times the rule's); the decider judges each text with the rule's limit. */
const text = (max: number) =>
  z
    .string()
    .max(max * 10)
    .nullish();

/** PUT expressions/language/{languageId}/{segment}: the edited set, one entry per item. */
export const expressionsBodySchema = z
  .array(
    z.object({
      id,
      description: text(50),
      shortDescription: text(50),
      longDescription: text(200),
      summaryLabel: text(50),
      summaryLabelPlural: text(50),
      text: text(500),
      message: text(200),
    }),
  )
  .max(1000);
export type ExpressionsBody = z.output<typeof expressionsBodySchema>;

export const segmentSchema = z.enum(EXPRESSION_SEGMENTS);
export const languageIdSchema = z
  .string()
  .regex(/^\d{1,3}$/)
  .transform(Number);

const languageShape = z.object({
  languageId: shape.int,
  caregiver: z.array(
    z.object({
      id: shape.int,
      description: z.string(),
      shortDescription: z.string(),
      longDescription: z.string(),
      summaryLabel: z.string(),
      summaryLabelPlural: z.string(),
    }),
  ),
  activities: z.array(z.object({ id: shape.int, description: z.string() })),
  textResources: z.array(z.object({ id: shape.int, description: z.string(), text: z.string() })),
  ambientInvitations: z.array(z.object({ id: shape.int, message: z.string() })),
}) satisfies z.ZodType<AbbyExpressions>;

export const expressionsAnswer = answer({ expressions: z.array(languageShape) });
