import { upcastKioskRegisteredV1 } from '../kiosks/kiosk.js';
import { upcastResidentAdmittedV1 } from '../residents/resident.js';

type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

/**
 * Every change of an event's shape since it was first recorded: `${type}@${fromVersion}` → the
 * function that brings that version's data to the next. The event-sourcing engine applies them
 * when it reads; the log is never rewritten.
 */
export const EVENT_UPCASTERS: ReadonlyMap<string, Upcaster> = new Map<string, Upcaster>([
  ['KioskRegistered@1', upcastKioskRegisteredV1],
  ['ResidentAdmitted@1', upcastResidentAdmittedV1],
  // A version 1 UserRegistered had no nickname.
  [
    'UserRegistered@1',
    (data) => ({ ...data, nickname: typeof data.nickname === 'string' ? data.nickname : '' }),
  ],
]);

/** The version new events of each changed type are written at. */
export const CURRENT_EVENT_VERSIONS: Readonly<Record<string, number>> = {
  UserRegistered: 2,
  KioskRegistered: 2,
  ResidentAdmitted: 2,
};
