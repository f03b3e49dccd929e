import { upcastKioskRegisteredV1 } from '../kiosks/kiosk.js';
import { upcastResidentAdmittedV1 } from '../residents/resident.js';
import { withoutPasswordHash } from '../users/user.js';

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
  // Password hashes left the log for the credentials table (decision 0024). The migration took
  // them out of the stored events; on EventStoreDB, whose events cannot be rewritten, they are
  // dropped here, when read.
  ['UserRegistered@2', withoutPasswordHash],
  ['UserPasswordChanged@1', withoutPasswordHash],
]);

/** The version new events of each changed type are written at. */
export const CURRENT_EVENT_VERSIONS: Readonly<Record<string, number>> = {
  UserRegistered: 3,
  UserPasswordChanged: 2,
  KioskRegistered: 2,
  ResidentAdmitted: 2,
};
