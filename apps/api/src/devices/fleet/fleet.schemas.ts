import { z } from 'zod';
import { FLEET_KIND_FILTERS, FLEET_PRESENCE_FILTERS, type FleetKiosk } from '@ambient/core';
import { listQuerySchema } from '../../common/list-query.js';
import { answer, shape } from '../../common/validation.js';

/** The live fleet tiles' counts. */
export const fleetSummaryAnswer = answer({
  online: shape.int,
  offline: shape.int,
  neverConnected: shape.int,
  abbysBehind: shape.int,
  geniesBehind: shape.int,
});

/** GET fleet/kiosks: paging, sort and search, then the presence, product and backlog filters ("" is All). */
export const fleetListQuerySchema = listQuerySchema.extend({
  presence: z.union([z.literal(''), z.enum(FLEET_PRESENCE_FILTERS)]).optional(),
  kind: z.union([z.literal(''), z.enum(FLEET_KIND_FILTERS)]).optional(),
  behind: z.enum(['', 'true', 'false']).optional(),
});
export type FleetListQueryInput = z.output<typeof fleetListQuerySchema>;

const fleetRow = z.object({
  id: shape.int,
  serialNumber: z.string(),
  name: z.string(),
  kioskTypeId: shape.int,
  phidgetVersion: shape.int.nullable(),
  facilityId: shape.int.nullable(),
  facilityName: z.string().nullable(),
  presence: z.enum(['online', 'offline']).nullable(),
  presenceSince: shape.time.nullable(),
  lastSeen: shape.time.nullable(),
  updateLevel: shape.int.nullable(),
  latestUpdateLevel: shape.int,
  updatesBehind: shape.int,
  activityLevel: shape.int.nullable(),
  mediaSyncDate: shape.time.nullable(),
  lastCommand: z.string().nullable(),
  lastCommandState: z.enum(['pending', 'done', 'failed']).nullable(),
  lastCommandError: z.string().nullable(),
  lastCommandAt: shape.time.nullable(),
}) satisfies z.ZodType<FleetKiosk>;

export const fleetKiosksAnswer = answer({ kiosks: z.array(fleetRow), total: shape.int });
