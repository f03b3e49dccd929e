import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  DomainError,
  decideRollout,
  initialRolloutState,
  rolloutDecider,
  rolloutStream,
  type KioskKind,
  type RolloutCommand,
  type RolloutGroupsRequest,
} from '@ambient/core';
import type { CommandContext, UnitOfWork } from '@ambient/event-sourcing';
import { UPDATE_NOTIFIER, type UpdateNotifier } from '../abby-updates/index.js';
import { IdAllocator } from '../database/id-allocator.js';
import {
  ReleaseRollouts,
  type PendingReleaseRollout,
  type ReleaseRolloutStarter,
} from '../genie-releases/index.js';
import { noticeStartedGroups } from './rollout.commands.js';
import { RolloutPlanner } from './rollout-planner.js';
import { RolloutsReader } from './rollouts.reader.js';

/**
 * The rollouts a release starts (decision 0079): planned for the level the release takes, judged
 * by the rollout's decider inside the release's unit of work (so a refusal appends nothing, not
 * even the release), recorded in the same append with its first group's notice, and that group told
 * once all are.
 */
@Injectable()
export class ReleaseRolloutStarterService implements ReleaseRolloutStarter, OnModuleInit {
  constructor(
    private readonly releases: ReleaseRollouts,
    private readonly planner: RolloutPlanner,
    private readonly reader: RolloutsReader,
    private readonly ids: IdAllocator,
    @Inject(UPDATE_NOTIFIER) private readonly notifier: UpdateNotifier,
  ) {}

  onModuleInit(): void {
    this.releases.serve(this);
  }

  prepare(
    request: RolloutGroupsRequest,
    kioskKind: KioskKind,
    context: CommandContext,
  ): PendingReleaseRollout {
    let rolloutId: number | null = null;
    let tellFirstGroup: ((context: CommandContext) => Promise<void>) | null = null;
    return {
      decide: async (unit: UnitOfWork, level: number) => {
        if (await this.reader.isUnderWay(kioskKind, level))
          throw new DomainError('rollout.running', {}, 409, 0);
        const groups = await this.planner.plan({ ...request, kioskKind, level }, true);
        const command = (id: number): RolloutCommand => ({
          type: 'StartRollout',
          rolloutId: id,
          name: request.name,
          kind: this.planner.updateKindOf(kioskKind),
          kioskKind,
          level,
          groups,
          at: context.now.toISOString(),
        });
        // The plan's rules are judged before an id is taken; a retried unit keeps its id.
        decideRollout(command(0), initialRolloutState);
        rolloutId ??= await this.ids.next('rollout');
        const stream = rolloutStream(rolloutId);
        const state = await unit.load(stream, rolloutDecider);
        const events = rolloutDecider.decide(command(rolloutId), state);
        unit.append(stream, events);
        tellFirstGroup = await noticeStartedGroups(
          this.notifier,
          unit,
          events,
          events.reduce(rolloutDecider.evolve, state),
          context,
        );
      },
      tell: async (told: CommandContext) => {
        await tellFirstGroup?.(told);
      },
    };
  }
}
