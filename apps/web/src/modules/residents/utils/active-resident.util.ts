import type { ResidentSummary } from '@ambient/core';
import { sessionCacheStore, activateItem } from '../../session';

/**
 * Makes a resident the active one of the session cache (spec 01 §2.6, §3), with the values
 * just read: a resident already listed gets their current name, picture and kiosk.
 */
export function activateResident(resident: ResidentSummary): void {
  sessionCacheStore.set((cache) => ({
    ...cache,
    residents: activateItem(
      cache.residents.map((entry) =>
        entry.id === resident.id ? { ...resident, isActive: entry.isActive } : entry,
      ),
      resident,
    ),
  }));
}
