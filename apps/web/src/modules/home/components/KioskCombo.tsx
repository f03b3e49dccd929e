import { useState } from 'react';
import { Autocomplete, Button, Stack, TextField } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { ComboOption } from '@ambient/core';
import { kioskTypeColor } from '../../../ui/theme/kiosk-type-colors.constant';

export interface KioskComboProps {
  typeId: number;
  label: string;
  goLabel: string;
  noOptionsText: string;
  options: readonly ComboOption[];
  loading: boolean;
  onGo: (option: ComboOption) => void;
}

/** A searchable kiosk combobox of one kiosk type, with its go-to-dashboard button. */
export function KioskCombo({
  typeId,
  label,
  goLabel,
  noOptionsText,
  options,
  loading,
  onGo,
}: KioskComboProps) {
  const [selected, setSelected] = useState<ComboOption | null>(null);
  const color = kioskTypeColor(typeId);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Autocomplete
        sx={{ flex: 1, '& .MuiOutlinedInput-notchedOutline': { borderLeft: `4px solid ${color}` } }}
        options={options}
        loading={loading}
        value={selected}
        onChange={(_, value) => setSelected(value)}
        getOptionLabel={(option) => option.name}
        getOptionKey={(option) => option.id}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText={noOptionsText}
        renderInput={(params) => <TextField {...params} label={label} margin="none" />}
      />
      <Button
        variant="contained"
        aria-label={goLabel}
        title={goLabel}
        disabled={selected === null}
        onClick={() => selected && onGo(selected)}
        sx={{
          minWidth: 48,
          height: 56,
          bgcolor: color,
          '&:hover': { bgcolor: color, filter: 'brightness(0.9)' },
        }}
      >
        <ArrowForwardIcon />
      </Button>
    </Stack>
  );
}
