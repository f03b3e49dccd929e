import { Autocomplete, TextField } from '@mui/material';

/** What a picker searches: the options found for the text typed so far. */
export interface PickerSearch<T> {
  options: readonly T[];
  loading: boolean;
  text: string;
  setText: (text: string) => void;
}

/**
 * A multiple choice of domains, kiosks or residents, by id, with the rule it broke. The options
 * come from a search on the server as the person types (`search`), narrowed by the form's rules.
 */
export function IdsPicker<T extends { id: number }>({
  label,
  search,
  offered = (options) => options,
  value,
  optionLabel,
  noOptionsText,
  loadingText,
  error,
  onChange,
}: {
  label: string;
  search: PickerSearch<T>;
  /** The options the form's rules leave among those found. */
  offered?: (options: readonly T[]) => readonly T[];
  value: T[];
  optionLabel: (option: T) => string;
  noOptionsText: string;
  loadingText: string;
  error: string | null;
  onChange: (ids: number[]) => void;
}) {
  return (
    <Autocomplete
      multiple
      options={offered(search.options)}
      // The server searched; the options are what it found.
      filterOptions={(options) => options}
      loading={search.loading}
      loadingText={loadingText}
      value={value}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={noOptionsText}
      // The text is the search's: a new value (the chosen list read again) does not wipe it.
      inputValue={search.text}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') search.setText(text);
      }}
      onChange={(_event, chosen) => onChange(chosen.map((option) => option.id))}
      renderInput={(params) => (
        <TextField {...params} label={label} error={error !== null} helperText={error} />
      )}
    />
  );
}
