import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_ALERT_SETTINGS,
  alertHoursAt,
  facilityTimeZone,
  graceMinutesFault,
  localClock,
  offlineAlertDue,
  provStateTimeZone,
  type FacilityAlertSettings,
} from './alert-hours.js';

const TORONTO = 'America/Toronto';
const settings = (changes: Partial<FacilityAlertSettings> = {}): FacilityAlertSettings => ({
  ...DEFAULT_ALERT_SETTINGS,
  ...changes,
});

/** 2026-11-25 is a Wednesday; Toronto is UTC−5 then. */
const toronto = (localTime: string, day = '2026-11-25'): string =>
  new Date(`${day}T${localTime}:00-05:00`).toISOString();

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

describe('the console’s grace period', () => {
  it('lets the console edit whole minutes from 1 to 1440', () => {
    expect(graceMinutesFault(30)).toBeNull();
    expect(graceMinutesFault(0)?.key).toBe('offlineAlerts.graceMinutesRange');
    expect(graceMinutesFault(1.5)?.key).toBe('offlineAlerts.graceMinutesRange');
    expect(graceMinutesFault(1441)?.key).toBe('offlineAlerts.graceMinutesRange');
  });
});
