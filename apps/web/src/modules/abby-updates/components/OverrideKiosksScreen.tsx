import { useMemo } from 'react';
import { Box, Button, FormControlLabel, Switch, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { formatTableDate, type OverrideAbbyKiosk } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import {
  ConfirmDialog,
  LocalGrid,
  ResourceScreen,
  SearchField,
  TruncatedCell,
  useTableLocale,
} from '../../../ui/resource';
import { useOverrideKiosks } from '../hooks/useOverrideKiosks';
import { OverrideEndCell, OverrideEndDialog } from './OverrideEndDialog';

/**
 * Manage Override Kiosks (spec 02 §2, §4): every Abby with a checkbox; the selection is the
 * override kiosks. Selected Only shows the count; Save Changes confirms how many kiosks will be
 * activated and deactivated. Ends gives a selected kiosk the moment it stops being an override
 * kiosk by itself (decision 0085).
 */
export function OverrideKiosksScreen() {
  const { t } = useTranslation(['abbyUpdates', 'common']);
  const locale = useTableLocale();
  const screen = useOverrideKiosks();
  const { rows, selected, setSelected, endOf, editEnd } = screen;
  const selection: GridRowSelectionModel = { type: 'include', ids: new Set(selected) };
  const columns = useMemo<GridColDef<OverrideAbbyKiosk>[]>(
    () => [
      { field: 'serialNumber', headerName: t('abbyUpdates:overrides.columns.serialNumber'), width: 140 },
      {
        field: 'description',
        headerName: t('abbyUpdates:overrides.columns.description'),
        flex: 1,
        minWidth: 120,
        renderCell: ({ row }) => <TruncatedCell text={row.description ?? row.name} />,
      },
      {
        field: 'facilityName',
        headerName: t('abbyUpdates:overrides.columns.facility'),
        flex: 1.2,
        minWidth: 150,
        renderCell: ({ value }) => (
          <TruncatedCell text={typeof value === 'string' ? value : t('abbyUpdates:unknownFacility')} />
        ),
      },
      { field: 'updateLevel', headerName: t('abbyUpdates:overrides.columns.level'), width: 80 },
      {
        field: 'updateInstallDate',
        headerName: t('abbyUpdates:overrides.columns.installed'),
        width: 120,
        valueFormatter: (value: string | null) => (value ? formatTableDate(value, locale) : ''),
      },
      {
        field: 'isOnline',
        headerName: t('abbyUpdates:overrides.columns.online'),
        width: 80,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ value }) =>
          value === true ? <CheckIcon color="success" titleAccess={t('abbyUpdates:online')} /> : null,
      },
      {
        field: 'createDate',
        headerName: t('abbyUpdates:overrides.columns.created'),
        width: 120,
        valueFormatter: (value: string) => formatTableDate(value, locale),
      },
      {
        field: 'overrideUntil',
        headerName: t('abbyUpdates:overrides.columns.until'),
        width: 190,
        valueGetter: (_value, row) => endOf(row.id),
        renderCell: ({ row }) => (
          <OverrideEndCell
            serialNumber={row.serialNumber}
            until={endOf(row.id)}
            selected={selected.includes(row.id)}
            locale={locale}
            onEdit={() => editEnd(row)}
          />
        ),
      },
    ],
    [t, locale, endOf, editEnd, selected],
  );

  return (
    <ResourceScreen
      title={t('abbyUpdates:overrides.title')}
      newLabel=""
      rowFrom="md"
      filters={
        <>
          <SearchField
            label={t('abbyUpdates:overrides.search')}
            placeholder={t('abbyUpdates:overrides.searchHint')}
            clearLabel={t('abbyUpdates:clearSearch')}
            value={screen.search}
            onChange={screen.setSearch}
          />
          <FormControlLabel
            control={
              <Switch
                checked={screen.selectedOnly}
                onChange={(event) => screen.setSelectedOnly(event.target.checked)}
              />
            }
            label={t('abbyUpdates:overrides.selectedOnly', { count: selected.length })}
          />
          <Box sx={{ flex: 1 }} />
          <Button variant="contained" disabled={!screen.dirty || screen.saving} onClick={screen.askToSave}>
            {t('abbyUpdates:overrides.save')}
          </Button>
        </>
      }
    >
      <LocalGrid<OverrideAbbyKiosk>
        label={t('abbyUpdates:overrides.table')}
        rows={rows}
        columns={columns}
        firstLoad={screen.firstLoad}
        noRowsText={t('abbyUpdates:overrides.empty')}
        checkboxSelection
        keepNonExistentRowsSelected
        rowSelectionModel={selection}
        onRowSelectionModelChange={(model) => {
          const shown = new Set(rows.map((r) => r.id));
          const hidden = selected.filter((id) => !shown.has(id));
          const picked =
            model.type === 'include'
              ? [...model.ids].map(Number)
              : rows.map((r) => r.id).filter((id) => !model.ids.has(id));
          setSelected([...new Set([...hidden, ...picked.filter((id) => shown.has(id))])]);
        }}
      />
      <ConfirmDialog
        open={screen.confirming}
        title={t('abbyUpdates:overrides.confirmTitle')}
        confirmLabel={t('abbyUpdates:overrides.save')}
        cancelLabel={t('common:actions.cancel')}
        busy={screen.saving}
        onConfirm={screen.save}
        onCancel={screen.cancelSave}
      >
        <Typography>
          {t('abbyUpdates:overrides.confirm', {
            activate: t('abbyUpdates:overrides.kiosks', { count: screen.changes.activate.length }),
            deactivate: t('abbyUpdates:overrides.kiosks', { count: screen.changes.deactivate.length }),
          })}
          {screen.endChanges.length > 0 &&
            ` ${t('abbyUpdates:overrides.endsChanged', { count: screen.endChanges.length })}`}
        </Typography>
      </ConfirmDialog>
      <OverrideEndDialog
        kiosk={
          screen.editingEnd && {
            serialNumber: screen.editingEnd.serialNumber,
            until: endOf(screen.editingEnd.id),
          }
        }
        onSet={screen.setEnd}
        onClose={() => editEnd(null)}
      />
    </ResourceScreen>
  );
}
