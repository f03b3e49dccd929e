/** A resident's or kiosk's contact as both sides check and save it (spec 02 §5). */
import { Limits } from '../constants.js';
import { nameCharsError, normalizeName } from '../names.js';
import type { FieldError } from '../errors.js';
import { defaultNickname, isEmail } from '../validation.js';
import type { ContactUserPayload } from './resident-api.js';

/**
 * A resident's or kiosk's contact (spec 02 §5): a valid email, a person's name (decision 0011)
 * of at most 50 characters, a display name of at most 20. The first rule broken per field.
 */
export function contactFieldErrors(contact: ContactUserPayload): FieldError[] {
  const errors: FieldError[] = [];
  if (!isEmail(String(contact.email ?? '')))
    errors.push({ field: 'email', key: 'resident.contactEmailInvalid' });
  const name = normalizeName(contact.name);
  if (name.length === 0 || name.length > Limits.userNameMax || nameCharsError(name, 'person')) {
    errors.push({ field: 'name', key: 'resident.contactNameInvalid', params: { max: Limits.userNameMax } });
  }
  if (String(contact.nickname ?? '').trim().length > Limits.nicknameMax) {
    errors.push({
      field: 'nickname',
      key: 'resident.contactNicknameMaxChars',
      params: { max: Limits.nicknameMax },
    });
  }
  return errors;
}

/** The contact as saved: email lower-cased, name normalized, an empty display name filled. */
export function normalizeContact(contact: ContactUserPayload): Required<ContactUserPayload> {
  const name = normalizeName(contact.name);
  const email = String(contact.email ?? '')
    .trim()
    .toLowerCase();
  const nickname = String(contact.nickname ?? '').trim();
  return { email, name, nickname: nickname || defaultNickname(name) };
}
