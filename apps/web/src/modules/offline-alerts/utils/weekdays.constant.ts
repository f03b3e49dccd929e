/** ISO weekdays (1 Monday … 7 Sunday) and their key in the catalogue. */
export const WEEKDAY_KEYS = {
  1: 'mon',
  2: 'tue',
  3: 'wed',
  4: 'thu',
  5: 'fri',
  6: 'sat',
  7: 'sun',
} as const;

export type IsoWeekday = keyof typeof WEEKDAY_KEYS;
export const WEEKDAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

export const weekdayKey = (day: number): (typeof WEEKDAY_KEYS)[IsoWeekday] =>
  WEEKDAY_KEYS[(day >= 1 && day <= 7 ? day : 1) as IsoWeekday];
