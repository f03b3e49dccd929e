import { createStore, isRecord, safeSessionStorage } from '../../../utils/create-store.util';

/** What belongs to this tab only: whether Home already jumped to the single kiosk or resident. */
export interface TabSession {
  dashboardShortcutTaken: boolean;
  /** Set while a failed profile load sends the user back through sign-in, to try only once. */
  reloginAttempted: boolean;
}

const INITIAL: TabSession = { dashboardShortcutTaken: false, reloginAttempted: false };

export const tabSessionStore = createStore<TabSession>(INITIAL, {
  key: 'ambient.tab.v1',
  storage: safeSessionStorage,
  revive: (stored, initial) => (isRecord(stored) ? { ...initial, ...(stored as Partial<TabSession>) } : null),
});

export const tabSession = {
  takeDashboardShortcut: () => tabSessionStore.set((s) => ({ ...s, dashboardShortcutTaken: true })),
  markReloginAttempted: (value: boolean) => tabSessionStore.set((s) => ({ ...s, reloginAttempted: value })),
  clear: () => tabSessionStore.set(INITIAL),
};
