import { useMemo } from 'react';
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { KioskType, formatTableDate, type Resident } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { KioskTypeLogo } from '../../../ui/components/KioskTypeLogo';
import { kioskTypeColor } from '../../../ui/theme/kiosk-type-colors.constant';
import {
  gridOf,
  ResourceGrid,
  ResourceScreen,
  DeleteRowButton,
  RowIconButton,
  EditRowLink,
  SearchField,
  TruncatedCell,
  useTableLocale,
  isNewId,
  usePersonName,
} from '../../../ui/resource';
import { HistoryButton } from '../../audit';
import { useResidentsScreen } from '../hooks/useResidentsScreen';
import { residentName } from '../utils/resident-form.util';
import { facilityText, pictureOf } from '../utils/resident-rows.util';
import { KioskFilter } from './KioskFilter';
import { ResidentAvatar } from './ResidentAvatar';
import { ResidentEditorDialogs } from './ResidentEditorDialogs';

const ALL = 'all';

/**
 * The Residents manager (spec 02 §2): picture, First Name, Last Name, Kiosk, Facility, a
 * dashboard button, Created and delete; filters kiosk type and kiosk (admins) and search.
 */
export function ResidentsScreen() {
  const { t } = useTranslation(['residents', 'common']);
  const personName = usePersonName();
  const locale = useTableLocale();
  const screen = useResidentsScreen();
  const { edit, openDashboard, pictures, canDelete, isAdmin } = screen;
  const { ask } = screen.editor.deletion;

  const columns = useMemo<GridColDef<Resident>[]>(() => {
    const list: GridColDef<Resident>[] = [
      {
        field: 'picture',
        headerName: t('residents:columns.picture'),
        width: 84,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => (
          <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
            <ResidentAvatar
              picture={pictureOf(row, pictures)}
              name={t('residents:pictureOf', { name: personName(residentName(row)) })}
              size={36}
            />
          </Box>
        ),
      },
      {
        field: 'firstName',
        headerName: t('residents:columns.firstName'),
        flex: 1,
        minWidth: 130,
        renderCell: ({ row }) => (
          <EditRowLink
            text={personName(row.firstName)}
            label={t('residents:editRow', { name: personName(residentName(row)) })}
            disabled={isNewId(row.id)}
            onClick={() => edit(row)}
          />
        ),
      },
      { field: 'lastName', headerName: t('residents:columns.lastName'), flex: 1, minWidth: 130 },
      {
        field: 'kiosk',
        headerName: t('residents:columns.kiosk'),
        flex: 1,
        minWidth: 130,
        valueGetter: (_value, row) => row.kiosk?.name || t('residents:unknownKiosk'),
        renderCell: ({ row, value }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
            <Box
              component="span"
              aria-hidden
              sx={{
                width: 8,
                height: 8,
                borderRadius: '50%',
                flexShrink: 0,
                bgcolor: row.kiosk ? kioskTypeColor(row.kiosk.typeId) : 'divider',
              }}
            />
            <TruncatedCell text={String(value)} />
          </Stack>
        ),
      },
      {
        field: 'facility',
        headerName: t('residents:columns.facility'),
        flex: 1.4,
        minWidth: 160,
        valueGetter: (_value, row) =>
          facilityText(row.kiosk?.facility ?? null) ?? t('residents:unknownFacility'),
        renderCell: ({ value }) => <TruncatedCell text={String(value)} />,
      },
      {
        field: 'dashboard',
        headerName: t('residents:columns.dashboard'),
        width: 140,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => (
          <RowIconButton
            label={t('residents:openDashboard', { name: personName(residentName(row)) })}
            icon={<DashboardOutlined fontSize="small" />}
            disabled={isNewId(row.id)}
            onClick={() => openDashboard(row)}
          />
        ),
      },
      {
        field: 'createDate',
        headerName: t('residents:columns.created'),
        width: 130,
        valueFormatter: (value: string) => formatTableDate(value, locale),
      },
    ];
    if (canDelete) {
      list.push({
        field: 'actions',
        headerName: t('residents:columns.actions'),
        width: isAdmin ? 110 : 90,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => (
          <>
            {isAdmin && (
              <HistoryButton
                kind="resident"
                id={row.id}
                name={personName(residentName(row))}
                disabled={isNewId(row.id)}
              />
            )}
            <DeleteRowButton
              label={t('residents:deleteRow', { name: personName(residentName(row)) })}
              disabled={isNewId(row.id)}
              onClick={() => ask(row)}
            />
          </>
        ),
      });
    }
    return list;
  }, [t, personName, locale, pictures, edit, openDashboard, ask, canDelete, isAdmin]);

  const { filters, contextKiosk } = screen;
  return (
    <ResourceScreen
      title={t('residents:title')}
      titleAside={
        contextKiosk && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <KioskTypeLogo
              typeId={contextKiosk.typeId}
              label={t(
                contextKiosk.typeId === KioskType.Genie
                  ? 'common:kioskTypes.genie'
                  : 'common:kioskTypes.abby',
              )}
            />
            <Typography color="text.secondary">{contextKiosk.serialNumber || contextKiosk.name}</Typography>
          </Stack>
        )
      }
      newLabel={t('residents:createResident')}
      // Family facilitators neither create nor delete residents (spec 02 §6).
      onNew={screen.canCreate ? screen.create : undefined}
      // Three filters: they sit beside the New button from md on.
      rowFrom="md"
      filters={
        <>
          {filters.showKioskType && (
            <TextField
              select
              size="small"
              margin="none"
              label={t('residents:filters.kioskType')}
              value={filters.kioskTypeId ?? ALL}
              onChange={(e) =>
                filters.chooseKioskType(e.target.value === ALL ? null : Number(e.target.value))
              }
              sx={{ minWidth: 150, width: { sm: 150 } }}
            >
              <MenuItem value={ALL}>{t('residents:filters.all')}</MenuItem>
              {filters.kioskTypes.map((type) => (
                <MenuItem key={type.id} value={type.id}>
                  {type.id === KioskType.Genie
                    ? t('common:kioskTypes.genie')
                    : type.id === KioskType.Abby
                      ? t('common:kioskTypes.abby')
                      : type.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {filters.showKiosk && (
            <KioskFilter
              label={t('residents:filters.kiosk')}
              allLabel={t('residents:filters.all')}
              noOptionsText={t('residents:filters.noKiosks')}
              kiosks={filters.kiosks}
              value={filters.kioskId}
              disabled={filters.kioskLocked}
              loading={filters.loading}
              onChange={filters.chooseKiosk}
            />
          )}
          <SearchField
            label={t('residents:search')}
            placeholder={t('residents:searchHint')}
            clearLabel={t('residents:clearSearch')}
            value={screen.list.searchText}
            onChange={screen.list.setSearchText}
          />
        </>
      }
    >
      <ResourceGrid
        label={t('residents:table')}
        {...gridOf(screen)}
        columns={columns}
        noRowsText={t('residents:noResidents')}
      />
      <ResidentEditorDialogs editor={screen.editor} pictures={pictures} />
    </ResourceScreen>
  );
}
