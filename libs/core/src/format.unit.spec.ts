import { describe, expect, it } from '@jest/globals';
import { formatDuration, formatRelativeDate, formatSize, formatTableDate, formatTime } from './index.js';

describe('table dates (MMM-DD-YYYY)', () => {
  it('writes the short month, the padded day and the year', () => {
    expect(formatTableDate(new Date(2026, 10, 1, 12))).toBe('Nov-01-2026');
    expect(formatTableDate(new Date(2025, 0, 31, 12))).toBe('Jan-31-2025');
  });
  it('uses French month names for fr-CA', () => {
    expect(formatTableDate(new Date(2026, 1, 14, 12), 'fr-CA')).toBe('févr-14-2026');
  });
  it('answers an empty text for a date that is not one', () => {
    expect(formatTableDate('not a date')).toBe('');
  });
});

describe('times and relative message dates', () => {
  const now = new Date(2026, 10, 21, 15, 30);
  it('writes h:mm a in English and 24-hour time in French', () => {
    expect(formatTime(new Date(2026, 10, 21, 0, 5))).toBe('12:05 AM');
    expect(formatTime(new Date(2026, 10, 21, 15, 7))).toBe('3:07 PM');
    expect(formatTime(new Date(2026, 10, 21, 15, 7), 'fr-CA')).toBe('15\u00a0h\u00a007');
  });
  it('prefixes today and yesterday', () => {
    expect(formatRelativeDate(new Date(2026, 10, 21, 9, 0), now)).toBe('Today, 9:00 AM');
    expect(formatRelativeDate(new Date(2026, 10, 20, 21, 15), now)).toBe('Yesterday, 9:15 PM');
    expect(formatRelativeDate(new Date(2026, 10, 20, 21, 15), now, 'fr-CA')).toBe('Hier, 21\u00a0h\u00a015');
    // French typography: the apostrophe is ’, never '.
    expect(formatRelativeDate(new Date(2026, 10, 21, 9, 0), now, 'fr-CA')).toBe(
      'Aujourd’hui, 9\u00a0h\u00a000',
    );
  });
  it('writes ddd MMM D within the year and MMM D YYYY before it', () => {
    expect(formatRelativeDate(new Date(2026, 2, 3, 10), now)).toBe('Tue Mar 3');
    expect(formatRelativeDate(new Date(2024, 11, 25, 10), now)).toBe('Dec 25 2024');
  });
});

describe('sizes (base 1000, Bytes to YB)', () => {
  it.each([
    [0, '0 Bytes'],
    [999, '999 Bytes'],
    [1000, '1 KB'],
    [1500, '1.5 KB'],
    [2_345_678, '2.35 MB'],
    [5e9, '5 GB'],
    [1e24, '1 YB'],
    [3e27, '3000 YB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });
});

describe('durations (hh:mm:ss)', () => {
  it.each([
    [0, '00:00:00'],
    [59, '00:00:59'],
    [3725, '01:02:05'],
    [360_000, '100:00:00'],
    [-5, '00:00:00'],
  ])('%d seconds read %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
