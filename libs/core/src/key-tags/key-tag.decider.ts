/** The Key tag's commands, its form rules (spec 02 §5 "Key/tag") and the pure `decide`. */
import { DomainError } from '../errors.js';
import type { FieldError } from '../errors.js';
import type { Decider } from '../decider.js';
import {
  KeyTagLimits,
  evolveKeyTag,
  initialKeyTagState,
  type KeyTagEvent,
  type KeyTagFields,
  type KeyTagState,
  type KeyTagUnassignReason,
  type LiveKeyTagState,
} from './key-tag.js';

/** The mapping form as sent by the console (POST and PUT kiosks/keytags). */
export interface KeyTagInput {
  kioskId: number | null;
  tagId: string;
  keyNum: number | string | null;
  /**
   * The resident chosen in the form (null or -1 is Unassigned). It is read only for the
   * key-number rule; the assignment itself is its own command.
   */
  residentId: number | null;
}

/** What the handler looked up in the read models before deciding. */
export interface KeyTagFacts {
  /** The chosen kiosk exists. */
  kioskExists: boolean;
  /** Another mapping already has the (trimmed) tag id. */
  tagTaken: boolean;
}

/** The resident about to be assigned, as the read models know them; null when there is none. */
export interface KeyTagResidentFacts {
  kioskId: number | null;
  /** Another mapping already assigned to this resident, if any. */
  otherKeyTagId: number | null;
}

export type KeyTagCommand =
  | { type: 'CreateKeyTag'; data: { keyTagId: number } & KeyTagInput; facts: KeyTagFacts }
  | { type: 'UpdateKeyTag'; data: KeyTagInput; facts: KeyTagFacts }
  /** Assigns a resident, or with null unassigns (the console's Unassigned). */
  | {
      type: 'AssignKeyTagResident';
      data: { residentId: number | null };
      facts: { resident: KeyTagResidentFacts | null };
    }
  /** Frees the mapping of this resident (nothing if it is not theirs), e.g. when they are deleted. */
  | { type: 'ReleaseKeyTagResident'; data: { residentId: number; reason: KeyTagUnassignReason } }
  | { type: 'DeleteKeyTag'; facts: { residentName: string | null } };

/** The form's resident: a positive id, or null for Unassigned (-1 in the form). */
export const normalizeResidentId = (id: number | null | undefined): number | null =>
  typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;

export const normalizeTagId = (raw: unknown): string => String(raw ?? '').trim();

const isBlank = (raw: unknown): boolean =>
  raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');

/** The key number as an integer, or null when it is not a whole number of 0 or more. */
export function parseKeyNum(raw: number | string | null | undefined): number | null {
  if (isBlank(raw)) return null;
  const text = typeof raw === 'number' ? String(raw) : String(raw).trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

/**
 * The rules a mapping form breaks, one per field, in the order the form shows them: kiosk
 * required; tag id required and exactly 10 characters; key number required, a whole number of
 * at most 10,000, and at least 1 when a resident is (or is being) assigned.
 */
export function keyTagFieldErrors(input: KeyTagInput, assigned: boolean): FieldError[] {
  const errors: FieldError[] = [];
  if (input.kioskId === null || !(input.kioskId > 0)) {
    errors.push({ field: 'kioskId', key: 'resident.selectionRequired' });
  }
  const tagId = normalizeTagId(input.tagId);
  if (tagId.length === 0) errors.push({ field: 'tagId', key: 'resident.valueRequired' });
  else if (tagId.length !== KeyTagLimits.tagIdLength)
    errors.push({ field: 'tagId', key: 'keyTag.tagLength' });
  if (isBlank(input.keyNum)) {
    errors.push({ field: 'keyNum', key: 'resident.valueRequired' });
  } else {
    const keyNum = parseKeyNum(input.keyNum);
    if (keyNum === null) errors.push({ field: 'keyNum', key: 'keyTag.keyNumNumeric' });
    else if (keyNum > KeyTagLimits.keyNumMax) errors.push({ field: 'keyNum', key: 'keyTag.keyNumMax' });
    else if (assigned && keyNum < KeyTagLimits.assignedKeyNumMin) {
      errors.push({ field: 'keyNum', key: 'keyTag.keyNumInvalid' });
    }
  }
  return errors;
}

/** Checks a mapping form and answers its fields; the first broken rule is thrown. */
export function validateKeyTag(input: KeyTagInput, assigned: boolean): KeyTagFields {
  const [first] = keyTagFieldErrors(input, assigned);
  if (first) throw new DomainError(first.key, first.params);
  return {
    kioskId: input.kioskId as number,
    tagId: normalizeTagId(input.tagId),
    keyNum: parseKeyNum(input.keyNum) as number,
  };
}

function live(state: KeyTagState): LiveKeyTagState {
  if (state.status !== 'unassigned' && state.status !== 'assigned') {
    throw new DomainError('keyTag.notFound', {}, 404, 1);
  }
  return state;
}

export function decideKeyTag(command: KeyTagCommand, state: KeyTagState): KeyTagEvent[] {
  switch (command.type) {
    case 'CreateKeyTag': {
      if (state.status !== 'absent') throw new DomainError('error.conflict', {}, 409);
      const { keyTagId, ...input } = command.data;
      const fields = validateKeyTag(input, normalizeResidentId(input.residentId) !== null);
      if (!command.facts.kioskExists) throw new DomainError('kiosk.notFound', {}, 404);
      if (command.facts.tagTaken) throw new DomainError('keyTag.tagTaken', { tagId: fields.tagId }, 409);
      return [{ type: 'KeyTagCreated', data: { keyTagId, ...fields } }];
    }
    case 'UpdateKeyTag': {
      const current = live(state);
      const assigned = current.status === 'assigned' || normalizeResidentId(command.data.residentId) !== null;
      const fields = validateKeyTag(command.data, assigned);
      if (fields.kioskId !== current.kioskId) {
        if (current.status === 'assigned') throw new DomainError('keyTag.kioskLocked');
        if (!command.facts.kioskExists) throw new DomainError('kiosk.notFound', {}, 404);
      }
      if (fields.tagId !== current.tagId && command.facts.tagTaken) {
        throw new DomainError('keyTag.tagTaken', { tagId: fields.tagId }, 409);
      }
      const changed =
        fields.kioskId !== current.kioskId ||
        fields.tagId !== current.tagId ||
        fields.keyNum !== current.keyNum;
      return changed ? [{ type: 'KeyTagUpdated', data: { keyTagId: current.keyTagId, ...fields } }] : [];
    }
    case 'AssignKeyTagResident': {
      const current = live(state);
      const residentId = normalizeResidentId(command.data.residentId);
      const previousResidentId = current.status === 'assigned' ? current.residentId : null;
      if (residentId === previousResidentId) return [];
      if (residentId === null) {
        return [
          {
            type: 'KeyTagResidentUnassigned',
            data: {
              keyTagId: current.keyTagId,
              residentId: previousResidentId as number,
              reason: 'unassigned',
            },
          },
        ];
      }
      const resident = command.facts.resident;
      if (!resident) throw new DomainError('resident.notFound', {}, 404);
      const otherKey = resident.otherKeyTagId !== null && resident.otherKeyTagId !== current.keyTagId;
      if (resident.kioskId !== current.kioskId || otherKey)
        throw new DomainError('keyTag.residentNotOnKiosk');
      if (current.keyNum < KeyTagLimits.assignedKeyNumMin) throw new DomainError('keyTag.keyNumInvalid');
      return [
        {
          type: 'KeyTagResidentAssigned',
          data: { keyTagId: current.keyTagId, residentId, previousResidentId },
        },
      ];
    }
    case 'ReleaseKeyTagResident': {
      if (state.status !== 'assigned' || state.residentId !== command.data.residentId) return [];
      return [
        {
          type: 'KeyTagResidentUnassigned',
          data: { keyTagId: state.keyTagId, residentId: state.residentId, reason: command.data.reason },
        },
      ];
    }
    case 'DeleteKeyTag': {
      const current = live(state);
      if (current.status === 'assigned') {
        throw new DomainError('keyTag.assigned', {
          name: command.facts.residentName ?? `#${current.residentId}`,
        });
      }
      return [{ type: 'KeyTagDeleted', data: { keyTagId: current.keyTagId } }];
    }
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

/** A Key tag mapping stream's decider, for the engine (`AggregateStore.handle`). */
export const keyTagDecider: Decider<KeyTagCommand, KeyTagEvent, KeyTagState> = {
  initialState: initialKeyTagState,
  evolve: evolveKeyTag,
  decide: decideKeyTag,
};
