import {
  keyTagFieldErrors,
  normalizeTagId,
  parseKeyNum,
  type FieldError,
  type KeyTag,
  type KeyTagMapperResponse,
  type KeyTagPayload,
} from '@ambient/core';

/** The resident picker's Unassigned (spec 02 §3: "the form uses -1 for Unassigned"). */
export const UNASSIGNED = -1;

type MapperResident = KeyTagMapperResponse['residents'][number];

export interface KeyTagForm {
  /** null until a kiosk is chosen. */
  kioskId: number | null;
  tagId: string;
  keyNum: string;
  /** UNASSIGNED or a resident's id. */
  residentId: number;
}

export function keyTagFormOf(keyTag: KeyTag | null, kioskId: number | null = null): KeyTagForm {
  if (!keyTag) return { kioskId, tagId: '', keyNum: '', residentId: UNASSIGNED };
  return {
    kioskId: keyTag.kioskId,
    tagId: keyTag.tagId,
    keyNum: String(keyTag.keyNum),
    residentId: keyTag.residentId ?? UNASSIGNED,
  };
}

/** After a create with Auto-close off: a fresh form on the same kiosk, resident Unassigned. */
export const formAfterCreate = (form: KeyTagForm): KeyTagForm => keyTagFormOf(null, form.kioskId);

const residentOf = (form: KeyTagForm): number | null => (form.residentId > 0 ? form.residentId : null);

/** The form's rules, the same the server applies (key at least 1 when a resident is chosen). */
export function validateKeyTagForm(form: KeyTagForm): FieldError[] {
  const residentId = residentOf(form);
  return keyTagFieldErrors(
    { kioskId: form.kioskId, tagId: form.tagId, keyNum: form.keyNum, residentId },
    residentId !== null,
  );
}

/** The kiosk of a mapping assigned to a resident cannot change (spec 02 §5). */
export const isKioskLocked = (keyTag: KeyTag | null): boolean =>
  keyTag !== null && keyTag.residentId !== null;

/**
 * The resident picker (spec 02 §5): the chosen kiosk's residents no other mapping is assigned
 * to, the mapping's own resident included; empty until a kiosk is chosen. Unassigned comes first.
 */
export function residentChoices(
  residents: readonly MapperResident[],
  keyTags: readonly KeyTag[],
  kioskId: number | null,
  keyTagId: number | null,
): MapperResident[] {
  if (kioskId === null) return [];
  const taken = new Set(
    keyTags.filter((t) => t.id !== keyTagId && t.residentId !== null).map((t) => t.residentId),
  );
  return residents.filter((r) => r.kioskId === kioskId && !taken.has(r.id));
}

export function keyTagPayloadOf(form: KeyTagForm, facilityId: number | null): KeyTagPayload {
  return {
    kioskId: form.kioskId,
    tagId: normalizeTagId(form.tagId),
    keyNum: parseKeyNum(form.keyNum),
    residentId: residentOf(form),
    facilityId,
  };
}

/** A resident change, sent as its own call: an unassignment before the save, an assignment after. */
export interface ResidentStep {
  residentId: number | null;
  when: 'before' | 'after';
}

/**
 * What a save sends (spec 02 §4): a create, then the assignment when a resident is chosen; an
 * update only when a field changed ("no-change saves skip the server call"), and the resident
 * call only when the resident changed. Unassigning goes first, so the mapping is never assigned
 * with key number 0 even for a moment; assigning goes after the key number is saved.
 */
export type SavePlan =
  | { kind: 'create'; payload: KeyTagPayload; assign: number | null }
  | { kind: 'update'; payload: KeyTagPayload | null; resident: ResidentStep | null }
  | { kind: 'nothing' };

export function savePlan(original: KeyTag | null, form: KeyTagForm, facilityId: number | null): SavePlan {
  const payload = keyTagPayloadOf(form, facilityId);
  if (!original) return { kind: 'create', payload, assign: payload.residentId };
  const fieldsChanged =
    payload.kioskId !== original.kioskId ||
    payload.tagId !== original.tagId ||
    payload.keyNum !== original.keyNum;
  const residentChanged = payload.residentId !== original.residentId;
  if (!fieldsChanged && !residentChanged) return { kind: 'nothing' };
  return {
    kind: 'update',
    payload: fieldsChanged ? payload : null,
    resident: residentChanged
      ? { residentId: payload.residentId, when: payload.residentId === null ? 'before' : 'after' }
      : null,
  };
}
