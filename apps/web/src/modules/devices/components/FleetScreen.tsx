import { useMemo } from 'react';
import { Box, Button, FormControlLabel, Link, Stack, Switch, Typography } from '@mui/material';
import CircleRounded from '@mui/icons-material/CircleRounded';
import type { GridColDef } from '@mui/x-data-grid';
import {
  FLEET_KIND_FILTERS,
  FLEET_PRESENCE_FILTERS,
  formatRelativeDate,
  KioskType,
  type FleetKiosk,
} from '@ambient/core';
import { useTranslation } from 'react-i18next';
import {
  ChoiceFilter,
  gridOf,
  ResourceGrid,
  ResourceScreen,
  SearchField,
  TruncatedCell,
  useTableLocale,
} from '../../../ui/resource';
import { useDashboardNavigation } from '../../home';
import { useRouteNavigation } from '../../navigation';
import { useFleetScreen } from '../hooks/useFleetScreen';

const PRESENCE_COLOR = { online: 'success.main', offline: 'error.main', never: 'text.disabled' } as const;
const STATE_COLOR = { pending: 'text.secondary', done: 'success.dark', failed: 'error.main' } as const;

/**
 * The Fleet screen (beyond the spec, decision 0037): one row per kiosk with its presence, when it
 * was last heard of, its software level against the latest of its kind, its activity level, its
 * last media sync and its last command with the kiosk's answer; searched, filtered, sorted and
 * paged on the server, live. A serial number opens the kiosk's dashboard.
 */
export function FleetScreen() {
  const { t } = useTranslation('fleet');
  const locale = useTableLocale();
  const screen = useFleetScreen();
  const { openKiosk } = useDashboardNavigation();
  const { t: rolloutsText } = useTranslation('rollouts');
  const { open } = useRouteNavigation();

  const columns = useMemo<GridColDef<FleetKiosk>[]>(() => {
    const now = new Date();
    const when = (value: string | null, never: string) =>
      value ? formatRelativeDate(value, now, locale) : never;
    return [
      {
        field: 'serialNumber',
        headerName: t('columns.kiosk'),
        width: 145,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
            <Link
              component="button"
              type="button"
              aria-label={t('openKiosk', { serial: row.serialNumber })}
              onClick={() =>
                openKiosk({
                  id: row.id,
                  name: row.name,
                  serialNumber: row.serialNumber,
                  typeId: row.kioskTypeId,
                  facility: null,
                  domain: null,
                  subscriptionLevel: null,
                })
              }
              sx={{ display: 'block' }}
            >
              {row.serialNumber}
            </Link>
            <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block' }}>
              {row.name} ·{' '}
              {row.kioskTypeId === KioskType.Abby
                ? t('abbyVersion', { version: row.phidgetVersion ?? 3 })
                : t('genie')}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'facilityName',
        headerName: t('columns.facility'),
        flex: 1,
        minWidth: 110,
        renderCell: ({ value }) => (
          <TruncatedCell text={typeof value === 'string' ? value : t('unknownFacility')} />
        ),
      },
      {
        field: 'presence',
        headerName: t('columns.presence'),
        width: 150,
        renderCell: ({ row }) => {
          const key = row.presence ?? 'never';
          return (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
              <CircleRounded aria-hidden sx={{ fontSize: 12, color: PRESENCE_COLOR[key] }} />
              <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
                <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                  {t(key)}
                </Typography>
                {row.presenceSince && (
                  <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block' }}>
                    {t('since', { date: when(row.presenceSince, '') })}
                  </Typography>
                )}
              </Box>
            </Stack>
          );
        },
      },
      {
        field: 'lastSeen',
        headerName: t('columns.lastSeen'),
        width: 125,
        valueGetter: (_value, row) => when(row.lastSeen, t('neverHeard')),
      },
      {
        field: 'updatesBehind',
        headerName: t('columns.software'),
        width: 140,
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3 }}>
            <Typography variant="body2" component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
              {t('levelOf', { level: row.updateLevel ?? t('noLevel'), latest: row.latestUpdateLevel })}
            </Typography>
            <Typography
              variant="caption"
              component="span"
              sx={{
                display: 'block',
                fontWeight: 600,
                color: row.updatesBehind > 0 ? 'warning.dark' : 'success.dark',
              }}
            >
              {row.updatesBehind > 0 ? t('behind', { count: row.updatesBehind }) : t('upToDate')}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'activityLevel',
        headerName: t('columns.activityLevel'),
        width: 80,
        valueGetter: (value: number | null, row) =>
          row.kioskTypeId === KioskType.Abby ? (value ?? t('noLevel')) : '—',
      },
      {
        field: 'mediaSyncDate',
        headerName: t('columns.mediaSync'),
        width: 135,
        valueGetter: (value: string | null) => when(value, t('neverSynced')),
      },
      {
        field: 'lastCommandAt',
        headerName: t('columns.lastCommand'),
        width: 140,
        renderCell: ({ row }) =>
          row.lastCommand === null || row.lastCommandState === null ? (
            t('noCommand')
          ) : (
            <Box sx={{ minWidth: 0, lineHeight: 1.3 }} title={row.lastCommandError ?? undefined}>
              <TruncatedCell text={t(`commands.${row.lastCommand}` as 'commands.syncNow')} />
              <Typography
                variant="caption"
                component="span"
                sx={{ display: 'block', fontWeight: 600, color: STATE_COLOR[row.lastCommandState] }}
              >
                {row.lastCommandError === null
                  ? t(`commandStates.${row.lastCommandState}`)
                  : t('failedWith', { error: row.lastCommandError })}
              </Typography>
            </Box>
          ),
      },
    ];
  }, [t, locale, openKiosk]);

  return (
    <ResourceScreen
      title={t('title')}
      titleAside={
        <Button variant="outlined" onClick={() => open('Rollouts')}>
          {rolloutsText('openFromFleet')}
        </Button>
      }
      newLabel=""
      rowFrom="md"
      filters={
        <>
          <ChoiceFilter
            label={t('presence')}
            allLabel={t('all')}
            choices={FLEET_PRESENCE_FILTERS.map((value) => [value, t(value)] as const)}
            value={screen.filters.presence}
            onChange={(presence) => screen.setFilters({ presence })}
            minWidth={180}
          />
          <ChoiceFilter
            label={t('product')}
            allLabel={t('all')}
            choices={FLEET_KIND_FILTERS.map((value) => [value, t(value)] as const)}
            value={screen.filters.kind}
            onChange={(kind) => screen.setFilters({ kind })}
            minWidth={140}
          />
          <FormControlLabel
            control={
              <Switch
                checked={screen.filters.behindOnly}
                onChange={(event) => screen.setFilters({ behindOnly: event.target.checked })}
              />
            }
            label={t('behindOnly')}
            sx={{ whiteSpace: 'nowrap' }}
          />
          <SearchField
            label={t('search')}
            placeholder={t('searchHint')}
            clearLabel={t('clearSearch')}
            value={screen.list.searchText}
            onChange={screen.list.setSearchText}
          />
        </>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1.5 }}>
        {t('hint')}
      </Typography>
      <ResourceGrid<FleetKiosk>
        label={t('table')}
        columns={columns}
        noRowsText={t('empty')}
        {...gridOf(screen)}
      />
    </ResourceScreen>
  );
}
