import { z } from 'zod';
import { InvitationLimits, type AmbientInvitation } from '@ambient/core';
import { answer, id, newId, shape } from '../common/validation.js';

/** A generous cap at the edge; the decider judges the message with the spec's words. */
const MESSAGE_CAP = InvitationLimits.messageMax * 10;

/** POST ambientinvitations and PUT ambientinvitations/{id} (spec 03 §7): id, message, isExecuteRandom. */
export const invitationBodySchema = z.object({
  /** Sent by the console on an edit; the path's id is the one read. */
  id: id.nullish(),
  message: z.string().max(MESSAGE_CAP),
  isExecuteRandom: z.boolean().nullish(),
});
export type InvitationBody = z.output<typeof invitationBodySchema>;
/** POST ambientinvitations: the spec's payload, whose id is −1 or 0 for a new invitation. */
export const newInvitationBodySchema = invitationBodySchema.extend({ id: newId });

const invitationShape = z.object({
  id: shape.int,
  message: z.string(),
  isDefault: z.boolean(),
  isExecuteRandom: z.boolean(),
  canDelete: z.boolean(),
  kioskCount: shape.int,
}) satisfies z.ZodType<AmbientInvitation>;

export const invitationsAnswer = answer({ invitations: z.array(invitationShape) });
export const invitationAnswer = answer({ invitation: invitationShape });
export const invitationDeletedAnswer = answer({ deletedIds: z.array(shape.int) });
