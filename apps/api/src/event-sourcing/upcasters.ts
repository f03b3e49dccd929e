import { upcastKioskRegisteredV1, upcastResidentAdmittedV1 } from '@ambient/core';
import type { RecordedEvent } from '../event-store/event-store.port.js';

/**
 * Old event shapes are upcast when read, never rewritten in the log. An upcaster takes an
 * event of (type, version) and returns it at version + 1; they chain until no upcaster applies.
 */
export type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

const UPCASTERS = new Map<string, Upcaster>([
  ['KioskRegistered@1', upcastKioskRegisteredV1],
  ['ResidentAdmitted@1', upcastResidentAdmittedV1],
  // `${type}@${fromVersion}` -> upcaster. Example: a v1 UserRegistered had no nickname.
  [
    'UserRegistered@1',
    (data) => ({ ...data, nickname: typeof data.nickname === 'string' ? data.nickname : '' }),
  ],
]);

/** The current schema version of each event type that has ever changed shape. */
export const CURRENT_VERSIONS: Readonly<Record<string, number>> = {
  UserRegistered: 2,
  KioskRegistered: 2,
  ResidentAdmitted: 2,
};

export function upcast(event: RecordedEvent): RecordedEvent {
  let current = event;
  for (;;) {
    const upcaster = UPCASTERS.get(`${current.type}@${current.version}`);
    if (!upcaster) return current;
    current = {
      ...current,
      version: current.version + 1,
      data: upcaster(current.data as Record<string, unknown>),
    };
  }
}

export function currentVersion(type: string): number {
  return CURRENT_VERSIONS[type] ?? 1;
}
