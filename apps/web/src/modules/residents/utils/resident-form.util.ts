import {
  contactFieldErrors,
  KioskType,
  Language,
  Limits,
  type FieldError,
  type KeyTag,
  type Kiosk,
  type Resident,
  type ResidentPayload,
} from '@ambient/core';

/** The key picker's None entry; sent as null (spec 02 §5). */
export const NO_KEY = -1;

export interface ResidentForm {
  /** Abby 1 or Genie 2: chosen first, it decides the kiosks offered and the fields. */
  kioskTypeId: number;
  firstName: string;
  lastName: string;
  /** 0 until chosen. */
  languageId: number;
  /** 0 until chosen. */
  kioskId: number;
  /** The key tag's id; -1 is None. */
  kioskKeyTagId: number;
  bluetoothBeaconId: string;
  uwbTagId: string;
  /** New residents only: also create (or connect) a contact user. */
  addContact: boolean;
  contactEmail: string;
  contactName: string;
  contactNickname: string;
}

/** Which parts of the dialog a user sees (spec 02 §2 Resident dialog, §6). */
export interface ResidentFieldRules {
  isNew: boolean;
  isAbby: boolean;
  /** Key, beacon and UWB tag: hidden from family facilitators (resident managers). */
  showDeviceFields: boolean;
  /** The optional contact user: new residents, not for family facilitators. */
  showContact: boolean;
  /** Family facilitators cannot move a resident; a kiosk fixed by the caller is locked too. */
  kioskLocked: boolean;
  /** Change picture: only for a resident that exists. */
  showPicture: boolean;
  showDelete: boolean;
}

export function residentFieldRules(input: {
  isNew: boolean;
  kioskTypeId: number;
  isResidentManager: boolean;
  kioskFixed?: boolean;
}): ResidentFieldRules {
  const manager = !input.isResidentManager;
  return {
    isNew: input.isNew,
    isAbby: input.kioskTypeId === KioskType.Abby,
    showDeviceFields: manager,
    showContact: input.isNew && manager,
    kioskLocked: input.isResidentManager || (input.kioskFixed ?? false),
    showPicture: !input.isNew,
    showDelete: !input.isNew && manager,
  };
}

export function residentTypeOf(resident: Pick<Resident, 'kioskTypeId' | 'kiosk'>): number {
  return resident.kioskTypeId ?? resident.kiosk?.typeId ?? KioskType.Genie;
}

export function residentFormOf(
  resident: Resident | null,
  kioskTypeId: number,
  defaults: { kioskId?: number | null } = {},
): ResidentForm {
  return {
    kioskTypeId: resident ? residentTypeOf(resident) : kioskTypeId,
    firstName: resident?.firstName ?? '',
    lastName: resident?.lastName ?? '',
    languageId: resident ? resident.languageId || Language.English : Language.English,
    kioskId: resident?.kioskId ?? defaults.kioskId ?? 0,
    kioskKeyTagId: resident?.kioskKeyTagId ?? NO_KEY,
    bluetoothBeaconId:
      resident?.bluetoothBeaconId === null || resident?.bluetoothBeaconId === undefined
        ? ''
        : String(resident.bluetoothBeaconId),
    uwbTagId: resident?.uwbTagId ?? '',
    addContact: false,
    contactEmail: '',
    contactName: '',
    contactNickname: '',
  };
}

/** Another kiosk has other keys: the key goes back to None. */
export function withKiosk(form: ResidentForm, kioskId: number): ResidentForm {
  return kioskId === form.kioskId ? form : { ...form, kioskId, kioskKeyTagId: NO_KEY };
}

/** Edit mode reads Close while nothing changed (spec 02 §2); the contact fields do not count. */
export function sameResidentForm(a: ResidentForm, b: ResidentForm): boolean {
  return (
    a.firstName === b.firstName &&
    a.lastName === b.lastName &&
    a.languageId === b.languageId &&
    a.kioskId === b.kioskId &&
    a.kioskKeyTagId === b.kioskKeyTagId &&
    a.bluetoothBeaconId === b.bluetoothBeaconId &&
    a.uwbTagId === b.uwbTagId &&
    a.addContact === b.addContact
  );
}

/** The kiosks a resident of this type may live on (spec 02 §4). */
export function kiosksOfType(kiosks: readonly Kiosk[], kioskTypeId: number): Kiosk[] {
  return kiosks.filter((kiosk) => (kiosk.kioskTypeId ?? kiosk.typeId) === kioskTypeId);
}

/** The keys a resident may take: the kiosk's free ones, plus the one they hold. */
export function keyOptionsOf(
  keyTags: readonly KeyTag[],
  kioskId: number,
  residentId: number | null,
): KeyTag[] {
  return keyTags
    .filter(
      (tag) =>
        tag.kioskId === kioskId &&
        (tag.residentId === null || (residentId !== null && tag.residentId === residentId)),
    )
    .sort((a, b) => a.keyNum - b.keyNum);
}

const NUMERIC = /^\d+$/;

/** The resident rules of spec 02 §5, with the messages the server sends. */
export function validateResidentForm(form: ResidentForm, rules: ResidentFieldRules): FieldError[] {
  const errors: FieldError[] = [];
  const firstName = form.firstName.trim();
  if (firstName.length === 0) errors.push({ field: 'firstName', key: 'resident.valueRequired' });
  else if (firstName.length > Limits.residentNameMax) {
    errors.push({
      field: 'firstName',
      key: 'resident.valueMaxChars',
      params: { max: Limits.residentNameMax },
    });
  }
  if (form.lastName.trim().length > Limits.residentNameMax) {
    errors.push({
      field: 'lastName',
      key: 'resident.valueMaxChars',
      params: { max: Limits.residentNameMax },
    });
  }
  if (form.languageId <= 0) errors.push({ field: 'languageId', key: 'resident.selectionRequired' });
  if (form.kioskId <= 0) errors.push({ field: 'kioskId', key: 'resident.selectionRequired' });
  if (rules.showDeviceFields) {
    const beacon = form.bluetoothBeaconId.trim();
    if (rules.isAbby && beacon.length === 0) {
      errors.push({ field: 'bluetoothBeaconId', key: 'resident.valueRequired' });
    } else if (rules.isAbby && !NUMERIC.test(beacon)) {
      errors.push({ field: 'bluetoothBeaconId', key: 'resident.valueNumeric' });
    }
    if (form.uwbTagId.trim().length > Limits.uwbTagMax) {
      errors.push({ field: 'uwbTagId', key: 'resident.valueMaxChars', params: { max: Limits.uwbTagMax } });
    }
  }
  if (rules.showContact && form.addContact) {
    errors.push(
      ...contactErrors(
        { email: form.contactEmail, name: form.contactName, nickname: form.contactNickname },
        { email: 'contactEmail', name: 'contactName', nickname: 'contactNickname' },
      ),
    );
  }
  return errors;
}

export interface ContactInput {
  email: string;
  name: string;
  nickname: string;
}

/**
 * A contact user (spec 02 §5): email required, then the core's contact rule (a valid email, a
 * person's name of at most 50 characters, a display name of at most 20), on this form's fields.
 */
export function contactErrors(
  contact: ContactInput,
  fields: { [K in keyof ContactInput]: string } = { email: 'email', name: 'name', nickname: 'nickname' },
): FieldError[] {
  const emailMissing = contact.email.trim().length === 0;
  return contactFieldErrors(contact).map((error) => {
    const field = fields[error.field as keyof ContactInput];
    return emailMissing && error.field === 'email'
      ? { field, key: 'resident.valueRequired' }
      : { ...error, field };
  });
}

/** The display name sent: the one typed, else the first word of the name cut to 20. */
export function contactNickname(contact: ContactInput): string {
  const name = contact.name.trim();
  return contact.nickname.trim() || (name.split(/\s+/)[0] ?? '').slice(0, Limits.nicknameMax);
}

/**
 * POST and PUT residents: trimmed names; the beacon as an integer, or null when not numeric;
 * key None (-1) as null; a blank UWB tag as null; the contact only when asked for.
 */
export function residentPayloadOf(form: ResidentForm, rules: ResidentFieldRules): ResidentPayload {
  const beacon = form.bluetoothBeaconId.trim();
  const payload: ResidentPayload = {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    kioskTypeId: form.kioskTypeId,
    kioskId: form.kioskId > 0 ? form.kioskId : null,
    languageId: form.languageId > 0 ? form.languageId : null,
    bluetoothBeaconId: NUMERIC.test(beacon) ? Number(beacon) : null,
    uwbTagId: form.uwbTagId.trim() || null,
    kioskKeyTagId: form.kioskKeyTagId > NO_KEY ? form.kioskKeyTagId : null,
  };
  if (rules.showContact && form.addContact) {
    const contact = { email: form.contactEmail, name: form.contactName, nickname: form.contactNickname };
    payload.contactUser = {
      email: contact.email.trim(),
      name: contact.name.trim(),
      nickname: contactNickname(contact),
    };
  }
  return payload;
}

/** A resident's full name as lists show it. */
export function residentName(resident: Pick<Resident, 'name' | 'firstName' | 'lastName'>): string {
  return resident.name || [resident.firstName, resident.lastName].filter(Boolean).join(' ');
}
