import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  buttonConfigStream,
  decideButtonConfig,
  DomainError,
  evolveButtonConfig,
  initialButtonConfigState,
  isButtonConfig,
  type ButtonConfigCommand,
  type ButtonConfigEvent,
  type ButtonConfigState,
  type ConfigDetailInput,
} from '@ambient/core';
import { AggregateStore, type Decider, type CommandContext } from '@ambient/event-sourcing';
import { IdAllocator } from '../database/id-allocator.js';
import { ButtonConfigsReader } from './button-configs.reader.js';

export const buttonConfigDecider: Decider<ButtonConfigCommand, ButtonConfigEvent, ButtonConfigState> = {
  initialState: initialButtonConfigState,
  evolve: evolveButtonConfig,
  decide: decideButtonConfig,
};

/** Adds a detail to a configuration; answers its id. A configId of 0 or below is no configuration. */
export class AddConfigDetailCommand extends Command<number> {
  constructor(
    readonly configId: number,
    readonly input: ConfigDetailInput,
    readonly context: CommandContext,
  ) {
    super();
  }
}

export class ChangeConfigDetailCommand extends Command<void> {
  constructor(
    readonly configDetailId: number,
    readonly input: ConfigDetailInput,
    readonly context: CommandContext,
  ) {
    super();
  }
}

export class RemoveConfigDetailCommand extends Command<void> {
  constructor(
    readonly configDetailId: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(AddConfigDetailCommand)
export class AddConfigDetailHandler implements ICommandHandler<AddConfigDetailCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ids: IdAllocator,
  ) {}

  async execute({ configId, input, context }: AddConfigDetailCommand): Promise<number> {
    // An unknown configuration uses up no id; the decider checks it again.
    if (!isButtonConfig(configId)) throw new DomainError('config.notFound', {}, 404);
    const configDetailId = await this.ids.next('config_detail');
    await this.aggregates.handle(
      buttonConfigStream(configId),
      buttonConfigDecider,
      { type: 'AddConfigDetail', data: { configId, configDetailId, ...input } },
      context,
    );
    return configDetailId;
  }
}

/** A detail is found by id in the read model, then judged in its configuration's stream. */
async function configOf(details: ButtonConfigsReader, configDetailId: number): Promise<number> {
  const detail = await details.get(configDetailId);
  if (!detail) throw new DomainError('config.detailNotFound', {}, 404, 1);
  return detail.configId;
}

@CommandHandler(ChangeConfigDetailCommand)
export class ChangeConfigDetailHandler implements ICommandHandler<ChangeConfigDetailCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly details: ButtonConfigsReader,
  ) {}

  async execute({ configDetailId, input, context }: ChangeConfigDetailCommand): Promise<void> {
    const configId = await configOf(this.details, configDetailId);
    await this.aggregates.handle(
      buttonConfigStream(configId),
      buttonConfigDecider,
      { type: 'ChangeConfigDetail', data: { configId, configDetailId, ...input } },
      context,
    );
  }
}

@CommandHandler(RemoveConfigDetailCommand)
export class RemoveConfigDetailHandler implements ICommandHandler<RemoveConfigDetailCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly details: ButtonConfigsReader,
  ) {}

  async execute({ configDetailId, context }: RemoveConfigDetailCommand): Promise<void> {
    const configId = await configOf(this.details, configDetailId);
    await this.aggregates.handle(
      buttonConfigStream(configId),
      buttonConfigDecider,
      { type: 'RemoveConfigDetail', data: { configId, configDetailId } },
      context,
    );
  }
}
