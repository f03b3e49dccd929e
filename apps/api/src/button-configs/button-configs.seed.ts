import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { buttonConfigStream, DEFAULT_CONFIG_DETAILS, GENIE_BUTTON_CONFIGS } from '@ambient/core';
import { AggregateStore, type CommandContext } from '@ambient/event-sourcing';
import { IdAllocator } from '../database/id-allocator.js';
import { buttonConfigDecider } from './button-config.commands.js';

/**
 * The details each Genie button configuration starts with (DEFAULT_CONFIG_DETAILS, the
 * non-configurable buttons among them, which the console cannot add). Sent by the Seeder on a
 * fresh database; a configuration that has rows already is left as it is.
 */
export class SeedDefaultConfigDetailsCommand extends Command<number> {
  constructor(readonly context: CommandContext) {
    super();
  }
}

@CommandHandler(SeedDefaultConfigDetailsCommand)
export class SeedDefaultConfigDetailsHandler implements ICommandHandler<SeedDefaultConfigDetailsCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ids: IdAllocator,
  ) {}

  async execute({ context }: SeedDefaultConfigDetailsCommand): Promise<number> {
    for (const { id: configId } of GENIE_BUTTON_CONFIGS) {
      const details = [];
      for (const { configId: _configId, ...detail } of DEFAULT_CONFIG_DETAILS.filter(
        (d) => d.configId === configId,
      )) {
        details.push({ configDetailId: await this.ids.next('config_detail'), ...detail });
      }
      await this.aggregates.handle(
        buttonConfigStream(configId),
        buttonConfigDecider,
        { type: 'SetUpConfiguration', data: { configId, details } },
        context,
      );
    }
    return DEFAULT_CONFIG_DETAILS.length;
  }
}
