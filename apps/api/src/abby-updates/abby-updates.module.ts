import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ProcessRole } from '../config/process-role.js';
import { JobQueue } from '../jobs/index.js';
import { GenieReleasesModule, ReleaseUploadInterceptor } from '../genie-releases/index.js';
import { AbbyZipStorage } from './abby-zip-storage.js';
import { KiosksModule } from '../kiosks/index.js';
import { AbbyActivitiesController } from './abby-activities.controller.js';
import { AbbyKiosksController } from './abby-kiosks.controller.js';
import { AbbyUpdateCommandHandler } from './abby-update.commands.js';
import { AbbyUpdateZipsController } from './abby-update-zips.controller.js';
import { AbbyUpdatesProjection } from './abby-updates.projection.js';
import { AbbyUpdatesReader } from './abby-updates.reader.js';
import { AbbyUpdatesSeeder } from './abby-updates.seeder.js';
import { RecordingUpdateNotifier, UPDATE_NOTIFIER } from './update-notifier.js';
import { OVERRIDE_EXPIRY_SCHEDULE, OverrideExpiryJob } from './override-expiry.job.js';
import { UpdateAvailableJob } from './update-available.job.js';

/**
 * Abby activities, update zips, override kiosks (which may end by themselves: the sweep) and
 * Unupdated Abbys (spec 02), and the port
 * that tells kiosks an update is available (`UPDATE_NOTIFIER`, recorded and published by default).
 */
@Module({
  imports: [KiosksModule, GenieReleasesModule],
  controllers: [AbbyKiosksController, AbbyActivitiesController, AbbyUpdateZipsController],
  providers: [
    AbbyZipStorage,
    ReleaseUploadInterceptor,
    AbbyUpdateCommandHandler,
    AbbyUpdatesProjection,
    AbbyUpdatesReader,
    AbbyUpdatesSeeder,
    UpdateAvailableJob,
    OverrideExpiryJob,
    { provide: UPDATE_NOTIFIER, useClass: RecordingUpdateNotifier },
  ],
  exports: [AbbyUpdatesReader, AbbyUpdatesSeeder, UPDATE_NOTIFIER],
})
export class AbbyUpdatesModule implements OnApplicationBootstrap {
  constructor(
    @Inject(JobQueue) private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly role: ProcessRole,
  ) {}

  /** Override kiosks whose end passed are ended by a sweep on the job port (decision 0085). */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.role.background) return;
    await this.queue.schedule(
      OVERRIDE_EXPIRY_SCHEDULE,
      'abbyOverrides.expire',
      {},
      this.config.abbyOverrideSweepMs,
    );
  }
}
