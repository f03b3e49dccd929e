import { DeviceCommands } from '../device-commands/index.js';
import { JobHandler, type JobPayloads, type JobProcessor } from '../jobs/index.js';
import { AbbyProfilesReader } from './abby-profiles.reader.js';

/**
 * Tells each Abby whose active profile (its own, or a resident's) changed that its content changed
 * (`contentChanged`, decisions 0055 and 0075), through the device gateway; the kiosk syncs and
 * reports its media sync. A kiosk deleted meanwhile is not told.
 */
@JobHandler('abbyProfiles.contentChanged')
export class AbbyContentChangedJob implements JobProcessor<'abbyProfiles.contentChanged'> {
  constructor(
    private readonly devices: DeviceCommands,
    private readonly profiles: AbbyProfilesReader,
  ) {}

  async process({ kioskIds }: JobPayloads['abbyProfiles.contentChanged']): Promise<void> {
    const serials = await this.profiles.abbySerials(kioskIds);
    if (serials.length > 0)
      await this.devices.contentChanged(serials.map((serialNumber) => ({ serialNumber })));
  }
}
