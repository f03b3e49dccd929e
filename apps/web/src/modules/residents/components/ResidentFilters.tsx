import { MenuItem, TextField } from '@mui/material';
import { KioskType } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../ui/resource';
import type { ResidentsScreenState } from '../hooks/useResidentsScreen';
import { KioskFilter } from './KioskFilter';

const ALL = 'all';

export interface ResidentFiltersProps {
  filters: ResidentsScreenState['filters'];
  searchText: string;
  onSearch: (text: string) => void;
}

/** The Residents manager's filters (spec 02 §2): kiosk type and kiosk (admins), then search. */
export function ResidentFilters({ filters, searchText, onSearch }: ResidentFiltersProps) {
  const { t } = useTranslation(['residents', 'common']);
  return (
    <>
      {filters.showKioskType && (
        <TextField
          select
          size="small"
          margin="none"
          label={t('residents:filters.kioskType')}
          value={filters.kioskTypeId ?? ALL}
          onChange={(e) => filters.chooseKioskType(e.target.value === ALL ? null : Number(e.target.value))}
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
        value={searchText}
        onChange={onSearch}
      />
    </>
  );
}
