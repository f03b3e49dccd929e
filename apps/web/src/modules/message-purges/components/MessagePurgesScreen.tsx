import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { formatPurgeDate, type MessagePurge } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { EditRowLink, LocalGrid, useTableLocale } from '../../../ui/resource';
import { useMessagePurges } from '../hooks/useMessagePurges';
import { purgeHasDetails } from '../utils/message-purge.util';
import { PurgeDetailsDialog } from './PurgeDetailsDialog';

/**
 * Message Purges (spec 03 §2.16; decision 0070): Id, Date Purged, Messages, Warnings, Errors,
 * newest first; the id of a purge that holds messages opens its details full screen.
 */
export function MessagePurgesScreen() {
  const { t } = useTranslation('messagePurges');
  const locale = useTableLocale();
  const screen = useMessagePurges();
  const { open } = screen;

  const columns = useMemo<GridColDef<MessagePurge>[]>(() => {
    const count = (field: 'numMessages' | 'numWarnings' | 'numErrors'): GridColDef<MessagePurge> => ({
      field,
      headerName: t(`columns.${field}`),
      width: 140,
      type: 'number',
      align: 'left',
      headerAlign: 'left',
    });
    return [
      {
        field: 'id',
        headerName: t('columns.id'),
        width: 100,
        type: 'number',
        align: 'left',
        headerAlign: 'left',
        renderCell: ({ row }) => (
          <EditRowLink
            text={String(row.id)}
            label={t('openDetails', { id: row.id })}
            disabled={!purgeHasDetails(row)}
            onClick={() => open(row)}
          />
        ),
      },
      {
        field: 'datePurged',
        headerName: t('columns.datePurged'),
        flex: 1,
        minWidth: 200,
        valueFormatter: (value: string) => formatPurgeDate(value, locale),
      },
      count('numMessages'),
      count('numWarnings'),
      count('numErrors'),
    ];
  }, [t, locale, open]);

  return (
    <Box component="section" aria-labelledby="message-purges-title">
      <Typography id="message-purges-title" variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <LocalGrid<MessagePurge>
        label={t('table')}
        rows={screen.purges}
        columns={columns}
        firstLoad={screen.firstLoad}
        noRowsText={t('noPurges')}
      />
      <PurgeDetailsDialog
        purge={screen.opened}
        details={screen.details}
        firstLoad={screen.detailsFirstLoad}
        onClose={screen.close}
      />
    </Box>
  );
}
