/**
 * The Key tag aggregate: one kiosk key/tag mapping (spec 02 §3 "Key tag / mapping") and the
 * resident it is assigned to. Assigning is its own event, so the log says who got which key.
 */
export const KeyTagLimits = {
  /** A tag id has exactly this many characters. */
  tagIdLength: 10,
  keyNumMax: 10_000,
  /** The lowest key number a mapping assigned to a resident may have. */
  assignedKeyNumMin: 1,
} as const;

export interface KeyTagFields {
  kioskId: number;
  tagId: string;
  keyNum: number;
}

/** Why a mapping lost its resident. */
export type KeyTagUnassignReason = 'unassigned' | 'residentDeleted';

export type KeyTagEvent =
  | { type: 'KeyTagCreated'; data: { keyTagId: number } & KeyTagFields }
  | { type: 'KeyTagUpdated'; data: { keyTagId: number } & KeyTagFields }
  | {
      type: 'KeyTagResidentAssigned';
      data: { keyTagId: number; residentId: number; previousResidentId: number | null };
    }
  | {
      type: 'KeyTagResidentUnassigned';
      data: { keyTagId: number; residentId: number; reason: KeyTagUnassignReason };
    }
  | { type: 'KeyTagDeleted'; data: { keyTagId: number } };

export type KeyTagState =
  | { status: 'absent' }
  | ({ status: 'unassigned'; keyTagId: number } & KeyTagFields)
  | ({ status: 'assigned'; keyTagId: number; residentId: number } & KeyTagFields)
  | { status: 'deleted'; keyTagId: number };

export type LiveKeyTagState = Extract<KeyTagState, { status: 'unassigned' | 'assigned' }>;

export const initialKeyTagState: KeyTagState = { status: 'absent' };

const fieldsOf = (state: LiveKeyTagState): KeyTagFields & { keyTagId: number } => ({
  keyTagId: state.keyTagId,
  kioskId: state.kioskId,
  tagId: state.tagId,
  keyNum: state.keyNum,
});

export function evolveKeyTag(state: KeyTagState, event: KeyTagEvent): KeyTagState {
  switch (event.type) {
    case 'KeyTagCreated':
      return { status: 'unassigned', ...event.data };
    case 'KeyTagUpdated':
      return state.status === 'unassigned' || state.status === 'assigned'
        ? { ...state, ...event.data }
        : state;
    case 'KeyTagResidentAssigned':
      return state.status === 'unassigned' || state.status === 'assigned'
        ? { ...fieldsOf(state), status: 'assigned', residentId: event.data.residentId }
        : state;
    case 'KeyTagResidentUnassigned':
      return state.status === 'assigned' ? { ...fieldsOf(state), status: 'unassigned' } : state;
    case 'KeyTagDeleted':
      return { status: 'deleted', keyTagId: event.data.keyTagId };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export const keyTagStream = (id: number): string => `keyTag-${id}`;
