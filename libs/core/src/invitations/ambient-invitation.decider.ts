/** The ambient invitations' commands and their pure `decide` (decision 0063). */
import type { Decider } from '../decider.js';
import { DomainError } from '../errors.js';
import {
  evolveAmbientInvitations,
  initialAmbientInvitationsState,
  invitationDeleteFault,
  invitationMessageFault,
  type AmbientInvitationEvent,
  type AmbientInvitationFields,
  type AmbientInvitationsState,
  type InvitationFault,
  type InvitationTexts,
} from './ambient-invitation.js';

export type AmbientInvitationCommand =
  /** Writes the seed once: a stream that holds anything is left as it is. */
  | { type: 'SeedAmbientInvitations'; invitations: readonly AmbientInvitationFields[] }
  | ({ type: 'AddAmbientInvitation' } & InvitationTexts)
  | ({ type: 'EditAmbientInvitation'; invitationId: number } & InvitationTexts)
  /** `kioskCount`: how many kiosks offer it, read by the handler. */
  | { type: 'DeleteAmbientInvitation'; invitationId: number; kioskCount: number };

const refuse = (fault: InvitationFault, status: 404 | 409 | 422 = 422): never => {
  throw new DomainError(fault.key, fault.params ?? {}, status, 0);
};

const textsOf = (command: InvitationTexts): InvitationTexts => ({
  message: command.message.trim(),
  isExecuteRandom: command.isExecuteRandom,
});

export function decideAmbientInvitations(
  command: AmbientInvitationCommand,
  state: AmbientInvitationsState,
): AmbientInvitationEvent[] {
  switch (command.type) {
    case 'SeedAmbientInvitations':
      if (state.seeded || state.lastId > 0) return [];
      return [
        {
          type: 'AmbientInvitationsSeeded',
          data: { invitations: command.invitations.map((invitation) => ({ ...invitation })) },
        },
      ];
    case 'AddAmbientInvitation': {
      const fault = invitationMessageFault(command.message);
      if (fault) return refuse(fault);
      return [
        { type: 'AmbientInvitationAdded', data: { invitationId: state.lastId + 1, ...textsOf(command) } },
      ];
    }
    case 'EditAmbientInvitation': {
      const current = state.invitations.find((invitation) => invitation.id === command.invitationId);
      if (!current) return refuse({ key: 'invitation.notFound' }, 404);
      const fault = invitationMessageFault(command.message);
      if (fault) return refuse(fault);
      const texts = textsOf(command);
      if (texts.message === current.message && texts.isExecuteRandom === current.isExecuteRandom) return [];
      return [{ type: 'AmbientInvitationEdited', data: { invitationId: current.id, ...texts } }];
    }
    case 'DeleteAmbientInvitation': {
      const current = state.invitations.find((invitation) => invitation.id === command.invitationId);
      if (!current) return refuse({ key: 'invitation.notFound' }, 404);
      const fault = invitationDeleteFault(current.isDefault, command.kioskCount);
      if (fault) return refuse(fault);
      return [{ type: 'AmbientInvitationDeleted', data: { invitationId: current.id } }];
    }
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

/** The ambient invitations stream's decider, for the engine (`AggregateStore.handle`). */
export const ambientInvitationsDecider: Decider<
  AmbientInvitationCommand,
  AmbientInvitationEvent,
  AmbientInvitationsState
> = {
  initialState: initialAmbientInvitationsState,
  evolve: evolveAmbientInvitations,
  decide: decideAmbientInvitations,
};
