import { MenuItem, TextField } from '@mui/material';

/** The value of the "All" option: no filter. */
const ALL = 'all';

export interface ChoiceFilterProps<V extends string> {
  label: string;
  /** The "All" option's text, listed first. */
  allLabel: string;
  /** The choices, in order, each with its text. */
  choices: ReadonlyArray<readonly [V, string]>;
  /** null is All. */
  value: V | null;
  onChange: (value: V | null) => void;
  minWidth?: number;
  disabled?: boolean;
}

/** A filter above a table: All first, then one of a fixed set of choices. */
export function ChoiceFilter<V extends string>({
  label,
  allLabel,
  choices,
  value,
  onChange,
  minWidth = 160,
  disabled = false,
}: ChoiceFilterProps<V>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ALL}
      disabled={disabled}
      onChange={(event) => onChange(choices.find(([choice]) => choice === event.target.value)?.[0] ?? null)}
      sx={{ minWidth }}
    >
      <MenuItem value={ALL}>{allLabel}</MenuItem>
      {choices.map(([choice, text]) => (
        <MenuItem key={choice} value={choice}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}
