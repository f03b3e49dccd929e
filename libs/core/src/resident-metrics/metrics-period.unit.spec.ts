import { describe, expect, it } from '@jest/globals';
import { countByBucket, isQuiet, periodWindow, startOfDay } from './metrics-period.js';

const MONTREAL = 'America/Toronto';
// Thursday 26 November 2026, 22:30 in Montréal (03:30 UTC on Friday the 27th).
const NOW = new Date('2026-11-27T03:30:00Z');

describe('metrics periods', () => {
  it('covers the week from Monday to today on the facility’s calendar, a bar a day', () => {
    const window = periodWindow('WeekToDate', NOW, MONTREAL, 'en-CA');
    expect(window.buckets.map((b) => b.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu']);
    expect(window.from.toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(window.to.toISOString()).toBe('2026-11-27T05:00:00.000Z');
    // In UTC it is already Friday.
    expect(periodWindow('WeekToDate', NOW, 'UTC', 'en-CA').buckets).toHaveLength(5);
  });

  it('labels the bars in the caller’s language', () => {
    expect(periodWindow('WeekToDate', NOW, MONTREAL, 'fr-CA').buckets.map((b) => b.label)).toEqual([
      'lun.',
      'mar.',
      'mer.',
      'jeu.',
    ]);
    expect(periodWindow('YearToDate', NOW, MONTREAL, 'fr-CA').buckets[0]!.label).toBe('janv.');
  });

  it('counts a month to date and last month by day, a year by month', () => {
    const monthToDate = periodWindow('MonthToDate', NOW, MONTREAL, 'en-CA');
    expect(monthToDate.buckets).toHaveLength(26);
    // Standard time began on Sunday 1 November: that bar lasts 25 hours.
    const first = monthToDate.buckets[0]!;
    expect(first.to.getTime() - first.from.getTime()).toBe(25 * 3_600_000);
    const lastMonth = periodWindow('LastMonth', NOW, MONTREAL, 'en-CA');
    expect(lastMonth.buckets).toHaveLength(31);
    expect(lastMonth.buckets[0]!.label).toBe('Oct 1');
    expect(lastMonth.to.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    const yearToDate = periodWindow('YearToDate', NOW, MONTREAL, 'en-CA');
    expect(yearToDate.buckets).toHaveLength(11);
    // It ends with today, not with November.
    expect(yearToDate.to.toISOString()).toBe('2026-11-27T05:00:00.000Z');
    const lastYear = periodWindow('LastYear', NOW, MONTREAL, 'en-CA');
    expect(lastYear.buckets.map((b) => b.label)).toHaveLength(12);
    expect(lastYear.from.toISOString()).toBe('2025-01-01T05:00:00.000Z');
    expect(lastYear.to.toISOString()).toBe('2026-01-01T05:00:00.000Z');
  });

  it('puts each moment in its bar and leaves out what falls outside', () => {
    const window = periodWindow('WeekToDate', NOW, MONTREAL, 'en-CA');
    const counts = countByBucket(
      [
        new Date('2026-11-23T05:00:00Z'), // Monday 00:00 in Montréal
        new Date('2026-11-24T04:59:59Z'), // still Monday
        new Date('2026-11-26T23:00:00Z'), // Thursday
        new Date('2026-11-23T04:59:59Z'), // Sunday: last week
      ],
      window,
    );
    expect(counts).toEqual([2, 0, 0, 1]);
  });

  it('finds the start of a day across the change of time', () => {
    expect(startOfDay(2026, 3, 8, MONTREAL).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay(2026, 3, 9, MONTREAL).toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('flags two weeks without anything, and never', () => {
    expect(isQuiet(null, NOW)).toBe(true);
    expect(isQuiet('2026-11-13T03:30:00Z', NOW)).toBe(true);
    expect(isQuiet('2026-11-13T03:31:00Z', NOW)).toBe(false);
  });
});
