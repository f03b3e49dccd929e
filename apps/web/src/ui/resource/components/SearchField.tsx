import { IconButton, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ClearIcon from '@mui/icons-material/Clear';

export interface SearchFieldProps {
  label: string;
  placeholder?: string;
  clearLabel: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The search box above a table. */
export function SearchField({
  label,
  placeholder,
  clearLabel,
  value,
  onChange,
  disabled = false,
}: SearchFieldProps) {
  return (
    <TextField
      type="search"
      label={label}
      placeholder={placeholder}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      margin="none"
      size="small"
      sx={{
        flex: 1,
        minWidth: 220,
        maxWidth: { sm: 420 },
        '& input::-webkit-search-cancel-button': { display: 'none' },
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton size="small" aria-label={clearLabel} onClick={() => onChange('')} edge="end">
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
