import { useMemo, type ReactNode } from 'react';
import { UserManager } from 'oidc-client-ts';
import { AuthProvider } from 'react-oidc-context';
import type { ConsoleConfigResponse } from '../api/session.endpoints';
import { CALLBACK_PATH } from '../../../utils/routes.constant';
import { UserManagerContext } from '../hooks/useUserManager';
import { oidcSettings } from '../utils/oidc-settings.util';

/** After the code exchange, drop code and state from the address so a reload does not replay them. */
function forgetAuthParams(): void {
  const params = new URLSearchParams(window.location.search);
  ['code', 'state', 'session_state', 'iss', 'error', 'error_description'].forEach((key) =>
    params.delete(key),
  );
  const query = params.toString();
  window.history.replaceState(window.history.state, '', `${CALLBACK_PATH}${query ? `?${query}` : ''}`);
}

/** The OpenID Connect client configured from /api/config, shared by react-oidc-context and the console. */
export function OidcProvider({ config, children }: { config: ConsoleConfigResponse; children: ReactNode }) {
  const userManager = useMemo(() => new UserManager(oidcSettings(config.oidc)), [config.oidc]);
  return (
    <UserManagerContext value={userManager}>
      <AuthProvider userManager={userManager} onSigninCallback={forgetAuthParams}>
        {children}
      </AuthProvider>
    </UserManagerContext>
  );
}
