import { Module } from '@nestjs/common';
import { InvitationCommandHandler } from './ambient-invitation.commands.js';
import { AmbientInvitationsController } from './ambient-invitations.controller.js';
import { AmbientInvitationsProjection } from './ambient-invitations.projection.js';
import { AmbientInvitationsReader } from './ambient-invitations.reader.js';

/** Ambient Invitations, the questions an idle Abby asks (spec 03 §2.11; decision 0063). */
@Module({
  controllers: [AmbientInvitationsController],
  providers: [InvitationCommandHandler, AmbientInvitationsProjection, AmbientInvitationsReader],
  exports: [AmbientInvitationsReader],
})
export class InvitationsModule {}
