/** Formatting of dates, sizes and durations (spec 01 §9), identical in the console and the API. */

export type Locale = 'en-CA' | 'en-US' | 'fr-CA';
export const LOCALES: readonly Locale[] = ['en-CA', 'en-US', 'fr-CA'];

const MONTHS: Record<'en' | 'fr', readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: ['janv', 'févr', 'mars', 'avr', 'mai', 'juin', 'juil', 'août', 'sept', 'oct', 'nov', 'déc'],
};
const WEEKDAYS: Record<'en' | 'fr', readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  fr: ['dim', 'lun', 'mar', 'mer', 'jeu', 'ven', 'sam'],
};
const DAY_WORDS = {
  en: { today: 'Today', yesterday: 'Yesterday' },
  fr: { today: 'Aujourd’hui', yesterday: 'Hier' },
} as const;

function lang(locale: Locale): 'en' | 'fr' {
  return locale.startsWith('fr') ? 'fr' : 'en';
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Table dates: MMM-DD-YYYY, for example "Nov-21-2026". Local time of the viewer. */
export function formatTableDate(value: Date | string | number, locale: Locale = 'en-CA'): string {
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${MONTHS[lang(locale)][d.getMonth()]}-${pad2(d.getDate())}-${d.getFullYear()}`;
}

/** A purge's date: ddd, MMM DD, YYYY, for example "Fri, Nov 27, 2026" (spec 03 §9). Local time. */
export function formatPurgeDate(value: Date | string | number, locale: Locale = 'en-CA'): string {
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '';
  const l = lang(locale);
  return `${WEEKDAYS[l][d.getDay()]}, ${MONTHS[l][d.getMonth()]} ${pad2(d.getDate())}, ${d.getFullYear()}`;
}

/** A purged message's opened date: MM/DD/YYYY, for example "11/27/2026" (spec 03 §9). Local time. */
export function formatPurgeOpened(value: Date | string | number): string {
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad2(d.getMonth() + 1)}/${pad2(d.getDate())}/${d.getFullYear()}`;
}

/**
 * Time of day as "h:mm a" in English ("3:07 PM") and 24-hour "H h mm" in French ("15 h 07", with
 * no-break spaces either side of the h, as French typography has it: a time never breaks across lines).
 */
export function formatTime(value: Date | string | number, locale: Locale = 'en-CA'): string {
  const d = toDate(value);
  const h = d.getHours();
  const m = pad2(d.getMinutes());
  if (lang(locale) === 'fr') return `${h}\u00a0h\u00a0${m}`;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${m} ${h < 12 ? 'AM' : 'PM'}`;
}

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/**
 * Message timestamps: "Today, h:mm a", "Yesterday, h:mm a", "ddd MMM D" within the same
 * year, "MMM D YYYY" otherwise. `now` is passed in so the result is reproducible.
 */
export function formatRelativeDate(
  value: Date | string | number,
  now: Date,
  locale: Locale = 'en-CA',
): string {
  const d = toDate(value);
  const l = lang(locale);
  const days = Math.round((startOfDay(now) - startOfDay(d)) / 86_400_000);
  if (days === 0) return `${DAY_WORDS[l].today}, ${formatTime(d, locale)}`;
  if (days === 1) return `${DAY_WORDS[l].yesterday}, ${formatTime(d, locale)}`;
  const month = MONTHS[l][d.getMonth()];
  if (d.getFullYear() === now.getFullYear()) {
    return `${WEEKDAYS[l][d.getDay()]} ${month} ${d.getDate()}`;
  }
  return `${month} ${d.getDate()} ${d.getFullYear()}`;
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** Sizes in base 1000 with units Bytes to YB: 1500 gives "1.5 KB"; 0 gives "0 Bytes". */
export function formatSize(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const i = Math.min(Math.floor(Math.log10(bytes) / 3), SIZE_UNITS.length - 1);
  const value = bytes / 1000 ** i;
  return `${parseFloat(value.toFixed(Math.max(0, decimals)))} ${SIZE_UNITS[i]}`;
}

/** Durations as hh:mm:ss; 3725 seconds gives "01:02:05". Hours grow past 99 when needed. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  return `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}`;
}

/** Locale from the user's language id (English 1, French 2); English users keep the browser's en-US or en-CA. */
export function localeFor(languageId: number | null | undefined, preferred?: string): Locale {
  if (languageId === 2) return 'fr-CA';
  return preferred === 'en-US' ? 'en-US' : 'en-CA';
}
