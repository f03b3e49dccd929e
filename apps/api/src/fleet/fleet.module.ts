import { Module } from '@nestjs/common';
import { AbbyUpdatesModule } from '../abby-updates/index.js';
import { KiosksModule } from '../kiosks/index.js';
import { FleetController } from './fleet.controller.js';
import { FleetReader } from './fleet.reader.js';
import { KioskStatusProjection } from './kiosk-status.projection.js';

/** The fleet as its devices report it: each kiosk's status, and the admin's live tiles (decision 0037). */
@Module({
  imports: [KiosksModule, AbbyUpdatesModule],
  controllers: [FleetController],
  providers: [KioskStatusProjection, FleetReader],
  exports: [FleetReader],
})
export class FleetModule {}
