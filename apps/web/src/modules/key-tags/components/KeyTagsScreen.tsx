import { useMemo, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import type { KeyTag } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import {
  GRID_BEHAVIOUR,
  gridSx,
  ResourceScreen,
  DeleteRowButton,
  EditRowLink,
  SearchField,
  TruncatedCell,
  useGridLocaleText,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  isNewId,
  usePersonName,
} from '../../../ui/resource';
import { useKeyTagsScreen } from '../hooks/useKeyTagsScreen';
import { DeleteKeyTagDialog } from './DeleteKeyTagDialog';
import { KeyTagDialog } from './KeyTagDialog';

/**
 * Kiosk key/tag mappings (spec 02 §2): a searchable table of the mappings of the kiosks the
 * user may see, Create Mapping and edit in a dialog, delete only when unassigned.
 */
export function KeyTagsScreen() {
  const { t } = useTranslation(['keyTags', 'common']);
  const personName = usePersonName();
  const screen = useKeyTagsScreen();
  const { openFor } = screen.dialog;
  const { ask } = screen.deletion;
  const localeText = useGridLocaleText(t('keyTags:noMappings'));
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({
    page: 0,
    pageSize: DEFAULT_PAGE_SIZE,
  });

  const columns = useMemo<GridColDef<KeyTag>[]>(
    () => [
      {
        field: 'kioskId',
        headerName: t('keyTags:columns.kioskId'),
        width: 130,
        type: 'number',
        align: 'left',
        headerAlign: 'left',
      },
      {
        field: 'kioskSerialNumber',
        headerName: t('keyTags:columns.serialNumber'),
        flex: 1,
        minWidth: 120,
        renderCell: ({ value }) => <TruncatedCell text={String(value ?? '')} />,
      },
      {
        field: 'facilityName',
        headerName: t('keyTags:columns.facility'),
        flex: 1.3,
        minWidth: 150,
        renderCell: ({ value }) => (
          <TruncatedCell text={typeof value === 'string' ? value : t('keyTags:unknownFacility')} />
        ),
      },
      {
        field: 'tagId',
        headerName: t('keyTags:columns.tagId'),
        width: 140,
        renderCell: ({ row }) => (
          <EditRowLink
            text={row.tagId}
            label={t('keyTags:editRow', { tagId: row.tagId })}
            disabled={isNewId(row.id)}
            onClick={() => openFor(row)}
          />
        ),
      },
      {
        field: 'keyNum',
        headerName: t('keyTags:columns.keyNum'),
        width: 90,
        type: 'number',
        align: 'left',
        headerAlign: 'left',
      },
      {
        field: 'residentName',
        headerName: t('keyTags:columns.assignedTo'),
        flex: 1.2,
        minWidth: 150,
        renderCell: ({ row }) =>
          row.residentId === null ? (
            <Typography component="span" variant="body2" color="text.secondary">
              {t('keyTags:unassigned')}
            </Typography>
          ) : (
            <TruncatedCell text={personName(row.residentName)} />
          ),
      },
      {
        field: 'actions',
        headerName: t('keyTags:columns.actions'),
        width: 90,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => (
          <DeleteRowButton
            label={
              row.residentId === null
                ? t('keyTags:deleteRow', { tagId: row.tagId })
                : t('keyTags:deleteAssigned', { name: personName(row.residentName) })
            }
            disabled={isNewId(row.id) || row.residentId !== null}
            onClick={() => ask(row)}
          />
        ),
      },
    ],
    [t, personName, openFor, ask],
  );

  return (
    <ResourceScreen
      title={t('keyTags:title')}
      newLabel={t('keyTags:createMapping')}
      onNew={() => openFor(null)}
      filters={
        <SearchField
          label={t('keyTags:search')}
          placeholder={t('keyTags:searchHint')}
          clearLabel={t('keyTags:clearSearch')}
          value={screen.search}
          onChange={(value) => {
            screen.setSearch(value);
            setPaginationModel((model) => ({ ...model, page: 0 }));
          }}
        />
      }
    >
      <Box>
        <DataGrid<KeyTag>
          aria-label={t('keyTags:table')}
          rows={screen.rows}
          columns={columns}
          loading={screen.firstLoad}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[...PAGE_SIZE_OPTIONS]}
          sortingOrder={['asc', 'desc']}
          {...GRID_BEHAVIOUR}
          localeText={{
            ...localeText,
            ...(screen.firstLoad ? { noRowsLabel: t('common:loading.oneMoment') } : {}),
          }}
          sx={gridSx(260)}
        />
      </Box>
      <KeyTagDialog
        open={screen.dialog.isOpen}
        keyTag={screen.dialog.target}
        formKey={screen.dialog.formKey}
        initialKioskId={screen.dialog.initialKioskId}
        busy={screen.saving}
        kiosks={screen.kiosks}
        residents={screen.residents}
        facilities={screen.facilities}
        keyTags={screen.keyTags}
        autoClose={screen.autoClose}
        onAutoCloseChange={screen.setAutoClose}
        onSave={(form, original) => void screen.save(form, original)}
        onClose={screen.dialog.close}
      />
      <DeleteKeyTagDialog flow={screen.deletion} />
    </ResourceScreen>
  );
}
