/**
 * When a facility wants to hear that a kiosk is offline (decision 0048): after its grace period,
 * within its day hours, outside its quiet days and quiet hours, all read on the facility's own
 * clock. Pure: the instant to judge is always given.
 */
import { PROV_STATES } from '../hierarchy/hierarchy.js';
import type { MessageKey, MessageParams } from '../i18n/messages.js';

/** A daily stretch of time, `HH:MM` to `HH:MM`, on the facility's clock; it may run past midnight. */
export interface ClockSpan {
  start: string;
  end: string;
}

export interface FacilityAlertSettings {
  /** How long a kiosk stays offline before anyone is told. */
  gracePeriodSeconds: number;
  /** The facility's day: alerts are sent only within it. */
  dayStart: string;
  dayEnd: string;
  /** ISO weekdays (1 Monday … 7 Sunday) with no alerts at all. */
  quietDays: number[];
  /** Stretches of the day with no alerts. */
  quietHours: ClockSpan[];
  /** An IANA time zone; null: the zone of the facility's province or state. */
  timeZone: string | null;
}

export const AlertLimits = {
  gracePeriodSecondsMin: 1,
  gracePeriodSecondsMax: 24 * 60 * 60,
  /** The console edits whole minutes. */
  graceMinutesMin: 1,
  graceMinutesMax: 24 * 60,
  quietHoursMax: 5,
} as const;

export const DEFAULT_ALERT_SETTINGS: FacilityAlertSettings = {
  gracePeriodSeconds: 30 * 60,
  dayStart: '07:00',
  dayEnd: '21:00',
  quietDays: [],
  quietHours: [],
  timeZone: null,
};

/** The zone of a facility whose province or state is not known. */
export const DEFAULT_TIME_ZONE = 'America/Toronto';

/** The zone where most of a province's or state's people live. */
const ZONE_OF: Record<string, string> = {
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  MB: 'America/Winnipeg',
  NB: 'America/Moncton',
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
  ON: 'America/Toronto',
  PE: 'America/Halifax',
  QC: 'America/Toronto',
  SK: 'America/Regina',
  YT: 'America/Whitehorse',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IN: 'America/Indiana/Indianapolis',
  MI: 'America/Detroit',
  MT: 'America/Denver',
  NV: 'America/Los_Angeles',
  NM: 'America/Denver',
  OR: 'America/Los_Angeles',
  UT: 'America/Denver',
  WA: 'America/Los_Angeles',
  WY: 'America/Denver',
};
const CENTRAL = [
  'AL',
  'AR',
  'IL',
  'IA',
  'KS',
  'LA',
  'MN',
  'MS',
  'MO',
  'NE',
  'ND',
  'OK',
  'SD',
  'TN',
  'TX',
  'WI',
];

/** The zone of a province or state (by its id), DEFAULT_TIME_ZONE when unknown. */
export function provStateTimeZone(provStateId: number | null): string {
  const code = PROV_STATES.find((prov) => prov.id === provStateId)?.code;
  if (code === undefined) return DEFAULT_TIME_ZONE;
  return ZONE_OF[code] ?? (CENTRAL.includes(code) ? 'America/Chicago' : 'America/New_York');
}

/** The zone a facility's alerts follow: its own setting, else its province's or state's. */
export const facilityTimeZone = (
  settings: Pick<FacilityAlertSettings, 'timeZone'>,
  provStateId: number | null,
): string => settings.timeZone ?? provStateTimeZone(provStateId);

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isClockTime = (value: string): boolean => CLOCK_TIME.test(value);
const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The weekday (ISO, 1 Monday … 7 Sunday) and the minute of the day at `instant` on the clock of `timeZone`. */
export function localClock(instant: Date, timeZone: string): { weekday: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1;
  return { weekday, minute: (Number(part('hour')) % 24) * 60 + Number(part('minute')) };
}

/** Whether a minute of the day falls in a span (start included, end not; a span may pass midnight). */
export function inSpan(minute: number, span: ClockSpan): boolean {
  const start = minutesOf(span.start);
  const end = minutesOf(span.end);
  return start <= end ? minute >= start && minute < end : minute >= start || minute < end;
}

export type AlertHours = 'day' | 'night' | 'quietDay' | 'quietHours';

/** What kind of time `instant` is for a facility: only 'day' alerts. */
export function alertHoursAt(instant: Date, settings: FacilityAlertSettings, timeZone: string): AlertHours {
  const { weekday, minute } = localClock(instant, timeZone);
  if (settings.quietDays.includes(weekday)) return 'quietDay';
  if (!inSpan(minute, { start: settings.dayStart, end: settings.dayEnd })) return 'night';
  if (settings.quietHours.some((span) => inSpan(minute, span))) return 'quietHours';
  return 'day';
}

/**
 * An outage is told once the kiosk has been offline for the grace period and it is day for its
 * facility: an outage that began at night is told when the day starts, if it lasts.
 */
export function offlineAlertDue(
  offlineSince: Date,
  now: Date,
  settings: FacilityAlertSettings,
  timeZone: string,
): boolean {
  return (
    now.getTime() - offlineSince.getTime() >= settings.gracePeriodSeconds * 1000 &&
    alertHoursAt(now, settings, timeZone) === 'day'
  );
}

export interface AlertSettingsFault {
  key: MessageKey;
  params?: MessageParams;
}

/** The settings' rules in the panel's order; null when they hold. */
export function alertSettingsFault(settings: FacilityAlertSettings): AlertSettingsFault | null {
  const { gracePeriodSecondsMin: min, gracePeriodSecondsMax: max } = AlertLimits;
  if (
    !Number.isInteger(settings.gracePeriodSeconds) ||
    settings.gracePeriodSeconds < min ||
    settings.gracePeriodSeconds > max
  )
    return { key: 'offlineAlerts.graceRange', params: { max: max / 3600 } };
  for (const time of [settings.dayStart, settings.dayEnd])
    if (!isClockTime(time)) return { key: 'offlineAlerts.timeInvalid', params: { time } };
  if (settings.dayStart === settings.dayEnd) return { key: 'offlineAlerts.dayEmpty' };
  if (settings.quietDays.some((day) => !Number.isInteger(day) || day < 1 || day > 7))
    return { key: 'offlineAlerts.quietDayInvalid' };
  if (settings.quietHours.length > AlertLimits.quietHoursMax)
    return { key: 'offlineAlerts.quietHoursTooMany', params: { max: AlertLimits.quietHoursMax } };
  for (const span of settings.quietHours) {
    for (const time of [span.start, span.end])
      if (!isClockTime(time)) return { key: 'offlineAlerts.timeInvalid', params: { time } };
    if (span.start === span.end) return { key: 'offlineAlerts.quietHoursEmpty' };
  }
  if (settings.timeZone !== null && !isTimeZone(settings.timeZone))
    return { key: 'offlineAlerts.timeZoneInvalid', params: { timeZone: settings.timeZone } };
  return null;
}

/** The console's grace field, in whole minutes. */
export function graceMinutesFault(minutes: number): AlertSettingsFault | null {
  const { graceMinutesMin: min, graceMinutesMax: max } = AlertLimits;
  return Number.isInteger(minutes) && minutes >= min && minutes <= max
    ? null
    : { key: 'offlineAlerts.graceMinutesRange', params: { min, max } };
}

/** Settings as they are kept: days sorted once each, times as given, no zone written as null. */
export function normalizeAlertSettings(settings: FacilityAlertSettings): FacilityAlertSettings {
  const timeZone = settings.timeZone?.trim() ?? '';
  return {
    gracePeriodSeconds: settings.gracePeriodSeconds,
    dayStart: settings.dayStart,
    dayEnd: settings.dayEnd,
    quietDays: [...new Set(settings.quietDays)].sort((a, b) => a - b),
    quietHours: settings.quietHours.map(({ start, end }) => ({ start, end })),
    timeZone: timeZone === '' ? null : timeZone,
  };
}
