import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { formatTableDate, type ManagedUser } from '@ambient/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EditRowLink, TruncatedCell, usePersonName, useTableLocale } from '../../../ui/resource';
import type { PeopleScreenState } from '../hooks/usePeopleScreen';
import { PersonEmailCell, PersonPictureCell, PersonRoleCell, PersonRowAction } from './PeopleCells';

type Named = { id: number; name: string; serialNumber?: string };

/** The names of the ids found in a list, serial numbers first, in the ids' order. */
function namesOf(ids: number[], list: readonly Named[]): string {
  return ids
    .map((id) => list.find((item) => item.id === id))
    .filter((item) => item !== undefined)
    .map((item) => item.serialNumber || item.name)
    .join(', ');
}

/** A column of the domains, kiosks or residents a person is assigned to. */
function namesColumn(
  t: TFunction<'people'>,
  field: 'domains' | 'kiosks' | 'residents',
  idsOf: (row: ManagedUser) => number[],
  options: readonly Named[],
): GridColDef<ManagedUser> {
  return {
    field,
    headerName: t(`columns.${field}`),
    flex: 1,
    minWidth: 100,
    sortable: false,
    valueGetter: (_value, row) => namesOf(idsOf(row), options),
    renderCell: ({ value }) => <TruncatedCell text={String(value)} />,
  };
}

/**
 * The user manager's columns (spec 02 §2): picture, name (a link to the edit dialog where the row
 * may be edited), email with its verified mark, role, domains, kiosks and residents as the context
 * shows them, last login (admin's Users), and Delete or Remove.
 */
export function usePeopleColumns(screen: PeopleScreenState) {
  const { t } = useTranslation('people');
  const personName = usePersonName();
  const locale = useTableLocale();
  const { kind, data, extraFields, removalOf, deletion, dialog } = screen;
  return useMemo<GridColDef<ManagedUser>[]>(() => {
    const adminMode = kind.context === 'admin';
    const list: GridColDef<ManagedUser>[] = [
      {
        field: 'picture',
        headerName: t('columns.picture'),
        width: 76,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => <PersonPictureCell row={row} />,
      },
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: 130,
        sortable: false,
        renderCell: ({ row }) =>
          screen.canEditRows && row.canEdit ? (
            <EditRowLink
              text={personName(row.name)}
              label={t('editRow', { name: personName(row.name) })}
              onClick={() => dialog.openFor(row)}
            />
          ) : (
            <TruncatedCell text={personName(row.name)} />
          ),
      },
      {
        field: 'email',
        headerName: t('columns.email'),
        flex: 1.3,
        minWidth: 170,
        sortable: false,
        renderCell: ({ row }) => {
          const fields = extraFields.get(row.id);
          return (
            <PersonEmailCell
              row={row}
              verified={screen.showsExtraFields && fields ? fields.isEmailVerified : null}
            />
          );
        },
      },
      {
        field: 'functionalRole',
        headerName: t('columns.role'),
        width: 176,
        sortable: false,
        renderCell: ({ row }) => <PersonRoleCell row={row} />,
      },
    ];
    // Domains show to those who see some (admins, domain managers).
    if (adminMode && screen.seesDomains)
      list.push(namesColumn(t, 'domains', (row) => row.domainIds, data?.domains ?? []));
    if (adminMode) list.push(namesColumn(t, 'kiosks', (row) => row.kioskIds, data?.kiosks ?? []));
    list.push(namesColumn(t, 'residents', (row) => row.residentIds, data?.residents ?? []));
    if (screen.showsExtraFields) {
      list.push({
        field: 'lastLogin',
        headerName: t('columns.lastLogin'),
        width: 120,
        sortable: false,
        valueGetter: (_value, row) => extraFields.get(row.id)?.lastLogin ?? null,
        valueFormatter: (value: string | null) => (value ? formatTableDate(value, locale) : t('never')),
      });
    }
    list.push({
      field: 'actions',
      headerName: t('columns.actions'),
      width: 96,
      sortable: false,
      align: 'center',
      headerAlign: 'center',
      renderCell: ({ row }) => (
        <PersonRowAction
          row={row}
          adminMode={adminMode}
          removable={!adminMode && row.canEdit && row.id !== screen.profileId && removalOf(row) !== null}
          onAsk={deletion.ask}
        />
      ),
    });
    return list;
  }, [t, personName, locale, screen, kind, data, extraFields, removalOf, deletion, dialog]);
}
