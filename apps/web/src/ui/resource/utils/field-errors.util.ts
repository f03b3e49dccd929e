import { nameCharsError, type FieldError } from '@ambient/core';
import { toSentText } from './text.util';

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

/** A place's name (organization, domain, facility): also the core's rule for places (decision 0011). */
export function placeNameError(raw: string, max: number, field = 'name'): FieldError | null {
  return nameError(raw, max, field) ?? nameCharsError(raw, 'place', field);
}

export function errorsOf(...errors: Array<FieldError | null>): FieldError[] {
  return errors.filter((e): e is FieldError => e !== null);
}
