import { z } from 'zod';
import { answer } from '../common/validation.js';

const status = z.enum(['ok', 'degraded']);

/** The status for anyone; for an admin also the version and each part's state (503 when degraded). */
export const healthAnswer = z.union([
  answer({
    status,
    version: z.string(),
    parts: z.array(
      z.object({
        part: z.enum(['database', 'eventStore', 'queue', 'storage', 'broker', 'signIn']),
        engine: z.string(),
        state: z.enum(['up', 'down', 'disabled']),
        detail: z.string().optional(),
      }),
    ),
  }),
  answer({ status }),
]);
