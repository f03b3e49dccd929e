import { DeviceCommands } from '../device-commands/index.js';
import { JobHandler, type JobPayloads, type JobProcessor } from '../jobs/index.js';
import { KioskPlaylistsReader } from './kiosk-playlists.reader.js';

/**
 * Tells each Genie whose active playlist changed that its content changed (`contentChanged`,
 * decision 0055), through the device gateway; the kiosk syncs and reports its media sync. A kiosk
 * deleted meanwhile is not told; telling one twice costs one more sync.
 */
@JobHandler('kioskPlaylists.contentChanged')
export class ContentChangedJob implements JobProcessor<'kioskPlaylists.contentChanged'> {
  constructor(
    private readonly devices: DeviceCommands,
    private readonly playlists: KioskPlaylistsReader,
  ) {}

  async process({ kioskIds }: JobPayloads['kioskPlaylists.contentChanged']): Promise<void> {
    const serials = await this.playlists.genieSerials(kioskIds);
    if (serials.length > 0)
      await this.devices.contentChanged(serials.map((serialNumber) => ({ serialNumber })));
  }
}
