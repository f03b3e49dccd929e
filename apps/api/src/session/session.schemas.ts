import { z } from 'zod';
import { AppEnvironment } from '@ambient/core';
import { answer, shape } from '../common/validation.js';
import { kioskSummarySchema, residentSummarySchema } from '../hierarchy/index.js';

/** The combo boxes' kiosk type: 1 Abby, 2 Genie; none for both, any other number for none at all. */
export const comboKioskTypeSchema = z
  .string()
  .regex(/^\d{0,10}$/)
  .optional();

export const versionAnswer = answer({ version: z.string() });
export const kioskLoginAnswer = answer({
  kiosks: z.array(kioskSummarySchema),
  isAbby: z.boolean(),
  isGenie: z.boolean(),
  languages: z.array(shape.language),
});
export const residentLoginAnswer = answer({
  residents: z.array(residentSummarySchema),
  isAbby: z.boolean(),
  isGenie: z.boolean(),
  languages: z.array(shape.language),
});
export const comboOptionsAnswer = answer({
  options: z.array(z.object({ id: shape.int, name: z.string(), typeId: shape.int })),
});

/** What the console needs before signing in. */
export const clientConfigAnswer = answer({
  productName: z.string(),
  version: z.string(),
  environmentLabel: z.enum(AppEnvironment),
  /**
   * The origins the console is used at, its public URL's first (decision 0105): opened at another
   * (an IP address, a second name), the console moves itself to the first, where sign-in works.
   */
  consoleOrigins: z.array(z.string()).min(1),
  oidc: z.object({
    authority: z.string(),
    clientId: z.string(),
    audience: z.string(),
    scope: z.string(),
    claimsNamespace: z.string(),
  }),
});
