import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  AMBIENT_INVITATIONS_STREAM,
  ambientInvitationsDecider,
  SEEDED_AMBIENT_INVITATIONS,
  type AmbientInvitationCommand,
  type InvitationTexts,
} from '@ambient/core';
import { AggregateStore, type CommandContext } from '@ambient/event-sourcing';
import { CommandMessage } from '../common/command-message.js';
import { AmbientInvitationsReader } from './ambient-invitations.reader.js';

/** What may be asked of the ambient invitations slice (decision 0063). */
export type InvitationSliceCommand =
  /** Answers the new invitation's id. */
  | ({ type: 'AddAmbientInvitation' } & InvitationTexts)
  | ({ type: 'EditAmbientInvitation'; invitationId: number } & InvitationTexts)
  /** Refused for a default invitation and for one a kiosk offers. */
  | { type: 'DeleteAmbientInvitation'; invitationId: number }
  /** The invitations every database starts with; nothing when the list was ever written. */
  | { type: 'SeedAmbientInvitations' };

interface InvitationResults {
  AddAmbientInvitation: number;
  EditAmbientInvitation: void;
  DeleteAmbientInvitation: void;
  SeedAmbientInvitations: void;
}

export class InvitationCommandMessage<
  C extends InvitationSliceCommand = InvitationSliceCommand,
> extends CommandMessage<C, InvitationResults> {}

/** The whole list is one stream: it numbers new invitations itself. */
@CommandHandler(InvitationCommandMessage)
export class InvitationCommandHandler implements ICommandHandler<InvitationCommandMessage> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly invitations: AmbientInvitationsReader,
  ) {}

  async execute({ command, context }: InvitationCommandMessage): Promise<number | void> {
    switch (command.type) {
      case 'AddAmbientInvitation': {
        const { events } = await this.decide(command, context);
        const added = events.find((event) => event.type === 'AmbientInvitationAdded');
        return added?.type === 'AmbientInvitationAdded' ? added.data.invitationId : 0;
      }
      case 'EditAmbientInvitation':
        await this.decide(command, context);
        return;
      case 'DeleteAmbientInvitation': {
        const kioskCount = await this.invitations.kioskCount(command.invitationId);
        await this.decide({ ...command, kioskCount }, context);
        return;
      }
      case 'SeedAmbientInvitations':
        await this.decide(
          { type: 'SeedAmbientInvitations', invitations: SEEDED_AMBIENT_INVITATIONS },
          context,
        );
        return;
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  }

  private decide(command: AmbientInvitationCommand, context: CommandContext) {
    return this.aggregates.handle(AMBIENT_INVITATIONS_STREAM, ambientInvitationsDecider, command, context);
  }
}
