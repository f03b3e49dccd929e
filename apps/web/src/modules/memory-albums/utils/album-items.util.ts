import { formatTableDate, formatTime, type Locale } from '@ambient/core';

/**
 * Memory Albums' title from a dashboard (spec 03 §2.7: "the resident name and/or kiosk serial
 * number when reached from a dashboard"): the resident and their kiosk's serial number, or
 * whichever is known; null elsewhere (the screen says "Memory Albums").
 */
export function albumsTitle(origin: {
  fromDashboard: boolean;
  residentName: string | null;
  serialNumber: string | null;
}): string | null {
  if (!origin.fromDashboard) return null;
  const parts = [origin.residentName, origin.serialNumber].filter((part): part is string => !!part);
  return parts.length === 0 ? null : parts.join(' · ');
}

/**
 * The "Last Viewed" of an album or one of its items (spec 03 §2.6; decision 0076): the day
 * (MMM-DD-YYYY) and the time its resident's kiosk last reported showing it, in the reader's
 * language, or the words for none.
 */
export function lastViewedText(
  value: string | null | undefined,
  locale: Locale,
  notReported: string,
): string {
  return value ? `${formatTableDate(value, locale)} ${formatTime(value, locale)}` : notReported;
}
