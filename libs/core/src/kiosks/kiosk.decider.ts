/** The Kiosk's commands and the pure `decide` (spec 02 §4, §5, §8). */
import { KioskType, Limits, SubscriptionLevel } from '../constants.js';
import { DomainError } from '../errors.js';
import { sameFields } from '../fields.js';
import { nameCharsError, normalizeName } from '../names.js';
import { GENIE_BUTTON_CONFIGS, highestLevel } from './reference-data.js';
import type { PhidgetVersion } from './kiosk-api.js';
import type { Decider } from '../decider.js';
import {
  evolveKiosk,
  initialKioskState,
  type KioskEvent,
  type KioskFields,
  type KioskState,
} from './kiosk.js';

/** The form as sent (strings not yet trimmed, numbers not yet checked). */
export interface KioskInput {
  serialNumber: string;
  name: string;
  description: string | null;
  typeId: number | null;
  facilityId: number | null;
  phidgetConfigId: number | null;
  phidgetVersion: PhidgetVersion;
  phidgetHubSerialNumber: string | number | null;
  machineName: string | null;
  identifier: string | null;
  contactUserId: string | null;
  contactPhone: string | null;
  contactPosition: string | null;
  contactAvailability: string | null;
  teamviewerId: string | null;
  teamviewerPassword: string | null;
  languageId: number | null;
  subscriptionLevel: number | null;
  updateLevel: number | null;
  activityLevel: number | null;
  isAutoUpdates: boolean | null;
  ambientInvitationIds: number[] | null;
}

/** What the acting user may set (spec 02 §2, §6). */
export interface KioskEditor {
  /** Language: admins and domain managers. */
  canSetLanguage: boolean;
  /** TeamViewer and auto updates: super admins. */
  isSuperAdmin: boolean;
  /** Kiosk managers save the base fields only (name, description, contact fields). */
  baseOnly: boolean;
  /**
   * Where this editor may put a kiosk: anywhere (admins), or only in a facility of these domains
   * (domain managers). Checked on the state a save produces, so a kiosk cannot leave its editor's
   * scope (the kiosk manager's base-only save keeps the facility).
   */
  placesIn: 'anywhere' | readonly number[];
}

export interface KioskFacts {
  facilityExists: boolean;
  /** The domain of the chosen facility (null: no facility, or one in no domain). */
  facilityDomainId: number | null;
  /** Another kiosk already has this serial number. */
  serialTaken: boolean;
  /** The update levels of the kiosk's kind, oldest first. */
  updateLevels: readonly number[];
  activityLevels: readonly number[];
  /** The ambient invitations that exist now, and the default ones a new Abby starts with. */
  invitationIds: readonly number[];
  defaultInvitationIds: readonly number[];
}

export interface KioskDeleteFacts {
  residentNames: string[];
  managerNames: string[];
}

export type KioskCommand =
  | { type: 'RegisterKiosk'; data: { kioskId: number } & KioskInput; editor: KioskEditor; facts: KioskFacts }
  | { type: 'UpdateKiosk'; data: KioskInput; editor: KioskEditor; facts: KioskFacts }
  | { type: 'DeleteKiosk'; facts: KioskDeleteFacts };

const text = (raw: unknown): string | null => {
  const value =
    typeof raw === 'string' ? raw.trim() : raw === null || raw === undefined ? '' : String(raw).trim();
  return value.length > 0 ? value : null;
};

const PHONE = /^\+?1?[\s.-]?\(?([2-9]\d{2})\)?[\s.-]?([2-9]\d{2})[\s.-]?(\d{4})$/;

/** A Canadian or US number, at most 20 characters. */
export function isNorthAmericanPhone(value: string): boolean {
  return value.length <= Limits.phoneMax && PHONE.test(value);
}

/** A Phidget 22 hub's serial number: digits only, at most 6 (spec 02 §5). */
export function isHubSerial(value: string): boolean {
  return value.length <= Limits.hubSerialDigits && /^\d+$/.test(value);
}

const positiveOrNull = (value: number | null): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

function hubSerial(raw: string | number | null, phidgetVersion: PhidgetVersion): number | null {
  if (phidgetVersion !== 22) return null;
  const value = text(raw);
  if (value === null) return null;
  if (!isHubSerial(value)) throw new DomainError('kiosk.hubSerialDigits');
  return Number(value);
}

/** Checks and normalizes the whole form for a full save. */
export function validateKiosk(
  input: KioskInput,
  facts: KioskFacts,
  isNew: boolean,
  editor: KioskEditor,
): KioskFields {
  const serialNumber = text(input.serialNumber);
  if (serialNumber === null) throw new DomainError('kiosk.serialRequired');
  if (serialNumber.length > Limits.kioskSerialMax) throw new DomainError('kiosk.serialMaxChars');
  if (facts.serialTaken) throw new DomainError('kiosk.serialTaken', { serial: serialNumber }, 409);
  // A typed name follows the place-name rule (decision 0011); without one the kiosk is named by
  // its S/N, which the console sends back as the name on the next edit.
  const typedName = normalizeName(input.name);
  const nameError = typedName === serialNumber ? null : nameCharsError(typedName, 'place');
  if (nameError) throw new DomainError(nameError.key, nameError.params);
  const name = typedName.length > 0 ? typedName : serialNumber;
  if (name.length > Limits.kioskNameMax) throw new DomainError('kiosk.nameMaxChars');
  const typeId = input.typeId;
  if (typeId !== KioskType.Abby && typeId !== KioskType.Genie) throw new DomainError('kiosk.typeInvalid');
  const isGenie = typeId === KioskType.Genie;
  if (input.languageId !== 1 && input.languageId !== 2) throw new DomainError('kiosk.languageRequired');
  const facilityId = positiveOrNull(input.facilityId);
  if (facilityId !== null && !facts.facilityExists) throw new DomainError('kiosk.facilityNotFound', {}, 404);
  // Outside the editor's domains a facility is, to them, one that does not exist (decision 0020).
  if (
    editor.placesIn !== 'anywhere' &&
    !editor.baseOnly &&
    (facilityId === null ||
      facts.facilityDomainId === null ||
      !editor.placesIn.includes(facts.facilityDomainId))
  ) {
    throw new DomainError('kiosk.facilityNotFound', {}, 404);
  }
  const phidgetVersion: PhidgetVersion = isGenie
    ? null
    : input.phidgetVersion === 21 || input.phidgetVersion === 22
      ? input.phidgetVersion
      : null;
  const contactPhone = isGenie ? text(input.contactPhone) : null;
  if (contactPhone !== null && !isNorthAmericanPhone(contactPhone))
    throw new DomainError('kiosk.phoneInvalid');
  const subscriptionLevel = isGenie ? null : (input.subscriptionLevel ?? SubscriptionLevel.Advanced);
  if (subscriptionLevel !== null && ![1, 2, 3].includes(subscriptionLevel))
    throw new DomainError('kiosk.subscriptionInvalid');
  let updateLevel = positiveOrNull(input.updateLevel);
  if (updateLevel === null && isNew) updateLevel = highestLevel(facts.updateLevels);
  if (updateLevel !== null && !facts.updateLevels.includes(updateLevel))
    throw new DomainError('kiosk.levelInvalid');
  const activityLevel = isGenie ? null : positiveOrNull(input.activityLevel);
  if (activityLevel !== null && !facts.activityLevels.includes(activityLevel))
    throw new DomainError('kiosk.levelInvalid');
  const phidgetConfigId = isGenie ? (input.phidgetConfigId ?? 1) : null;
  if (phidgetConfigId !== null && !GENIE_BUTTON_CONFIGS.some((c) => c.id === phidgetConfigId)) {
    throw new DomainError('kiosk.buttonConfigInvalid');
  }
  const invitationIds = isGenie
    ? []
    : input.ambientInvitationIds === null && isNew
      ? [...facts.defaultInvitationIds]
      : [...new Set(input.ambientInvitationIds ?? [])];
  if (!invitationIds.every((id) => facts.invitationIds.includes(id)))
    throw new DomainError('kiosk.invitationInvalid');
  return {
    serialNumber,
    name,
    description: text(input.description),
    typeId,
    facilityId,
    phidgetConfigId,
    phidgetVersion,
    phidgetHubSerialNumber: hubSerial(input.phidgetHubSerialNumber, phidgetVersion),
    machineName: text(input.machineName),
    identifier: text(input.identifier),
    contactUserId: isGenie ? text(input.contactUserId) : null,
    contactPhone,
    contactPosition: isGenie ? text(input.contactPosition) : null,
    contactAvailability: isGenie ? text(input.contactAvailability) : null,
    teamviewerId: text(input.teamviewerId),
    teamviewerPassword: text(input.teamviewerPassword),
    languageId: input.languageId,
    subscriptionLevel,
    updateLevel,
    activityLevel,
    isAutoUpdates: input.isAutoUpdates ?? true,
    ambientInvitationIds: invitationIds,
  };
}

/** Keeps what the editor may not change from the current kiosk (or the defaults of a new one). */
function applyEditor(wanted: KioskFields, current: KioskFields | null, editor: KioskEditor): KioskFields {
  let fields = wanted;
  if (!editor.canSetLanguage) fields = { ...fields, languageId: current?.languageId ?? 1 };
  if (!editor.isSuperAdmin) {
    fields = {
      ...fields,
      teamviewerId: current?.teamviewerId ?? null,
      teamviewerPassword: current?.teamviewerPassword ?? null,
      isAutoUpdates: current?.isAutoUpdates ?? true,
    };
  }
  if (editor.baseOnly && current) {
    fields = {
      ...current,
      name: wanted.name,
      description: wanted.description,
      contactUserId: wanted.contactUserId,
      contactPhone: wanted.contactPhone,
      contactPosition: wanted.contactPosition,
      contactAvailability: wanted.contactAvailability,
    };
  }
  return fields;
}

const same = (a: KioskFields, b: KioskFields): boolean => sameFields(a, b);

export function kioskDeleteBlocker(name: string, facts: KioskDeleteFacts): DomainError | null {
  const { residentNames, managerNames } = facts;
  if (residentNames.length === 1)
    return new DomainError('kiosk.hostsResident', { name, names: residentNames.join(', ') });
  if (residentNames.length > 1) {
    return new DomainError('kiosk.hostsResidents', {
      name,
      count: residentNames.length,
      names: residentNames.join(', '),
    });
  }
  if (managerNames.length === 1)
    return new DomainError('kiosk.hasManager', { name, names: managerNames.join(', ') });
  if (managerNames.length > 1) {
    return new DomainError('kiosk.hasManagers', {
      name,
      count: managerNames.length,
      names: managerNames.join(', '),
    });
  }
  return null;
}

export function decideKiosk(command: KioskCommand, state: KioskState): KioskEvent[] {
  switch (command.type) {
    case 'RegisterKiosk': {
      if (state.status !== 'absent') throw new DomainError('error.conflict', {}, 409);
      const fields = applyEditor(
        validateKiosk(command.data, command.facts, true, command.editor),
        null,
        command.editor,
      );
      return [{ type: 'KioskRegistered', data: { kioskId: command.data.kioskId, ...fields } }];
    }
    case 'UpdateKiosk': {
      if (state.status !== 'active') throw new DomainError('kiosk.notFound', {}, 404, 1);
      const { status: _status, kioskId, ...current } = state;
      // A base-only save keeps the type and everything else of the current kiosk.
      const input = command.editor.baseOnly
        ? {
            ...command.data,
            serialNumber: current.serialNumber,
            typeId: current.typeId,
            languageId: current.languageId,
            facilityId: current.facilityId,
          }
        : command.data;
      // An invitation the kiosk already offers stays valid (decision 0063): a save that races its
      // deletion keeps it rather than refusing the whole kiosk.
      const facts = {
        ...command.facts,
        invitationIds: [...command.facts.invitationIds, ...current.ambientInvitationIds],
      };
      const fields = applyEditor(validateKiosk(input, facts, false, command.editor), current, command.editor);
      return same(fields, current) ? [] : [{ type: 'KioskUpdated', data: { kioskId, ...fields } }];
    }
    case 'DeleteKiosk': {
      if (state.status !== 'active') throw new DomainError('kiosk.notFound', {}, 404, 1);
      const blocker = kioskDeleteBlocker(state.name, command.facts);
      if (blocker) throw blocker;
      return [{ type: 'KioskDeleted', data: { kioskId: state.kioskId } }];
    }
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

/** A kiosk stream's decider, for the engine (`AggregateStore.handle`). */
export const kioskDecider: Decider<KioskCommand, KioskEvent, KioskState> = {
  initialState: initialKioskState,
  evolve: evolveKiosk,
  decide: decideKiosk,
};
