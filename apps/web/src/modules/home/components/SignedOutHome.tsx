import { Alert, Paper, Stack, Typography } from '@mui/material';
import { KioskType } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { KioskTypeLogo } from '../../../ui/components/KioskTypeLogo';
import { useStore } from '../../../utils/create-store.util';
import { signOutNotice, signOutNoticeStore } from '../../session';
import { HomeHeading } from './HomeHeading';

/**
 * Home before sign-in: what the console is; the way in is the toolbar's Sign In button. After a
 * sign-out the console made itself (a password change), it says why first.
 */
export function SignedOutHome({ productName }: { productName: string }) {
  const { t } = useTranslation(['session', 'common']);
  const notice = useStore(signOutNoticeStore);
  return (
    <>
      <HomeHeading title={productName} />
      {notice && (
        <Alert severity="success" role="status" onClose={signOutNotice.clear} sx={{ mb: 3, maxWidth: 640 }}>
          {t(`session:signedOut.${notice}`)}
        </Alert>
      )}
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, maxWidth: 640, borderLeft: 6, borderLeftColor: 'primary.main' }}
      >
        <Stack spacing={2.5}>
          <Stack direction="row" spacing={1}>
            <KioskTypeLogo typeId={KioskType.Abby} label={t('common:kioskTypes.abby')} />
            <KioskTypeLogo typeId={KioskType.Genie} label={t('common:kioskTypes.genie')} />
          </Stack>
          <Typography variant="h6" component="p" sx={{ fontWeight: 500 }}>
            {t('session:signedOut.intro')}
          </Typography>
          <Typography color="text.secondary">{t('session:signedOut.prompt')}</Typography>
        </Stack>
      </Paper>
    </>
  );
}
