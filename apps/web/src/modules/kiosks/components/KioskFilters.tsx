import { useMemo } from 'react';
import { Autocomplete, MenuItem, TextField } from '@mui/material';
import { KioskType, type FacilityOption } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../ui/resource';
import { facilityText } from '../utils/kiosk-rows.util';

interface FacilityChoice {
  id: number;
  label: string;
}

export interface KioskFiltersProps {
  facilities: readonly FacilityOption[];
  /** 0 is (All). */
  facilityId: number;
  onFacility: (id: number) => void;
  /** 0 is (All). */
  typeId: number;
  onType: (id: number) => void;
  searchText: string;
  onSearch: (text: string) => void;
  /** The facilities come with the first page. */
  loading: boolean;
}

/** The Kiosk manager's filters (spec 02 §2): a searchable facility, the kiosk type, and search. */
export function KioskFilters({
  facilities,
  facilityId,
  onFacility,
  typeId,
  onType,
  searchText,
  onSearch,
  loading,
}: KioskFiltersProps) {
  const { t } = useTranslation(['kiosks', 'common']);
  const allFacilities = useMemo<FacilityChoice>(() => ({ id: 0, label: t('kiosks:all') }), [t]);
  const facilityChoices = useMemo<FacilityChoice[]>(
    () => [
      allFacilities,
      ...facilities.map((f) => ({
        id: f.id,
        label: facilityText(f.name, f.geographicalDescription) ?? '',
      })),
    ],
    [facilities, allFacilities],
  );
  const selectedFacility = facilityChoices.find((c) => c.id === facilityId) ?? allFacilities;
  return (
    <>
      <Autocomplete
        options={facilityChoices}
        value={selectedFacility}
        onChange={(_, choice) => onFacility(choice.id)}
        getOptionLabel={(choice) => choice.label}
        getOptionKey={(choice) => choice.id}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        disableClearable
        size="small"
        loading={loading}
        sx={{ width: { xs: '100%', sm: 280 } }}
        renderInput={(params) => <TextField {...params} label={t('kiosks:facilityFilter')} margin="none" />}
      />
      <TextField
        select
        size="small"
        margin="none"
        label={t('kiosks:typeFilter')}
        value={typeId}
        onChange={(e) => onType(Number(e.target.value))}
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
        value={searchText}
        onChange={onSearch}
      />
    </>
  );
}
