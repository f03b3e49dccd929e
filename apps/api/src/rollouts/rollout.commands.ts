import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  decideRollout,
  initialRolloutState,
  rolloutDecider,
  rolloutStream,
  type KioskKind,
  type KioskUpdateOutcome,
  type RolloutCommand,
  type RolloutEvent,
  type RolloutGroupPlan,
  type RolloutState,
  type UpdateKind,
} from '@ambient/core';
import { AggregateStore, type CommandContext, type UnitOfWork } from '@ambient/event-sourcing';
import { UPDATE_NOTIFIER, type UpdateNotifier } from '../abby-updates/index.js';
import { CommandMessage } from '../common/command-message.js';
import { IdAllocator } from '../database/id-allocator.js';

export type RolloutSliceCommand =
  | {
      type: 'StartRollout';
      name: string;
      kind: UpdateKind;
      kioskKind: KioskKind;
      level: number;
      groups: RolloutGroupPlan[];
    }
  | { type: 'ObserveRollout'; rolloutId: number; outcomes: KioskUpdateOutcome[] }
  | { type: 'PauseRollout' | 'ResumeRollout' | 'CancelRollout'; rolloutId: number };

interface RolloutResults {
  StartRollout: number;
  ObserveRollout: void;
  PauseRollout: void;
  ResumeRollout: void;
  CancelRollout: void;
}

export class RolloutCommandMessage<
  C extends RolloutSliceCommand = RolloutSliceCommand,
> extends CommandMessage<C, RolloutResults> {}

/**
 * Rollouts (decision 0052): one stream per rollout. When a command starts groups, their kiosks are
 * told that the update is waiting for them, through the same notifier as a release: the notice is
 * recorded in the same append as the groups' start, then the device command is sent.
 */
@CommandHandler(RolloutCommandMessage)
export class RolloutCommandHandler implements ICommandHandler<RolloutCommandMessage> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ids: IdAllocator,
    @Inject(UPDATE_NOTIFIER) private readonly notifier: UpdateNotifier,
  ) {}

  async execute({ command, context }: RolloutCommandMessage): Promise<RolloutResults[keyof RolloutResults]> {
    const at = context.now.toISOString();
    if (command.type === 'StartRollout') {
      const { type, ...plan } = command;
      // The plan's rules are judged before an id is taken.
      decideRollout({ type, rolloutId: 0, ...plan, at }, initialRolloutState);
      const rolloutId = await this.ids.next('rollout');
      await this.run(rolloutId, { type, rolloutId, ...plan, at }, context);
      return rolloutId;
    }
    const { rolloutId } = command;
    if (command.type === 'ObserveRollout')
      await this.run(rolloutId, { type: 'Observe', outcomes: command.outcomes, at }, context);
    else await this.run(rolloutId, { type: command.type, at }, context);
  }

  private async run(rolloutId: number, command: RolloutCommand, context: CommandContext): Promise<void> {
    const tell = await this.aggregates.transact(context, command.type, async (unit) => {
      const stream = rolloutStream(rolloutId);
      const state = await unit.load(stream, rolloutDecider);
      const events = rolloutDecider.decide(command, state);
      unit.append(stream, events);
      return noticeStartedGroups(
        this.notifier,
        unit,
        events,
        events.reduce(rolloutDecider.evolve, state),
        context,
      );
    });
    await tell(context);
  }
}

/**
 * Records in `unit` the notice to the kiosks of the groups `events` started, less those that
 * installed the level already, so a group is started and its kiosks' notice recorded in one append
 * (never one without the other, whatever stops the process between). Answers what tells the
 * kiosks once the unit is committed.
 */
export async function noticeStartedGroups(
  notifier: UpdateNotifier,
  unit: UnitOfWork,
  events: readonly RolloutEvent[],
  state: RolloutState,
  context: CommandContext,
): Promise<(context: CommandContext) => Promise<void>> {
  const started = new Set(
    events.flatMap((event) => (event.type === 'RolloutGroupStarted' ? [event.data.group] : [])),
  );
  if (started.size === 0 || state.kind === null) return async () => undefined;
  const serialNumbers = state.groups
    .filter((_, index) => started.has(index))
    .flatMap((group) => group.serialNumbers)
    .filter((serial) => !state.installed.has(serial));
  return notifier.noticeIn(unit, serialNumbers, state.kind, state.level, context);
}
