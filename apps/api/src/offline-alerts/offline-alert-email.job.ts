import { Inject } from '@nestjs/common';
import { userStream } from '@ambient/core';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobHandler, type JobPayloads, type JobProcessor } from '../jobs/index.js';
import { Mailer } from '../mail/mailer.js';
import { offlineAlertMail } from './offline-alert-mail.js';
import { OfflineAlertsReader } from './offline-alerts.reader.js';

/**
 * Emails one manager that a kiosk's offline alert was raised or cleared, in their language
 * (decision 0050). The payload holds ids only; the address and name are read when it runs, and a
 * person erased meanwhile gets nothing.
 */
@JobHandler('offlineAlerts.email')
export class OfflineAlertEmailJob implements JobProcessor<'offlineAlerts.email'> {
  constructor(
    private readonly reader: OfflineAlertsReader,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async process({ kioskId, alertNumber, state, userId }: JobPayloads['offlineAlerts.email']): Promise<void> {
    const [alert, recipient] = await Promise.all([
      this.reader.alert(kioskId, alertNumber),
      this.reader.recipient(userId),
    ]);
    if (!alert || !recipient) return;
    const mail = offlineAlertMail(alert, state, recipient, this.config.publicUrl);
    await this.mailer.sendNotice({ email: recipient.email, people: [userStream(recipient.id)], ...mail });
  }
}
