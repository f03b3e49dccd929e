import { useTranslation } from 'react-i18next';
import { gridOf, ResourceGrid, ResourceScreen } from '../../../ui/resource';
import { useDashboardNavigation } from '../../home';
import { useKioskScreen } from '../hooks/useKioskScreen';
import { DeleteKioskDialog } from './DeleteKioskDialog';
import { KioskDialog } from './KioskDialog';
import { KioskFilters } from './KioskFilters';
import { KioskTypeChooser } from './KioskTypeChooser';
import { useKioskColumns } from './useKioskColumns';

/** The Kiosk manager (spec 02 §2): facility and type filters, search, the type chooser, the dialog. */
export function KioskManagerScreen() {
  const { t } = useTranslation('kiosks');
  const screen = useKioskScreen();
  const { openKiosk } = useDashboardNavigation();
  const canDelete = screen.rights.canCreateAndDelete;
  const columns = useKioskColumns({
    onEdit: screen.dialog.openFor,
    onDelete: screen.deletion.ask,
    onOpenDashboard: openKiosk,
    canDelete,
  });

  return (
    <ResourceScreen
      title={t('title')}
      newLabel={t('newKiosk')}
      // Only those who may create see New; the dialog's defaults come with the first page, so it
      // stays disabled until then.
      onNew={canDelete ? screen.typeChooser.ask : undefined}
      newDisabled={screen.firstLoad}
      filters={
        <KioskFilters
          facilities={screen.options.facilities}
          facilityId={screen.facilityId}
          onFacility={screen.setFacilityId}
          typeId={screen.typeId}
          onType={screen.setTypeId}
          searchText={screen.list.searchText}
          onSearch={screen.list.setSearchText}
          loading={screen.firstLoad}
        />
      }
    >
      <ResourceGrid label={t('table')} {...gridOf(screen)} columns={columns} noRowsText={t('noKiosks')} />
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
