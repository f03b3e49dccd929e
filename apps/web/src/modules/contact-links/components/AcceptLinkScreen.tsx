import { useEffect, useRef, useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { useNavigate } from 'react-router-dom';
import { acceptLink } from '../api/contact-links.endpoints';
import { isApiError } from '../../../api/api-error';
import { FullPageMessage } from '../../../ui/components/FullPageMessage';
import { useSession } from '../../session';
import { forgetPendingToken, takeTokenFromAddress } from '../utils/pending-link.util';

type Outcome = { kind: 'accepted'; names: string[] } | { kind: 'failed'; message: string } | null;

/**
 * /acceptLink#<token> from the email an account's owner received: asks them to sign in (the
 * token waits in the tab), then accepts the link for the signed-in account and says what it
 * is now connected to.
 */
export function AcceptLinkScreen() {
  const { t } = useTranslation(['session', 'common']);
  const auth = useAuth();
  const navigate = useNavigate();
  const { status } = useSession();
  const [token] = useState(() => takeTokenFromAddress(window.location.hash));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
  }, []);

  useEffect(() => {
    if (status !== 'signedIn' || !token || sent.current) return;
    sent.current = true;
    acceptLink(token)
      .then((answer) => setOutcome({ kind: 'accepted', names: answer.names }))
      .catch((error: unknown) =>
        setOutcome({
          kind: 'failed',
          message: (isApiError(error) && error.serverMessage) || t('common:errors.unexpected'),
        }),
      )
      .finally(() => forgetPendingToken());
  }, [status, token, t]);

  const home = (
    <Button variant="contained" onClick={() => void navigate('/', { replace: true })}>
      {t('common:actions.goHome')}
    </Button>
  );
  if (!token) return <FullPageMessage busy={false} title={t('session:acceptLink.noLink')} actions={home} />;
  if (status === 'loading') return <FullPageMessage title={t('session:acceptLink.accepting')} />;
  if (status === 'signedOut') {
    return (
      <FullPageMessage
        busy={false}
        title={t('session:acceptLink.title')}
        detail={t('session:acceptLink.signInFirst')}
        actions={
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              onClick={() => void auth.signinRedirect({ state: { returnTo: '/acceptLink' } })}
            >
              {t('session:acceptLink.signIn')}
            </Button>
          </Stack>
        }
      />
    );
  }
  if (outcome === null) return <FullPageMessage title={t('session:acceptLink.accepting')} />;
  if (outcome.kind === 'failed') {
    return (
      <FullPageMessage
        busy={false}
        title={t('session:acceptLink.failed')}
        detail={outcome.message}
        actions={home}
      />
    );
  }
  return (
    <FullPageMessage
      busy={false}
      title={t('session:acceptLink.accepted')}
      detail={outcome.names.join(', ')}
      actions={home}
    />
  );
}
