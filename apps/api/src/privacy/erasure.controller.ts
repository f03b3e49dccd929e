import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CommandContext } from '@ambient/event-sourcing';
import { AdminOnly } from '../common/admin-only.guard.js';
import { Ctx } from '../common/request-context.js';
import { IdParam, Answers, doneAnswer } from '../common/validation.js';
import { ErasePersonalDataCommand } from './erasure.commands.js';

/**
 * Erasure of a person's personal data, for admins (decision 0024). Their names, emails, phones
 * and pictures read as erased everywhere afterwards; the log keeps every event, sealed.
 */
@ApiTags('privacy')
@ApiBearerAuth()
@AdminOnly()
@Controller()
export class ErasureController {
  constructor(private readonly commands: CommandBus) {}

  /** Erases a user: they can no longer sign in, and every session of theirs ends. */
  @Delete('users/:id/personal-data')
  @Answers(doneAnswer, 'The user is erased')
  async eraseUser(@Param('id') id: string, @Ctx() context: CommandContext): Promise<Record<string, never>> {
    await this.commands.execute(new ErasePersonalDataCommand({ userId: id, residentId: null }, context));
    return {};
  }

  /** Erases a resident, present or deleted. */
  @Delete('residents/:id/personal-data')
  @Answers(doneAnswer, 'The resident is erased')
  async eraseResident(@IdParam() id: number, @Ctx() context: CommandContext): Promise<Record<string, never>> {
    await this.commands.execute(new ErasePersonalDataCommand({ userId: null, residentId: id }, context));
    return {};
  }
}
