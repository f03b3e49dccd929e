import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  GENIE_UPDATES_STREAM,
  currentUpdateLevel,
  genieUpdateDecider,
  type GenieUpdateCommand,
  type RolloutGroupsRequest,
} from '@ambient/core';
import { AggregateStore } from '@ambient/event-sourcing';
import { CommandMessage } from '../common/command-message.js';
import { GenieReleaseListeners } from './genie-release-listeners.js';
import { ReleaseRollouts } from './release-rollouts.js';

/**
 * What each command of the releases slice answers. Its message carries the decider's own commands
 * (decision 0025), which need no facts, and the rollout the release starts when it asks for one
 * (decision 0079).
 */
interface GenieReleaseResults {
  /** Records a Genie release on the releases stream and answers its update level. */
  ReleaseGenieUpdate: number;
}

export type GenieReleaseSliceCommand = GenieUpdateCommand & { rollout?: RolloutGroupsRequest };

export class GenieReleaseCommandMessage<
  C extends GenieReleaseSliceCommand = GenieReleaseSliceCommand,
> extends CommandMessage<C, GenieReleaseResults> {}

@CommandHandler(GenieReleaseCommandMessage)
export class GenieReleaseCommandHandler implements ICommandHandler<GenieReleaseCommandMessage> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly rollouts: ReleaseRollouts,
    private readonly listeners: GenieReleaseListeners,
  ) {}

  /**
   * Records the release and, in the same append, what its listeners record (every Genie's notice);
   * with a rollout, the rollout's start and its first group's notice instead (decision 0079): a
   * refused rollout refuses the release, and only its first group is told.
   */
  async execute({ command, context }: GenieReleaseCommandMessage): Promise<number> {
    const { rollout, ...release } = command;
    const pending = this.rollouts.prepare(rollout, 'genie', context);
    const { level, tell } = await this.aggregates.transact(context, release.type, async (unit) => {
      const state = await unit.load(GENIE_UPDATES_STREAM, genieUpdateDecider);
      const events = genieUpdateDecider.decide(release, state);
      unit.append(GENIE_UPDATES_STREAM, events);
      const level = currentUpdateLevel(events.reduce(genieUpdateDecider.evolve, state));
      if (!pending) return { level, tell: await this.listeners.released(unit, level, context) };
      await pending.decide(unit, level);
      return { level, tell: pending.tell };
    });
    await tell(context);
    return level;
  }
}
