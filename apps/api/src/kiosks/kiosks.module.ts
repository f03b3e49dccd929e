import { Module } from '@nestjs/common';
import { GenieReleasesModule } from '../genie-releases/index.js';
import { HierarchyModule } from '../hierarchy/index.js';
import { KeyTagsModule } from '../key-tags/index.js';
import { KioskCommandHandler } from './kiosk.commands.js';
import { KiosksController } from './kiosks.controller.js';
import { KiosksProjection } from './kiosks.projection.js';
import { KiosksReader } from './kiosks.reader.js';

/** Abby and Genie kiosks: registration, settings, scope (spec 02, Kiosk manager). */
@Module({
  imports: [HierarchyModule, KeyTagsModule, GenieReleasesModule],
  controllers: [KiosksController],
  providers: [KioskCommandHandler, KiosksProjection, KiosksReader],
  exports: [KiosksReader],
})
export class KiosksModule {}
