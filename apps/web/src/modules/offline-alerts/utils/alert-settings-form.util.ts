import {
  alertSettingsFault,
  graceMinutesFault,
  type FacilityAlertSettings,
  type Message,
} from '@ambient/core';

/** The settings panel's fields as typed: minutes and times as text, one optional quiet period. */
export interface AlertSettingsForm {
  graceMinutes: string;
  dayStart: string;
  dayEnd: string;
  quietDays: number[];
  quietStart: string;
  quietEnd: string;
  /** Empty: the zone of the facility's province or state. */
  timeZone: string;
}

export const formOf = (settings: FacilityAlertSettings): AlertSettingsForm => ({
  graceMinutes: String(Math.max(1, Math.round(settings.gracePeriodSeconds / 60))),
  dayStart: settings.dayStart,
  dayEnd: settings.dayEnd,
  quietDays: [...settings.quietDays],
  quietStart: settings.quietHours[0]?.start ?? '',
  quietEnd: settings.quietHours[0]?.end ?? '',
  timeZone: settings.timeZone ?? '',
});

export type AlertSettingsField = 'graceMinutes' | 'dayStart' | 'quiet' | 'timeZone';

/**
 * The form as settings, or the first rule it breaks (the core's rules and messages, as the server
 * judges them) with the field to show it under. Quiet periods beyond the first are kept as they are.
 */
export function settingsOf(
  form: AlertSettingsForm,
  kept: FacilityAlertSettings,
): { settings: FacilityAlertSettings } | { field: AlertSettingsField; message: Message } {
  const minutes = Number(form.graceMinutes.trim());
  const graceFault = form.graceMinutes.trim() === '' ? graceMinutesFault(0) : graceMinutesFault(minutes);
  if (graceFault) return { field: 'graceMinutes', message: graceFault };
  const quietGiven = form.quietStart !== '' || form.quietEnd !== '';
  const settings: FacilityAlertSettings = {
    gracePeriodSeconds: minutes * 60,
    dayStart: form.dayStart,
    dayEnd: form.dayEnd,
    quietDays: [...form.quietDays].sort((a, b) => a - b),
    quietHours: [
      ...(quietGiven ? [{ start: form.quietStart, end: form.quietEnd }] : []),
      ...kept.quietHours.slice(1),
    ],
    timeZone: form.timeZone.trim() === '' ? null : form.timeZone.trim(),
  };
  const fault = alertSettingsFault(settings);
  if (!fault) return { settings };
  const field: AlertSettingsField = fault.key.startsWith('offlineAlerts.quiet')
    ? 'quiet'
    : fault.key === 'offlineAlerts.timeZoneInvalid'
      ? 'timeZone'
      : fault.key === 'offlineAlerts.timeInvalid' &&
          quietGiven &&
          ![form.dayStart, form.dayEnd].includes(String(fault.params?.time))
        ? 'quiet'
        : 'dayStart';
  return { field, message: fault };
}
