import { useMemo } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import type { Kiosk } from '@ambient/core';
import { kioskText } from '../utils/resident-rows.util';

interface KioskChoice {
  id: number;
  label: string;
}

const ALL_ID = 0;

export interface KioskFilterProps {
  label: string;
  allLabel: string;
  noOptionsText: string;
  kiosks: readonly Kiosk[];
  /** null is (All). */
  value: number | null;
  disabled?: boolean;
  loading?: boolean;
  onChange: (kioskId: number | null) => void;
}

/** The searchable kiosk filter above the residents table, with its (All) entry. */
export function KioskFilter({
  label,
  allLabel,
  noOptionsText,
  kiosks,
  value,
  disabled,
  loading,
  onChange,
}: KioskFilterProps) {
  const all = useMemo<KioskChoice>(() => ({ id: ALL_ID, label: allLabel }), [allLabel]);
  const choices = useMemo<KioskChoice[]>(
    () => [all, ...kiosks.map((kiosk) => ({ id: kiosk.id, label: kioskText(kiosk) }))],
    [all, kiosks],
  );
  // A kiosk outside the options (still loading) keeps its id as its label.
  const selected =
    value === null ? all : (choices.find((c) => c.id === value) ?? { id: value, label: String(value) });
  return (
    <Autocomplete
      options={choices}
      value={selected}
      onChange={(_, choice) => onChange(choice.id === ALL_ID ? null : choice.id)}
      getOptionLabel={(choice) => choice.label}
      getOptionKey={(choice) => choice.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      disableClearable
      disabled={disabled}
      loading={loading}
      noOptionsText={noOptionsText}
      size="small"
      sx={{ minWidth: 220, width: { sm: 260 } }}
      renderInput={(params) => <TextField {...params} label={label} margin="none" />}
    />
  );
}
