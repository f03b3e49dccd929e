import { useState, type ReactNode } from 'react';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import type { MessageKind, MetricsPeriod } from '@ambient/core';
import { FullPageMessage } from '../../../ui/components/FullPageMessage';
import { usePersonName } from '../../../ui/resource';
import { useResidentMetrics } from '../hooks/useResidentMetrics';
import { albumSlices, doughnutSlices, periodRange } from '../utils/metrics-view.util';
import { AppUsersList } from './AppUsersList';
import { EngagementFlags } from './EngagementFlags';
import { MetricsBarChart } from './MetricsBarChart';
import { MetricsDoughnut } from './MetricsDoughnut';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } } as const;
const DOUGHNUTS = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
} as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The Resident Metrics screen (spec 02 "Resident metrics"; decision 0073). */
export function ResidentMetricsScreen() {
  const { t } = useTranslation(['residentMetrics', 'common']);
  const view = useResidentMetrics();
  const personName = usePersonName();
  const [albumId, setAlbumId] = useState<number | null>(null);
  const backButton = (
    <Button startIcon={<ArrowBack />} onClick={view.back} sx={{ alignSelf: 'flex-start' }}>
      {t('residentMetrics:back')}
    </Button>
  );

  if (view.residentId === null)
    return (
      <Stack spacing={2}>
        {backButton}
        <FullPageMessage
          busy={false}
          title={t('residentMetrics:noResident')}
          detail={t('residentMetrics:noResidentDetail')}
        />
      </Stack>
    );

  const range = view.activations.data ? periodRange(view.activations.data.chartData, view.locale) : null;
  const messages = view.messages.data;
  const timeZone = view.activations.data?.chartData.timeZone;
  const person = (_key: string, name: string) =>
    name ? personName(name) : t('residentMetrics:formerPerson');
  const albums = view.albums.data?.playlists ?? [];
  const album = albums.find((a) => a.id === albumId) ?? albums[0] ?? null;
  const kindLabel = (kind: 'audio' | 'image' | 'video') => t(`residentMetrics:mediaKinds.${kind}`);

  return (
    <Box component="section" aria-labelledby="resident-metrics-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'flex-end' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {backButton}
          <Typography variant="overline" color="text.secondary" component="p">
            {t('residentMetrics:title')}
          </Typography>
          <Typography id="resident-metrics-title" variant="h4" component="h1">
            {view.name}
          </Typography>
          {range && <Typography color="text.secondary">{t('residentMetrics:range', range)}</Typography>}
        </Box>
        <TextField
          select
          label={t('residentMetrics:period')}
          value={view.period}
          onChange={(event) => view.setPeriod(event.target.value as MetricsPeriod)}
          sx={{ width: 240, flexShrink: 0 }}
        >
          {view.periods.map((period) => (
            <MenuItem key={period} value={period}>
              {t(`residentMetrics:periods.${period}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      <Box sx={{ mb: 3 }}>
        {view.summary.data && (
          <EngagementFlags engagement={view.summary.data} locale={view.locale} timeZone={timeZone} />
        )}
      </Box>

      <Section id="metrics-usage" title={t('residentMetrics:sections.usage')}>
        <Box sx={GRID}>
          <AppUsersList query={view.users} locale={view.locale} timeZone={timeZone} />
          <MetricsBarChart
            title={t('residentMetrics:charts.activations')}
            series={t('residentMetrics:charts.activationsSeries')}
            color="#5e35b1"
            query={view.activations}
          />
        </Box>
      </Section>

      <Section id="metrics-messages" title={t('residentMetrics:sections.messages')}>
        {messages && (
          <Stack sx={{ mb: 1.5 }}>
            <Typography color="text.secondary">
              {t('residentMetrics:messagesInOut.in', {
                period: messages.messagesIn[0],
                recent: messages.messagesIn[1],
              })}
            </Typography>
            <Typography color="text.secondary">
              {t('residentMetrics:messagesInOut.out', {
                period: messages.messagesOut[0],
                recent: messages.messagesOut[1],
              })}
            </Typography>
          </Stack>
        )}
        <Box sx={{ ...GRID, mb: 2 }}>
          <MetricsBarChart
            title={t('residentMetrics:charts.received')}
            series={t('residentMetrics:charts.receivedSeries')}
            color="#1565c0"
            query={view.received}
          />
          <MetricsBarChart
            title={t('residentMetrics:charts.sent')}
            series={t('residentMetrics:charts.sentSeries')}
            color="#2e7d32"
            query={view.sent}
          />
        </Box>
        <Box sx={DOUGHNUTS}>
          <MetricsDoughnut
            title={t('residentMetrics:charts.fromWhom')}
            slices={messages ? doughnutSlices(messages.userToResidentChartData, person) : null}
            loading={view.messages.isPending}
            failed={view.messages.isError}
          />
          <MetricsDoughnut
            title={t('residentMetrics:charts.byContentType')}
            slices={
              messages
                ? doughnutSlices(messages.messageContentTypeChartData, (key) =>
                    t(`residentMetrics:contentTypes.${key as MessageKind}`),
                  )
                : null
            }
            loading={view.messages.isPending}
            failed={view.messages.isError}
          />
          <MetricsDoughnut
            title={t('residentMetrics:charts.toWhom')}
            slices={messages ? doughnutSlices(messages.residentToUserChartData, person) : null}
            loading={view.messages.isPending}
            failed={view.messages.isError}
          />
        </Box>
      </Section>

      <Section id="metrics-albums" title={t('residentMetrics:sections.albums')}>
        <Box sx={GRID}>
          {view.albums.isSuccess && albums.length === 0 ? (
            <Typography color="text.secondary">{t('residentMetrics:albums.none')}</Typography>
          ) : (
            <MetricsDoughnut
              title={
                album
                  ? `${t('residentMetrics:charts.album')} — ${album.name}`
                  : t('residentMetrics:charts.album')
              }
              slices={album ? albumSlices(album, kindLabel) : null}
              loading={view.albums.isPending}
              failed={view.albums.isError}
              empty={t('residentMetrics:albums.empty')}
              toolbar={
                // The album selector only when there are several albums (spec 02).
                albums.length > 1 && (
                  <TextField
                    select
                    size="small"
                    label={t('residentMetrics:albums.select')}
                    value={album?.id ?? ''}
                    onChange={(event) => setAlbumId(Number(event.target.value))}
                    sx={{ mb: 1, maxWidth: 320 }}
                  >
                    {albums.map((a) => (
                      <MenuItem key={a.id} value={a.id}>
                        {a.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )
              }
            />
          )}
        </Box>
      </Section>

      <Section id="metrics-uploads" title={t('residentMetrics:sections.uploads')}>
        <Box sx={GRID}>
          <MetricsBarChart
            title={t('residentMetrics:charts.uploads')}
            series={t('residentMetrics:charts.uploadsSeries')}
            color="#00838f"
            query={view.uploads}
          />
        </Box>
      </Section>
    </Box>
  );
}
