import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { ConsoleConfigResponse } from '../api/session.endpoints';
import { CALLBACK_PATH } from '../../../utils/routes.constant';

export const DEFAULT_SCOPE = 'openid profile email';

/**
 * Authorization code + PKCE against the issuer named by /api/config. The user is kept in
 * local storage so every tab of the browser shares the sign-in.
 */
export function oidcSettings(
  config: ConsoleConfigResponse['oidc'],
  origin = window.location.origin,
): UserManagerSettings {
  return {
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    silent_redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: config.scope || DEFAULT_SCOPE,
    automaticSilentRenew: true,
    monitorSession: false,
    loadUserInfo: false,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    ...(config.audience ? { extraQueryParams: { resource: config.audience } } : {}),
  };
}

/** The storage key oidc-client-ts keeps the signed-in user under. */
export function oidcUserKey(config: ConsoleConfigResponse['oidc']): string {
  return `oidc.user:${config.authority}:${config.clientId}`;
}
