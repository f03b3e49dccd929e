import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ProcessRole } from '../config/process-role.js';
import { JobQueue } from '../jobs/index.js';
import { MediaModule } from '../media/index.js';
import { MessagePurgeJob } from './message-purge.job.js';
import { MessagePurger } from './message-purger.js';
import { MessagePurgesController } from './message-purges.controller.js';
import { MessagePurgesProjection } from './message-purges.projection.js';
import { MessagePurgesReader } from './message-purges.reader.js';

/** The id of the purge's schedule: every process schedules it at start, it runs once per slot. */
export const MESSAGE_PURGE_SCHEDULE = 'messages.purge';

/**
 * Message Purges (spec 03 §2.16; decision 0070): the scheduled purge of old messages and their
 * media, recorded as events, and the screen's two calls.
 */
@Module({
  imports: [MediaModule],
  controllers: [MessagePurgesController],
  providers: [MessagePurgeJob, MessagePurger, MessagePurgesProjection, MessagePurgesReader],
  exports: [MessagePurger, MessagePurgesReader],
})
export class MessagePurgesModule implements OnApplicationBootstrap {
  constructor(
    @Inject(JobQueue) private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly role: ProcessRole,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.role.background) return;
    await this.queue.schedule(MESSAGE_PURGE_SCHEDULE, 'messages.purge', {}, this.config.messagePurge.everyMs);
  }
}
