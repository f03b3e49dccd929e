import { z } from 'zod';
import { MESSAGE_KINDS, PURGE_DIRECTIONS, type MessagePurge, type MessagePurgeDetail } from '@ambient/core';
import { answer, shape } from '../common/validation.js';

const purgeShape = z.object({
  id: shape.int,
  datePurged: shape.time,
  numMessages: shape.int,
  numWarnings: shape.int,
  numErrors: shape.int,
}) satisfies z.ZodType<MessagePurge>;

const detailShape = z.object({
  id: shape.int,
  messagePurgeId: shape.int,
  kiosk: z.string(),
  resident: z.string(),
  user: z.string(),
  direction: z.enum(PURGE_DIRECTIONS),
  lastOpened: shape.time.nullable(),
  subject: z.string(),
  type: z.enum(MESSAGE_KINDS as ['text', 'image', 'audio', 'video']),
  blobName: z.string(),
  statusMessage: z.string(),
  isWarning: z.boolean(),
  isError: z.boolean(),
}) satisfies z.ZodType<MessagePurgeDetail>;

/** GET admin/message-purges (spec 03 §7). */
export const messagePurgesAnswer = answer({ messagePurges: z.array(purgeShape) });
/** GET admin/message-purge-details/purge/{id} (spec 03 §7). */
export const messagePurgeDetailsAnswer = answer({ messagePurgeDetails: z.array(detailShape) });
