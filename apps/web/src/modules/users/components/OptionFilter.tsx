import { Autocomplete, TextField } from '@mui/material';
import type { PickerSearch } from './IdsPicker';

/**
 * A list filter by one kiosk or resident, searched on the server as the person types; empty is
 * "(All)".
 */
export function OptionFilter<T extends { id: number }>({
  label,
  allLabel,
  search,
  value,
  optionLabel,
  noOptionsText,
  loadingText,
  width,
  onChange,
}: {
  label: string;
  allLabel: string;
  search: PickerSearch<T>;
  value: T | null;
  optionLabel: (option: T) => string;
  noOptionsText: string;
  loadingText: string;
  width: number;
  onChange: (id: number | null) => void;
}) {
  return (
    <Autocomplete
      size="small"
      options={search.options}
      // The server searched; the options are what it found.
      filterOptions={(options) => options}
      loading={search.loading}
      loadingText={loadingText}
      noOptionsText={noOptionsText}
      value={value}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      // Typing searches; once chosen, the next opening lists from the start again.
      onInputChange={(_event, text, reason) => search.setText(reason === 'input' ? text : '')}
      onChange={(_event, chosen) => onChange(chosen?.id ?? null)}
      sx={{ minWidth: width, width: { sm: width } }}
      // The label stays above, so an empty filter reads "(All)" like the other filters.
      renderInput={(params) => (
        <TextField
          {...params}
          margin="none"
          label={label}
          placeholder={allLabel}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
        />
      )}
    />
  );
}
