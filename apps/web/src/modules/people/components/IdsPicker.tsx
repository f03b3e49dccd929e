import { Autocomplete, TextField } from '@mui/material';

/** A multiple choice of domains, kiosks or residents, by id, with the rule it broke. */
export function IdsPicker<T extends { id: number }>({
  label,
  options,
  value,
  optionLabel,
  noOptionsText,
  error,
  onChange,
}: {
  label: string;
  options: readonly T[];
  value: T[];
  optionLabel: (option: T) => string;
  noOptionsText: string;
  error: string | null;
  onChange: (ids: number[]) => void;
}) {
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={noOptionsText}
      onChange={(_event, chosen) => onChange(chosen.map((option) => option.id))}
      renderInput={(params) => (
        <TextField {...params} label={label} error={error !== null} helperText={error} />
      )}
    />
  );
}
