/**
 * The kiosk type on the wire is the core's encoding (`KioskType`: 1 Abby, 2 Genie), the same
 * number the console, the API and the events use, so nothing between a kiosk and the event store
 * translates it. Names are for people (command lines, logs), never for the wire.
 */
import { KioskType } from '@ambient/core';

export { KioskType };

/** `Abby` or `Genie`: the keys of the core's `KioskType`. */
export type KioskTypeName = keyof typeof KioskType;

const NAMES = new Map<KioskType, KioskTypeName>(
  (Object.keys(KioskType) as KioskTypeName[]).map((name) => [KioskType[name], name]),
);

/** Every kiosk type, in the core's order. */
export const KIOSK_TYPES: readonly KioskType[] = [...NAMES.keys()];

export function isKioskType(value: unknown): value is KioskType {
  return typeof value === 'number' && NAMES.has(value as KioskType);
}

export function kioskTypeName(type: KioskType): KioskTypeName {
  const name = NAMES.get(type);
  if (name === undefined) throw new Error(`Not a kiosk type: ${String(type)}`);
  return name;
}

/**
 * Reads a kiosk type typed by a person: its name in any case (`abby`, `Genie`) or its number
 * (`1`, `2`). Null when it is neither.
 */
export function parseKioskType(text: string): KioskType | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) {
    const number = Number(trimmed);
    return isKioskType(number) ? number : null;
  }
  for (const [type, name] of NAMES) {
    if (name.toLowerCase() === trimmed.toLowerCase()) return type;
  }
  return null;
}
