import { useMemo, useState, type ReactNode } from 'react';
import { Box, Checkbox, FormControlLabel, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { formatTableDate, formatTime, type AuditContext, type AuditEvent } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { MessageDialog } from '../../../../ui/components/MessageDialog';
import { HistoryButton } from '../../history';
import {
  gridOf,
  ResourceGrid,
  ResourceScreen,
  SearchField,
  TruncatedCell,
  useTableLocale,
} from '../../../../ui/resource';
import { useEventLog } from '../hooks/useEventLog';
import { describeEntry, mediaWords, type EventLogKind } from '../utils/event-log.util';

const TITLE_ROUTE = {
  user: 'UserEvents',
  resident: 'ResidentEvents',
  kiosk: 'KioskEvents',
  playlist: 'PlaylistEvents',
} as const;

interface Shown {
  title: string;
  message: string;
}

/**
 * An event log (spec 03 §2.17; decision 0058): Verbose, a search and the log's columns, paged and
 * searched on the server, newest first. A refused command's description reads "Validation
 * Failed", a failed one's "Internal Error"; clicking shows why. Playlist Events add the product
 * (ABBY or GENIE) and the kind of playlist (a kiosk's or a resident's).
 */
export function EventLogScreen({ log }: { log: EventLogKind }) {
  const { t } = useTranslation('eventLogs');
  const { t: navigation } = useTranslation('navigation');
  const { t: shell } = useTranslation('shell');
  const locale = useTableLocale();
  const screen = useEventLog(log);
  const [shown, setShown] = useState<Shown | null>(null);
  const title = navigation(`routes.${TITLE_ROUTE[log]}`);

  const columns = useMemo<GridColDef<AuditEvent>[]>(() => {
    const text = (value: string | null | undefined) => <TruncatedCell text={value ?? '—'} />;
    /** The target's cell, with its History action when it has one (decision 0067). */
    const withHistory = (row: AuditEvent, cell: ReactNode) =>
      row.historyKind === null || row.targetId === null ? (
        cell
      ) : (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0, height: '100%' }}>
          <Box sx={{ minWidth: 0, flex: 1 }}>{cell}</Box>
          <HistoryButton
            kind={row.historyKind}
            id={row.targetId}
            name={row.targetName ?? row.title ?? row.targetId}
          />
        </Stack>
      );
    const role = (value: string | null) =>
      value === null
        ? '—'
        : shell(`functionalRoles.${value}` as 'functionalRoles.Admin', { defaultValue: value });
    const twoLines = (first: string, second: string | null) => (
      <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
        <TruncatedCell text={first} />
        {second && (
          <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block' }}>
            {second}
          </Typography>
        )}
      </Box>
    );
    const performer: GridColDef<AuditEvent> = {
      field: 'username',
      headerName: t('columns.performedBy'),
      flex: 1,
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) =>
        row.username !== null
          ? twoLines(row.username, row.email)
          : text(
              row.source === 'device' ? t('device') : row.source === 'system' ? t('system') : t('unknown'),
            ),
    };
    const performerRole: GridColDef<AuditEvent> = {
      field: 'performedByRole',
      headerName: t('columns.role'),
      width: 140,
      sortable: false,
      valueGetter: (value: string | null) => role(value),
    };
    const description: GridColDef<AuditEvent> = {
      field: 'description',
      headerName: t('columns.description'),
      flex: 1.6,
      minWidth: 220,
      sortable: false,
      renderCell: ({ row }) => {
        const described = describeEntry(row, {
          commands: t('commands', { returnObjects: true }),
          reads: t('reads', { returnObjects: true }),
        });
        const action =
          described.actionKey === null ? row.description : t(described.actionKey as 'commands.UpdateUser');
        const outcome =
          described.actionKey === null ? row.description : t(`outcomes.${row.outcome}`, { action });
        // Which media it adds or removes, titled when read (decision 0082).
        const media = mediaWords(row, (key, options) => t(key, options ?? {}));
        const words = media === null ? outcome : `${outcome}. ${media}`;
        if (described.link === null) return text(words);
        const linkText = t(described.link);
        return (
          <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
            <Link
              component="button"
              type="button"
              color="error"
              aria-describedby={`event-${row.id}-action`}
              onClick={() => setShown({ title: linkText, message: row.errorMessage ?? '' })}
              sx={{ display: 'flex', alignItems: 'center', minHeight: 24 }}
            >
              {linkText}
            </Link>
            <Typography
              id={`event-${row.id}-action`}
              variant="caption"
              color="text.secondary"
              noWrap
              sx={{ display: 'block' }}
            >
              {words}
            </Typography>
          </Box>
        );
      },
    };
    const context: GridColDef<AuditEvent> = {
      field: 'targetContext',
      headerName: t('columns.type'),
      width: 90,
      sortable: false,
      valueGetter: (value: AuditContext | null) => (value === null ? '—' : t(`contexts.${value}`)),
    };
    const date: GridColDef<AuditEvent> = {
      field: 'createDate',
      headerName: t('columns.date'),
      width: 160,
      valueGetter: (value: string) => `${formatTableDate(value, locale)} ${formatTime(value, locale)}`,
    };
    const target = (field: 'targetName' | 'kioskName' | 'residentName' | 'title', header: string) =>
      ({
        field,
        headerName: header,
        flex: 1,
        minWidth: 130,
        sortable: false,
        renderCell: ({ row, value }) =>
          field === 'targetName' || field === 'title'
            ? withHistory(row, text(value as string | null))
            : text(value as string | null),
      }) satisfies GridColDef<AuditEvent>;
    switch (log) {
      case 'user':
        return [
          performer,
          performerRole,
          description,
          {
            field: 'targetName',
            headerName: t('columns.targetContact'),
            flex: 1,
            minWidth: 150,
            sortable: false,
            renderCell: ({ row }) =>
              row.targetName === null
                ? text(null)
                : withHistory(row, twoLines(row.targetName, row.targetEmail)),
          },
          {
            field: 'targetRole',
            headerName: t('columns.targetRole'),
            width: 140,
            sortable: false,
            valueGetter: (value: string | null) => role(value),
          },
          {
            field: 'source',
            headerName: t('columns.type'),
            width: 100,
            sortable: false,
            valueGetter: (value: AuditEvent['source']) => t(value),
          },
          date,
        ];
      case 'resident':
        return [
          performer,
          performerRole,
          description,
          target('targetName', t('columns.residentName')),
          context,
          date,
        ];
      case 'kiosk':
        return [
          performer,
          performerRole,
          description,
          target('targetName', t('columns.kiosk')),
          context,
          date,
        ];
      case 'playlist':
        return [
          performer,
          performerRole,
          description,
          target('title', t('columns.playlist')),
          target('kioskName', t('columns.kiosk')),
          ...(screen.isKiosk ? [] : [target('residentName', t('columns.resident'))]),
          date,
        ];
    }
  }, [t, shell, locale, log, screen.isKiosk]);

  return (
    <ResourceScreen
      title={title}
      newLabel=""
      rowFrom="md"
      filters={
        <>
          {log === 'playlist' && (
            <>
              <TextField
                select
                size="small"
                label={t('context')}
                value={screen.context}
                onChange={(event) => screen.setContext(event.target.value === 'ABBY' ? 'ABBY' : 'GENIE')}
                sx={{ width: 140, flexShrink: 0 }}
              >
                <MenuItem value="ABBY">{t('contexts.ABBY')}</MenuItem>
                <MenuItem value="GENIE">{t('contexts.GENIE')}</MenuItem>
              </TextField>
              <TextField
                select
                size="small"
                label={t('type')}
                value={screen.isKiosk ? 'kiosk' : 'resident'}
                onChange={(event) => screen.setIsKiosk(event.target.value === 'kiosk')}
                sx={{ width: 150, flexShrink: 0 }}
              >
                <MenuItem value="kiosk">{t('types.kiosk')}</MenuItem>
                <MenuItem value="resident">{t('types.resident')}</MenuItem>
              </TextField>
            </>
          )}
          <FormControlLabel
            control={
              <Checkbox
                checked={screen.verbose}
                onChange={(event) => screen.setVerbose(event.target.checked)}
              />
            }
            label={t('verbose')}
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
      <ResourceGrid<AuditEvent>
        label={t('table', { log: title })}
        columns={columns}
        noRowsText={t(`empty.${log}`)}
        {...gridOf(screen)}
      />
      <MessageDialog
        open={shown !== null}
        title={shown?.title ?? ''}
        message={shown?.message ?? ''}
        closeLabel={t('close')}
        severity="error"
        onClose={() => setShown(null)}
      />
    </ResourceScreen>
  );
}
