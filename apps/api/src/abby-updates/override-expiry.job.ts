import { CommandBus } from '@nestjs/cqrs';
import { systemContext } from '@ambient/event-sourcing';
import { JobHandler, type JobProcessor } from '../jobs/index.js';
import { AbbyUpdateCommandMessage } from './abby-update.commands.js';
import { AbbyUpdatesReader } from './abby-updates.reader.js';

/** The id of the sweep's schedule: every process schedules it at start, it runs once per slot. */
export const OVERRIDE_EXPIRY_SCHEDULE = 'abbyOverrides.expire';

/**
 * The override kiosks' sweep (decision 0085): each override kiosk whose end has come stops being
 * one, recorded by the system, one command per kiosk so that each kiosk's event log shows it. A
 * run that failed midway is tried again: what it ended is no longer due.
 */
@JobHandler('abbyOverrides.expire')
export class OverrideExpiryJob implements JobProcessor<'abbyOverrides.expire'> {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: AbbyUpdatesReader,
  ) {}

  async process(): Promise<void> {
    const now = new Date();
    const context = systemContext(undefined, now);
    for (const kioskId of await this.reader.overridesDue(now))
      await this.commands.execute(
        new AbbyUpdateCommandMessage({ type: 'EndOverrideAbby', kioskId }, context),
      );
  }
}
