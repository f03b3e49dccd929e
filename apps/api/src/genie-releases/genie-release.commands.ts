import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
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
import { AggregateStore, type Decider, type CommandContext } from '@ambient/event-sourcing';

export const genieUpdateDecider: Decider<GenieUpdateCommand, GenieUpdateEvent, GenieUpdateState> = {
  initialState: initialGenieUpdateState,
  evolve: evolveGenieUpdate,
  decide: decideGenieUpdate,
};

/** Records a Genie release on the releases stream and answers its update level. */
export class ReleaseGenieUpdateCommand extends Command<number> {
  constructor(
    readonly data: GenieUpdateCommand['data'],
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ReleaseGenieUpdateCommand)
export class ReleaseGenieUpdateHandler implements ICommandHandler<ReleaseGenieUpdateCommand> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ data, context }: ReleaseGenieUpdateCommand): Promise<number> {
    const { state } = await this.aggregates.handle(
      GENIE_UPDATES_STREAM,
      genieUpdateDecider,
      { type: 'ReleaseGenieUpdate', data },
      context,
    );
    return currentUpdateLevel(state);
  }
}
