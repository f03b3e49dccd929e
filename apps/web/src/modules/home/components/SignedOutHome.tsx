import { Paper, Stack, Typography } from '@mui/material';
import { KioskType } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { KioskTypeLogo } from '../../../ui/components/KioskTypeLogo';
import { HomeHeading } from './HomeHeading';

/** Home before sign-in: what the console is; the way in is the toolbar's Sign In button. */
export function SignedOutHome({ productName }: { productName: string }) {
  const { t } = useTranslation(['session', 'common']);
  return (
    <>
      <HomeHeading title={productName} />
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
