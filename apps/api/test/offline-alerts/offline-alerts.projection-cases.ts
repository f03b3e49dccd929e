import { describe, it } from '@jest/globals';
import type { DeviceEvent, FacilityAlertSettingsEvent, OfflineAlertEvent } from '@ambient/core';
import { projectionSpec } from '@ambient/event-sourcing/testing';
import {
  OfflineAlertsProjection,
  OfflineWatchProjection,
} from '../../src/offline-alerts/offline-alerts.projection.js';
import { covered, type ProjectionCases } from '../projections/projection-cases.js';

const kiosk = { kioskId: 7, serialNumber: 'GN-7', facilityId: 3 };
const raised = (alertNumber: number, offlineSince: string, raisedAt: string): OfflineAlertEvent => ({
  type: 'KioskOfflineAlertRaised',
  data: {
    ...kiosk,
    alertNumber,
    offlineSince,
    raisedAt,
    gracePeriodSeconds: 1800,
    timeZone: 'America/Toronto',
  },
});

const ALERTS = `SELECT kiosk_id, alert_number, serial_number, facility_id, offline_since, raised_at, time_zone, online_at, cleared_at
  FROM kiosk_offline_alerts ORDER BY kiosk_id, alert_number`;
const SETTINGS = `SELECT facility_id, grace_period_seconds, day_start, day_end, quiet_days, quiet_hours, time_zone
  FROM facility_alert_settings ORDER BY facility_id`;
const WATCH = `SELECT serial_number, presence, offline_since, online_since FROM kiosk_offline_watch ORDER BY serial_number`;

export const offlineAlertsProjectionCases: ProjectionCases = (dataSource) => {
  describe('Offline alerts projections', () => {
    it('keeps each alert of a kiosk, open until it is cleared', async () => {
      const spec = projectionSpec<OfflineAlertEvent>(
        covered(new OfflineAlertsProjection()),
        dataSource(),
      ).given(
        raised(1, '2026-03-02T14:00:00.000Z', '2026-03-02T14:30:00.000Z'),
        {
          type: 'KioskOfflineAlertCleared',
          data: {
            ...kiosk,
            alertNumber: 1,
            offlineSince: '2026-03-02T14:00:00.000Z',
            onlineAt: '2026-03-02T15:00:00.000Z',
            clearedAt: '2026-03-02T15:00:01.000Z',
          },
        },
        raised(2, '2026-03-03T12:00:00.000Z', '2026-03-03T12:30:00.000Z'),
      );
      const row = { kiosk_id: 7, serial_number: 'GN-7', facility_id: 3, time_zone: 'America/Toronto' };
      await spec.then(ALERTS, [
        {
          ...row,
          alert_number: 1,
          offline_since: new Date('2026-03-02T14:00:00.000Z'),
          raised_at: new Date('2026-03-02T14:30:00.000Z'),
          online_at: new Date('2026-03-02T15:00:00.000Z'),
          cleared_at: new Date('2026-03-02T15:00:01.000Z'),
        },
        {
          ...row,
          alert_number: 2,
          offline_since: new Date('2026-03-03T12:00:00.000Z'),
          raised_at: new Date('2026-03-03T12:30:00.000Z'),
          online_at: null,
          cleared_at: null,
        },
      ]);
    });

    it('keeps a facility’s latest alert settings', async () => {
      const changed = (gracePeriodSeconds: number, timeZone: string | null): FacilityAlertSettingsEvent => ({
        type: 'FacilityAlertSettingsChanged',
        data: {
          facilityId: 3,
          gracePeriodSeconds,
          dayStart: '07:00',
          dayEnd: '21:00',
          quietDays: [6, 7],
          quietHours: [{ start: '12:00', end: '13:00' }],
          timeZone,
        },
      });
      const spec = projectionSpec<FacilityAlertSettingsEvent>(
        covered(new OfflineAlertsProjection()),
        dataSource(),
      ).given(changed(1800, null), changed(600, 'America/Vancouver'));
      await spec.then(SETTINGS, [
        {
          facility_id: 3,
          grace_period_seconds: 600,
          day_start: '07:00',
          day_end: '21:00',
          quiet_days: [6, 7],
          quiet_hours: [{ start: '12:00', end: '13:00' }],
          time_zone: 'America/Vancouver',
        },
      ]);
    });

    it('watches each device’s presence: since when it is offline, when it last came online', async () => {
      const spec = projectionSpec<DeviceEvent>(covered(new OfflineWatchProjection()), dataSource()).given(
        {
          type: 'KioskCameOnline',
          data: { serialNumber: 'GN-7', kioskTypeId: 2, at: '2026-03-02T09:00:00.000Z' },
        },
        {
          type: 'KioskWentOffline',
          data: { serialNumber: 'GN-7', reason: 'connectionLost', at: '2026-03-02T10:00:00.000Z' },
        },
        {
          type: 'KioskWentOffline',
          data: { serialNumber: 'AB-1', reason: 'connectionLost', at: '2026-03-02T11:00:00.000Z' },
        },
      );
      await spec.then(WATCH, [
        {
          serial_number: 'AB-1',
          presence: 'offline',
          offline_since: new Date('2026-03-02T11:00:00.000Z'),
          online_since: null,
        },
        {
          serial_number: 'GN-7',
          presence: 'offline',
          offline_since: new Date('2026-03-02T10:00:00.000Z'),
          online_since: new Date('2026-03-02T09:00:00.000Z'),
        },
      ]);
    });
  });
};
