import { Module, type OnModuleInit } from '@nestjs/common';
import { kioskDecider, kioskStream } from '@ambient/core';
import { AuditModule, HistorySources, numericStream } from '../audit/index.js';
import { GenieReleasesModule } from '../genie-releases/index.js';
import { HierarchyModule } from '../hierarchy/index.js';
import { InvitationsModule } from '../invitations/index.js';
import { KeyTagsModule } from '../key-tags/index.js';
import { KioskCommandHandler } from './kiosk.commands.js';
import { KiosksController } from './kiosks.controller.js';
import { KiosksProjection } from './kiosks.projection.js';
import { KiosksReader } from './kiosks.reader.js';

/** Abby and Genie kiosks: registration, settings, scope (spec 02, Kiosk manager). */
@Module({
  imports: [AuditModule, HierarchyModule, InvitationsModule, KeyTagsModule, GenieReleasesModule],
  controllers: [KiosksController],
  providers: [KioskCommandHandler, KiosksProjection, KiosksReader],
  exports: [KiosksReader],
})
export class KiosksModule implements OnModuleInit {
  constructor(private readonly histories: HistorySources) {}

  /** Auditors replay a kiosk's stream (decision 0062). */
  onModuleInit(): void {
    this.histories.register('kiosk', {
      decider: kioskDecider,
      stream: numericStream(kioskStream),
    });
  }
}
