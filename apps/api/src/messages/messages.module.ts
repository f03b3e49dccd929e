import { Module, type OnModuleInit } from '@nestjs/common';
import { MediaHolds, MediaModule } from '../media/index.js';
import { ResidentsModule } from '../residents/index.js';
import { UsersModule } from '../users/index.js';
import { DeviceMessagesController } from './device-messages.controller.js';
import { MessageCommandHandler } from './message.commands.js';
import { MessageDeliveryJob } from './message-delivery.job.js';
import { MessageScope } from './message-scope.js';
import { MessageSender } from './message-sender.js';
import { MessageBlobsController, MessagesController } from './messages.controller.js';
import { MessagesProjection } from './messages.projection.js';
import { MessagesReader } from './messages.reader.js';

/** Messages between residents and their contacts (spec 03 §2.13, §2.14; decision 0043). */
@Module({
  imports: [ResidentsModule, MediaModule, UsersModule],
  controllers: [MessagesController, MessageBlobsController, DeviceMessagesController],
  providers: [
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
  ) {}

  /** A message's media stays while the message does (spec 03 §3 `isSelectable`). */
  onModuleInit(): void {
    this.holds.register((ids) => this.reader.heldMedia(ids));
  }
}
