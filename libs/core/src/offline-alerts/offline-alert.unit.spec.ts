import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors.js';
import {
  DEFAULT_ALERT_SETTINGS,
  alertHoursAt,
  alertSettingsFault,
  facilityTimeZone,
  graceMinutesFault,
  localClock,
  offlineAlertDue,
  provStateTimeZone,
  type FacilityAlertSettings,
} from './alert-hours.js';
import {
  decideFacilityAlertSettings,
  decideOfflineAlert,
  evolveOfflineAlert,
  initialOfflineAlertState,
  type OfflineAlertCommand,
  type OfflineAlertEvent,
  type OfflineAlertState,
} from './offline-alert.js';

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

/** given(events).when(command): the events decided. */
const given =
  (...events: OfflineAlertEvent[]) =>
  (command: OfflineAlertCommand): OfflineAlertEvent[] =>
    decideOfflineAlert(command, events.reduce(evolveOfflineAlert, initialOfflineAlertState));

const raised = (offlineSince: string, raisedAt: string, alertNumber = 1): OfflineAlertEvent => ({
  type: 'KioskOfflineAlertRaised',
  data: { ...kiosk, alertNumber, offlineSince, raisedAt, gracePeriodSeconds: 1800, timeZone: TORONTO },
});

describe('the facility clock', () => {
  it('reads the weekday and the minute on the facility’s own clock, across time zones', () => {
    const instant = new Date('2026-11-25T03:30:00Z');
    expect(localClock(instant, 'UTC')).toEqual({ weekday: 3, minute: 210 });
    // Still Tuesday evening in Toronto and Vancouver.
    expect(localClock(instant, TORONTO)).toEqual({ weekday: 2, minute: 22 * 60 + 30 });
    expect(localClock(instant, 'America/Vancouver')).toEqual({ weekday: 2, minute: 19 * 60 + 30 });
    expect(localClock(instant, 'America/St_Johns')).toEqual({ weekday: 3, minute: 0 });
  });

  it('follows daylight saving time: 07:00 in Toronto is 11:00 UTC in summer and 12:00 UTC in winter', () => {
    const day = settings();
    expect(alertHoursAt(new Date('2026-07-15T11:00:00Z'), day, TORONTO)).toBe('day');
    expect(alertHoursAt(new Date('2026-07-15T10:59:00Z'), day, TORONTO)).toBe('night');
    expect(alertHoursAt(new Date('2026-01-15T11:30:00Z'), day, TORONTO)).toBe('night');
    expect(alertHoursAt(new Date('2026-01-15T12:00:00Z'), day, TORONTO)).toBe('day');
  });

  it('takes the zone of the facility’s province or state when the settings name none', () => {
    expect(provStateTimeZone(2)).toBe('America/Vancouver'); // BC
    expect(provStateTimeZone(11)).toBe('America/Toronto'); // QC
    expect(provStateTimeZone(144)).toBe('America/Chicago'); // TX
    expect(provStateTimeZone(null)).toBe('America/Toronto');
    expect(facilityTimeZone({ timeZone: 'Europe/Paris' }, 2)).toBe('Europe/Paris');
    expect(facilityTimeZone({ timeZone: null }, 2)).toBe('America/Vancouver');
  });
});

describe('when an outage is due', () => {
  it('is due after the grace period within day hours, not before', () => {
    const since = new Date(toronto('10:00'));
    expect(offlineAlertDue(since, new Date(toronto('10:29')), settings(), TORONTO)).toBe(false);
    expect(offlineAlertDue(since, new Date(toronto('10:30')), settings(), TORONTO)).toBe(true);
    expect(
      offlineAlertDue(since, new Date(toronto('10:05')), settings({ gracePeriodSeconds: 300 }), TORONTO),
    ).toBe(true);
  });

  it('is not due at night, and an outage that began at night is due when the day starts', () => {
    const since = new Date(toronto('22:00', '2026-11-24'));
    expect(offlineAlertDue(since, new Date(toronto('23:30', '2026-11-24')), settings(), TORONTO)).toBe(false);
    expect(offlineAlertDue(since, new Date(toronto('06:59')), settings(), TORONTO)).toBe(false);
    expect(offlineAlertDue(since, new Date(toronto('07:00')), settings(), TORONTO)).toBe(true);
    // Day hours end at 21:00, not included.
    expect(alertHoursAt(new Date(toronto('20:59')), settings(), TORONTO)).toBe('day');
    expect(alertHoursAt(new Date(toronto('21:00')), settings(), TORONTO)).toBe('night');
  });

  it('keeps quiet on quiet days and within quiet hours', () => {
    const since = new Date(toronto('09:00'));
    const noon = new Date(toronto('12:15'));
    expect(offlineAlertDue(since, noon, settings({ quietDays: [3] }), TORONTO)).toBe(false);
    expect(alertHoursAt(noon, settings({ quietDays: [3] }), TORONTO)).toBe('quietDay');
    const lunch = settings({ quietHours: [{ start: '12:00', end: '13:00' }] });
    expect(alertHoursAt(noon, lunch, TORONTO)).toBe('quietHours');
    expect(offlineAlertDue(since, new Date(toronto('13:00')), lunch, TORONTO)).toBe(true);
  });

  it('reads day hours and quiet hours that pass midnight', () => {
    const nightShift = settings({ dayStart: '19:00', dayEnd: '07:00' });
    expect(alertHoursAt(new Date(toronto('23:00')), nightShift, TORONTO)).toBe('day');
    expect(alertHoursAt(new Date(toronto('06:59')), nightShift, TORONTO)).toBe('day');
    expect(alertHoursAt(new Date(toronto('12:00')), nightShift, TORONTO)).toBe('night');
    const late = settings({
      dayStart: '00:00',
      dayEnd: '23:59',
      quietHours: [{ start: '22:00', end: '02:00' }],
    });
    expect(alertHoursAt(new Date(toronto('01:00')), late, TORONTO)).toBe('quietHours');
    expect(alertHoursAt(new Date(toronto('02:00')), late, TORONTO)).toBe('day');
  });

  it('judges the same instant by each facility’s zone', () => {
    const since = new Date('2026-11-25T14:00:00Z');
    const now = new Date('2026-11-25T14:45:00Z'); // 09:45 in Toronto, 06:45 in Vancouver
    expect(offlineAlertDue(since, now, settings(), TORONTO)).toBe(true);
    expect(offlineAlertDue(since, now, settings(), 'America/Vancouver')).toBe(false);
  });
});

describe('the offline alert decider', () => {
  it('raises an alert for an outage once it is due, numbered in the kiosk’s stream', () => {
    const since = toronto('10:00');
    expect(given()(raise(since, toronto('10:20')))).toEqual([]);
    expect(given()(raise(since, toronto('10:31')))).toEqual([raised(since, toronto('10:31'))]);
  });

  it('never tells one outage twice, raised or cleared', () => {
    const since = toronto('10:00');
    const first = raised(since, toronto('10:31'));
    expect(given(first)(raise(since, toronto('10:40')))).toEqual([]);
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
    expect(given(first, cleared)(raise(since, toronto('11:30')))).toEqual([]);
    // A new outage is a new alert.
    const again = toronto('12:00');
    expect(given(first, cleared)(raise(again, toronto('12:45')))).toEqual([
      raised(again, toronto('12:45'), 2),
    ]);
  });

  it('never alerts for a kiosk that flaps within the grace period: each outage starts again', () => {
    // Offline 10:00, back 10:20, offline 10:25: at 10:40 the outage is 15 minutes old.
    expect(given()(raise(toronto('10:25'), toronto('10:40')))).toEqual([]);
  });

  it('raises a night outage when the day starts, not before', () => {
    const since = toronto('21:30', '2026-11-24');
    expect(given()(raise(since, toronto('03:00')))).toEqual([]);
    expect(given()(raise(since, toronto('07:00')))).toEqual([raised(since, toronto('07:00'))]);
  });

  it('clears the open alert when the kiosk is back, and nothing else', () => {
    const since = toronto('10:00');
    const state: OfflineAlertState = [raised(since, toronto('10:31'))].reduce(
      evolveOfflineAlert,
      initialOfflineAlertState,
    );
    const clear: OfflineAlertCommand = {
      type: 'ClearOfflineAlert',
      onlineAt: toronto('11:02'),
      now: toronto('11:03'),
    };
    expect(decideOfflineAlert(clear, state)).toEqual([
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
    expect(decideOfflineAlert(clear, initialOfflineAlertState)).toEqual([]);
    // A presence older than the outage is not its end.
    expect(decideOfflineAlert({ ...clear, onlineAt: toronto('09:00') }, state)).toEqual([]);
  });
});

describe('the facility alert settings', () => {
  const change = (changes: Partial<FacilityAlertSettings>) => ({
    type: 'ChangeFacilityAlertSettings' as const,
    facilityId: 3,
    settings: settings(changes),
  });
  const refusal = (changes: Partial<FacilityAlertSettings>): string => {
    try {
      decideFacilityAlertSettings(change(changes), null);
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).status).toBe(422);
      return (error as DomainError).key;
    }
    return 'accepted';
  };

  it('records a change, sorted, and nothing when nothing changes', () => {
    const [event] = decideFacilityAlertSettings(change({ quietDays: [7, 6, 7], timeZone: ' ' }), null);
    expect(event?.data).toEqual({ facilityId: 3, ...settings({ quietDays: [6, 7] }) });
    expect(
      decideFacilityAlertSettings(change({ quietDays: [6, 7] }), settings({ quietDays: [6, 7] })),
    ).toEqual([]);
  });

  it('refuses settings that break a rule, with their own message', () => {
    expect(refusal({ gracePeriodSeconds: 0 })).toBe('offlineAlerts.graceRange');
    expect(refusal({ gracePeriodSeconds: 86_401 })).toBe('offlineAlerts.graceRange');
    expect(refusal({ dayStart: '7:00' })).toBe('offlineAlerts.timeInvalid');
    expect(refusal({ dayEnd: '24:00' })).toBe('offlineAlerts.timeInvalid');
    expect(refusal({ dayStart: '08:00', dayEnd: '08:00' })).toBe('offlineAlerts.dayEmpty');
    expect(refusal({ quietDays: [0] })).toBe('offlineAlerts.quietDayInvalid');
    expect(refusal({ quietHours: [{ start: '12:00', end: '12:00' }] })).toBe('offlineAlerts.quietHoursEmpty');
    expect(refusal({ quietHours: Array.from({ length: 6 }, () => ({ start: '12:00', end: '13:00' })) })).toBe(
      'offlineAlerts.quietHoursTooMany',
    );
    expect(refusal({ timeZone: 'Mars/Olympus' })).toBe('offlineAlerts.timeZoneInvalid');
    expect(refusal({ timeZone: 'Europe/Paris' })).toBe('accepted');
    expect(alertSettingsFault(DEFAULT_ALERT_SETTINGS)).toBeNull();
  });

  it('lets the console edit whole minutes from 1 to 1440', () => {
    expect(graceMinutesFault(30)).toBeNull();
    expect(graceMinutesFault(0)?.key).toBe('offlineAlerts.graceMinutesRange');
    expect(graceMinutesFault(1.5)?.key).toBe('offlineAlerts.graceMinutesRange');
    expect(graceMinutesFault(1441)?.key).toBe('offlineAlerts.graceMinutesRange');
  });
});
