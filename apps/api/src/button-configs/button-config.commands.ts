/**
 * The button configurations slice's commands as they travel on the Nest CommandBus: one message,
 * one handler (decision 0025), judged by the pure decider from libs/core on the configuration's
 * stream.
 */
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  buttonConfigDecider,
  buttonConfigStream,
  DEFAULT_CONFIG_DETAILS,
  DomainError,
  GENIE_BUTTON_CONFIGS,
  isButtonConfig,
  type ButtonConfigCommand,
  type ConfigDetailInput,
} from '@ambient/core';
import { AggregateStore, type CommandContext } from '@ambient/event-sourcing';
import { CommandMessage } from '../common/command-message.js';
import { IdAllocator } from '../database/id-allocator.js';
import { ButtonConfigsReader } from './button-configs.reader.js';

/** What may be asked of the button configurations slice. */
export type ButtonConfigSliceCommand =
  /** Adds a detail to a configuration; answers its id. A configId of 0 or below is no configuration. */
  | { type: 'AddConfigDetail'; configId: number; input: ConfigDetailInput }
  | { type: 'ChangeConfigDetail'; configDetailId: number; input: ConfigDetailInput }
  | { type: 'RemoveConfigDetail'; configDetailId: number }
  /**
   * The details each Genie button configuration starts with (DEFAULT_CONFIG_DETAILS, the
   * non-configurable buttons among them, which the console cannot add). Sent by the Seeder on a
   * fresh database; a configuration that has rows already is left as it is. Answers how many.
   */
  | { type: 'SeedDefaultConfigDetails' };

interface ButtonConfigResults {
  AddConfigDetail: number;
  ChangeConfigDetail: void;
  RemoveConfigDetail: void;
  SeedDefaultConfigDetails: number;
}

export class ButtonConfigCommandMessage<
  C extends ButtonConfigSliceCommand = ButtonConfigSliceCommand,
> extends CommandMessage<C, ButtonConfigResults> {}

@CommandHandler(ButtonConfigCommandMessage)
export class ButtonConfigCommandHandler implements ICommandHandler<ButtonConfigCommandMessage> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ids: IdAllocator,
    private readonly details: ButtonConfigsReader,
  ) {}

  execute({ command, context }: ButtonConfigCommandMessage): Promise<number | void> {
    switch (command.type) {
      case 'AddConfigDetail':
        return this.add(command.configId, command.input, context);
      case 'ChangeConfigDetail':
        return this.change(command.configDetailId, command.input, context);
      case 'RemoveConfigDetail':
        return this.remove(command.configDetailId, context);
      case 'SeedDefaultConfigDetails':
        return this.seed(context);
    }
  }

  private async add(configId: number, input: ConfigDetailInput, context: CommandContext): Promise<number> {
    // An unknown configuration uses up no id; the decider checks it again.
    if (!isButtonConfig(configId)) throw new DomainError('config.notFound', {}, 404);
    const configDetailId = await this.ids.next('config_detail');
    await this.decide(
      configId,
      { type: 'AddConfigDetail', data: { configId, configDetailId, ...input } },
      context,
    );
    return configDetailId;
  }

  private async change(
    configDetailId: number,
    input: ConfigDetailInput,
    context: CommandContext,
  ): Promise<void> {
    const configId = await this.configOf(configDetailId);
    await this.decide(
      configId,
      { type: 'ChangeConfigDetail', data: { configId, configDetailId, ...input } },
      context,
    );
  }

  private async remove(configDetailId: number, context: CommandContext): Promise<void> {
    const configId = await this.configOf(configDetailId);
    await this.decide(configId, { type: 'RemoveConfigDetail', data: { configId, configDetailId } }, context);
  }

  /** A detail is found by id in the read model, then judged in its configuration's stream. */
  private async configOf(configDetailId: number): Promise<number> {
    const detail = await this.details.get(configDetailId);
    if (!detail) throw new DomainError('config.detailNotFound', {}, 404, 1);
    return detail.configId;
  }

  private async seed(context: CommandContext): Promise<number> {
    for (const { id: configId } of GENIE_BUTTON_CONFIGS) {
      const details = [];
      for (const { configId: _configId, ...detail } of DEFAULT_CONFIG_DETAILS.filter(
        (d) => d.configId === configId,
      )) {
        details.push({ configDetailId: await this.ids.next('config_detail'), ...detail });
      }
      await this.decide(configId, { type: 'SetUpConfiguration', data: { configId, details } }, context);
    }
    return DEFAULT_CONFIG_DETAILS.length;
  }

  private async decide(
    configId: number,
    command: ButtonConfigCommand,
    context: CommandContext,
  ): Promise<void> {
    await this.aggregates.handle(buttonConfigStream(configId), buttonConfigDecider, command, context);
  }
}
