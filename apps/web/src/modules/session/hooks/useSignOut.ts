import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAuth } from 'react-oidc-context';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '../../../api/query-keys';
import { sessionCache } from '../state/session-cache.store';
import { tabSession } from '../state/tab-session.store';
import { useUserManager } from './useUserManager';

const clearedWithSession = new Set<() => void>();

/**
 * Registers what else this browser forgets when the session ends: a module's own state of the
 * signed-in tab (the navigation's route stack), which the session cannot know without importing it.
 */
export function clearWithSession(clear: () => void): void {
  clearedWithSession.add(clear);
}

/** Forgets everything this browser holds about the session. */
export function clearLocalSession(): void {
  sessionCache.clear();
  tabSession.clear();
  clearedWithSession.forEach((clear) => clear());
}

/** Drops every cached server answer of the user; the public config stays. */
export function clearUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.config[0] });
}

/**
 * Logout (spec 01 §4): clears all state and cached keys, signs out of the identity provider
 * and returns to Home. When the provider cannot be reached the local sign-out still happens.
 */
export function useSignOut(): () => Promise<void> {
  const auth = useAuth();
  const userManager = useUserManager();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    clearLocalSession();
    if (auth.user) {
      try {
        await userManager.signoutRedirect({ extraQueryParams: {} });
        return;
      } catch {
        await userManager.removeUser().catch(() => undefined);
      }
    }
    clearUserData(queryClient);
    void navigate('/', { replace: true });
  }, [auth, userManager, queryClient, navigate]);
}
