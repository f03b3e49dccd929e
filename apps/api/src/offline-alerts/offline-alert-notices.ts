import { Inject, Injectable, Logger } from '@nestjs/common';
import { userStream, type OfflineAlertEvent, type OfflineAlertNotice } from '@ambient/core';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LiveGateway } from '../live/live.gateway.js';
import { Mailer } from '../mail/mailer.js';
import { offlineAlertMail } from './offline-alert-mail.js';
import { OfflineAlertsReader } from './offline-alerts.reader.js';

/**
 * Tells the people in charge of a kiosk that its alert was raised or cleared (decision 0050): one
 * email to each of its kiosk managers and its facility's domain managers, in their language, and
 * a live notice to their sockets and to the admins'. Only the process whose append recorded the
 * alert tells it, so an outage is told once.
 */
@Injectable()
export class OfflineAlertNotices {
  private readonly logger = new Logger(OfflineAlertNotices.name);

  constructor(
    private readonly reader: OfflineAlertsReader,
    private readonly mailer: Mailer,
    private readonly live: LiveGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async tell(event: OfflineAlertEvent): Promise<void> {
    const { kioskId, alertNumber } = event.data;
    const alert = await this.reader.alert(kioskId, alertNumber);
    if (!alert) return;
    const state = event.type === 'KioskOfflineAlertRaised' ? 'raised' : 'cleared';
    const notice: OfflineAlertNotice = {
      state,
      kioskId,
      alertNumber,
      kioskName: alert.kioskName,
      serialNumber: alert.serialNumber,
      offlineSince: alert.offlineSince,
      onlineAt: alert.onlineAt,
    };
    const recipients = await this.reader.recipients(kioskId);
    this.live.toAdmins('offlineAlerts.changed', notice);
    for (const recipient of recipients) this.live.toUser(recipient.id, 'offlineAlerts.changed', notice);
    for (const recipient of recipients) {
      const mail = offlineAlertMail(alert, state, recipient, this.config.publicUrl);
      await this.mailer
        .sendNotice({ email: recipient.email, people: [userStream(recipient.id)], ...mail })
        .catch((error: Error) =>
          this.logger.warn(`The offline alert of kiosk ${kioskId} could not be emailed: ${error.message}`),
        );
    }
  }
}
