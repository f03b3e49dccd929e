/** The Kiosk aggregate: events, state and `evolve` (spec 02 §3). */
import type { PhidgetVersion } from './kiosk-api.js';

/** What the kiosk form saves. Device facts (sync and install dates) arrive from the gateway. */
export interface KioskFields {
  serialNumber: string;
  name: string;
  description: string | null;
  typeId: number;
  facilityId: number | null;
  phidgetConfigId: number | null;
  phidgetVersion: PhidgetVersion;
  phidgetHubSerialNumber: number | null;
  machineName: string | null;
  identifier: string | null;
  contactUserId: string | null;
  contactPhone: string | null;
  contactPosition: string | null;
  contactAvailability: string | null;
  teamviewerId: string | null;
  teamviewerPassword: string | null;
  languageId: number;
  subscriptionLevel: number | null;
  updateLevel: number | null;
  activityLevel: number | null;
  isAutoUpdates: boolean;
  ambientInvitationIds: number[];
}

export type KioskEvent =
  /** Version 2; version 1 (the foundation's) is upcast when read. */
  | { type: 'KioskRegistered'; data: { kioskId: number } & KioskFields }
  | { type: 'KioskUpdated'; data: { kioskId: number } & KioskFields }
  | { type: 'KioskDeleted'; data: { kioskId: number } };

export type KioskState =
  | { status: 'absent' }
  | ({ status: 'active'; kioskId: number } & KioskFields)
  | { status: 'deleted'; kioskId: number };

export const initialKioskState: KioskState = { status: 'absent' };

export function evolveKiosk(state: KioskState, event: KioskEvent): KioskState {
  switch (event.type) {
    case 'KioskRegistered':
    case 'KioskUpdated':
      return { status: 'active', ...event.data };
    case 'KioskDeleted':
      return { status: 'deleted', kioskId: event.data.kioskId };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

/** Upcasts a version 1 KioskRegistered (abbyVersion 'v21' | 'v22' | 'v3') to version 2. */
export function upcastKioskRegisteredV1(data: Record<string, unknown>): Record<string, unknown> {
  const abbyVersion = data.abbyVersion;
  const { abbyVersion: _dropped, ...rest } = data;
  return {
    description: null,
    phidgetConfigId: data.typeId === 2 ? 1 : null,
    phidgetVersion: abbyVersion === 'v21' ? 21 : abbyVersion === 'v22' ? 22 : null,
    phidgetHubSerialNumber: null,
    machineName: null,
    identifier: null,
    contactUserId: null,
    contactPhone: null,
    contactPosition: null,
    contactAvailability: null,
    teamviewerId: null,
    teamviewerPassword: null,
    updateLevel: null,
    activityLevel: null,
    isAutoUpdates: true,
    ambientInvitationIds: [],
    ...rest,
    languageId: typeof data.languageId === 'number' ? data.languageId : 1,
  };
}
