import { useEffect, type ReactNode } from 'react';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../../../ui/components/FullPageMessage';
import type { ConsoleConfigResponse } from '../api/session.endpoints';
import { useAppConfig } from '../hooks/useAppConfig';
import { publicAddressFor } from '../utils/public-address.util';

/**
 * Renders its children once /api/config has answered; before that a spinner, or a retry. At an
 * address that is not the console's, it moves to the public one first (decision 0105).
 */
export function ConfigGate({ children }: { children: (config: ConsoleConfigResponse) => ReactNode }) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const moveTo = config.data ? publicAddressFor(window.location, config.data.consoleOrigins) : null;
  useEffect(() => {
    if (moveTo) window.location.replace(moveTo);
  }, [moveTo]);
  if (moveTo)
    return (
      <FullPageMessage title={t('loading.movingToPublicAddress', { address: new URL(moveTo).origin })} />
    );
  if (config.data) return <>{children(config.data)}</>;
  if (config.isError) {
    return (
      <FullPageMessage
        busy={false}
        title={t('errors.configUnavailable')}
        detail={t('errors.network')}
        actions={
          <Button variant="contained" onClick={() => void config.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      />
    );
  }
  return <FullPageMessage title={t('loading.oneMoment')} />;
}
