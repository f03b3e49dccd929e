/** The Resident's commands and the pure `decide` (spec 02 §4, §5). */
import { KioskType, Limits } from '../constants.js';
import { DomainError } from '../errors.js';
import { sameFields } from '../fields.js';
import { nameCharsError, normalizeName } from '../names.js';
import { ERASED_NAME } from '../privacy/personal-data.js';
import type { Decider } from '../decider.js';
import {
  evolveResident,
  initialResidentState,
  type ResidentEvent,
  type ResidentFields,
  type ResidentState,
} from './resident.js';

export interface ResidentInput {
  firstName: string;
  lastName: string;
  kioskTypeId: number | null;
  kioskId: number | null;
  languageId: number | null;
  bluetoothBeaconId: number | string | null;
  uwbTagId: string | null;
}

export interface ResidentFacts {
  /** Type of the chosen kiosk, or null when it does not exist. */
  kioskTypeId: number | null;
}

export type ResidentCommand =
  | { type: 'AdmitResident'; data: { residentId: number } & ResidentInput; facts: ResidentFacts }
  /** `restricted`: a family facilitator, who may not change the kiosk, beacon or tag. */
  | { type: 'UpdateResident'; data: ResidentInput; facts: ResidentFacts; restricted: boolean }
  | { type: 'ChangeResidentPicture'; data: { pictureUri: string } }
  | { type: 'DeleteResident' };

const NAME_MAX = Limits.residentNameMax;

/**
 * A first or last name: a person's name (decision 0011), at most 50 characters once normalized.
 * An erased resident's name, sent back as it is, stays (decision 0024): it is not a name to judge.
 */
function nameField(raw: unknown, required: boolean, current?: string): string {
  const value = normalizeName(raw);
  if (current === ERASED_NAME && value === ERASED_NAME) return value;
  if (required && value.length === 0) throw new DomainError('resident.valueRequired');
  if (value.length > NAME_MAX) throw new DomainError('resident.valueMaxChars', { max: NAME_MAX });
  const error = nameCharsError(value, 'person');
  if (error) throw new DomainError(error.key, error.params);
  return value;
}

/**
 * Checks and normalizes the resident form; the type decides the kiosk list and the fields.
 * `current`: the resident's fields before an update.
 */
export function validateResident(
  input: ResidentInput,
  facts: ResidentFacts,
  current?: Pick<ResidentFields, 'firstName' | 'lastName'>,
): ResidentFields {
  const firstName = nameField(input.firstName, true, current?.firstName);
  const lastName = nameField(input.lastName, false, current?.lastName);
  const typeId = input.kioskTypeId;
  if (typeId !== KioskType.Abby && typeId !== KioskType.Genie)
    throw new DomainError('resident.selectionRequired');
  if (input.languageId !== 1 && input.languageId !== 2) throw new DomainError('resident.selectionRequired');
  if (input.kioskId === null || !(input.kioskId > 0)) throw new DomainError('resident.selectionRequired');
  if (facts.kioskTypeId === null) throw new DomainError('kiosk.notFound', {}, 404);
  if (facts.kioskTypeId !== typeId) throw new DomainError('resident.kioskTypeMismatch');
  const isAbby = typeId === KioskType.Abby;
  let bluetoothBeaconId: number | null = null;
  const beacon = String(input.bluetoothBeaconId ?? '').trim();
  if (isAbby) {
    if (beacon.length === 0) throw new DomainError('resident.valueRequired');
    if (!/^\d+$/.test(beacon)) throw new DomainError('resident.valueNumeric');
    bluetoothBeaconId = Number(beacon);
  } else if (/^\d+$/.test(beacon)) {
    bluetoothBeaconId = Number(beacon);
  }
  const uwbTagId = String(input.uwbTagId ?? '').trim();
  if (uwbTagId.length > Limits.uwbTagMax) {
    throw new DomainError('resident.valueMaxChars', { max: Limits.uwbTagMax });
  }
  return {
    firstName,
    lastName,
    kioskId: input.kioskId,
    kioskTypeId: typeId,
    languageId: input.languageId,
    bluetoothBeaconId,
    uwbTagId: uwbTagId.length > 0 ? uwbTagId : null,
    gameDifficultyLevel: isAbby ? 1 : null,
    gender: isAbby ? 'M' : null,
  };
}

const same = (a: ResidentFields, b: ResidentFields): boolean => sameFields(a, b);

export function decideResident(command: ResidentCommand, state: ResidentState): ResidentEvent[] {
  switch (command.type) {
    case 'AdmitResident': {
      if (state.status !== 'absent') throw new DomainError('error.conflict', {}, 409);
      const fields = validateResident(command.data, command.facts);
      return [
        {
          type: 'ResidentAdmitted',
          data: { residentId: command.data.residentId, pictureBase64: null, ...fields },
        },
      ];
    }
    case 'UpdateResident': {
      if (state.status !== 'active') throw new DomainError('resident.notFound', {}, 404, 1);
      const { status: _status, residentId, ...current } = state;
      const input = command.restricted
        ? {
            ...command.data,
            kioskId: current.kioskId,
            kioskTypeId: current.kioskTypeId,
            bluetoothBeaconId: current.bluetoothBeaconId,
            uwbTagId: current.uwbTagId,
          }
        : command.data;
      const fields = validateResident(input, command.facts, current);
      // The game difficulty is not on the form: an Abby resident keeps theirs.
      const kept = {
        ...fields,
        gameDifficultyLevel: fields.gameDifficultyLevel === null ? null : (current.gameDifficultyLevel ?? 1),
      };
      return same(kept, current) ? [] : [{ type: 'ResidentUpdated', data: { residentId, ...kept } }];
    }
    case 'ChangeResidentPicture':
      if (state.status !== 'active') throw new DomainError('resident.notFound', {}, 404, 1);
      return [
        {
          type: 'ResidentPictureChanged',
          data: { residentId: state.residentId, pictureUri: command.data.pictureUri },
        },
      ];
    case 'DeleteResident':
      if (state.status !== 'active') throw new DomainError('resident.notFound', {}, 404, 1);
      return [{ type: 'ResidentDeleted', data: { residentId: state.residentId } }];
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

/** A resident stream's decider, for the engine (`AggregateStore.handle`). */
export const residentDecider: Decider<ResidentCommand, ResidentEvent, ResidentState> = {
  initialState: initialResidentState,
  evolve: evolveResident,
  decide: decideResident,
};
