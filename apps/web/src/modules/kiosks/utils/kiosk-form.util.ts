import {
  KIOSK_KINDS,
  KioskType,
  Language,
  Limits,
  SubscriptionLevel,
  isHubSerial,
  isNorthAmericanPhone,
  kioskKindOf,
  type FieldError,
  type Kiosk,
  type KioskKind,
  type KioskPayload,
  type UpdateLevels,
} from '@ambient/core';

/** Spec 02 §5, §9. */

/** The kiosk dialog's values; selects use 0 (or '') for "none chosen". */
export interface KioskForm {
  kind: KioskKind;
  serialNumber: string;
  name: string;
  description: string;
  /** 0 is no facility. */
  facilityId: number;
  /** 0 until chosen. */
  languageId: number;
  /** Abby only; 0 is none. */
  subscriptionLevel: number;
  /** Abby v22 only. */
  phidgetHubSerialNumber: string;
  /** Genie only: the button configuration. */
  phidgetConfigId: number;
  /** 0 is none (saved as null). */
  updateLevel: number;
  /** Abby only; 0 is none (saved as null). */
  activityLevel: number;
  isAutoUpdates: boolean;
  /** Abby only: the ambient messages. */
  ambientInvitationIds: number[];
  /** Genie only; '' is none. */
  contactUserId: string;
  contactPhone: string;
  contactPosition: string;
  contactAvailability: string;
  teamviewerId: string;
  teamviewerPassword: string;
}

/** What a new kiosk's defaults come from (spec 02 §4). */
export interface KioskDefaults {
  /** The facility the list is filtered on, or 0. */
  facilityId: number;
  updateLevels: UpdateLevels;
  defaultInvitationIds: readonly number[];
}

const kindOf = (kind: KioskKind) => KIOSK_KINDS.find((k) => k.key === kind) ?? KIOSK_KINDS[0];
export const isGenieKind = (kind: KioskKind): boolean => kind === 'genie';
/** The hub serial number applies to Phidget 22 only. */
export const hasHubSerial = (kind: KioskKind): boolean => kind === 'abby22';

/** The update levels offered for a kind, oldest first. */
export function levelsOfKind(levels: UpdateLevels, kind: KioskKind): number[] {
  return [...levels[kind]];
}

/** The last (highest) level of a kind, or 0 when there is none. */
export function highestOfKind(levels: UpdateLevels, kind: KioskKind): number {
  const list = levels[kind];
  return list.length > 0 ? Math.max(...list) : 0;
}

/**
 * A new kiosk of the chosen kind: the highest update level of its kind, auto updates on, the
 * filtered facility, English; an Abby gets the default invitations and the Advanced level.
 */
export function newKioskForm(kind: KioskKind, defaults: KioskDefaults): KioskForm {
  const genie = isGenieKind(kind);
  return {
    kind,
    serialNumber: '',
    name: '',
    description: '',
    facilityId: defaults.facilityId,
    languageId: Language.English,
    subscriptionLevel: genie ? 0 : SubscriptionLevel.Advanced,
    phidgetHubSerialNumber: '',
    phidgetConfigId: 1,
    updateLevel: highestOfKind(defaults.updateLevels, kind),
    activityLevel: 0,
    isAutoUpdates: true,
    ambientInvitationIds: genie ? [] : [...defaults.defaultInvitationIds],
    contactUserId: '',
    contactPhone: '',
    contactPosition: '',
    contactAvailability: '',
    teamviewerId: '',
    teamviewerPassword: '',
  };
}

export function kioskFormOf(kiosk: Kiosk): KioskForm {
  const typeId = kiosk.kioskTypeId || kiosk.typeId;
  return {
    kind: kioskKindOf(typeId, kiosk.phidgetVersion),
    serialNumber: kiosk.serialNumber,
    name: kiosk.name,
    description: kiosk.description ?? '',
    facilityId: kiosk.facilityId ?? 0,
    languageId: kiosk.languageId || 0,
    subscriptionLevel: kiosk.subscriptionLevel ?? 0,
    phidgetHubSerialNumber: kiosk.phidgetHubSerialNumber === null ? '' : String(kiosk.phidgetHubSerialNumber),
    phidgetConfigId: kiosk.phidgetConfigId ?? 1,
    updateLevel: kiosk.updateLevel ?? 0,
    activityLevel: kiosk.activityLevel ?? 0,
    isAutoUpdates: kiosk.isAutoUpdates,
    ambientInvitationIds: [...kiosk.ambientInvitationIds],
    contactUserId: kiosk.contactUserId ?? '',
    contactPhone: kiosk.contactPhone ?? '',
    contactPosition: kiosk.contactPosition ?? '',
    contactAvailability: kiosk.contactAvailability ?? '',
    teamviewerId: kiosk.teamviewerId ?? '',
    teamviewerPassword: kiosk.teamviewerPassword ?? '',
  };
}

/**
 * Another kind chosen in the dialog (spec 02 §4): Genie clears the subscription level; a new
 * Abby gets the default invitations; a new kiosk takes the highest update level of its kind, an
 * existing one keeps its level when the kind offers it.
 */
export function withKind(
  form: KioskForm,
  kind: KioskKind,
  isNew: boolean,
  defaults: KioskDefaults,
): KioskForm {
  if (kind === form.kind) return form;
  const genie = isGenieKind(kind);
  const wasGenie = isGenieKind(form.kind);
  const levels = defaults.updateLevels[kind];
  const updateLevel =
    isNew || (form.updateLevel > 0 && !levels.includes(form.updateLevel))
      ? highestOfKind(defaults.updateLevels, kind)
      : form.updateLevel;
  return {
    ...form,
    kind,
    updateLevel,
    subscriptionLevel: genie ? 0 : form.subscriptionLevel || (wasGenie ? SubscriptionLevel.Advanced : 0),
    activityLevel: genie ? 0 : form.activityLevel,
    phidgetConfigId: form.phidgetConfigId || 1,
    ambientInvitationIds: genie
      ? []
      : isNew && wasGenie
        ? [...defaults.defaultInvitationIds]
        : form.ambientInvitationIds,
  };
}

const trimmed = (value: string): string => value.trim();
const orNull = (value: string): string | null => (value.trim().length > 0 ? value.trim() : null);

/** Kiosk (spec 02 §5), with the server's own messages. */
export function validateKioskForm(form: KioskForm): FieldError[] {
  const errors: FieldError[] = [];
  const serial = trimmed(form.serialNumber);
  if (serial.length === 0) errors.push({ field: 'serialNumber', key: 'kiosk.serialRequired' });
  else if (serial.length > Limits.kioskSerialMax)
    errors.push({ field: 'serialNumber', key: 'kiosk.serialMaxChars' });
  if (trimmed(form.name).length > Limits.kioskNameMax)
    errors.push({ field: 'name', key: 'kiosk.nameMaxChars' });
  const hub = trimmed(form.phidgetHubSerialNumber);
  if (hasHubSerial(form.kind) && hub.length > 0 && !isHubSerial(hub)) {
    errors.push({ field: 'phidgetHubSerialNumber', key: 'kiosk.hubSerialDigits' });
  }
  if (form.languageId !== Language.English && form.languageId !== Language.French) {
    errors.push({ field: 'languageId', key: 'kiosk.languageRequired' });
  }
  const phone = trimmed(form.contactPhone);
  if (isGenieKind(form.kind) && phone.length > 0 && !isNorthAmericanPhone(phone)) {
    errors.push({ field: 'contactPhone', key: 'kiosk.phoneInvalid' });
  }
  return errors;
}

/**
 * POST and PUT kiosks (spec 02 §5, §7): texts trimmed, blanks as null, a blank name falls back to
 * the serial number, the hub serial an integer (Phidget 22 only), levels only above 0, fields of
 * the other kind left out.
 */
export function kioskPayloadOf(
  form: KioskForm,
  base: Kiosk | null,
  updateByUserId: string | null,
): KioskPayload {
  const kind = kindOf(form.kind);
  const genie = kind.typeId === KioskType.Genie;
  const serialNumber = trimmed(form.serialNumber);
  const hub = trimmed(form.phidgetHubSerialNumber);
  return {
    name: trimmed(form.name) || serialNumber,
    description: orNull(form.description),
    kioskTypeId: kind.typeId,
    machineName: base?.machineName ?? null,
    serialNumber,
    facilityId: form.facilityId > 0 ? form.facilityId : null,
    phidgetConfigId: genie ? form.phidgetConfigId || 1 : null,
    phidgetVersion: kind.phidgetVersion,
    phidgetHubSerialNumber: hasHubSerial(form.kind) && /^\d+$/.test(hub) ? Number(hub) : null,
    identifier: base?.identifier ?? null,
    teamviewerId: orNull(form.teamviewerId),
    teamviewerPassword: orNull(form.teamviewerPassword),
    contactUserId: genie ? orNull(form.contactUserId) : null,
    contactPhone: genie ? orNull(form.contactPhone) : null,
    contactPosition: genie ? orNull(form.contactPosition) : null,
    contactAvailability: genie ? orNull(form.contactAvailability) : null,
    languageId: form.languageId > 0 ? form.languageId : null,
    subscriptionLevel: genie ? null : form.subscriptionLevel > 0 ? form.subscriptionLevel : null,
    updateLevel: form.updateLevel > 0 ? form.updateLevel : null,
    activityLevel: !genie && form.activityLevel > 0 ? form.activityLevel : null,
    isAutoUpdates: form.isAutoUpdates,
    ambientInvitationIds: genie ? [] : [...form.ambientInvitationIds].sort((a, b) => a - b),
    updateByUserId,
  };
}

/** No-change saves skip the server call (spec 02 §5). */
export function isSamePayload(a: KioskPayload, b: KioskPayload): boolean {
  const { updateByUserId: _a, ...left } = a;
  const { updateByUserId: _b, ...right } = b;
  return JSON.stringify(left) === JSON.stringify(right);
}

/** The acting user's id as the API takes it: without the identity provider's "auth0|" prefix. */
export function actingUserId(profileId: string | null | undefined): string | null {
  return profileId ? profileId.replace(/^auth0\|/, '') : null;
}
