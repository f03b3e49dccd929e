import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AppleLogo, GooglePlayLogo, StoreBadge } from '../../../ui/components/StoreBadge';
import { HomeHeading } from './HomeHeading';

/** Assumed store addresses of the mobile companion app (the spec does not name them). */
const APP_STORE_URL = 'https://apps.apple.com/';
const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps';

/** The Virtual Visitor's Home: a welcome and the two app-store badges. */
export function GuestHome({ nickname }: { nickname: string }) {
  const { t } = useTranslation('home');
  return (
    <>
      <HomeHeading title={t('welcome', { nickname })} />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 640 }}>
        <Typography sx={{ mb: 3 }}>{t('guest.intro')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <StoreBadge
            href={APP_STORE_URL}
            topLine={t('guest.appStoreTop')}
            name={t('guest.appStoreName')}
            icon={<AppleLogo />}
          />
          <StoreBadge
            href={GOOGLE_PLAY_URL}
            topLine={t('guest.googlePlayTop')}
            name={t('guest.googlePlayName')}
            icon={<GooglePlayLogo />}
          />
        </Stack>
      </Paper>
    </>
  );
}
