import { useId, useMemo } from 'react';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { ABBY_ZIP_VERSIONS, formatSize, formatTableDate, isAbbyZipVersion } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import {
  ConfirmDialog,
  DeleteDialog,
  DeleteRowButton,
  LocalGrid,
  ResourceScreen,
  SearchField,
  useTableLocale,
} from '../../../ui/resource';
import { useRouteNavigation } from '../../navigation';
import { ReleaseRolloutFields } from '../../rollouts';
import { useUpdateZips } from '../hooks/useUpdateZips';
import type { ZipRow } from '../utils/update-zips.util';

/**
 * Abby update zips (spec 02 §2, §4, §5): one version's zips (22 first), a search, Release Update
 * (a .zip named by its level, confirmed), delete with "Delete Update?", and the way to Manage
 * Override Kiosks.
 */
export function UpdateZipsScreen() {
  const { t } = useTranslation(['abbyUpdates', 'common']);
  const locale = useTableLocale();
  const screen = useUpdateZips();
  const { open } = useRouteNavigation();
  const inputId = useId();
  const { deletion, deleting } = screen;
  const askToDelete = deletion.ask;

  const columns = useMemo<GridColDef<ZipRow>[]>(
    () => [
      { field: 'filename', headerName: t('abbyUpdates:zips.columns.filename'), flex: 1, minWidth: 140 },
      {
        field: 'size',
        headerName: t('abbyUpdates:zips.columns.size'),
        width: 130,
        valueFormatter: (value: number) => formatSize(value),
      },
      {
        field: 'createDate',
        headerName: t('abbyUpdates:zips.columns.created'),
        width: 140,
        valueFormatter: (value: string) => formatTableDate(value, locale),
      },
      {
        field: 'actions',
        headerName: '',
        width: 70,
        sortable: false,
        align: 'center',
        renderCell: ({ row }) => (
          <DeleteRowButton
            label={t('abbyUpdates:zips.delete', { name: row.filename })}
            disabled={!row.canDelete || deleting?.id === row.id}
            onClick={() => askToDelete(row)}
          />
        ),
      },
    ],
    [t, locale, askToDelete, deleting],
  );

  return (
    <ResourceScreen
      title={t('abbyUpdates:zips.title')}
      newLabel=""
      rowFrom="md"
      filters={
        <>
          <TextField
            select
            size="small"
            label={t('abbyUpdates:zips.version')}
            value={screen.version}
            onChange={(event) => {
              const version = Number(event.target.value);
              if (isAbbyZipVersion(version)) screen.setVersion(version);
            }}
            fullWidth={false}
            sx={{ width: 150, flexShrink: 0 }}
          >
            {ABBY_ZIP_VERSIONS.map((version) => (
              <MenuItem key={version} value={version}>
                {t('abbyUpdates:zips.versionOption', { version })}
              </MenuItem>
            ))}
          </TextField>
          <SearchField
            label={t('abbyUpdates:zips.search')}
            placeholder={t('abbyUpdates:zips.searchHint')}
            clearLabel={t('abbyUpdates:clearSearch')}
            value={screen.search}
            onChange={screen.setSearch}
          />
          <Box sx={{ flex: 1 }} />
          <Button
            variant="outlined"
            onClick={() => open('UpdateOverrideAbbys')}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('abbyUpdates:overrides.title')}
          </Button>
          <Button
            component="label"
            htmlFor={inputId}
            variant="contained"
            startIcon={<UploadFileOutlined />}
            disabled={screen.releasing}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('abbyUpdates:zips.release')}
          </Button>
          <input
            id={inputId}
            type="file"
            accept=".zip,application/zip,application/x-zip-compressed"
            aria-label={t('abbyUpdates:zips.release')}
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              // Choosing the same file again must fire change again.
              event.target.value = '';
              screen.choose(file);
            }}
          />
        </>
      }
    >
      <LocalGrid<ZipRow>
        label={t('abbyUpdates:zips.table')}
        rows={screen.rows}
        columns={columns}
        firstLoad={screen.firstLoad}
        noRowsText={t('abbyUpdates:zips.empty')}
      />
      <ConfirmDialog
        open={screen.chosen !== null}
        title={t('abbyUpdates:zips.confirmTitle')}
        confirmLabel={t('abbyUpdates:zips.releaseAction')}
        cancelLabel={t('common:actions.cancel')}
        busy={screen.releasing}
        width={screen.rollout.inGroups ? 760 : undefined}
        onConfirm={screen.confirmRelease}
        onCancel={screen.cancelRelease}
      >
        {screen.chosen && (
          <Stack spacing={2}>
            <Typography>
              {t('abbyUpdates:zips.confirm', {
                name: screen.chosen.file.name,
                size: formatSize(screen.chosen.file.size),
                version: screen.chosen.version,
              })}
            </Typography>
            <ReleaseRolloutFields rollout={screen.rollout} />
          </Stack>
        )}
      </ConfirmDialog>
      <DeleteDialog<ZipRow>
        flow={deletion}
        title={t('abbyUpdates:zips.deleteTitle')}
        confirmLabel={t('abbyUpdates:zips.deleteAction')}
        cancelLabel={t('common:actions.cancel')}
      >
        {(row) => (
          <Typography>
            {t('abbyUpdates:zips.deleteConfirm', { name: row?.filename ?? '', version: screen.version })}
          </Typography>
        )}
      </DeleteDialog>
    </ResourceScreen>
  );
}
