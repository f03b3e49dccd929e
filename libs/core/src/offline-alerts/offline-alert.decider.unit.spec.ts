import { describe, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import { DEFAULT_ALERT_SETTINGS, type FacilityAlertSettings } from './alert-hours.js';
import { offlineAlertDecider, type OfflineAlertCommand } from './offline-alert.decider.js';
import type { OfflineAlertEvent } from './offline-alert.js';

/** given(events).when(command): the events decided. */
const { given } = deciderSpec(offlineAlertDecider);

const TORONTO = 'America/Toronto';
const kiosk = { kioskId: 7, serialNumber: 'GENIE-7', facilityId: 3 };
const settings = (changes: Partial<FacilityAlertSettings> = {}): FacilityAlertSettings => ({
  ...DEFAULT_ALERT_SETTINGS,
  ...changes,
});

/** 2026-11-25 is a Wednesday; Toronto is UTC−5 then. */
const toronto = (localTime: string, day = '2026-11-25'): string =>
  new Date(`${day}T${localTime}:00-05:00`).toISOString();

const raise = (
  offlineSince: string,
  now: string,
  changes: Partial<FacilityAlertSettings> = {},
  timeZone = TORONTO,
): OfflineAlertCommand => ({
  type: 'RaiseOfflineAlert',
  kiosk,
  offlineSince,
  now,
  settings: settings(changes),
  timeZone,
});

const raised = (offlineSince: string, raisedAt: string, alertNumber = 1): OfflineAlertEvent => ({
  type: 'KioskOfflineAlertRaised',
  data: { ...kiosk, alertNumber, offlineSince, raisedAt, gracePeriodSeconds: 1800, timeZone: TORONTO },
});

describe('the offline alert decider', () => {
  it('raises an alert for an outage once it is due, numbered in the kiosk’s stream', () => {
    const since = toronto('10:00');
    given()
      .when(raise(since, toronto('10:20')))
      .then([]);
    given()
      .when(raise(since, toronto('10:31')))
      .then([raised(since, toronto('10:31'))]);
  });

  it('never tells one outage twice, raised or cleared', () => {
    const since = toronto('10:00');
    const first = raised(since, toronto('10:31'));
    given(first)
      .when(raise(since, toronto('10:40')))
      .then([]);
    const cleared: OfflineAlertEvent = {
      type: 'KioskOfflineAlertCleared',
      data: {
        ...kiosk,
        alertNumber: 1,
        offlineSince: since,
        onlineAt: toronto('11:00'),
        clearedAt: toronto('11:00'),
      },
    };
    given(first, cleared)
      .when(raise(since, toronto('11:30')))
      .then([]);
    // A new outage is a new alert.
    const again = toronto('12:00');
    given(first, cleared)
      .when(raise(again, toronto('12:45')))
      .then([raised(again, toronto('12:45'), 2)]);
  });

  it('never alerts for a kiosk that flaps within the grace period: each outage starts again', () => {
    // Offline 10:00, back 10:20, offline 10:25: at 10:40 the outage is 15 minutes old.
    given()
      .when(raise(toronto('10:25'), toronto('10:40')))
      .then([]);
  });

  it('raises a night outage when the day starts, not before', () => {
    const since = toronto('21:30', '2026-11-24');
    given()
      .when(raise(since, toronto('03:00')))
      .then([]);
    given()
      .when(raise(since, toronto('07:00')))
      .then([raised(since, toronto('07:00'))]);
  });

  it('clears the open alert when the kiosk is back, and nothing else', () => {
    const since = toronto('10:00');
    const open = raised(since, toronto('10:31'));
    const clear: OfflineAlertCommand = {
      type: 'ClearOfflineAlert',
      onlineAt: toronto('11:02'),
      now: toronto('11:03'),
    };
    given(open)
      .when(clear)
      .then([
        {
          type: 'KioskOfflineAlertCleared',
          data: {
            ...kiosk,
            alertNumber: 1,
            offlineSince: since,
            onlineAt: toronto('11:02'),
            clearedAt: toronto('11:03'),
          },
        },
      ]);
    given().when(clear).then([]);
    // A presence older than the outage is not its end.
    given(open)
      .when({ ...clear, onlineAt: toronto('09:00') })
      .then([]);
  });
});
