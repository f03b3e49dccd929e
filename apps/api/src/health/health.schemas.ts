import { z } from 'zod';
import { answer, shape } from '../common/validation.js';

const status = z.enum(['ok', 'degraded']);

/**
 * One part as an admin (or the metrics token) reads it: its engine and state, and what the part
 * has to say of itself: the event store its projections' lag, the queue its depth, the broker
 * whether the device gateway answered and how many kiosks it holds online.
 */
const healthPart = z.object({
  part: z.enum(['database', 'eventStore', 'queue', 'storage', 'broker', 'signIn']),
  engine: z.string(),
  state: z.enum(['up', 'down', 'disabled']),
  detail: z.string().optional(),
  /** eventStore: how far the projections are behind the log's head (left out when the log did not answer). */
  lag: z.object({ events: shape.int, seconds: z.number(), position: shape.int, head: shape.int }).optional(),
  /** queue: its jobs by state (left out when the queue did not answer). */
  depth: z
    .object({ waiting: shape.int, active: shape.int, delayed: shape.int, failed: shape.int })
    .optional(),
  /** broker: whether the device gateway answered its health check. */
  gateway: z.enum(['reachable', 'unreachable']).optional(),
  /** broker: the kiosks the gateway holds online, as it tells the API. */
  connectedKiosks: shape.int.optional(),
});

export type HealthPartDetail = z.infer<typeof healthPart>;

/** The status for anyone; for an admin also the version and each part's state (503 when degraded). */
export const healthAnswer = z.union([
  answer({ status, version: z.string(), parts: z.array(healthPart) }),
  answer({ status }),
]);
