import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '@ambient/event-sourcing';

/** One of a slice's commands: `type` names it, the other fields are what it needs. */
export interface SliceCommand {
  readonly type: string;
}

/**
 * A slice's one command message (decision 0025). `C` is the slice's union of commands, narrowed by
 * the constructor to the one sent; `Results` says what the slice's handler answers for each type,
 * so `commands.execute(new KeyTagCommandMessage({ type: 'CreateKeyTag', input }, context))` is a
 * `Promise<number>` and an update a `Promise<void>`.
 */
export abstract class CommandMessage<
  C extends SliceCommand,
  Results extends Record<C['type'], unknown>,
> extends Command<Results[C['type']]> {
  constructor(
    readonly command: C,
    readonly context: CommandContext,
  ) {
    super();
  }
}
