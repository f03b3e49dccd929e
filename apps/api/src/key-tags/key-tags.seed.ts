import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '@ambient/event-sourcing';
import { AssignKeyTagResidentCommand, CreateKeyTagCommand } from './key-tag.commands.js';
import { KeyTagsReader } from './key-tags.reader.js';

/** How many kiosks (the first by id) get demo key tags. */
const DEMO_KIOSKS = 9;

/** A 10-digit tag id, the way EM4100 key fobs print theirs. */
export const demoTagId = (kioskId: number, n: number): string => String(4_100_000_000 + kioskId * 10 + n);

/**
 * The demo's key tags, through the console's own commands: on each of the first kiosks, a
 * mapping assigned to its first resident, and on every other one a spare, unassigned key.
 * Sent by the Seeder at the end of the demo set, once kiosks and residents exist.
 */
export class SeedDemoKeyTagsCommand extends Command<number> {
  constructor(readonly context: CommandContext) {
    super();
  }
}

@CommandHandler(SeedDemoKeyTagsCommand)
export class SeedDemoKeyTagsHandler implements ICommandHandler<SeedDemoKeyTagsCommand> {
  constructor(
    private readonly commands: CommandBus,
    private readonly keyTags: KeyTagsReader,
  ) {}

  async execute({ context }: SeedDemoKeyTagsCommand): Promise<number> {
    let created = 0;
    const placements = await this.keyTags.firstResidentOfKiosks(DEMO_KIOSKS);
    for (const [index, { kioskId, residentId }] of placements.entries()) {
      const assigned = await this.commands.execute(
        new CreateKeyTagCommand(
          { kioskId, tagId: demoTagId(kioskId, 1), keyNum: index + 1, residentId },
          context,
        ),
      );
      if (residentId !== null) {
        await this.commands.execute(new AssignKeyTagResidentCommand(assigned, residentId, context));
      }
      created += 1;
      if (index % 2 === 0) {
        await this.commands.execute(
          new CreateKeyTagCommand(
            { kioskId, tagId: demoTagId(kioskId, 2), keyNum: 0, residentId: null },
            context,
          ),
        );
        created += 1;
      }
    }
    return created;
  }
}
