import { MenuItem, TextField } from '@mui/material';
import { FunctionalRole, KioskType } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { SearchField, usePersonName } from '../../../ui/resource';
import type { PeopleScreenState } from '../hooks/usePeopleScreen';
import { OptionFilter } from './OptionFilter';

const ALL = 'all';
const ROLES = [
  FunctionalRole.Admin,
  FunctionalRole.DomainManager,
  FunctionalRole.KioskManager,
  FunctionalRole.ResidentManager,
  FunctionalRole.Guest,
] as const;

/** A filter of a few fixed choices, "(All)" first. */
function SelectFilter({
  label,
  value,
  onChange,
  items,
  width,
}: {
  label: string;
  value: number | string | null;
  onChange: (value: string | null) => void;
  items: Array<{ value: number | string; label: string }>;
  width: number;
}) {
  const { t } = useTranslation('people');
  return (
    <TextField
      select
      size="small"
      margin="none"
      label={label}
      value={value ?? ALL}
      onChange={(e) => onChange(e.target.value === ALL ? null : e.target.value)}
      sx={{ minWidth: width, width: { sm: width } }}
    >
      <MenuItem value={ALL}>{t('filters.all')}</MenuItem>
      {items.map((item) => (
        <MenuItem key={item.value} value={item.value}>
          {item.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The admin's filters of Users (spec 02 §2): kiosk type, then a kiosk and a resident searched on
 * the server, and the role; a narrower choice is cleared when a wider one changes.
 */
function UsersFilters({ screen }: { screen: PeopleScreenState }) {
  const { t } = useTranslation('people');
  const personName = usePersonName();
  const { filters, setFilter, kioskSearch, residentSearch } = screen;
  const chosen = (id: number | null) => (id === null ? [] : [id]);
  return (
    <>
      <SelectFilter
        label={t('filters.kioskType')}
        value={filters.kioskTypeId}
        onChange={(v) => {
          setFilter('kioskTypeId', v === null ? null : Number(v));
          setFilter('kioskId', null);
          setFilter('residentId', null);
        }}
        items={[
          { value: KioskType.Abby, label: t('filters.abby') },
          { value: KioskType.Genie, label: t('filters.genie') },
        ]}
        width={140}
      />
      <OptionFilter
        label={t('filters.kiosk')}
        allLabel={t('filters.all')}
        search={kioskSearch}
        value={kioskSearch.chosen(chosen(filters.kioskId))[0] ?? null}
        optionLabel={(k) => k.serialNumber || k.name}
        noOptionsText={t('dialog.noOptions')}
        loadingText={t('dialog.searching')}
        width={180}
        onChange={(id) => {
          setFilter('kioskId', id);
          setFilter('residentId', null);
        }}
      />
      <OptionFilter
        label={t('filters.resident')}
        allLabel={t('filters.all')}
        search={residentSearch}
        value={residentSearch.chosen(chosen(filters.residentId))[0] ?? null}
        optionLabel={(r) => personName(r.name)}
        noOptionsText={t('dialog.noOptions')}
        loadingText={t('dialog.searching')}
        width={200}
        onChange={(id) => setFilter('residentId', id)}
      />
      <SelectFilter
        label={t('filters.role')}
        value={filters.role}
        onChange={(v) => setFilter('role', v as FunctionalRole | null)}
        items={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        width={180}
      />
    </>
  );
}

/** The user manager's filters: the admin's (Users only), then search. */
export function PeopleFilters({ screen }: { screen: PeopleScreenState }) {
  const { t } = useTranslation('people');
  return (
    <>
      {screen.showsFilters && <UsersFilters screen={screen} />}
      <SearchField
        label={t('search')}
        placeholder={t('searchHint')}
        clearLabel={t('clearSearch')}
        value={screen.list.searchText}
        onChange={screen.list.setSearchText}
      />
    </>
  );
}
