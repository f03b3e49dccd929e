import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DEFAULT_CONFIG_DETAILS } from '@ambient/core';
import type { CommandContext } from '../event-sourcing/command-context.js';
import { AddConfigDetailCommand } from './button-config.commands.js';

/**
 * The details every Genie button configuration starts with (DEFAULT_CONFIG_DETAILS), added
 * through the console's own command. Sent by the Seeder on a fresh database.
 */
export class SeedDefaultConfigDetailsCommand extends Command<number> {
  constructor(readonly context: CommandContext) {
    super();
  }
}

@CommandHandler(SeedDefaultConfigDetailsCommand)
export class SeedDefaultConfigDetailsHandler implements ICommandHandler<SeedDefaultConfigDetailsCommand> {
  constructor(private readonly commands: CommandBus) {}

  async execute({ context }: SeedDefaultConfigDetailsCommand): Promise<number> {
    for (const { configId, ...detail } of DEFAULT_CONFIG_DETAILS) {
      await this.commands.execute(new AddConfigDetailCommand(configId, detail, context));
    }
    return DEFAULT_CONFIG_DETAILS.length;
  }
}
