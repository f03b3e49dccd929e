import { createStore, safeSessionStorage } from '../../../utils/create-store.util';

/** Why this tab was signed out, to tell the user on the signed-out Home (kept across the sign-out's reload). */
export type SignOutNotice = 'passwordChanged' | 'signedOutEverywhere';

const NOTICES: readonly SignOutNotice[] = ['passwordChanged', 'signedOutEverywhere'];

export const signOutNoticeStore = createStore<SignOutNotice | null>(null, {
  key: 'ambient.signOutNotice.v1',
  storage: safeSessionStorage,
  revive: (stored) => (NOTICES.includes(stored as SignOutNotice) ? (stored as SignOutNotice) : null),
});

export const signOutNotice = {
  set: (notice: SignOutNotice) => signOutNoticeStore.set(notice),
  clear: () => signOutNoticeStore.set(null),
};
