import { JobHandler, type JobPayloads, type JobProcessor } from '../jobs/index.js';
import { DeviceCommands, type UpdateAvailableOrder } from '../device-commands/index.js';
import { AbbyUpdatesReader } from './abby-updates.reader.js';

/**
 * Sends each kiosk of a notice its `updateAvailable` command through the device gateway. A software
 * release names its level; an activity release names the activity level and, as the protocol asks
 * for a software level too, the one the kiosk is at (or the latest of its kind when it never
 * reported one). Sending again does no harm: a kiosk already at the level answers done.
 */
@JobHandler('kiosks.updateAvailable')
export class UpdateAvailableJob implements JobProcessor<'kiosks.updateAvailable'> {
  constructor(
    private readonly devices: DeviceCommands,
    private readonly reader: AbbyUpdatesReader,
  ) {}

  async process({ kind, level, serialNumbers }: JobPayloads['kiosks.updateAvailable']): Promise<void> {
    const orders: UpdateAvailableOrder[] =
      kind === 'abbyActivity'
        ? (await this.reader.softwareLevelsOf(serialNumbers)).map(({ serialNumber, updateLevel }) => ({
            serialNumber,
            updateLevel,
            activityLevel: level,
          }))
        : serialNumbers.map((serialNumber) => ({ serialNumber, updateLevel: level }));
    if (orders.length > 0) await this.devices.updateAvailable(orders);
  }
}
