import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { formatTableDate, type Facility } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import {
  gridOf,
  ResourceGrid,
  ResourceScreen,
  DeleteRowButton,
  EditRowLink,
  SearchField,
  useTableLocale,
  isNewId,
  toShownText,
} from '../../../ui/resource';
import { useFacilitiesScreen } from '../hooks/useFacilitiesScreen';
import { DeleteFacilityDialog } from './DeleteFacilityDialog';
import { FacilityDialog } from './FacilityDialog';

/** Facilities (spec 01 §2.10): search covers name, domain, city and province/state. */
export function FacilitiesScreen() {
  const { t } = useTranslation('facilities');
  const locale = useTableLocale();
  const screen = useFacilitiesScreen();
  const { openFor } = screen.dialog;
  const { ask } = screen.deletion;

  const columns = useMemo<GridColDef<Facility>[]>(
    () => [
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 1.4,
        minWidth: 180,
        renderCell: ({ row }) => (
          <EditRowLink
            text={toShownText(row.name)}
            label={t('editRow', { name: toShownText(row.name) })}
            disabled={isNewId(row.id)}
            onClick={() => openFor(row)}
          />
        ),
      },
      {
        field: 'city',
        headerName: t('columns.city'),
        flex: 1,
        minWidth: 120,
        valueFormatter: (value: string) => toShownText(value),
      },
      { field: 'provState', headerName: t('columns.provState'), width: 110 },
      {
        field: 'domainName',
        headerName: t('columns.domain'),
        flex: 1,
        minWidth: 130,
        valueFormatter: (value: string | null) => toShownText(value),
      },
      {
        field: 'createDate',
        headerName: t('columns.created'),
        width: 130,
        valueFormatter: (value: string) => formatTableDate(value, locale),
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        width: 80,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => (
          <DeleteRowButton
            label={t('deleteRow', { name: toShownText(row.name) })}
            disabled={isNewId(row.id)}
            onClick={() => ask(row)}
          />
        ),
      },
    ],
    [t, locale, openFor, ask],
  );

  return (
    <ResourceScreen
      title={t('title')}
      newLabel={t('newFacility')}
      onNew={() => openFor(null)}
      filters={
        <SearchField
          label={t('search')}
          placeholder={t('searchHint')}
          clearLabel={t('clearSearch')}
          value={screen.list.searchText}
          onChange={screen.list.setSearchText}
        />
      }
    >
      <ResourceGrid label={t('table')} {...gridOf(screen)} columns={columns} noRowsText={t('noFacilities')} />
      <FacilityDialog
        open={screen.dialog.isOpen}
        facility={screen.dialog.target}
        formKey={screen.dialog.formKey}
        busy={screen.saving}
        domains={screen.domains}
        provStates={screen.provStates}
        countries={screen.countries}
        onSave={screen.save}
        onClose={screen.dialog.close}
      />
      <DeleteFacilityDialog flow={screen.deletion} />
    </ResourceScreen>
  );
}
