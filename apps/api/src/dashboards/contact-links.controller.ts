import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { DomainError } from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import type { Principal } from '../auth/auth.port.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import { Ctx } from '../common/request-context.js';
import { KiosksReader } from '../kiosks/index.js';
import { ResidentsReader } from '../residents/index.js';
import { UserCommandMessage, linkTokenHash } from '../users/index.js';
import { ValidBody, Answers } from '../common/validation.js';
import { contactLinkBodySchema, type ContactLinkBody, acceptedLinkAnswer } from './dashboard.schemas.js';

/**
 * Accepting a link offered by email (decision 0022): the signed-in owner of the account the
 * offer was made to sends the emailed token; the kiosks or residents are added to their account
 * and named in the answer. Any other account, a used or an expired token answers 404.
 */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users/links')
export class ContactLinksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly kiosks: KiosksReader,
    private readonly residents: ResidentsReader,
  ) {}

  @Post('accept')
  @Answers(acceptedLinkAnswer)
  @HttpCode(200)
  async accept(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(contactLinkBodySchema) body: ContactLinkBody,
    @Ctx() context: CommandContext,
  ): Promise<{ names: string[] }> {
    const token = typeof body?.token === 'string' ? body.token : '';
    if (!/^[\w-]{20,100}$/.test(token)) throw new DomainError('link.invalid', {}, 404);
    const { events } = await this.commands.execute(
      new UserCommandMessage(
        {
          type: 'AcceptLink',
          userId: principal.profile.id,
          data: { tokenHash: linkTokenHash(token), now: context.now.toISOString() },
        },
        context,
      ),
    );
    const assignments = events.find((e) => e.type === 'UserAssignmentsChanged');
    if (assignments?.type !== 'UserAssignmentsChanged') return { names: [] };
    const before = principal.profile;
    const kioskIds = assignments.data.kioskIds.filter((id) => !before.kioskIds.includes(id));
    const residentIds = assignments.data.residentIds.filter((id) => !before.residentIds.includes(id));
    const names = await Promise.all([
      ...residentIds.map(async (id) => (await this.residents.get(id))?.name ?? ''),
      ...kioskIds.map(async (id) => (await this.kiosks.get(id, false))?.name ?? ''),
    ]);
    return { names: names.filter((name) => name !== '') };
  }
}
