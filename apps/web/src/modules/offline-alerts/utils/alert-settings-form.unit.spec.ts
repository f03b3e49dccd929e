import { describe, expect, it } from '@jest/globals';
import { DEFAULT_ALERT_SETTINGS } from '@ambient/core';
import { formOf, settingsOf } from './alert-settings-form.util';

describe('the alert settings form', () => {
  const form = formOf(DEFAULT_ALERT_SETTINGS);

  it('edits the defaults in minutes and gives them back as they were', () => {
    expect(form).toMatchObject({ graceMinutes: '30', dayStart: '07:00', dayEnd: '21:00', timeZone: '' });
    expect(settingsOf(form, DEFAULT_ALERT_SETTINGS)).toEqual({ settings: DEFAULT_ALERT_SETTINGS });
  });

  it('takes one quiet period and quiet days, sorted', () => {
    const result = settingsOf(
      { ...form, quietDays: [7, 6], quietStart: '12:00', quietEnd: '13:00', timeZone: 'America/Vancouver' },
      DEFAULT_ALERT_SETTINGS,
    );
    expect(result).toEqual({
      settings: {
        ...DEFAULT_ALERT_SETTINGS,
        quietDays: [6, 7],
        quietHours: [{ start: '12:00', end: '13:00' }],
        timeZone: 'America/Vancouver',
      },
    });
  });

  it('names the field at fault with the core’s message', () => {
    expect(settingsOf({ ...form, graceMinutes: '0' }, DEFAULT_ALERT_SETTINGS)).toMatchObject({
      field: 'graceMinutes',
      message: { key: 'offlineAlerts.graceMinutesRange' },
    });
    expect(settingsOf({ ...form, dayEnd: '07:00' }, DEFAULT_ALERT_SETTINGS)).toMatchObject({
      field: 'dayStart',
      message: { key: 'offlineAlerts.dayEmpty' },
    });
    expect(settingsOf({ ...form, quietStart: '12:00', quietEnd: '' }, DEFAULT_ALERT_SETTINGS)).toMatchObject({
      field: 'quiet',
    });
    expect(settingsOf({ ...form, timeZone: 'Mars/Olympus' }, DEFAULT_ALERT_SETTINGS)).toMatchObject({
      field: 'timeZone',
    });
  });
});
