import { useEffect, useRef, useState } from 'react';
import { Button } from '@mui/material';
import { useAuth } from 'react-oidc-context';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FullPageMessage } from '../../../ui/components/FullPageMessage';
import { useLoadedConfig } from '../hooks/useAppConfig';
import { useUserManager } from '../hooks/useUserManager';

/** /authorize: says where it goes and starts the sign-in redirect once the identity client is ready. */
export function AuthorizeRedirect() {
  const { t } = useTranslation(['session', 'common']);
  const auth = useAuth();
  const userManager = useUserManager();
  const navigate = useNavigate();
  const { productName } = useLoadedConfig();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (auth.isLoading || started.current) return;
    started.current = true;
    if (auth.isAuthenticated) {
      void navigate('/', { replace: true });
      return;
    }
    userManager.signinRedirect().catch(() => setFailed(true));
  }, [auth, userManager, navigate]);

  return (
    <FullPageMessage
      busy={!failed}
      title={failed ? t('session:signInFailed') : t('session:redirectingTo', { product: productName })}
      detail={failed ? t('common:errors.network') : null}
      actions={
        failed && (
          <Button variant="contained" onClick={() => void navigate('/', { replace: true })}>
            {t('common:actions.goHome')}
          </Button>
        )
      }
    />
  );
}
