import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { DomainError, type AmbientInvitation } from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import { AdminOnly } from '../common/admin-only.guard.js';
import { Ctx } from '../common/request-context.js';
import { Answers, IdParam, ValidBody } from '../common/validation.js';
import { InvitationCommandMessage } from './ambient-invitation.commands.js';
import {
  invitationAnswer,
  invitationBodySchema,
  invitationDeletedAnswer,
  invitationsAnswer,
  newInvitationBodySchema,
  type InvitationBody,
} from './ambient-invitation.schemas.js';
import { AmbientInvitationsReader } from './ambient-invitations.reader.js';

/**
 * Ambient Invitations (spec 03 §2.11, §7 "Ambient invitations"): admins alone list and change them
 * (decision 0063); the kiosk dialog offers them to whoever edits a kiosk.
 */
@ApiTags('ambient invitations')
@ApiBearerAuth()
@AdminOnly()
@Controller('ambientinvitations')
export class AmbientInvitationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: AmbientInvitationsReader,
  ) {}

  /** Every invitation, newest first. */
  @Get()
  @Answers(invitationsAnswer)
  async list(): Promise<{ invitations: AmbientInvitation[] }> {
    return { invitations: await this.reader.list() };
  }

  @Post()
  @HttpCode(200)
  @Answers(invitationAnswer)
  async create(
    @ValidBody(newInvitationBodySchema) body: InvitationBody,
    @Ctx() context: CommandContext,
  ): Promise<{ invitation: AmbientInvitation }> {
    const invitationId = await this.commands.execute(
      new InvitationCommandMessage({ type: 'AddAmbientInvitation', ...textsOf(body) }, context),
    );
    return this.answer(invitationId);
  }

  @Put(':id')
  @Answers(invitationAnswer)
  async edit(
    @IdParam() id: number,
    @ValidBody(invitationBodySchema) body: InvitationBody,
    @Ctx() context: CommandContext,
  ): Promise<{ invitation: AmbientInvitation }> {
    await this.commands.execute(
      new InvitationCommandMessage(
        { type: 'EditAmbientInvitation', invitationId: id, ...textsOf(body) },
        context,
      ),
    );
    return this.answer(id);
  }

  @Delete(':id')
  @Answers(invitationDeletedAnswer)
  async remove(@IdParam() id: number, @Ctx() context: CommandContext): Promise<{ deletedIds: number[] }> {
    await this.commands.execute(
      new InvitationCommandMessage({ type: 'DeleteAmbientInvitation', invitationId: id }, context),
    );
    return { deletedIds: [id] };
  }

  private async answer(id: number): Promise<{ invitation: AmbientInvitation }> {
    const invitation = await this.reader.get(id);
    if (!invitation) throw new DomainError('invitation.notFound', {}, 404);
    return { invitation };
  }
}

const textsOf = (body: InvitationBody) => ({
  message: body.message,
  isExecuteRandom: body.isExecuteRandom ?? false,
});
