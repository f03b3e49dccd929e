import { Alert, Box, Button, Paper, Snackbar, Stack, Typography } from '@mui/material';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import { Timings } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { useRouteNavigation } from '../../navigation';
import { useCopyToken } from '../hooks/useCopyToken';
import { useDashboardSummaries } from '../hooks/useDashboardSummaries';
import { useLiveSummaries } from '../hooks/useLiveSummaries';
import { useWorkbookDownload } from '../hooks/useWorkbookDownload';
import { DASHBOARD_MENUS } from '../utils/dashboard-menus.constant';
import { DashboardMenuButton } from './DashboardMenuButton';
import { LiveIndicator } from './LiveIndicator';
import { ReleaseUpdateDialog, useReleaseUpdate } from '../../genie-releases';
import { SummaryTiles } from './SummaryTiles';
import { FleetTiles } from './FleetTiles';
import { DashboardSection } from './DashboardSection';
import { VersionBadge } from './VersionBadge';

/**
 * The admin dashboard (spec 01 §2.11): the API build version, the count tiles kept live, the
 * Event Log, ABBY and Genie menus, Copy Token, the inventory workbook and Release Update.
 */
export function AdminDashboard() {
  const { t } = useTranslation('adminDashboard');
  const { open } = useRouteNavigation();
  const { version, summaries } = useDashboardSummaries();
  const connected = useLiveSummaries();
  const copy = useCopyToken();
  const workbook = useWorkbookDownload();
  const release = useReleaseUpdate();

  return (
    <Stack spacing={3}>
      <Stack
        component="header"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {t('title')}
            </Box>
            <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
              {t('shortTitle')}
            </Box>
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <VersionBadge version={version.data?.version ?? null} loading={version.isPending} />
          <LiveIndicator connected={connected} />
        </Stack>
      </Stack>

      <Paper
        variant="outlined"
        component="section"
        aria-label={t('tools')}
        sx={{
          p: 1.5,
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 1,
          alignItems: { xs: 'stretch', md: 'center' },
          justifyContent: 'space-between',
        }}
      >
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {DASHBOARD_MENUS.map((menu) => (
            <DashboardMenuButton key={menu.key} menu={menu} onRoute={open} onReleaseUpdate={release.start} />
          ))}
        </Stack>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<ContentCopyRounded />} onClick={() => void copy.copy()}>
            {t('copyToken.action')}
          </Button>
          <Button
            variant="contained"
            startIcon={<DownloadRounded />}
            onClick={() => workbook.mutate()}
            loading={workbook.isPending}
            loadingPosition="start"
          >
            {workbook.isPending ? t('workbook.preparing') : t('workbook.action')}
          </Button>
        </Stack>
      </Paper>

      <DashboardSection id="admin-dashboard-inventory" title={t('inventory')}>
        <SummaryTiles summaries={summaries} />
      </DashboardSection>

      <FleetTiles />

      <ReleaseUpdateDialog release={release} />
      <Snackbar
        open={copy.state !== 'idle'}
        autoHideDuration={copy.state === 'failed' ? Timings.noticeMs : Timings.copyNoticeMs}
        onClose={copy.dismiss}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={copy.state === 'failed' ? 'error' : 'success'}
          variant="filled"
          role="status"
          onClose={copy.dismiss}
        >
          {copy.state === 'failed' ? t('copyToken.failed') : t('copyToken.copied')}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
