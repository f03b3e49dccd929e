/** Names of organizations, domains and facilities: the place-name rule (decision 0011). */
import { Limits } from '../constants.js';
import { DomainError } from '../errors.js';
import { nameCharsError, normalizeName } from '../names.js';

/**
 * Normalizes a place's name (see `normalizeName`) and checks it: required, at most `max`
 * characters, the place-name characters.
 */
export function requirePlaceName(raw: unknown, max: number): string {
  const name = normalizeName(raw);
  if (name.length === 0) throw new DomainError('hierarchy.nameRequired');
  if (name.length > max) throw new DomainError('hierarchy.nameMaxChars', { max });
  const error = nameCharsError(name, 'place');
  if (error) throw new DomainError(error.key, error.params);
  return name;
}

export const organizationName = (raw: unknown): string => requirePlaceName(raw, Limits.organizationNameMax);
export const domainName = (raw: unknown): string => requirePlaceName(raw, Limits.domainNameMax);
export const facilityName = (raw: unknown): string => requirePlaceName(raw, Limits.facilityNameMax);
