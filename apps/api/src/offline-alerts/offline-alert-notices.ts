import { Injectable } from '@nestjs/common';
import type { OfflineAlertEvent, OfflineAlertNotice } from '@ambient/core';
import { JobQueue } from '../jobs/index.js';
import { LiveGateway } from '../live/live.gateway.js';
import { OfflineAlertsReader } from './offline-alerts.reader.js';

/**
 * Tells the people in charge of a kiosk that its alert was raised or cleared (decision 0050): a
 * live notice to the sockets of its kiosk managers, of its facility's domain managers and of the
 * admins, and one email job per manager (tried again while the mail server refuses; its id makes
 * it run once). Only the process whose append recorded the alert tells it, so an outage is told
 * once.
 */
@Injectable()
export class OfflineAlertNotices {
  constructor(
    private readonly reader: OfflineAlertsReader,
    private readonly live: LiveGateway,
    private readonly jobs: JobQueue,
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
    for (const { id: userId } of recipients)
      await this.jobs.add(
        'offlineAlerts.email',
        { kioskId, alertNumber, state, userId },
        `offline-alert|${kioskId}|${alertNumber}|${state}|${userId}`,
      );
  }
}
