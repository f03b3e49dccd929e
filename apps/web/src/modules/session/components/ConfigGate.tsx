import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../../../ui/components/FullPageMessage';
import type { ConsoleConfigResponse } from '../../../api/endpoints';
import { useAppConfig } from '../hooks/useAppConfig';

/** Renders its children once /api/config has answered; before that a spinner, or a retry. */
export function ConfigGate({ children }: { children: (config: ConsoleConfigResponse) => ReactNode }) {
  const { t } = useTranslation();
  const config = useAppConfig();
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
