import type { FieldError } from '@ambient/core';
import { toSentText } from './text.util';

const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u;

/**
 * A name: required and at most `max` characters as sent, trimmed and escaped (spec 01 §5), so
 * the console and the server count alike.
 */
export function nameError(raw: string, max: number, field = 'name'): FieldError | null {
  const name = toSentText(raw);
  if (name.length === 0) return { field, key: 'hierarchy.nameRequired' };
  if (name.length > max) return { field, key: 'hierarchy.nameMaxChars', params: { max } };
  return null;
}

/** A domain name: also letters and spaces only. */
export function lettersAndSpacesNameError(raw: string, max: number, field = 'name'): FieldError | null {
  return (
    nameError(raw, max, field) ??
    (LETTERS_AND_SPACES.test(raw.trim()) ? null : { field, key: 'hierarchy.nameAlphaSpaces' })
  );
}

export function errorsOf(...errors: Array<FieldError | null>): FieldError[] {
  return errors.filter((e): e is FieldError => e !== null);
}
