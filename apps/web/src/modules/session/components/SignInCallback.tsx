import { useEffect, useRef } from 'react';
import { Button, Stack } from '@mui/material';
import { hasAuthParams, useAuth } from 'react-oidc-context';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FullPageMessage } from '../../../ui/components/FullPageMessage';
import { MessageDialog } from '../../../ui/components/MessageDialog';
import { ROUTE_PATHS } from '../../../utils/routes.constant';
import { useSession } from '../hooks/useSession';
import { isLoginRequired } from '../hooks/useSessionBootstrap';
import { signOutNotice } from '../state/sign-out-notice.store';

/** Where a sign-in started elsewhere than Home returns: a path of this console only. */
function returnPath(state: unknown): string {
  const returnTo = (state as { returnTo?: unknown } | undefined)?.returnTo;
  return typeof returnTo === 'string' && /^\/[\w/-]*$/.test(returnTo) ? returnTo : '/';
}

/**
 * /callback (spec 01 §2.4): "Signing in..." plus the query's message. Goes Home once the session
 * is complete; success=true starts sign-in again (after a password reset); success=false shows
 * the "Password Reset Error" dialog with the query's message.
 */
export function SignInCallback() {
  const { t } = useTranslation(['session', 'common']);
  const auth = useAuth();
  const { status } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const success = params.get('success');
  const message = params.get('message');
  const restarted = useRef(false);
  /** Signed out with nothing to complete: an address typed by hand, or a message-only return. */
  const idle = status === 'signedOut' && !auth.error && !auth.activeNavigator && !hasAuthParams();

  useEffect(() => {
    if (success !== 'true' || auth.isLoading || restarted.current) return;
    restarted.current = true;
    void auth.signinRedirect().catch(() => undefined);
  }, [success, auth]);

  useEffect(() => {
    if (success !== null) return;
    if (status === 'signedIn') {
      signOutNotice.clear();
      void navigate(returnPath(auth.user?.state), { replace: true });
    } else if (auth.error && isLoginRequired(auth.error)) {
      void navigate(ROUTE_PATHS.Logout, { replace: true });
    } else if (idle && message === null) {
      void navigate('/', { replace: true });
    }
  }, [success, status, auth.error, idle, message, navigate]);

  if (success === 'false') {
    return (
      <>
        <FullPageMessage busy={false} title={t('session:signingIn')} detail={message} />
        <MessageDialog
          open
          severity="error"
          title={t('common:dialogTitles.passwordResetError')}
          message={message ?? t('common:errors.unexpected')}
          closeLabel={t('common:actions.ok')}
          onClose={() => void navigate('/', { replace: true })}
        />
      </>
    );
  }

  if (auth.error) {
    return (
      <FullPageMessage
        busy={false}
        title={t('session:signInFailed')}
        detail={auth.error.message}
        actions={
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => void auth.signinRedirect()}>
              {t('common:actions.retry')}
            </Button>
            <Button onClick={() => void navigate('/', { replace: true })}>
              {t('common:actions.goHome')}
            </Button>
          </Stack>
        }
      />
    );
  }

  return (
    <FullPageMessage
      busy={!idle}
      title={t('session:signingIn')}
      detail={message}
      actions={
        idle && (
          <Button variant="contained" onClick={() => void navigate('/', { replace: true })}>
            {t('common:actions.goHome')}
          </Button>
        )
      }
    />
  );
}
