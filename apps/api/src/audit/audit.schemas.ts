import { z } from 'zod';
import { HISTORY_KINDS, type AuditEvent } from '@ambient/core';
import { listQuerySchema } from '../common/list-query.js';
import { answer, shape } from '../common/validation.js';

/** GET admin/*-events: paging, sort and search, and Verbose (the attempts too). */
export const auditQuerySchema = listQuerySchema.extend({
  verbose: z.enum(['', 'true', 'false']).optional(),
});
export type AuditQueryInput = z.output<typeof auditQuerySchema>;

/** The playlist logs also take `isKiosk` (spec 03 §7: `?isKiosk=false` for residents' playlists). */
export const playlistAuditQuerySchema = auditQuerySchema.extend({
  isKiosk: z.enum(['', 'true', 'false']).optional(),
});
export type PlaylistAuditQueryInput = z.output<typeof playlistAuditQuerySchema>;

const auditEvent = z.object({
  id: shape.int,
  username: z.string().nullable(),
  email: z.string().nullable(),
  performedByRole: z.string().nullable(),
  source: z.enum(['console', 'device', 'system']),
  description: z.string(),
  command: z.string(),
  outcome: z.enum(['attempt', 'succeeded', 'refused', 'failed', 'read']),
  errorMessage: z.string().nullable(),
  errorSeverity: shape.int.nullable(),
  targetId: z.string().nullable(),
  targetName: z.string().nullable(),
  targetEmail: z.string().nullable(),
  targetRole: z.string().nullable(),
  targetContext: z.enum(['ABBY', 'GENIE']).nullable(),
  createDate: shape.time,
  historyKind: z.enum(HISTORY_KINDS).nullable(),
  kioskName: z.string().nullable(),
  residentName: z.string().nullable(),
  title: z.string().nullable(),
  blobName: z.string().nullable(),
  media: z
    .object({
      action: z.enum(['added', 'removed']),
      items: z.array(z.object({ id: shape.int, title: z.string().nullable() })),
    })
    .nullable(),
}) satisfies z.ZodType<AuditEvent>;

export const auditEventsAnswer = answer({
  events: z.array(auditEvent),
  total: shape.int,
  totalCapped: z.boolean(),
});

/** GET admin/history/{kind}/{id}: what is replayed, and up to when. */
export const historyKindSchema = z.enum(HISTORY_KINDS);
/** A numeric id, or a user's (`ambient|…`, `auth0|…`): looked up as it is, never interpreted. */
export const historyIdSchema = z.string().min(1).max(200);
export const historyAtSchema = z.iso.datetime({ offset: true }).optional();
/** `events=false`: the state at `at` only, without the events that made it (a long stream's moment). */
export const historyEventsSchema = z.enum(['', 'true', 'false']).optional();

const jsonValue = z.unknown();
export const historyAnswer = answer({
  kind: historyKindSchema,
  id: z.string(),
  at: shape.time.nullable(),
  version: shape.int.nullable(),
  state: z.record(z.string(), jsonValue),
  events: z.array(
    z.object({
      position: z.string(),
      version: shape.int,
      at: shape.time,
      type: z.string(),
      command: z.string(),
      userId: z.string().nullable(),
      username: z.string().nullable(),
      performedByRole: z.string().nullable(),
      source: z.enum(['console', 'device', 'system']),
      changes: z.array(z.object({ field: z.string(), before: jsonValue, after: jsonValue })),
    }),
  ),
  names: z.partialRecord(
    z.enum(['kiosk', 'facility', 'domain', 'resident', 'user']),
    z.record(z.string(), z.string()),
  ),
});

export const residentAccessAnswer = answer({
  residentId: shape.int,
  at: shape.time,
  resident: z.object({
    name: z.string(),
    kioskId: shape.int.nullable(),
    kioskName: z.string().nullable(),
    facilityId: shape.int.nullable(),
    facilityName: z.string().nullable(),
    domainId: shape.int.nullable(),
    domainName: z.string().nullable(),
  }),
  people: z.array(
    z.object({
      userId: z.string(),
      name: z.string().nullable(),
      email: z.string().nullable(),
      role: z.enum(['Admin', 'DomainManager', 'KioskManager', 'ResidentManager', 'Guest']),
      grants: z.array(
        z.object({
          via: z.enum(['admin', 'domain', 'kiosk', 'contact']),
          id: shape.int.nullable(),
          name: z.string().nullable(),
          since: shape.time,
          sees: z.array(z.enum(['messages', 'albums', 'picture', 'ownMessages'])),
        }),
      ),
    }),
  ),
});
