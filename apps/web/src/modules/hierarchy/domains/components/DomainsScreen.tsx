import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { Domain } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import {
  gridOf,
  ResourceGrid,
  ResourceScreen,
  DeleteRowButton,
  EditRowLink,
  SearchField,
  TruncatedCell,
  isNewId,
  toShownText,
  usePersonName,
} from '../../../../ui/resource';
import { OrganizationPicker } from './OrganizationPicker';
import { useDomainsScreen } from '../hooks/useDomainsScreen';
import { DeleteDomainDialog } from './DeleteDomainDialog';
import { DomainDialog } from './DomainDialog';
import { KioskCounts } from './KioskCounts';

/** Domains (spec 01 §2.9): organization filter with (All), search, sortable and paged. */
export function DomainsScreen() {
  const { t } = useTranslation('domains');
  const personName = usePersonName();
  const screen = useDomainsScreen();
  const { openFor } = screen.dialog;
  const { ask } = screen.deletion;

  const columns = useMemo<GridColDef<Domain>[]>(
    () => [
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: 150,
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
        field: 'organizationName',
        headerName: t('columns.organization'),
        flex: 1,
        minWidth: 150,
        valueFormatter: (value: string) => toShownText(value),
        renderCell: ({ formattedValue }) => <TruncatedCell text={String(formattedValue ?? '')} />,
      },
      {
        field: 'description',
        headerName: t('columns.description'),
        flex: 1.2,
        minWidth: 150,
        valueFormatter: (value: string) => toShownText(value),
        renderCell: ({ formattedValue }) => <TruncatedCell text={String(formattedValue ?? '')} />,
      },
      {
        field: 'assignedFacilities',
        headerName: t('columns.facilities'),
        flex: 1.5,
        minWidth: 180,
        sortable: false,
        valueFormatter: (value: string) => toShownText(value),
        renderCell: ({ formattedValue }) => <TruncatedCell text={String(formattedValue ?? '')} />,
      },
      {
        field: 'users',
        headerName: t('columns.managers'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        valueGetter: (_value, row) => row.users.map((user) => personName(user.name)).join(', '),
        renderCell: ({ value }) => <TruncatedCell text={String(value ?? '')} />,
      },
      {
        field: 'kioskCount',
        headerName: t('columns.kiosks'),
        width: 90,
        sortable: false,
        renderCell: ({ row }) => (
          <KioskCounts
            abby={row.abbyCount}
            genie={row.genieCount}
            label={t('kioskCounts', { abby: row.abbyCount, genie: row.genieCount })}
          />
        ),
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
    [t, personName, openFor, ask],
  );

  return (
    <ResourceScreen
      title={t('title')}
      newLabel={t('newDomain')}
      onNew={() => openFor(null)}
      filters={
        <>
          <OrganizationPicker
            label={t('organizationFilter')}
            noneLabel={t('all')}
            organizations={screen.organizations}
            value={screen.organizationId}
            onChange={screen.setOrganizationId}
            size="small"
            margin="none"
            loading={screen.firstLoad}
            sx={{ width: { xs: '100%', sm: 280 } }}
          />
          <SearchField
            label={t('search')}
            clearLabel={t('clearSearch')}
            value={screen.list.searchText}
            onChange={screen.list.setSearchText}
          />
        </>
      }
    >
      <ResourceGrid label={t('table')} {...gridOf(screen)} columns={columns} noRowsText={t('noDomains')} />
      <DomainDialog
        open={screen.dialog.isOpen}
        domain={screen.dialog.target}
        formKey={screen.dialog.formKey}
        busy={screen.saving}
        organizations={screen.organizations}
        facilities={screen.facilities}
        onSave={screen.save}
        onClose={screen.dialog.close}
      />
      <DeleteDomainDialog flow={screen.deletion} />
    </ResourceScreen>
  );
}
