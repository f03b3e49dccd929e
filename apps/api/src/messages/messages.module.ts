import { Module, type OnModuleInit } from '@nestjs/common';
import { DeviceCredentialsModule } from '../devices/index.js';
import { MediaHolds, MediaModule } from '../media/index.js';
import { OfflineAlertsModule } from '../offline-alerts/index.js';
import { ErasureParticipants, PrivacyModule } from '../privacy/index.js';
import { ResidentsModule } from '../residents/index.js';
import { UsersModule } from '../users/index.js';
import { DeviceMessagesController } from './device-messages.controller.js';
import { KioskMessagesController } from './kiosk-messages.controller.js';
import {
  FacilityInboxCommandHandler,
  FacilityInboxController,
  FacilityQuietTime,
  MessageReleaseSweeper,
  ReleaseClock,
} from './inbox.js';
import { eraseResidentMessages, MessageCommandHandler } from './message.commands.js';
import { MessageDeliveryJob } from './message-delivery.job.js';
import { MessageScope } from './message-scope.js';
import { MessageSender } from './message-sender.js';
import { MessageBlobsController, MessagesController } from './messages.controller.js';
import { FacilityInboxProjection, MessagesProjection } from './messages.projection.js';
import { MessagesReader } from './messages.reader.js';

/**
 * Messages between residents and their contacts (spec 03 §2.13, §2.14; decision 0043), and what
 * their kiosk reads and writes of them with its credential (decision 0078).
 */
@Module({
  imports: [
    ResidentsModule,
    MediaModule,
    UsersModule,
    PrivacyModule,
    OfflineAlertsModule,
    DeviceCredentialsModule,
  ],
  controllers: [
    MessagesController,
    MessageBlobsController,
    DeviceMessagesController,
    KioskMessagesController,
    FacilityInboxController,
  ],
  providers: [
    FacilityInboxCommandHandler,
    FacilityInboxProjection,
    FacilityQuietTime,
    MessageReleaseSweeper,
    ReleaseClock,
    MessageCommandHandler,
    MessageDeliveryJob,
    MessageScope,
    MessageSender,
    MessagesProjection,
    MessagesReader,
  ],
  exports: [MessagesReader],
})
export class MessagesModule implements OnModuleInit {
  constructor(
    private readonly holds: MediaHolds,
    private readonly reader: MessagesReader,
    private readonly erasure: ErasureParticipants,
  ) {}

  /**
   * A message's media stays while the message does (spec 03 §3 `isSelectable`); an erased
   * resident's messages go with them (decision 0061).
   */
  onModuleInit(): void {
    this.holds.register((ids) => this.reader.heldMedia(ids));
    this.erasure.register(async (unit, residentId) => {
      await eraseResidentMessages(unit, await this.reader.idsOfResident(residentId));
      return [];
    });
  }
}
