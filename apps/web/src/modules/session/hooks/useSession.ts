import type { Profile, RoleFlags } from '@ambient/core';
import { useAuth } from 'react-oidc-context';
import { useCurrentUser } from './useCurrentUser';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface Session {
  status: SessionStatus;
  profile: Profile | null;
  flags: RoleFlags | null;
  accessToken: string | null;
}

/**
 * The session as screens see it: signed in once the identity client holds a user and the
 * profile (with an id) is loaded (spec 01 §2.2, §4).
 */
export function useSession(): Session {
  const auth = useAuth();
  const me = useCurrentUser();
  const profile = me.data?.profile ?? null;
  const flags = me.data?.flags ?? null;
  let status: SessionStatus;
  if (auth.isLoading || (auth.isAuthenticated && me.isPending)) status = 'loading';
  else if (auth.isAuthenticated && profile?.id) status = 'signedIn';
  else status = 'signedOut';
  return {
    status,
    profile: status === 'signedIn' ? profile : null,
    flags: status === 'signedIn' ? flags : null,
    accessToken: auth.user?.access_token ?? null,
  };
}
