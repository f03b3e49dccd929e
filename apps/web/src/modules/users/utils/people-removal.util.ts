import {
  UnlinkType,
  type KioskSummary,
  type ManagedUser,
  type ResidentSummary,
  type UserManagerResponse,
} from '@ambient/core';
import type { PeopleScreenKind } from './people-screens.constant';

/** How a row leaves a context screen: the unlink type and the kiosk or resident it leaves. */
export interface Removal {
  unlinkType: UnlinkType;
  entityId: number;
  place: string;
}

/** What a screen is about: the active kiosk or resident, and the residents its page refers to. */
export interface RemovalContext {
  about: PeopleScreenKind['about'];
  kiosk: Pick<KioskSummary, 'id' | 'name' | 'serialNumber'> | null;
  resident: Pick<ResidentSummary, 'id' | 'name'> | null;
  residents: UserManagerResponse['residents'];
}

/**
 * How a row leaves its context screen's kiosk or resident (none on the admin's Users): a
 * resident's contact is unlinked from the resident; on a kiosk, its manager or contact from the
 * kiosk, else the person from their resident who lives on it.
 */
export function rowRemoval(
  row: ManagedUser,
  { about, kiosk, resident, residents }: RemovalContext,
): Removal | null {
  if (about === 'resident' && resident)
    return { unlinkType: UnlinkType.Resident, entityId: resident.id, place: resident.name };
  if (about !== 'kiosk' || !kiosk) return null;
  const place = kiosk.serialNumber || kiosk.name;
  if (row.kioskIds.includes(kiosk.id))
    return {
      unlinkType: row.functionalRole === 'KioskManager' ? UnlinkType.KioskManager : UnlinkType.KioskContact,
      entityId: kiosk.id,
      place,
    };
  const onKiosk = residents.find((r) => r.kioskId === kiosk.id && row.residentIds.includes(r.id));
  return onKiosk ? { unlinkType: UnlinkType.Resident, entityId: onKiosk.id, place } : null;
}
