import type { RoleFlags } from '@ambient/core';
import { PUBLIC_PATHS } from '../../../utils/routes.constant';

export type GuardDecision = 'allow' | 'wait' | 'redirectHome';

/**
 * Spec 01 §2.2: `/`, `/callback` and `/authorize` always pass; any other route needs an
 * authenticated session whose profile has an id. `allow` narrows a route to some users.
 */
export function guardDecision(
  pathname: string,
  session: {
    status: 'loading' | 'signedOut' | 'signedIn';
    profileId: string | null;
    flags: RoleFlags | null;
  },
  allow?: (flags: RoleFlags) => boolean,
): GuardDecision {
  if (PUBLIC_PATHS.includes(pathname)) return 'allow';
  if (session.status === 'loading') return 'wait';
  if (session.status !== 'signedIn' || !session.profileId || !session.flags) return 'redirectHome';
  if (allow && !allow(session.flags)) return 'redirectHome';
  return 'allow';
}
