import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { DomainError, type Rollout, type RolloutDetail } from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import { AdminOnly } from '../common/admin-only.guard.js';
import { Ctx } from '../common/request-context.js';
import { Answers, IdParam, ValidBody } from '../common/validation.js';
import { RolloutCommandMessage } from './rollout.commands.js';
import { RolloutPlanner } from './rollout-planner.js';
import { RolloutsReader } from './rollouts.reader.js';
import {
  rolloutAnswer,
  rolloutsAnswer,
  rolloutStartBodySchema,
  type RolloutStartBody,
} from './rollouts.schemas.js';

/**
 * Phased rollouts (issue 10 point 5; decision 0052), for admins: start one, follow it, pause,
 * resume or cancel it.
 */
@ApiTags('rollouts')
@ApiBearerAuth()
@AdminOnly()
@Controller('rollouts')
export class RolloutsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: RolloutsReader,
    private readonly planner: RolloutPlanner,
  ) {}

  @Get()
  @Answers(rolloutsAnswer)
  async list(): Promise<{ rollouts: Rollout[] }> {
    return { rollouts: await this.reader.list() };
  }

  @Get(':id')
  @Answers(rolloutAnswer)
  async one(@IdParam() id: number): Promise<{ rollout: RolloutDetail }> {
    return { rollout: await this.detail(id) };
  }

  /** Starts a rollout: its first group is told at once. */
  @Post()
  @HttpCode(200)
  @Answers(rolloutAnswer)
  async start(
    @ValidBody(rolloutStartBodySchema) body: RolloutStartBody,
    @Ctx() context: CommandContext,
  ): Promise<{ rollout: RolloutDetail }> {
    if (await this.reader.isUnderWay(body.kioskKind, body.level))
      throw new DomainError('rollout.running', {}, 409, 0);
    const groups = await this.planner.plan(body);
    const id = await this.commands.execute(
      new RolloutCommandMessage(
        {
          type: 'StartRollout',
          name: body.name,
          kind: this.planner.updateKindOf(body.kioskKind),
          kioskKind: body.kioskKind,
          level: body.level,
          groups,
        },
        context,
      ),
    );
    return { rollout: await this.detail(id) };
  }

  @Post(':id/pause')
  @HttpCode(200)
  @Answers(rolloutAnswer)
  pause(@IdParam() id: number, @Ctx() context: CommandContext): Promise<{ rollout: RolloutDetail }> {
    return this.command(id, 'PauseRollout', context);
  }

  @Post(':id/resume')
  @HttpCode(200)
  @Answers(rolloutAnswer)
  resume(@IdParam() id: number, @Ctx() context: CommandContext): Promise<{ rollout: RolloutDetail }> {
    return this.command(id, 'ResumeRollout', context);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @Answers(rolloutAnswer)
  cancel(@IdParam() id: number, @Ctx() context: CommandContext): Promise<{ rollout: RolloutDetail }> {
    return this.command(id, 'CancelRollout', context);
  }

  private async command(
    rolloutId: number,
    type: 'PauseRollout' | 'ResumeRollout' | 'CancelRollout',
    context: CommandContext,
  ): Promise<{ rollout: RolloutDetail }> {
    await this.commands.execute(new RolloutCommandMessage({ type, rolloutId }, context));
    return { rollout: await this.detail(rolloutId) };
  }

  private async detail(id: number): Promise<RolloutDetail> {
    const rollout = await this.reader.get(id);
    if (!rollout) throw new DomainError('rollout.notFound', {}, 404, 1);
    return rollout;
  }
}
