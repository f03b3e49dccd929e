import { useEffect, useRef } from 'react';
import { useAuth } from 'react-oidc-context';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../../../ui/components/FullPageMessage';
import { useSignOut } from '../hooks/useSignOut';

/** The Logout route: no toolbar or footer, signs out as soon as the identity client is ready. */
export function SignOutScreen() {
  const { t } = useTranslation('session');
  const auth = useAuth();
  const signOut = useSignOut();
  const started = useRef(false);
  useEffect(() => {
    if (auth.isLoading || started.current) return;
    started.current = true;
    void signOut();
  }, [auth.isLoading, signOut]);
  return <FullPageMessage title={t('signingOut')} />;
}
