import { z } from 'zod';
import { KIOSK_KINDS, type KioskKind, type Rollout, type RolloutDetail } from '@ambient/core';
import { answer, shape } from '../common/validation.js';
import { rolloutGroupsSchema } from '../genie-releases/index.js';

const kioskKind = z.enum(KIOSK_KINDS.map((kind) => kind.key) as [KioskKind, ...KioskKind[]]);

/** POST rollouts: a level for a kind of kiosk, and its groups as cumulative shares. */
export const rolloutStartBodySchema = rolloutGroupsSchema.extend({
  kioskKind: kioskKind,
  level: z.number().int().min(1).max(10_000),
});
export type RolloutStartBody = z.output<typeof rolloutStartBodySchema>;

const statusShape = z.enum(['running', 'paused', 'finished', 'cancelled']);
const rolloutShape = z.object({
  id: shape.int,
  name: z.string(),
  kind: z.enum(['abbyUpdate', 'abbyActivity', 'genieUpdate']),
  kioskKind: kioskKind,
  level: shape.int,
  status: statusShape,
  pauseReason: z.enum(['byAdmin', 'errorThreshold']).nullable(),
  currentGroup: shape.int,
  groups: z.array(
    z.object({
      name: z.string(),
      successThreshold: shape.int,
      errorThreshold: shape.int,
      size: shape.int,
      told: shape.int,
      installed: shape.int,
      failed: shape.int,
      waiting: shape.int,
    }),
  ),
  createDate: shape.time,
  updateDate: shape.time,
}) satisfies z.ZodType<Rollout>;

const detailShape = rolloutShape.extend({
  failedKiosks: z.array(
    z.object({ serialNumber: z.string(), group: shape.int, error: z.string().nullable(), date: shape.time }),
  ),
}) satisfies z.ZodType<RolloutDetail>;

export const rolloutsAnswer = answer({ rollouts: z.array(rolloutShape) });
export const rolloutAnswer = answer({ rollout: detailShape });
