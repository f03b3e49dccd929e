import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UpdateIcon from '@mui/icons-material/Update';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import {
  formatHistoryValue,
  formatTableDate,
  formatTime,
  historyFieldLabel,
  historySourceLabel,
  type HistoryKind,
  type HistoryStep,
} from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { LocalGrid, TruncatedCell, usePersonName, useTableLocale } from '../../../../ui/resource';
import { useRouteNavigation } from '../../../navigation';
import { useHistory } from '../hooks/useHistory';
import { historySubjectOf, subjectNameOf } from '../utils/history.util';
import { ChangeList } from './ChangeList';
import { MomentField } from './MomentField';

/** The subject's history from the address (`?kind=resident&id=12`); nothing to show without one. */
export function HistoryScreen() {
  const [search] = useSearchParams();
  const { t } = useTranslation('history');
  const subject = historySubjectOf(search);
  if (!subject) return <Alert severity="info">{t('missing')}</Alert>;
  return <SubjectHistory key={`${subject.kind}/${subject.id}`} kind={subject.kind} id={subject.id} />;
}

/**
 * A resident's, kiosk's, user's, album's or Community Playlist's whole history (issue 14 point 3;
 * decision 0067): each event with who, when, from where and what it changed, as a readable diff;
 * a moment (local time, to the second) shows the subject as it stood then, folded by the server;
 * the history up to that moment downloads as a workbook. The grid pages the events in the browser
 * (a stream may hold 10,000).
 */
function SubjectHistory({ kind, id }: { kind: HistoryKind; id: string }) {
  const { t } = useTranslation(['history', 'eventLogs', 'shell']);
  const locale = useTableLocale();
  const personName = usePersonName();
  const screen = useHistory(kind, id);
  const { open } = useRouteNavigation();
  const { setAt } = screen;
  const history = screen.history;
  const dateText = (iso: string) => `${formatTableDate(iso, locale)} ${formatTime(iso, locale)}`;
  const name = history ? subjectNameOf(history.state) : null;

  const columns = useMemo<GridColDef<HistoryStep>[]>(() => {
    const names = history?.names ?? {};
    const when = (iso: string) => `${formatTableDate(iso, locale)} ${formatTime(iso, locale)}`;
    return [
      {
        field: 'at',
        headerName: t('history:columns.date'),
        width: 150,
        type: 'dateTime',
        valueGetter: (value: string) => new Date(value),
        valueFormatter: (value: Date) => when(value.toISOString()),
      },
      {
        field: 'username',
        headerName: t('history:columns.performedBy'),
        flex: 1,
        minWidth: 150,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0, lineHeight: 1.3, py: 0.75 }}>
            <TruncatedCell
              text={
                row.username !== null
                  ? personName(row.username)
                  : row.source === 'device'
                    ? t('history:device')
                    : row.source === 'system'
                      ? t('history:system')
                      : t('history:unknown')
              }
            />
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {[
                row.performedByRole &&
                  t(`shell:functionalRoles.${row.performedByRole}` as 'shell:functionalRoles.Admin', {
                    defaultValue: row.performedByRole,
                  }),
                historySourceLabel(row.source, locale),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'command',
        headerName: t('history:columns.event'),
        flex: 1,
        minWidth: 130,
        sortable: false,
        valueGetter: (value: string, row) => {
          const words = t(`eventLogs:commands.${value}` as 'eventLogs:commands.UpdateUser', {
            defaultValue: row.type,
          });
          return words.charAt(0).toUpperCase() + words.slice(1);
        },
        renderCell: ({ value }) => (
          <Box sx={{ py: 0.75, whiteSpace: 'normal', lineHeight: 1.43 }}>{String(value)}</Box>
        ),
      },
      {
        field: 'changes',
        headerName: t('history:columns.changes'),
        flex: 2.2,
        minWidth: 220,
        sortable: false,
        renderCell: ({ row }) => <ChangeList changes={row.changes} names={names} locale={locale} />,
      },
      {
        field: 'state',
        headerName: t('history:stateColumn'),
        width: 70,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => {
          const label = t('history:stateAfter', { date: when(row.at) });
          return (
            <Tooltip title={label}>
              <IconButton aria-label={label} size="small" onClick={() => setAt(row.at)}>
                <UpdateIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          );
        },
      },
    ];
  }, [t, locale, personName, history, setAt]);

  const title = t(`history:titles.${kind}`);
  const failure = screen.momentError;
  return (
    <Box component="section" aria-labelledby="history-title">
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography id="history-title" variant="h4" component="h1">
          {title}
        </Typography>
        {history && (
          <Typography variant="h6" component="p" color="text.secondary">
            {name === null ? t('history:subjectUnnamed') : personName(name)}
          </Typography>
        )}
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <MomentField label={t('history:moment')} value={screen.at} onChange={setAt} />
        <Button variant="outlined" onClick={() => setAt(null)} disabled={screen.at === null}>
          {t('history:now')}
        </Button>
        <Box sx={{ flex: 1 }} />
        {kind === 'resident' && (
          <Button
            variant="outlined"
            startIcon={<VisibilityIcon />}
            onClick={() =>
              open('WhoCouldSee', {
                search: new URLSearchParams({
                  residentId: id,
                  ...(screen.at === null ? {} : { at: screen.at }),
                }).toString(),
              })
            }
          >
            {t('history:who.open')}
          </Button>
        )}
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={() => screen.download.mutate()}
          disabled={!history || screen.download.isPending}
        >
          {t('history:download')}
        </Button>
      </Stack>
      {failure && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {failure.message}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="history-state-title"
          sx={{ width: { xs: '100%', lg: 320 }, flexShrink: 0 }}
        >
          <Typography id="history-state-title" variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5 }}>
            {screen.at === null ? t('history:stateNow') : t('history:stateAt', { date: dateText(screen.at) })}
          </Typography>
          <Table size="small" aria-labelledby="history-state-title" aria-busy={screen.momentLoading}>
            <TableHead>
              <TableRow>
                <TableCell component="th">{t('history:field')}</TableCell>
                <TableCell component="th">{t('history:value')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {screen.state &&
                Object.entries(screen.state).map(([field, value]) => (
                  <TableRow key={field}>
                    <TableCell sx={{ fontWeight: 500, verticalAlign: 'top' }}>
                      {historyFieldLabel(field, locale)}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {formatHistoryValue(field, value, screen.names, locale)}
                    </TableCell>
                  </TableRow>
                ))}
            </TableBody>
          </Table>
        </Paper>
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {history ? t('history:eventCount', { count: history.events.length }) : t('history:eventsTable')}
          </Typography>
          <LocalGrid<HistoryStep>
            label={t('history:eventsTable')}
            rows={history?.events ?? []}
            columns={columns}
            getRowId={(row) => row.position}
            getRowHeight={() => 'auto'}
            sortModel={[{ field: 'at', sort: 'desc' }]}
            firstLoad={screen.loading}
            noRowsText={t('history:noEvents')}
          />
        </Box>
      </Stack>
    </Box>
  );
}
