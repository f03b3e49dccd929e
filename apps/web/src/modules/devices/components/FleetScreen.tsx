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
  useTableLocale,
} from '../../../ui/resource';
import { useDashboardNavigation } from '../../home';
import { useRouteNavigation } from '../../navigation';
import { useFleetScreen } from '../hooks/useFleetScreen';

const PRESENCE_COLOR = { online: 'success.main', offline: 'error.main', never: 'text.disabled' } as const;
const STATE_COLOR = { pending: 'text.secondary', done: 'success.dark', failed: 'error.main' } as const;

/** Rows tall enough for a cell of three lines: a text and its two-line note. */
const ROW_HEIGHT = 64;

/**
 * A cell's text that wraps instead of being cut off: at 1366 pixels and in French every word
 * stays readable (a word longer than its column breaks).
 */
const wrapping = {
  display: 'block',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  lineHeight: 1.3,
} as const;

/** A cell of one text, wrapped. */
function CellText({ text }: { text: string | number }) {
  return (
    <Typography variant="body2" component="span" sx={wrapping}>
      {text}
    </Typography>
  );
}

/** The small line under a cell's text (since when, how far behind, the command's answer), wrapped. */
function CellNote({ text, color = 'text.secondary' }: { text: string; color?: string }) {
  return (
    <Typography variant="caption" component="span" sx={{ ...wrapping, color }}>
      {text}
    </Typography>
  );
}

/**
 * The Fleet screen (beyond the spec, decision 0037): one row per kiosk with its presence, when it
 * was last heard of, its software level against the latest of its kind, its activity level, its
 * last media sync and its last command with the kiosk's answer; searched, filtered, sorted and
 * paged on the server, live. A serial number opens the kiosk's dashboard. The columns share the
 * width they are given (each no narrower than its texts' longest word) and their texts wrap, so
 * a 1366-pixel window shows every column and every text whole.
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
        flex: 1,
        minWidth: 140,
        display: 'flex',
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0 }}>
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
              sx={{ display: 'block', textAlign: 'start', lineHeight: 1.3 }}
            >
              {row.serialNumber}
            </Link>
            <CellNote
              text={`${row.name} · ${
                row.kioskTypeId === KioskType.Abby
                  ? t('abbyVersion', { version: row.phidgetVersion ?? 3 })
                  : t('genie')
              }`}
            />
          </Box>
        ),
      },
      {
        field: 'facilityName',
        headerName: t('columns.facility'),
        flex: 1.5,
        minWidth: 140,
        display: 'flex',
        renderCell: ({ value }) => (
          <CellText text={typeof value === 'string' ? value : t('unknownFacility')} />
        ),
      },
      {
        field: 'presence',
        headerName: t('columns.presence'),
        flex: 1.1,
        minWidth: 150,
        display: 'flex',
        renderCell: ({ row }) => {
          const key = row.presence ?? 'never';
          return (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              <CircleRounded aria-hidden sx={{ fontSize: 12, color: PRESENCE_COLOR[key], flexShrink: 0 }} />
              <Box sx={{ minWidth: 0 }}>
                <CellText text={t(key)} />
                {row.presenceSince && <CellNote text={t('since', { date: when(row.presenceSince, '') })} />}
              </Box>
            </Stack>
          );
        },
      },
      {
        field: 'lastSeen',
        headerName: t('columns.lastSeen'),
        flex: 0.8,
        minWidth: 110,
        display: 'flex',
        valueGetter: (_value, row) => when(row.lastSeen, t('neverHeard')),
        renderCell: ({ value }) => <CellText text={String(value)} />,
      },
      {
        field: 'updatesBehind',
        headerName: t('columns.software'),
        flex: 1,
        minWidth: 130,
        display: 'flex',
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0 }}>
            <CellText
              text={t('levelOf', { level: row.updateLevel ?? t('noLevel'), latest: row.latestUpdateLevel })}
            />
            <Typography
              variant="caption"
              component="span"
              sx={{
                ...wrapping,
                fontWeight: 600,
                // The theme's dark orange and green read at 4.5:1 or more on the rows (WCAG 1.4.3).
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
        flex: 0.6,
        minWidth: 95,
        display: 'flex',
        valueGetter: (value: number | null, row) =>
          row.kioskTypeId === KioskType.Abby ? (value ?? t('noLevel')) : '—',
        renderCell: ({ value }) => <CellText text={String(value)} />,
      },
      {
        field: 'mediaSyncDate',
        headerName: t('columns.mediaSync'),
        flex: 0.9,
        minWidth: 115,
        display: 'flex',
        valueGetter: (value: string | null) => when(value, t('neverSynced')),
        renderCell: ({ value }) => <CellText text={String(value)} />,
      },
      {
        field: 'lastCommandAt',
        headerName: t('columns.lastCommand'),
        flex: 1,
        minWidth: 130,
        display: 'flex',
        renderCell: ({ row }) =>
          row.lastCommand === null || row.lastCommandState === null ? (
            <CellText text={t('noCommand')} />
          ) : (
            <Box sx={{ minWidth: 0 }} title={row.lastCommandError ?? undefined}>
              <CellText text={t(`commands.${row.lastCommand}` as 'commands.syncNow')} />
              <Typography
                variant="caption"
                component="span"
                sx={{
                  ...wrapping,
                  fontWeight: 600,
                  color: STATE_COLOR[row.lastCommandState],
                  // A kiosk's error may be long: two lines of it, the whole of it on hover.
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
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
        rowHeight={ROW_HEIGHT}
        noRowsText={t('empty')}
        {...gridOf(screen)}
      />
    </ResourceScreen>
  );
}
