import { Limits, Language } from './constants.js';
import type { FieldError } from './errors.js';
import { nameCharsError, normalizeName } from './names.js';

export interface ProfileInput {
  name: string;
  nickname: string;
  languageId: number | null;
  defaultResidentId: number | null;
}

export interface NormalizedProfile {
  name: string;
  nickname: string;
  /** null stands for English (spec 01 §5). */
  languageId: number | null;
  defaultResidentId: number | null;
}

/** Profile name: required, a person's name (decision 0011), at most 100 characters once normalized. */
export function validateProfileName(raw: string, max: number = Limits.profileNameMax): FieldError | null {
  const name = normalizeName(raw);
  if (name.length === 0) return { field: 'name', key: 'profile.nameRequired' };
  if (name.length > max) return { field: 'name', key: 'profile.nameMaxChars', params: { max } };
  return nameCharsError(name, 'person');
}

export function validateNickname(raw: string): FieldError | null {
  if (raw.trim().length > Limits.nicknameMax) {
    return { field: 'nickname', key: 'profile.nicknameMaxChars', params: { max: Limits.nicknameMax } };
  }
  return null;
}

/** The nickname saved when the field is left empty: the first word of the name, cut to 20. */
export function defaultNickname(name: string): string {
  return (name.trim().split(/\s+/)[0] ?? '').slice(0, Limits.nicknameMax);
}

/**
 * Validates and normalizes a profile edit: trims, fills the nickname, sends English as null
 * and drops the default resident unless the user has several residents.
 */
export function normalizeProfile(
  input: ProfileInput,
  residentIds: readonly number[],
): { errors: FieldError[]; value: NormalizedProfile } {
  const errors: FieldError[] = [];
  const nameError = validateProfileName(input.name);
  if (nameError) errors.push(nameError);
  const nicknameError = validateNickname(input.nickname);
  if (nicknameError) errors.push(nicknameError);
  const languageId = input.languageId === Language.French ? Language.French : null;
  if (
    input.languageId !== null &&
    input.languageId !== Language.English &&
    input.languageId !== Language.French
  ) {
    errors.push({ field: 'languageId', key: 'profile.languageInvalid' });
  }
  let defaultResidentId: number | null = null;
  if (residentIds.length > 1 && input.defaultResidentId !== null) {
    if (!residentIds.includes(input.defaultResidentId)) {
      errors.push({ field: 'defaultResidentId', key: 'profile.defaultResidentInvalid' });
    } else {
      defaultResidentId = input.defaultResidentId;
    }
  }
  const name = normalizeName(input.name);
  const nickname = input.nickname.trim() || defaultNickname(name);
  return { errors, value: { name, nickname, languageId, defaultResidentId } };
}

export function validatePassword(password: string): FieldError | null {
  if (password.length === 0) return { field: 'password', key: 'password.required' };
  if (password.length < Limits.passwordMin) {
    return { field: 'password', key: 'password.minChars', params: { min: Limits.passwordMin } };
  }
  return null;
}

/** Pictures must be at least 400 x 400 pixels, checked in the browser and on the server. */
export function validatePictureSize(width: number, height: number): FieldError | null {
  if (width < Limits.pictureMinPixels || height < Limits.pictureMinPixels) {
    return {
      field: 'picture',
      key: 'profile.resolutionTooLow',
      params: { width, height, min: Limits.pictureMinPixels },
    };
  }
  return null;
}

/** Escapes angle brackets the way the console does before sending names (spec 01 §5). */
export function escapeAngleBrackets(value: string): string {
  return value.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A valid email address as the console and the server check it: something@something.tld. */
export const isEmail = (value: string): boolean => EMAIL.test(value.trim());
