import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorResponse } from 'oidc-client-ts';
import { useAuth } from 'react-oidc-context';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/api-error';
import { ROUTE_PATHS } from '../../../utils/routes.constant';
import { sessionCache } from '../state/session-cache.store';
import { tabSession, tabSessionStore } from '../state/tab-session.store';
import { oidcUserKey } from '../utils/oidc-settings.util';
import { useLoadedConfig } from './useAppConfig';
import { useCurrentUser } from './useCurrentUser';
import { useLiveProfile } from './useLiveProfile';
import { useReadModelRefetch } from './useReadModelRefetch';
import { useLocaleSync } from './useLocaleSync';
import { useLoginData } from './useLoginData';
import { clearLocalSession, clearUserData } from './useSignOut';
import { useUserManager } from './useUserManager';

export function isLoginRequired(error: unknown): boolean {
  if (error instanceof ErrorResponse) return error.error === 'login_required';
  return error instanceof Error && error.message.includes('login_required');
}

/**
 * The session's life (spec 01 §4): records the token, loads the profile and the login data of
 * the role, keeps the language, listens for live profile changes, and ends the session on
 * login_required, on a sign-out in another tab, or when the profile cannot be loaded twice.
 */
export function useSessionBootstrap(): void {
  const auth = useAuth();
  const userManager = useUserManager();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = useLoadedConfig();
  const me = useCurrentUser();
  const token = auth.isAuthenticated ? (auth.user?.access_token ?? null) : null;
  const { kind, adminLogin, kioskLogin, residentLogin } = useLoginData();

  useEffect(() => {
    if (token) sessionCache.recordToken(token);
  }, [token]);

  // A stored but expired sign-in is renewed silently once; if that fails it is forgotten.
  const renewTried = useRef(false);
  useEffect(() => {
    if (auth.isLoading || auth.activeNavigator || !auth.user?.expired || renewTried.current) return;
    renewTried.current = true;
    void userManager.signinSilent().catch(() => userManager.removeUser());
  }, [auth, userManager]);

  useEffect(() => {
    if (me.data) {
      sessionCache.recordFlags(me.data.flags);
      if (tabSessionStore.get().reloginAttempted) tabSession.markReloginAttempted(false);
    }
  }, [me.data]);

  // On failure the user goes through sign-in again; if that fails too, the user is logged out.
  useEffect(() => {
    if (!me.isError || (isApiError(me.error) && me.error.isUnauthorized)) return;
    if (!tabSessionStore.get().reloginAttempted) {
      tabSession.markReloginAttempted(true);
      userManager.signinRedirect().catch(() => void navigate(ROUTE_PATHS.Logout, { replace: true }));
    } else {
      void navigate(ROUTE_PATHS.Logout, { replace: true });
    }
  }, [me.isError, me.error, userManager, navigate]);

  useEffect(
    () =>
      auth.events.addSilentRenewError((error) => {
        if (isLoginRequired(error)) void navigate(ROUTE_PATHS.Logout, { replace: true });
      }),
    [auth.events, navigate],
  );

  // Signing out in one tab signs out the others.
  useEffect(() => {
    const key = oidcUserKey(config.oidc);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key || event.newValue !== null) return;
      clearLocalSession();
      clearUserData(queryClient);
      void auth.removeUser();
      void navigate('/', { replace: true });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [config.oidc, auth, queryClient, navigate]);

  useEffect(() => {
    if (kind === 'admin' && adminLogin.data) sessionCache.recordFlags(adminLogin.data.flags);
  }, [kind, adminLogin.data]);
  useEffect(() => {
    if (!kioskLogin.data) return;
    sessionCache.recordKiosks(kioskLogin.data.kiosks);
    sessionCache.recordLanguages(kioskLogin.data.languages);
  }, [kioskLogin.data]);
  useEffect(() => {
    if (!residentLogin.data) return;
    sessionCache.recordResidents(residentLogin.data.residents);
    sessionCache.recordLanguages(residentLogin.data.languages);
  }, [residentLogin.data]);

  const profileKnown = !auth.isLoading && (!auth.isAuthenticated || me.data !== undefined || me.isError);
  useLocaleSync(profileKnown ? (me.data?.profile ?? null) : undefined);
  useLiveProfile(token);
  useReadModelRefetch();
}
