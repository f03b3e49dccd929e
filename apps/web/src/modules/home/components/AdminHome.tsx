import { Box, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import { KioskType } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { canOpen, useRouteNavigation, type RouteName } from '../../navigation';
import { useLoginData, useSession } from '../../session';
import { useDashboardNavigation } from '../hooks/useDashboardNavigation';
import { HomeHeading } from './HomeHeading';
import { KioskCombo } from './KioskCombo';

const LIST_LINKS: readonly RouteName[] = [
  'FacilityManager',
  'KioskManager',
  'ResidentManager',
  'AdminUserManager',
  'PublicMediaManager',
  'AbbySharedLibraryManager',
];

/** The Administrator Home: Dashboard, the Abby and Genie kiosk pickers, and the list links. */
export function AdminHome({ productName }: { productName: string }) {
  const { t } = useTranslation(['home', 'navigation']);
  const { open } = useRouteNavigation();
  const { abbyOptions, genieOptions } = useLoginData();
  const { openComboKiosk } = useDashboardNavigation();
  const { flags } = useSession();
  const links = LIST_LINKS.filter((route) => flags !== null && canOpen(route, flags));

  return (
    <>
      <HomeHeading title={productName} subtitle={t('home:admin.title')} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'stretch' }}>
        <Card sx={{ flex: 2 }}>
          <CardContent>
            <Stack spacing={3}>
              <Box>
                <Button
                  variant="contained"
                  size="large"
                  startIcon={<DashboardOutlined />}
                  onClick={() => open('AdminDashboard')}
                >
                  {t('home:admin.dashboard')}
                </Button>
              </Box>
              <KioskCombo
                typeId={KioskType.Abby}
                label={t('home:admin.abbyKiosk')}
                goLabel={t('home:admin.goToAbbyDashboard')}
                noOptionsText={t('home:admin.noKiosks')}
                options={abbyOptions.data ?? []}
                loading={abbyOptions.isPending}
                onGo={openComboKiosk}
              />
              <KioskCombo
                typeId={KioskType.Genie}
                label={t('home:admin.genieKiosk')}
                goLabel={t('home:admin.goToGenieDashboard')}
                noOptionsText={t('home:admin.noKiosks')}
                options={genieOptions.data ?? []}
                loading={genieOptions.isPending}
                onGo={openComboKiosk}
              />
            </Stack>
          </CardContent>
        </Card>
        <Card sx={{ flex: 1, minWidth: 260 }}>
          <CardContent>
            <Typography variant="overline" color="text.secondary" component="h2">
              {t('home:admin.lists')}
            </Typography>
            <Divider sx={{ mb: 1 }} />
            <Stack component="nav" aria-label={t('home:admin.lists')} sx={{ alignItems: 'flex-start' }}>
              {links.map((route) => (
                <Button key={route} onClick={() => open(route)} sx={{ justifyContent: 'flex-start' }}>
                  {t(`navigation:routes.${route}`)}
                </Button>
              ))}
            </Stack>
          </CardContent>
        </Card>
      </Stack>
    </>
  );
}
