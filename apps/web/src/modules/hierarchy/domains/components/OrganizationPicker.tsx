import { useMemo } from 'react';
import { Autocomplete, TextField, type SxProps, type Theme } from '@mui/material';
import type { NamedRef } from '@ambient/core';
import { toShownText } from '../../../../ui/resource';

export interface OrganizationPickerProps {
  label: string;
  /** The text of entry 0, which stands for no organization ((All) in a filter). */
  noneLabel: string;
  organizations: readonly NamedRef[];
  /** 0 is no organization. */
  value: number;
  onChange: (organizationId: number) => void;
  required?: boolean;
  error?: string | null;
  size?: 'small' | 'medium';
  margin?: 'none' | 'dense';
  sx?: SxProps<Theme>;
  loading?: boolean;
}

const NONE_ID = 0;

/** A searchable organization combobox whose entry id 0 stands for "no organization" (spec 01 §2.9). */
export function OrganizationPicker({
  label,
  noneLabel,
  organizations,
  value,
  onChange,
  required,
  error,
  size,
  margin = 'dense',
  sx,
  loading,
}: OrganizationPickerProps) {
  const none = useMemo<NamedRef>(() => ({ id: NONE_ID, name: noneLabel }), [noneLabel]);
  const options = useMemo<NamedRef[]>(
    () => [none, ...organizations.map((o) => ({ id: o.id, name: toShownText(o.name) }))],
    [organizations, none],
  );
  // A value not among the options (still loading, or just deleted) reads as no organization.
  const selected = options.find((o) => o.id === value) ?? none;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_, option) => onChange(option.id)}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      disableClearable
      loading={loading}
      size={size}
      sx={sx}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          margin={margin}
          error={Boolean(error)}
          helperText={error ?? undefined}
        />
      )}
    />
  );
}
