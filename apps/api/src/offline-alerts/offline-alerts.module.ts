import { Module } from '@nestjs/common';
import { KiosksModule } from '../kiosks/index.js';
import { OfflineAlertCommandHandler } from './offline-alert.commands.js';
import { OfflineAlertEmailJob } from './offline-alert-email.job.js';
import { OfflineAlertNotices } from './offline-alert-notices.js';
import { OfflineAlertSweeper } from './offline-alert-sweeper.js';
import { OfflineAlertsController } from './offline-alerts.controller.js';
import { OfflineAlertsProjection, OfflineWatchProjection } from './offline-alerts.projection.js';
import { OfflineAlertsReader } from './offline-alerts.reader.js';

/** Offline alerts that know the facility (issue 10 point 6; decisions 0048–0051). */
@Module({
  imports: [KiosksModule],
  controllers: [OfflineAlertsController],
  providers: [
    OfflineAlertCommandHandler,
    OfflineAlertsProjection,
    OfflineWatchProjection,
    OfflineAlertsReader,
    OfflineAlertNotices,
    OfflineAlertEmailJob,
    OfflineAlertSweeper,
  ],
  exports: [OfflineAlertsReader],
})
export class OfflineAlertsModule {}
