import { Box, Card, CardContent, Link, Skeleton, Stack, Typography } from '@mui/material';
import CircleRounded from '@mui/icons-material/CircleRounded';
import { useTranslation } from 'react-i18next';
import type { FleetSummaryResponse } from '@ambient/core';
import { fleetSearchOf, type FleetFilters } from '../../devices';
import { useRouteNavigation } from '../../navigation';
import { useFleetSummary } from '../hooks/useFleetSummary';
import { DashboardSection } from './DashboardSection';

interface Row {
  key: keyof FleetSummaryResponse & string;
  label: string;
  /** The dot beside the label: presence has a colour, counts of kiosks behind none. */
  color?: string;
  /** The Fleet screen's filters that list the kiosks counted. */
  filters: Partial<FleetFilters>;
}

const NO_FILTERS: FleetFilters = { presence: null, kind: null, behindOnly: false };

/** One card of counts: a heading, then a label and its number per row. */
function CountsCard({
  title,
  rows,
  data,
}: {
  title: string;
  rows: Row[];
  data: FleetSummaryResponse | undefined;
}) {
  const { i18n } = useTranslation();
  const { open } = useRouteNavigation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 2.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
          {title}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2 }}
        >
          {rows.map(({ key, label, color, filters }) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Stack component="dt" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {color && <CircleRounded aria-hidden sx={{ fontSize: 12, color }} />}
                <Link
                  component="button"
                  type="button"
                  variant="body1"
                  onClick={() => open('Fleet', { search: fleetSearchOf({ ...NO_FILTERS, ...filters }) })}
                  sx={{ textAlign: 'left' }}
                >
                  {label}
                </Link>
              </Stack>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
                {data ? number.format(data[key] as number) : <Skeleton variant="text" width={32} />}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * The admin's live fleet tiles (decision 0037): presence as the device gateway last heard it, and
 * the update backlog by kind. Each label opens the Fleet screen on the kiosks it counts.
 */
export function FleetTiles() {
  const { t } = useTranslation('adminDashboard');
  const { data } = useFleetSummary();
  return (
    <DashboardSection id="admin-dashboard-fleet" title={t('fleet.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1 }}>
        {t('fleet.hint')}
      </Typography>
      <Box
        aria-busy={data === undefined}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <CountsCard
          title={t('fleet.presence')}
          data={data}
          rows={[
            {
              key: 'online',
              label: t('fleet.online'),
              color: 'success.main',
              filters: { presence: 'online' },
            },
            {
              key: 'offline',
              label: t('fleet.offline'),
              color: 'error.main',
              filters: { presence: 'offline' },
            },
            {
              key: 'neverConnected',
              label: t('fleet.neverConnected'),
              color: 'text.disabled',
              filters: { presence: 'never' },
            },
          ]}
        />
        <CountsCard
          title={t('fleet.backlog')}
          data={data}
          rows={[
            {
              key: 'abbysBehind',
              label: t('fleet.abbysBehind'),
              filters: { kind: 'abby', behindOnly: true },
            },
            {
              key: 'geniesBehind',
              label: t('fleet.geniesBehind'),
              filters: { kind: 'genie', behindOnly: true },
            },
          ]}
        />
      </Box>
    </DashboardSection>
  );
}
