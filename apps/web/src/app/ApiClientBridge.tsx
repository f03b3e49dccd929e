import { useEffect, useRef } from 'react';
import type { UserManager } from 'oidc-client-ts';
import { useAuth, type AuthContextProps } from 'react-oidc-context';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { configureApiClient } from '../api/http-client';
import { ROUTE_PATHS } from '../modules/navigation';
import { useUserManager, sessionCacheStore } from '../modules/session';
import { feedback } from '../ui/feedback/feedback.store';

/** The bearer token: the identity client's, renewed silently when expired, else the stored one. */
async function accessToken(auth: AuthContextProps, userManager: UserManager): Promise<string | null> {
  const user = auth.user;
  if (user && !user.expired) return user.access_token;
  if (user) {
    try {
      const renewed = await userManager.signinSilent();
      if (renewed && !renewed.expired) return renewed.access_token;
    } catch {
      // Falls back to the stored token; the server answers 401 if it is no longer valid.
    }
  }
  return sessionCacheStore.get().accessToken;
}

/**
 * Wires the API client to the session: tokens, sign-out on 401, warnings as dialogs. Rendered
 * before the routes so it is configured before any screen calls the API.
 */
export function ApiClientBridge() {
  const auth = useAuth();
  const userManager = useUserManager();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const latest = useRef({ auth, pathname, language: i18n.language });
  useEffect(() => {
    latest.current = { auth, pathname, language: i18n.language };
  });
  useEffect(() => {
    configureApiClient({
      getAccessToken: () => accessToken(latest.current.auth, userManager),
      getLanguage: () => latest.current.language,
      onUnauthorized: () => {
        if (latest.current.pathname !== ROUTE_PATHS.Logout)
          void navigate(ROUTE_PATHS.Logout, { replace: true });
      },
      onWarning: (message) => feedback.showDialog({ titleKey: 'warning', message, severity: 'warning' }),
    });
  }, [navigate, userManager]);
  return null;
}
