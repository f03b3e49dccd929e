import { Module, type OnModuleInit } from '@nestjs/common';
import { DeviceCredentialsModule } from '../devices/index.js';
import { KiosksModule } from '../kiosks/index.js';
import { MediaHolds, MediaModule } from '../media/index.js';
import { ErasureParticipants, PrivacyModule } from '../privacy/index.js';
import { ResidentsModule } from '../residents/index.js';
import { KioskEmailCommandHandler } from './kiosk-email.commands.js';
import { KioskEmailErasure } from './kiosk-email-erasure.js';
import { KioskEmailSender } from './kiosk-email-sender.js';
import { KioskEmailsController } from './kiosk-emails.controller.js';
import { KioskGeniegramsController } from './kiosk-geniegrams.controller.js';
import { KioskEmailsProjection } from './kiosk-emails.projection.js';
import { KioskEmailsReader } from './kiosk-emails.reader.js';

/** Kiosk emails, the Geniegrams (spec 03 §2.15; decisions 0065, 0066), and what their Genie reads of them (decision 0078). */
@Module({
  imports: [KiosksModule, ResidentsModule, MediaModule, PrivacyModule, DeviceCredentialsModule],
  controllers: [KioskEmailsController, KioskGeniegramsController],
  providers: [
    KioskEmailCommandHandler,
    KioskEmailErasure,
    KioskEmailSender,
    KioskEmailsProjection,
    KioskEmailsReader,
  ],
  exports: [KioskEmailsReader],
})
export class KioskEmailsModule implements OnModuleInit {
  constructor(
    private readonly holds: MediaHolds,
    private readonly reader: KioskEmailsReader,
    private readonly erasure: ErasureParticipants,
    private readonly erasing: KioskEmailErasure,
  ) {}

  /**
   * A Geniegram's media stays while the Geniegram does (as a message's, decision 0060); an erased
   * resident's copies go with them, and a Geniegram left with none goes with its uploads
   * (decisions 0061, 0102).
   */
  onModuleInit(): void {
    this.holds.register((ids) => this.reader.heldMedia(ids));
    this.erasure.register((unit, residentId) => this.erasing.eraseResident(unit, residentId));
  }
}
