import { homeKindOf, useSession, type HomeKind } from '../../session';

export type HomeView = 'loading' | 'signedOut' | HomeKind;

/** Which Home to show: by role once signed in (spec 01 §2.6). */
export function useHomeView(): HomeView {
  const { status, flags } = useSession();
  if (status === 'loading') return 'loading';
  if (status === 'signedOut' || !flags) return 'signedOut';
  return homeKindOf(flags);
}
