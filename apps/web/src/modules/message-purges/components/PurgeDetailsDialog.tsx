import { useId, useMemo } from 'react';
import { AppBar, Box, Dialog, IconButton, Toolbar, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import type { GridColDef } from '@mui/x-data-grid';
import {
  formatPurgeDate,
  formatPurgeOpened,
  type MessagePurge,
  type MessagePurgeDetail,
} from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { LocalGrid, TruncatedCell, useTableLocale } from '../../../ui/resource';
import { purgeDirectionKey, purgeTypeKey } from '../utils/message-purge.util';

/** The class of a warning row, highlighted. */
const WARNING_ROW = 'purge-warning';

/**
 * What one purge did (spec 03 §2.16), full screen: Kiosk, Resident, User, Direction, Opened,
 * Subject, Type and Status Message of each message; warning rows highlighted, errors marked.
 */
export function PurgeDetailsDialog({
  purge,
  details,
  firstLoad,
  onClose,
}: {
  purge: MessagePurge | null;
  details: readonly MessagePurgeDetail[];
  firstLoad: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('messagePurges');
  const locale = useTableLocale();
  const titleId = useId();

  const columns = useMemo<GridColDef<MessagePurgeDetail>[]>(() => {
    const text = (
      field: 'kiosk' | 'resident' | 'user' | 'subject',
      width: number,
    ): GridColDef<MessagePurgeDetail> => ({
      field,
      headerName: t(`details.columns.${field}`),
      flex: 1,
      minWidth: width,
      renderCell: ({ value }) => <TruncatedCell text={String(value ?? '')} />,
    });
    return [
      text('kiosk', 140),
      text('resident', 140),
      text('user', 140),
      {
        field: 'direction',
        headerName: t('details.columns.direction'),
        width: 220,
        valueGetter: (_value, row) => t(purgeDirectionKey(row.direction)),
      },
      {
        field: 'lastOpened',
        headerName: t('details.columns.lastOpened'),
        width: 120,
        valueFormatter: (value: string | null) => (value ? formatPurgeOpened(value) : ''),
      },
      text('subject', 180),
      {
        field: 'type',
        headerName: t('details.columns.type'),
        width: 100,
        valueGetter: (_value, row) => t(purgeTypeKey(row.type)),
      },
      {
        field: 'statusMessage',
        headerName: t('details.columns.statusMessage'),
        flex: 2,
        minWidth: 280,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, height: '100%' }}>
            {row.isError ? (
              <ErrorOutline fontSize="small" color="error" titleAccess={t('details.error')} />
            ) : row.isWarning ? (
              <WarningAmber fontSize="small" titleAccess={t('details.warning')} />
            ) : null}
            <TruncatedCell text={row.statusMessage} />
          </Box>
        ),
      },
    ];
  }, [t]);

  const date = purge ? formatPurgeDate(purge.datePurged, locale) : '';
  return (
    <Dialog fullScreen open={purge !== null} onClose={onClose} aria-labelledby={titleId}>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" aria-label={t('details.close')} onClick={onClose}>
            <Close />
          </IconButton>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('details.title', { date })}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        sx={(theme) => ({
          p: 2,
          [`& .${WARNING_ROW}`]: {
            backgroundColor: alpha(theme.palette.warning.light, 0.35),
            '&:hover': { backgroundColor: alpha(theme.palette.warning.light, 0.5) },
          },
        })}
      >
        <LocalGrid<MessagePurgeDetail>
          label={t('details.table')}
          rows={details}
          columns={columns}
          firstLoad={firstLoad}
          noRowsText={t('details.empty')}
          getRowClassName={({ row }) => (row.isWarning ? WARNING_ROW : '')}
        />
      </Box>
    </Dialog>
  );
}
