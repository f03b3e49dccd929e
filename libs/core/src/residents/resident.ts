/** The Resident aggregate: events, state and `evolve` (spec 02 §3). */
export interface ResidentFields {
  firstName: string;
  lastName: string;
  kioskId: number | null;
  kioskTypeId: number | null;
  languageId: number;
  bluetoothBeaconId: number | null;
  uwbTagId: string | null;
  gameDifficultyLevel: number | null;
  gender: 'M' | null;
}

export type ResidentEvent =
  /** Version 2; version 1 (the foundation's: name, kioskId, pictureBase64) is upcast when read. */
  | { type: 'ResidentAdmitted'; data: { residentId: number; pictureBase64: string | null } & ResidentFields }
  | { type: 'ResidentUpdated'; data: { residentId: number } & ResidentFields }
  /** `pictureUri`: a path under the media storage, or an inline data URL (seeded portraits). */
  | { type: 'ResidentPictureChanged'; data: { residentId: number; pictureUri: string } }
  | { type: 'ResidentDeleted'; data: { residentId: number } };

export type ResidentState =
  | { status: 'absent' }
  | ({ status: 'active'; residentId: number } & ResidentFields)
  | { status: 'deleted'; residentId: number };

export const initialResidentState: ResidentState = { status: 'absent' };

export function evolveResident(state: ResidentState, event: ResidentEvent): ResidentState {
  switch (event.type) {
    case 'ResidentAdmitted': {
      const { pictureBase64: _picture, ...fields } = event.data;
      return { status: 'active', ...fields };
    }
    case 'ResidentUpdated':
      return { status: 'active', ...event.data };
    case 'ResidentPictureChanged':
      return state;
    case 'ResidentDeleted':
      return { status: 'deleted', residentId: event.data.residentId };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export const residentName = (fields: Pick<ResidentFields, 'firstName' | 'lastName'>): string =>
  [fields.firstName, fields.lastName].filter((part) => part.length > 0).join(' ');

/** Upcasts a version 1 ResidentAdmitted (one `name`) to version 2 (first and last names). */
export function upcastResidentAdmittedV1(data: Record<string, unknown>): Record<string, unknown> {
  const name = typeof data.name === 'string' ? data.name.trim() : '';
  const space = name.indexOf(' ');
  const { name: _name, ...rest } = data;
  return {
    firstName: space < 0 ? name : name.slice(0, space),
    lastName: space < 0 ? '' : name.slice(space + 1),
    kioskTypeId: null,
    languageId: 1,
    bluetoothBeaconId: null,
    uwbTagId: null,
    gameDifficultyLevel: null,
    gender: null,
    ...rest,
  };
}
