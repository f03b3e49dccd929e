import { Alert, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useBrowserBackWarning } from '../hooks/useBrowserBackWarning';

/** The alert shown when the browser's back button is used (spec 01 §2.3). */
export function BrowserBackWarning() {
  const { t } = useTranslation('navigation');
  const { open, dismiss } = useBrowserBackWarning();
  return (
    <Snackbar
      open={open}
      onClose={dismiss}
      autoHideDuration={8000}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity="warning" variant="filled" onClose={dismiss} sx={{ maxWidth: 560 }}>
        {t('backWarning')}
      </Alert>
    </Snackbar>
  );
}
