import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { formatTableDate, type Organization } from '@ambient/core';
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
} from '../../../../ui/resource';
import { useOrganizationsScreen } from '../hooks/useOrganizationsScreen';
import { DeleteOrganizationDialog } from './DeleteOrganizationDialog';
import { OrganizationDialog } from './OrganizationDialog';

/** Organizations (spec 01 §2.8): searchable, sortable, paged; the name opens the edit dialog. */
export function OrganizationsScreen() {
  const { t } = useTranslation('organizations');
  const locale = useTableLocale();
  const screen = useOrganizationsScreen();
  const { openFor } = screen.dialog;
  const { ask } = screen.deletion;

  const columns = useMemo<GridColDef<Organization>[]>(
    () => [
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: 200,
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
        field: 'createDate',
        headerName: t('columns.created'),
        width: 150,
        valueFormatter: (value: string) => formatTableDate(value, locale),
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        width: 90,
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
      newLabel={t('newOrganization')}
      onNew={() => openFor(null)}
      filters={
        <SearchField
          label={t('search')}
          clearLabel={t('clearSearch')}
          value={screen.list.searchText}
          onChange={screen.list.setSearchText}
        />
      }
    >
      <ResourceGrid
        label={t('table')}
        {...gridOf(screen)}
        columns={columns}
        noRowsText={t('noOrganizations')}
      />
      <OrganizationDialog
        open={screen.dialog.isOpen}
        organization={screen.dialog.target}
        formKey={screen.dialog.formKey}
        busy={screen.saving}
        onSave={screen.save}
        onClose={screen.dialog.close}
      />
      <DeleteOrganizationDialog flow={screen.deletion} />
    </ResourceScreen>
  );
}
