/**
 * Resident metrics periods (spec 02 "Resident metrics"; decision 0073): which days or months a
 * period covers on the calendar of the resident's facility, the bars it is drawn with, and the
 * two-week window of the quiet flags.
 */

/** The periods the server offers, in the selector's order. */
export const METRICS_PERIODS = ['WeekToDate', 'MonthToDate', 'LastMonth', 'YearToDate', 'LastYear'] as const;
export type MetricsPeriod = (typeof METRICS_PERIODS)[number];

/** Spec 02 §9 "Default metrics period". */
export const DEFAULT_METRICS_PERIOD: MetricsPeriod = 'WeekToDate';

/** The window of the quiet flags: no check-in, no message, no album addition for two weeks. */
export const QUIET_WINDOW_DAYS = 14;
const DAY_MS = 86_400_000;

/** The bar charts' data sources (`POST residentdashboard/{kind}/{id}`). */
export const METRICS_SOURCES = ['activation', 'messages', 'uploads'] as const;
export type MetricsSource = (typeof METRICS_SOURCES)[number];

export const MESSAGE_DIRECTIONS = ['UserToResident', 'ResidentToUser'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

/** One bar: its label and the instants it covers, `from` included, `to` excluded. */
export interface PeriodBucket {
  label: string;
  from: Date;
  to: Date;
}

export interface PeriodWindow {
  period: MetricsPeriod;
  from: Date;
  to: Date;
  buckets: PeriodBucket[];
}

interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

/** The calendar day at `instant` on the clock of `timeZone`. */
function calendarDay(instant: Date, timeZone: string): CalendarDay {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const part = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Minutes `timeZone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const part = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant a calendar day begins in `timeZone` (day and month may overflow: 32 January is 1 February). */
export function startOfDay(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  // Twice: the offset at the guess may differ from the offset at midnight across a change of time.
  let instant = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  instant = wall - offsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

/** The ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
const isoWeekday = ({ year, month, day }: CalendarDay): number => {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
};

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The label of a calendar day or month in `locale`, written from its UTC noon so no zone moves it. */
function label(locale: string, options: Intl.DateTimeFormatOptions, year: number, month: number, day = 1) {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day, 12)),
  );
}

function dayBuckets(start: CalendarDay, count: number, timeZone: string, locale: string, weekday: boolean) {
  return Array.from({ length: count }, (_, index): PeriodBucket => {
    const { year, month } = start;
    const day = start.day + index;
    const noon = new Date(Date.UTC(year, month - 1, day, 12));
    return {
      label: weekday
        ? label(
            locale,
            { weekday: 'short' },
            noon.getUTCFullYear(),
            noon.getUTCMonth() + 1,
            noon.getUTCDate(),
          )
        : label(
            locale,
            { month: 'short', day: 'numeric' },
            noon.getUTCFullYear(),
            noon.getUTCMonth() + 1,
            noon.getUTCDate(),
          ),
      from: startOfDay(year, month, day, timeZone),
      to: startOfDay(year, month, day + 1, timeZone),
    };
  });
}

function monthBuckets(year: number, count: number, timeZone: string, locale: string) {
  return Array.from({ length: count }, (_, index): PeriodBucket => ({
    label: label(locale, { month: 'short' }, year, index + 1),
    from: startOfDay(year, index + 1, 1, timeZone),
    to: startOfDay(year, index + 2, 1, timeZone),
  }));
}

/**
 * The days or months of `period` at `now` on the calendar of `timeZone`: a week from Monday to
 * today, a month by day, a year by month. A period to date ends with today.
 */
export function periodWindow(
  period: MetricsPeriod,
  now: Date,
  timeZone: string,
  locale: string,
): PeriodWindow {
  const today = calendarDay(now, timeZone);
  let buckets: PeriodBucket[];
  switch (period) {
    case 'WeekToDate': {
      const weekday = isoWeekday(today);
      buckets = dayBuckets({ ...today, day: today.day - weekday + 1 }, weekday, timeZone, locale, true);
      break;
    }
    case 'MonthToDate':
      buckets = dayBuckets({ ...today, day: 1 }, today.day, timeZone, locale, false);
      break;
    case 'LastMonth': {
      const year = today.month === 1 ? today.year - 1 : today.year;
      const month = today.month === 1 ? 12 : today.month - 1;
      buckets = dayBuckets({ year, month, day: 1 }, daysInMonth(year, month), timeZone, locale, false);
      break;
    }
    case 'YearToDate':
      buckets = monthBuckets(today.year, today.month, timeZone, locale);
      break;
    case 'LastYear':
      buckets = monthBuckets(today.year - 1, 12, timeZone, locale);
      break;
  }
  // A period to date ends with today, even where its last bar is a whole month.
  const endOfToday = startOfDay(today.year, today.month, today.day + 1, timeZone);
  const last = buckets[buckets.length - 1]!.to;
  return { period, from: buckets[0]!.from, to: last < endOfToday ? last : endOfToday, buckets };
}

/** How many of `instants` fall in each bar of the window. */
export function countByBucket(instants: readonly Date[], window: PeriodWindow): number[] {
  const counts = window.buckets.map(() => 0);
  for (const instant of instants) {
    const index = window.buckets.findIndex((b) => instant >= b.from && instant < b.to);
    if (index >= 0) counts[index]! += 1;
  }
  return counts;
}

/** The start of the two-week window that ends at `now`. */
export const quietWindowStart = (now: Date): Date => new Date(now.getTime() - QUIET_WINDOW_DAYS * DAY_MS);

/** Whether nothing happened in the two weeks before `now` (never counts as nothing). */
export const isQuiet = (last: Date | string | null, now: Date): boolean =>
  last === null || new Date(last).getTime() <= quietWindowStart(now).getTime();
