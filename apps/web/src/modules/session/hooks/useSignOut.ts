import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from 'react-oidc-context';
import { useNavigate } from 'react-router-dom';
import { resetRouteStack } from '../../navigation/state/route-stack.store';
import { sessionCache } from '../state/session-cache.store';
import { tabSession } from '../state/tab-session.store';

/** Forgets everything this browser holds about the session. */
export function clearLocalSession(): void {
  sessionCache.clear();
  tabSession.clear();
  resetRouteStack();
}

/**
 * Logout (spec 01 §4): clears all state and cached keys, signs out of the identity provider
 * and returns to Home. When the provider cannot be reached the local sign-out still happens.
 */
export function useSignOut(): () => Promise<void> {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    clearLocalSession();
    if (auth.user) {
      try {
        await auth.signoutRedirect();
        return;
      } catch {
        await auth.removeUser().catch(() => undefined);
      }
    }
    queryClient.clear();
    void navigate('/', { replace: true });
  }, [auth, queryClient, navigate]);
}
