import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  decideGenieUpdate,
  evolveGenieUpdate,
  GENIE_UPDATES_STREAM,
  initialGenieUpdateState,
  currentUpdateLevel,
  type GenieUpdateCommand,
  type GenieUpdateEvent,
  type GenieUpdateState,
} from '@ambient/core';
import { AggregateStore, type Decider } from '@ambient/event-sourcing';
import { CommandMessage } from '../common/command-message.js';

export const genieUpdateDecider: Decider<GenieUpdateCommand, GenieUpdateEvent, GenieUpdateState> = {
  initialState: initialGenieUpdateState,
  evolve: evolveGenieUpdate,
  decide: decideGenieUpdate,
};

/**
 * What each command of the releases slice answers. Its message carries the decider's own commands
 * (decision 0025): they need no facts.
 */
interface GenieReleaseResults {
  /** Records a Genie release on the releases stream and answers its update level. */
  ReleaseGenieUpdate: number;
}

export class GenieReleaseCommandMessage<
  C extends GenieUpdateCommand = GenieUpdateCommand,
> extends CommandMessage<C, GenieReleaseResults> {}

@CommandHandler(GenieReleaseCommandMessage)
export class GenieReleaseCommandHandler implements ICommandHandler<GenieReleaseCommandMessage> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ command, context }: GenieReleaseCommandMessage): Promise<number> {
    const { state } = await this.aggregates.handle(
      GENIE_UPDATES_STREAM,
      genieUpdateDecider,
      command,
      context,
    );
    return currentUpdateLevel(state);
  }
}
