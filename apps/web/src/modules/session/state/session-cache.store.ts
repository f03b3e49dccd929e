import type { KioskSummary, LanguageOption, ResidentSummary, RoleFlags } from '@ambient/core';
import { createStore, isRecord, safeLocalStorage } from '../../../utils/create-store.util';
import { activateItem, keepActive } from '../utils/active-item.util';

export type SessionKiosk = KioskSummary & { isActive: boolean };
export type SessionResident = ResidentSummary & { isActive: boolean };
/** Contacts and key numbers of the active kiosk belong to spec 02; the shell only clears them. */
export interface SessionContact {
  id: number | string;
  isActive: boolean;
}
export interface SessionKeyNumber {
  id: number | string;
  isActive: boolean;
}

/** The client session cache of spec 01 §3, kept in browser storage across reloads and tabs. */
export interface SessionCache {
  accessToken: string | null;
  flags: RoleFlags | null;
  kiosks: SessionKiosk[];
  residents: SessionResident[];
  kioskResidents: SessionResident[];
  contacts: SessionContact[];
  keyNumbers: SessionKeyNumber[];
  languages: LanguageOption[];
}

export const EMPTY_SESSION_CACHE: SessionCache = {
  accessToken: null,
  flags: null,
  kiosks: [],
  residents: [],
  kioskResidents: [],
  contacts: [],
  keyNumbers: [],
  languages: [],
};

export const SESSION_CACHE_KEY = 'ambient.session.v1';

export const sessionCacheStore = createStore<SessionCache>(EMPTY_SESSION_CACHE, {
  key: SESSION_CACHE_KEY,
  storage: safeLocalStorage,
  revive: (stored, initial) =>
    isRecord(stored) ? { ...initial, ...(stored as Partial<SessionCache>) } : null,
});

const update = (patch: (cache: SessionCache) => Partial<SessionCache>): void =>
  sessionCacheStore.set((cache) => ({ ...cache, ...patch(cache) }));

/** The writes the rest of the console makes to the session cache. */
export const sessionCache = {
  recordToken: (accessToken: string | null) => update(() => ({ accessToken })),
  recordFlags: (flags: RoleFlags) => update(() => ({ flags })),
  recordLanguages: (languages: LanguageOption[]) => update(() => ({ languages })),
  recordKiosks: (kiosks: KioskSummary[]) => update((cache) => ({ kiosks: keepActive(kiosks, cache.kiosks) })),
  recordResidents: (residents: ResidentSummary[]) =>
    update((cache) => ({ residents: keepActive(residents, cache.residents) })),

  /** Flags one kiosk active and clears the others; a kiosk not in the list (admin) joins it. */
  setActiveKiosk: (kiosk: KioskSummary) => update((cache) => ({ kiosks: activateItem(cache.kiosks, kiosk) })),
  setActiveResident: (resident: ResidentSummary) =>
    update((cache) => ({ residents: activateItem(cache.residents, resident) })),

  /** What an admin clears before opening a dashboard (spec 01 §2.6). */
  clearActiveSelection: () =>
    update((cache) => ({
      kiosks: cache.kiosks.map((k) => ({ ...k, isActive: false })),
      residents: cache.residents.map((r) => ({ ...r, isActive: false })),
      kioskResidents: [],
      contacts: [],
      keyNumbers: [],
    })),

  clear: () => sessionCacheStore.set(EMPTY_SESSION_CACHE),
};

export const selectActiveKiosk = (cache: SessionCache): SessionKiosk | null =>
  cache.kiosks.find((k) => k.isActive) ?? null;
export const selectActiveResident = (cache: SessionCache): SessionResident | null =>
  cache.residents.find((r) => r.isActive) ?? null;
