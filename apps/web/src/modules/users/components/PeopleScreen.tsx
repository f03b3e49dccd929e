import { useMemo } from 'react';
import { Avatar, Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Cancel from '@mui/icons-material/Cancel';
import type { GridColDef } from '@mui/x-data-grid';
import {
  FunctionalRole,
  KioskType,
  functionalRoleColor,
  formatTableDate,
  type ManagedUser,
} from '@ambient/core';
import { useTranslation } from 'react-i18next';
import {
  DeleteDialog,
  DeleteRowButton,
  EditRowLink,
  gridOf,
  ResourceGrid,
  ResourceScreen,
  SearchField,
  TruncatedCell,
  usePersonName,
  useTableLocale,
} from '../../../ui/resource';
import { usePeopleScreen } from '../hooks/usePeopleScreen';
import type { PeopleRoute } from '../utils/people-screens.constant';
import { shownRole } from '../utils/user-form.util';
import { useOptionSearch } from '../hooks/useOptionSearch';
import { OptionFilter } from './OptionFilter';
import { UserDialog } from './UserDialog';

const ALL = 'all';
const ROLES = [
  FunctionalRole.Admin,
  FunctionalRole.DomainManager,
  FunctionalRole.KioskManager,
  FunctionalRole.ResidentManager,
  FunctionalRole.Guest,
] as const;

/**
 * The user manager in one of its contexts (spec 02 §2 User manager): the admin's Users, with
 * picture, name, email and its verified mark, role, domains, kiosks, residents, last login and
 * delete, and filters; or a kiosk's or resident's people, whose row action is Remove.
 */
export function PeopleScreen({ route }: { route: PeopleRoute }) {
  const { t } = useTranslation(['people', 'common', 'navigation']);
  const personName = usePersonName();
  const locale = useTableLocale();
  const screen = usePeopleScreen(route);
  const { kind, data, extraFields, removalOf, deletion, dialog } = screen;
  const adminMode = kind.context === 'admin';

  const columns = useMemo<GridColDef<ManagedUser>[]>(() => {
    const names = (ids: number[], list: Array<{ id: number; name: string; serialNumber?: string }>) =>
      ids
        .map((id) => list.find((item) => item.id === id))
        .filter((item) => item !== undefined)
        .map((item) => item.serialNumber || item.name)
        .join(', ');
    const list: GridColDef<ManagedUser>[] = [
      {
        field: 'picture',
        headerName: t('people:columns.picture'),
        width: 76,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => (
          <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
            <Avatar
              src={row.picture ?? undefined}
              alt={t('people:pictureOf', { name: personName(row.name) })}
              sx={{ width: 36, height: 36 }}
            >
              {personName(row.name).slice(0, 1)}
            </Avatar>
          </Box>
        ),
      },
      {
        field: 'name',
        headerName: t('people:columns.name'),
        flex: 1,
        minWidth: 130,
        sortable: false,
        renderCell: ({ row }) =>
          screen.canEditRows && row.canEdit ? (
            <EditRowLink
              text={personName(row.name)}
              label={t('people:editRow', { name: personName(row.name) })}
              onClick={() => dialog.openFor(row)}
            />
          ) : (
            <TruncatedCell text={personName(row.name)} />
          ),
      },
      {
        field: 'email',
        headerName: t('people:columns.email'),
        flex: 1.3,
        minWidth: 170,
        sortable: false,
        renderCell: ({ row }) => {
          const fields = extraFields.get(row.id);
          return (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
              {screen.showsExtraFields &&
                fields &&
                (fields.isEmailVerified ? (
                  <CheckCircle color="success" fontSize="small" titleAccess={t('people:verified')} />
                ) : (
                  <Cancel color="error" fontSize="small" titleAccess={t('people:notVerified')} />
                ))}
              <TruncatedCell text={row.email} />
            </Stack>
          );
        },
      },
      {
        field: 'functionalRole',
        headerName: t('people:columns.role'),
        width: 176,
        sortable: false,
        renderCell: ({ row }) => {
          const role = shownRole(row);
          return (
            <Chip
              size="small"
              label={t(`people:roles.${role}`)}
              variant="outlined"
              sx={{
                borderColor: role === 'none' ? 'divider' : functionalRoleColor[role],
                color: 'text.primary',
              }}
            />
          );
        },
      },
    ];
    const namesColumn = (
      field: 'domains' | 'kiosks' | 'residents',
      idsOf: (row: ManagedUser) => number[],
      options: Array<{ id: number; name: string; serialNumber?: string }>,
    ): GridColDef<ManagedUser> => ({
      field,
      headerName: t(`people:columns.${field}`),
      flex: 1,
      minWidth: 100,
      sortable: false,
      valueGetter: (_value, row) => names(idsOf(row), options),
      renderCell: ({ value }) => <TruncatedCell text={String(value)} />,
    });
    // Domains show to those who see some (admins, domain managers).
    if (adminMode && screen.seesDomains)
      list.push(namesColumn('domains', (row) => row.domainIds, data?.domains ?? []));
    if (adminMode) list.push(namesColumn('kiosks', (row) => row.kioskIds, data?.kiosks ?? []));
    list.push(namesColumn('residents', (row) => row.residentIds, data?.residents ?? []));
    if (screen.showsExtraFields) {
      list.push({
        field: 'lastLogin',
        headerName: t('people:columns.lastLogin'),
        width: 120,
        sortable: false,
        valueGetter: (_value, row) => extraFields.get(row.id)?.lastLogin ?? null,
        valueFormatter: (value: string | null) =>
          value ? formatTableDate(value, locale) : t('people:never'),
      });
    }
    list.push({
      field: 'actions',
      headerName: t('people:columns.actions'),
      width: 96,
      sortable: false,
      align: 'center',
      headerAlign: 'center',
      renderCell: ({ row }) => {
        if (adminMode)
          return row.canDelete ? (
            <DeleteRowButton
              label={t('people:deleteRow', { name: personName(row.name) })}
              onClick={() => deletion.ask(row)}
            />
          ) : null;
        const removal = row.canEdit && row.id !== screen.profileId ? removalOf(row) : null;
        return removal ? (
          <Button
            size="small"
            color="error"
            onClick={() => deletion.ask(row)}
            aria-label={t('people:removeRow', { name: personName(row.name) })}
          >
            {t('people:remove')}
          </Button>
        ) : null;
      },
    });
    return list;
  }, [t, personName, locale, screen, data, extraFields, removalOf, deletion, dialog, adminMode]);

  const { filters, setFilter } = screen;
  const about = screen.about;
  const title = t(`navigation:routes.${route}`);
  const newLabel = kind.newLabel ? t(`people:${kind.newLabel}`) : '';
  const kioskSearch = useOptionSearch(
    screen.searchOptions,
    { kind: 'kiosks', kioskTypeId: filters.kioskTypeId },
    screen.showsFilters,
  );
  const residentSearch = useOptionSearch(
    screen.searchOptions,
    { kind: 'residents', kioskTypeId: filters.kioskTypeId, kioskId: filters.kioskId },
    screen.showsFilters,
  );
  const select = (
    label: string,
    value: number | string | null,
    onChange: (value: string | null) => void,
    items: Array<{ value: number | string; label: string }>,
    width = 160,
  ) => (
    <TextField
      select
      size="small"
      margin="none"
      label={label}
      value={value ?? ALL}
      onChange={(e) => onChange(e.target.value === ALL ? null : e.target.value)}
      sx={{ minWidth: width, width: { sm: width } }}
    >
      <MenuItem value={ALL}>{t('people:filters.all')}</MenuItem>
      {items.map((item) => (
        <MenuItem key={item.value} value={item.value}>
          {item.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <ResourceScreen
      title={title}
      titleAside={
        about && (
          <Typography color="text.secondary">
            {'serialNumber' in about ? about.serialNumber || about.name : personName(about.name)}
          </Typography>
        )
      }
      newLabel={newLabel}
      onNew={screen.canCreate && screen.ready ? () => dialog.openFor(null) : undefined}
      rowFrom="md"
      filters={
        <>
          {screen.showsFilters && (
            <>
              {select(
                t('people:filters.kioskType'),
                filters.kioskTypeId,
                (v) => {
                  setFilter('kioskTypeId', v === null ? null : Number(v));
                  setFilter('kioskId', null);
                  setFilter('residentId', null);
                },
                [
                  { value: KioskType.Abby, label: t('people:filters.abby') },
                  { value: KioskType.Genie, label: t('people:filters.genie') },
                ],
                140,
              )}
              <OptionFilter
                label={t('people:filters.kiosk')}
                allLabel={t('people:filters.all')}
                search={kioskSearch}
                value={kioskSearch.chosen(filters.kioskId === null ? [] : [filters.kioskId])[0] ?? null}
                optionLabel={(k) => k.serialNumber || k.name}
                noOptionsText={t('people:dialog.noOptions')}
                loadingText={t('people:dialog.searching')}
                width={180}
                onChange={(id) => {
                  setFilter('kioskId', id);
                  setFilter('residentId', null);
                }}
              />
              <OptionFilter
                label={t('people:filters.resident')}
                allLabel={t('people:filters.all')}
                search={residentSearch}
                value={
                  residentSearch.chosen(filters.residentId === null ? [] : [filters.residentId])[0] ?? null
                }
                optionLabel={(r) => personName(r.name)}
                noOptionsText={t('people:dialog.noOptions')}
                loadingText={t('people:dialog.searching')}
                width={200}
                onChange={(id) => setFilter('residentId', id)}
              />
              {select(
                t('people:filters.role'),
                filters.role,
                (v) => setFilter('role', v as FunctionalRole | null),
                ROLES.map((role) => ({ value: role, label: t(`people:roles.${role}`) })),
                180,
              )}
            </>
          )}
          <SearchField
            label={t('people:search')}
            placeholder={t('people:searchHint')}
            clearLabel={t('people:clearSearch')}
            value={screen.list.searchText}
            onChange={screen.list.setSearchText}
          />
        </>
      }
    >
      {screen.ready ? (
        <ResourceGrid
          label={t('people:table')}
          {...gridOf(screen)}
          columns={columns}
          noRowsText={t('people:noUsers')}
        />
      ) : (
        <Typography role="status">{t('people:noContext')}</Typography>
      )}
      <UserDialog
        open={dialog.isOpen}
        formKey={dialog.formKey}
        user={dialog.target}
        kind={kind}
        options={data}
        searchOptions={screen.searchOptions}
        roleChoices={screen.roleChoices}
        isAdmin={screen.isAdmin}
        selfId={screen.profileId}
        about={
          kind.about === 'kiosk' && about
            ? { kioskId: about.id }
            : kind.about === 'resident' && about
              ? { residentId: about.id }
              : {}
        }
        busy={screen.busy}
        isVerified={dialog.target ? (extraFields.get(dialog.target.id)?.isEmailVerified ?? true) : true}
        onSave={screen.save}
        onUnblock={screen.unblock}
        onResendInvitation={screen.resendInvitation}
        onErase={screen.canErase ? screen.erasure.ask : undefined}
        onClose={dialog.close}
      />
      <DeleteDialog
        flow={screen.erasure}
        title={t('people:eraseTitle')}
        confirmLabel={t('people:erase')}
        cancelLabel={t('common:actions.cancel')}
      >
        {(row) => t('people:eraseQuestion', { name: row ? personName(row.name) : '' })}
      </DeleteDialog>
      <DeleteDialog
        flow={deletion}
        title={t(adminMode ? 'people:deleteTitle' : 'people:removeTitle')}
        confirmLabel={t(adminMode ? 'people:delete' : 'people:remove')}
        cancelLabel={t('common:actions.cancel')}
      >
        {(row) => {
          const name = row ? personName(row.name) : '';
          if (adminMode) return t('people:deleteQuestion', { name });
          return t('people:removeQuestion', { name, place: row ? (removalOf(row)?.place ?? '') : '' });
        }}
      </DeleteDialog>
    </ResourceScreen>
  );
}
