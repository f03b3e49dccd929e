import { Module } from '@nestjs/common';
import { AbbyUpdatesModule } from '../../abby-updates/index.js';
import { GenieReleasesModule } from '../../genie-releases/index.js';
import { KiosksModule } from '../../kiosks/index.js';
import { FleetController } from './fleet.controller.js';
import { FleetReader } from './fleet.reader.js';
import { GenieReleaseNotices } from './genie-release-notices.js';
import { KioskStatusProjection } from './kiosk-status.projection.js';

/**
 * The fleet as its devices report it: each kiosk's status, and the admin's live tiles (decision 0037);
 * and the Genies told of each Genie release (decision 0030).
 */
@Module({
  imports: [KiosksModule, AbbyUpdatesModule, GenieReleasesModule],
  controllers: [FleetController],
  providers: [KioskStatusProjection, FleetReader, GenieReleaseNotices],
  exports: [FleetReader],
})
export class FleetModule {}
