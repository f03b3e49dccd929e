import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import { DomainError } from '../errors.js';
import { alertSettingsFault, DEFAULT_ALERT_SETTINGS, type FacilityAlertSettings } from './alert-hours.js';
import {
  facilityAlertSettingsDecider,
  type FacilityAlertSettingsCommand,
} from './facility-alert-settings.decider.js';
import type { FacilityAlertSettingsEvent } from './facility-alert-settings.js';

const { given } = deciderSpec(facilityAlertSettingsDecider);

const settings = (changes: Partial<FacilityAlertSettings> = {}): FacilityAlertSettings => ({
  ...DEFAULT_ALERT_SETTINGS,
  ...changes,
});

describe('the facility alert settings', () => {
  const change = (changes: Partial<FacilityAlertSettings>): FacilityAlertSettingsCommand => ({
    type: 'ChangeFacilityAlertSettings',
    facilityId: 3,
    settings: settings(changes),
  });
  const changed = (changes: Partial<FacilityAlertSettings>): FacilityAlertSettingsEvent => ({
    type: 'FacilityAlertSettingsChanged',
    data: { facilityId: 3, ...settings(changes) },
  });
  /** Never changed before: the settings are refused (422) with the rule `key`, or accepted. */
  const judged = (changes: Partial<FacilityAlertSettings>, key: string | 'accepted') =>
    key === 'accepted'
      ? given()
          .when(change(changes))
          .then((events) => expect(events).toHaveLength(1))
      : given()
          .when(change(changes))
          .thenThrows(DomainError, (error) => expect([error.key, error.status]).toEqual([key, 422]));

  it('records a change, sorted, and nothing when nothing changes', () => {
    given()
      .when(change({ quietDays: [7, 6, 7], timeZone: ' ' }))
      .then([changed({ quietDays: [6, 7] })]);
    given(changed({ quietDays: [6, 7] }))
      .when(change({ quietDays: [6, 7] }))
      .then([]);
  });

  it('refuses settings that break a rule, with their own message', () => {
    judged({ gracePeriodSeconds: 0 }, 'offlineAlerts.graceRange');
    judged({ gracePeriodSeconds: 86_401 }, 'offlineAlerts.graceRange');
    judged({ dayStart: '7:00' }, 'offlineAlerts.timeInvalid');
    judged({ dayEnd: '24:00' }, 'offlineAlerts.timeInvalid');
    judged({ dayStart: '08:00', dayEnd: '08:00' }, 'offlineAlerts.dayEmpty');
    judged({ quietDays: [0] }, 'offlineAlerts.quietDayInvalid');
    judged({ quietHours: [{ start: '12:00', end: '12:00' }] }, 'offlineAlerts.quietHoursEmpty');
    judged(
      { quietHours: Array.from({ length: 6 }, () => ({ start: '12:00', end: '13:00' })) },
      'offlineAlerts.quietHoursTooMany',
    );
    judged({ timeZone: 'Mars/Olympus' }, 'offlineAlerts.timeZoneInvalid');
    judged({ timeZone: 'Europe/Paris' }, 'accepted');
    expect(alertSettingsFault(DEFAULT_ALERT_SETTINGS)).toBeNull();
  });
});
