/** Name rules shared by organizations, domains and facilities (spec 01 §5). */
import { Limits } from '../constants.js';
import { DomainError } from '../errors.js';
import { escapeAngleBrackets } from '../validation.js';

const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u;

/** Trims, escapes angle brackets, and checks required and maximum length. */
export function requireName(raw: unknown, max: number): string {
  const name = escapeAngleBrackets(String(raw ?? '').trim());
  if (name.length === 0) throw new DomainError('hierarchy.nameRequired');
  if (name.length > max) throw new DomainError('hierarchy.nameMaxChars', { max });
  return name;
}

export function requireLettersAndSpaces(name: string): string {
  if (!LETTERS_AND_SPACES.test(name)) throw new DomainError('hierarchy.nameAlphaSpaces');
  return name;
}

export const organizationName = (raw: unknown): string => requireName(raw, Limits.organizationNameMax);
export const domainName = (raw: unknown): string =>
  requireLettersAndSpaces(requireName(raw, Limits.domainNameMax));
export const facilityName = (raw: unknown): string => requireName(raw, Limits.facilityNameMax);
