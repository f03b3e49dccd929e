import type { AmbientInvitationEvent } from '@ambient/core';
import { EventProjection, ReadModelProjection, type ProjectionHandlers } from '@ambient/event-sourcing';
import { AmbientInvitationRow } from './ambient-invitation.row.js';

/** Projects the ambient invitations into `ambient_invitations`, with the events (decision 0063). */
@ReadModelProjection()
export class AmbientInvitationsProjection extends EventProjection<AmbientInvitationEvent> {
  readonly name = 'ambient_invitations';
  readonly tables = ['ambient_invitations'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<AmbientInvitationEvent> = {
    AmbientInvitationsSeeded: async (data, _event, manager) => {
      if (data.invitations.length > 0) await manager.insert(AmbientInvitationRow, data.invitations);
    },
    AmbientInvitationAdded: (data, _event, manager) =>
      manager.insert(AmbientInvitationRow, {
        id: data.invitationId,
        message: data.message,
        isDefault: false,
        isExecuteRandom: data.isExecuteRandom,
      }),
    AmbientInvitationEdited: (data, _event, manager) =>
      manager.update(
        AmbientInvitationRow,
        { id: data.invitationId },
        { message: data.message, isExecuteRandom: data.isExecuteRandom },
      ),
    AmbientInvitationDeleted: (data, _event, manager) =>
      manager.delete(AmbientInvitationRow, { id: data.invitationId }),
  };
}
