/**
 * The one rule for names of people and of places (decision 0011), used by the server's deciders
 * and by the console's forms.
 *
 * - A person's name (profile and user names, contacts, residents' first and last names) holds
 *   letters of any alphabet (accents included), spaces, hyphens, apostrophes (' or ’) and
 *   periods, and starts with a letter: "Jean-Pierre Côté", "D’Arcy O'Neil", "J. R. Smith".
 * - A place's name (organizations, domains, facilities, kiosks) also holds digits, commas,
 *   ampersands, parentheses, slashes and number signs, and starts with a letter or a digit:
 *   "Saint-Jean Nord", "Résidence 2", "St. John's (Est)", "Soins & Santé inc.".
 * - Before the check a name is put in Unicode composed form, the console's escaping of angle
 *   brackets is undone, runs of white space become one space and the ends are trimmed. Angle
 *   brackets and other symbols are not part of any name and are refused.
 */
import type { FieldError } from './errors.js';

export type NameKind = 'person' | 'place';

const PERSON_NAME = /^\p{L}[\p{L}\p{M}'’ .-]*$/u;
const PLACE_NAME = /^[\p{L}\p{Nd}][\p{L}\p{M}\p{Nd}'’ .,&()/#-]*$/u;

/** Composed form, `&lt;`/`&gt;` back to brackets, one space between words, trimmed. */
export function normalizeName(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : raw === null || raw === undefined ? '' : String(raw);
  return text.normalize('NFC').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\s+/gu, ' ').trim();
}

export const isPersonName = (name: string): boolean => PERSON_NAME.test(normalizeName(name));
export const isPlaceName = (name: string): boolean => PLACE_NAME.test(normalizeName(name));

/**
 * The character rule a non-empty name breaks, or null. Required and maximum length stay with
 * each field, whose messages the spec gives.
 */
export function nameCharsError(raw: unknown, kind: NameKind, field = 'name'): FieldError | null {
  const name = normalizeName(raw);
  if (name.length === 0) return null;
  if (kind === 'person') return PERSON_NAME.test(name) ? null : { field, key: 'name.personChars' };
  return PLACE_NAME.test(name) ? null : { field, key: 'name.placeChars' };
}

/**
 * What two names are compared by: case, accents, apostrophe style and spacing do not count, so
 * "Soins Côté" and " soins  cote " are the same name.
 */
export function nameKey(raw: unknown): string {
  return normalizeName(raw)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/’/g, "'")
    .toLocaleLowerCase('en-CA');
}

export const sameName = (a: unknown, b: unknown): boolean => nameKey(a) === nameKey(b);
