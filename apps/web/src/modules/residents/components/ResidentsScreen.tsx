import { Stack, Typography } from '@mui/material';
import { KioskType } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { KioskTypeLogo } from '../../../ui/components/KioskTypeLogo';
import { gridOf, ResourceGrid, ResourceScreen } from '../../../ui/resource';
import { useResidentsScreen } from '../hooks/useResidentsScreen';
import { ResidentEditorDialogs } from './ResidentEditorDialogs';
import { ResidentFilters } from './ResidentFilters';
import { useResidentColumns } from './useResidentColumns';

/**
 * The Residents manager (spec 02 §2): picture, First Name, Last Name, Kiosk, Facility, a
 * dashboard button, Created and delete; filters kiosk type and kiosk (admins) and search.
 */
export function ResidentsScreen() {
  const { t } = useTranslation(['residents', 'common']);
  const screen = useResidentsScreen();
  const { contextKiosk, pictures } = screen;
  const columns = useResidentColumns({
    pictures,
    onEdit: screen.edit,
    onOpenDashboard: screen.openDashboard,
    onDelete: screen.editor.deletion.ask,
    canDelete: screen.canDelete,
    isAdmin: screen.isAdmin,
  });

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
        <ResidentFilters
          filters={screen.filters}
          searchText={screen.list.searchText}
          onSearch={screen.list.setSearchText}
        />
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
