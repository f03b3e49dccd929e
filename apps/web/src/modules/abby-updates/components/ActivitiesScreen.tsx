import { useMemo } from 'react';
import { Box, Button, IconButton, Radio, TextField, Tooltip } from '@mui/material';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PublishOutlined from '@mui/icons-material/PublishOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { formatTableDate, type AbbyActivity } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { LocalGrid, ResourceScreen, TruncatedCell, useTableLocale } from '../../../ui/resource';
import { useActivities } from '../hooks/useActivities';
import { ActivityDialog, ReleaseActivityDialog } from './ActivityDialogs';

/**
 * The Abby activity manager (spec 02 §2, §4, §5): the activities with a radio to choose one, the
 * read-only Next Update, New Activity, edit, Download Zip and Release Update of the chosen one.
 */
export function ActivitiesScreen() {
  const { t } = useTranslation(['abbyUpdates', 'common']);
  const locale = useTableLocale();
  const screen = useActivities();
  const { chosen, choose, dialog } = screen;
  const { openFor } = dialog;

  const columns = useMemo<GridColDef<AbbyActivity>[]>(() => {
    const date = (value: string | null) => (value ? formatTableDate(value, locale) : '');
    return [
      {
        field: 'chosen',
        headerName: '',
        width: 64,
        sortable: false,
        align: 'center',
        renderCell: ({ row }) => (
          <Radio
            size="small"
            checked={chosen?.id === row.id}
            onChange={() => choose(row.id)}
            slotProps={{
              input: { 'aria-label': t('abbyUpdates:activities.choose', { name: row.description }) },
            }}
          />
        ),
      },
      { field: 'id', headerName: t('abbyUpdates:activities.columns.id'), width: 70 },
      {
        field: 'description',
        headerName: t('abbyUpdates:activities.columns.description'),
        flex: 1,
        minWidth: 150,
        renderCell: ({ value }) => <TruncatedCell text={String(value)} />,
      },
      {
        field: 'url',
        headerName: t('abbyUpdates:activities.columns.url'),
        flex: 1,
        minWidth: 170,
        renderCell: ({ value }) => <TruncatedCell text={String(value)} />,
      },
      {
        field: 'releaseDate',
        headerName: t('abbyUpdates:activities.columns.released'),
        width: 120,
        valueFormatter: (value: string | null) => date(value) || t('abbyUpdates:activities.notReleased'),
      },
      {
        field: 'updateDate',
        headerName: t('abbyUpdates:activities.columns.updated'),
        width: 120,
        valueFormatter: date,
      },
      {
        field: 'actions',
        headerName: '',
        width: 60,
        sortable: false,
        align: 'center',
        renderCell: ({ row }) => (
          <Tooltip title={t('abbyUpdates:activities.editOne', { name: row.description })}>
            <IconButton
              size="small"
              aria-label={t('abbyUpdates:activities.editOne', { name: row.description })}
              onClick={() => openFor(row)}
            >
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
      },
    ];
  }, [t, locale, chosen, choose, openFor]);

  const noChoice = chosen === null || screen.nextUpdate === null;
  return (
    <ResourceScreen
      title={t('abbyUpdates:activities.title')}
      newLabel={t('abbyUpdates:activities.new')}
      onNew={() => openFor(null)}
      rowFrom="md"
      filters={
        <>
          <TextField
            size="small"
            label={t('abbyUpdates:activities.nextUpdate')}
            value={screen.nextUpdate ?? ''}
            slotProps={{ htmlInput: { readOnly: true } }}
            fullWidth={false}
            sx={{ width: 200, flexShrink: 0 }}
          />
          <Box sx={{ flex: 1 }} />
          <Button
            variant="outlined"
            startIcon={<DownloadOutlined />}
            disabled={noChoice}
            loading={screen.downloading}
            onClick={screen.download}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('abbyUpdates:activities.download')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<PublishOutlined />}
            disabled={noChoice}
            onClick={screen.openRelease}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('abbyUpdates:activities.releaseTitle')}
          </Button>
        </>
      }
    >
      <LocalGrid<AbbyActivity>
        label={t('abbyUpdates:activities.table')}
        rows={screen.rows}
        columns={columns}
        firstLoad={screen.firstLoad}
        noRowsText={t('abbyUpdates:activities.empty')}
      />
      <ActivityDialog
        open={dialog.isOpen}
        activity={dialog.target}
        formKey={dialog.formKey}
        busy={screen.saving}
        onSave={screen.save}
        onClose={dialog.close}
      />
      <ReleaseActivityDialog
        open={screen.releasing}
        activity={chosen}
        nextUpdate={screen.nextUpdate ?? 0}
        busy={screen.uploading}
        onRelease={screen.release}
        onClose={screen.closeRelease}
      />
    </ResourceScreen>
  );
}
