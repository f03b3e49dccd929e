/** The ambient invitations slice's public face (decision 0063). */
export { InvitationsModule } from './invitations.module.js';
export { InvitationCommandMessage } from './ambient-invitation.commands.js';
export { AmbientInvitationsReader } from './ambient-invitations.reader.js';
import { AmbientInvitationRow } from './ambient-invitation.row.js';

/** This slice's read-model tables. */
export const INVITATION_ENTITIES = [AmbientInvitationRow];
