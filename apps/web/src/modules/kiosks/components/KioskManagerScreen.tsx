import { useMemo } from 'react';
import { Autocomplete, Box, MenuItem, Stack, TextField } from '@mui/material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { KioskType, formatTableDate, type Kiosk } from '@ambient/core';
import { useTranslation } from 'react-i18next';
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
  toShownText,
} from '../../../ui/resource';
import { useDashboardNavigation } from '../../home';
import { useKioskScreen } from '../hooks/useKioskScreen';
import { facilityText, kioskSummaryOf } from '../utils/kiosk-rows.util';
import { HistoryButton } from '../../audit';
import { DeleteKioskDialog } from './DeleteKioskDialog';
import { KioskDialog } from './KioskDialog';
import { KioskTypeChooser } from './KioskTypeChooser';

interface FacilityChoice {
  id: number;
  label: string;
}

/** The Kiosk manager (spec 02 §2): facility and type filters, search, the type chooser, the dialog. */
export function KioskManagerScreen() {
  const { t } = useTranslation(['kiosks', 'common']);
  const locale = useTableLocale();
  const screen = useKioskScreen();
  const { openFor } = screen.dialog;
  const { ask } = screen.deletion;
  const { openKiosk } = useDashboardNavigation();
  const canDelete = screen.rights.canCreateAndDelete;

  const columns = useMemo<GridColDef<Kiosk>[]>(
    () => [
      {
        field: 'serialNumber',
        headerName: t('kiosks:columns.serialNumber'),
        flex: 1,
        minWidth: 150,
        renderCell: ({ row }) => {
          const typeId = row.kioskTypeId || row.typeId;
          return (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
              <Box
                component="span"
                role="img"
                aria-label={t(
                  typeId === KioskType.Genie ? 'common:kioskTypes.genie' : 'common:kioskTypes.abby',
                )}
                sx={{
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  flex: 'none',
                  bgcolor: kioskTypeColor(typeId),
                }}
              />
              <EditRowLink
                text={row.serialNumber}
                label={t('kiosks:editRow', { serialNumber: row.serialNumber })}
                disabled={isNewId(row.id)}
                onClick={() => openFor(row)}
              />
            </Stack>
          );
        },
      },
      {
        field: 'id',
        headerName: t('kiosks:columns.id'),
        width: 80,
        valueFormatter: (value: number) => (value > 0 ? String(value) : ''),
      },
      {
        field: 'facilityName',
        headerName: t('kiosks:columns.facility'),
        flex: 1.4,
        minWidth: 180,
        valueGetter: (_value, row) =>
          facilityText(row.facilityName, row.facilityLocation) ?? t('kiosks:unknownFacility'),
        renderCell: ({ value }) => <TruncatedCell text={String(value ?? '')} />,
      },
      {
        field: 'domainName',
        headerName: t('kiosks:columns.domain'),
        flex: 1,
        minWidth: 130,
        renderCell: ({ value }) => <TruncatedCell text={toShownText(value as string | null)} />,
      },
      {
        field: 'organizationName',
        headerName: t('kiosks:columns.organization'),
        flex: 1,
        minWidth: 130,
        renderCell: ({ value }) => <TruncatedCell text={toShownText(value as string | null)} />,
      },
      {
        field: 'dashboard',
        headerName: t('kiosks:columns.dashboard'),
        width: 110,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => (
          <RowIconButton
            label={t('kiosks:openDashboard', { serialNumber: row.serialNumber })}
            icon={<DashboardOutlined fontSize="small" />}
            color="primary"
            disabled={isNewId(row.id)}
            onClick={() => openKiosk(kioskSummaryOf(row))}
          />
        ),
      },
      {
        field: 'createDate',
        headerName: t('kiosks:columns.created'),
        width: 130,
        valueFormatter: (value: string) => formatTableDate(value, locale),
      },
      ...(canDelete
        ? [
            {
              field: 'actions',
              headerName: t('kiosks:columns.actions'),
              width: 110,
              sortable: false,
              align: 'center',
              headerAlign: 'center',
              renderCell: ({ row }) => (
                <>
                  <HistoryButton kind="kiosk" id={row.id} name={row.name} disabled={isNewId(row.id)} />
                  <DeleteRowButton
                    label={t('kiosks:deleteRow', { serialNumber: row.serialNumber })}
                    disabled={isNewId(row.id)}
                    onClick={() => ask(row)}
                  />
                </>
              ),
            } satisfies GridColDef<Kiosk>,
          ]
        : []),
    ],
    [t, locale, openFor, ask, openKiosk, canDelete],
  );

  const allFacilities = useMemo<FacilityChoice>(() => ({ id: 0, label: t('kiosks:all') }), [t]);
  const facilityChoices = useMemo<FacilityChoice[]>(
    () => [
      allFacilities,
      ...screen.options.facilities.map((f) => ({
        id: f.id,
        label: facilityText(f.name, f.geographicalDescription) ?? '',
      })),
    ],
    [screen.options.facilities, allFacilities],
  );
  const selectedFacility = facilityChoices.find((c) => c.id === screen.facilityId) ?? allFacilities;

  return (
    <ResourceScreen
      title={t('kiosks:title')}
      newLabel={t('kiosks:newKiosk')}
      // Only those who may create see New; the dialog's defaults come with the first page, so it
      // stays disabled until then.
      onNew={canDelete ? screen.typeChooser.ask : undefined}
      newDisabled={screen.firstLoad}
      filters={
        <>
          <Autocomplete
            options={facilityChoices}
            value={selectedFacility}
            onChange={(_, choice) => screen.setFacilityId(choice.id)}
            getOptionLabel={(choice) => choice.label}
            getOptionKey={(choice) => choice.id}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            disableClearable
            size="small"
            loading={screen.firstLoad}
            sx={{ width: { xs: '100%', sm: 280 } }}
            renderInput={(params) => (
              <TextField {...params} label={t('kiosks:facilityFilter')} margin="none" />
            )}
          />
          <TextField
            select
            size="small"
            margin="none"
            label={t('kiosks:typeFilter')}
            value={screen.typeId}
            onChange={(e) => screen.setTypeId(Number(e.target.value))}
            sx={{ width: { xs: '100%', sm: 160 } }}
          >
            <MenuItem value={0}>{t('kiosks:all')}</MenuItem>
            <MenuItem value={KioskType.Abby}>{t('common:kioskTypes.abby')}</MenuItem>
            <MenuItem value={KioskType.Genie}>{t('common:kioskTypes.genie')}</MenuItem>
          </TextField>
          <SearchField
            label={t('kiosks:search')}
            placeholder={t('kiosks:searchHint')}
            clearLabel={t('kiosks:clearSearch')}
            value={screen.list.searchText}
            onChange={screen.list.setSearchText}
          />
        </>
      }
    >
      <ResourceGrid
        label={t('kiosks:table')}
        {...gridOf(screen)}
        columns={columns}
        noRowsText={t('kiosks:noKiosks')}
      />
      <KioskTypeChooser
        open={screen.typeChooser.open}
        onChoose={screen.typeChooser.choose}
        onCancel={screen.typeChooser.cancel}
      />
      <KioskDialog
        open={screen.dialog.isOpen}
        kiosk={screen.dialog.target}
        newKind={screen.newKind}
        filteredFacilityId={screen.facilityId}
        formKey={screen.dialog.formKey}
        busy={screen.saving}
        options={screen.options}
        rights={screen.rights}
        onSave={screen.save}
        onClose={screen.dialog.close}
      />
      <DeleteKioskDialog flow={screen.deletion} />
    </ResourceScreen>
  );
}
