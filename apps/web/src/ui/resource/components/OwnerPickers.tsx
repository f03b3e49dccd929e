import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** How a picker shows: open to choose, locked on its one choice (from a dashboard), or hidden. */
export type PickerState = 'open' | 'locked' | 'hidden';

/** A choice of a picker: a kiosk, a resident or a library. */
export interface PickerOption {
  id: number;
  name: string;
}

export interface PickerProps {
  label: string;
  emptyText: string;
  state: PickerState;
  options: readonly PickerOption[];
  value: number | null;
  onChange: (id: number | null) => void;
}

/** A kiosk or library picker; locked ones show their one choice. */
export function Picker({ label, emptyText, state, options, value, onChange }: PickerProps) {
  if (state === 'hidden') return null;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      disabled={state === 'locked' || options.length === 0}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      helperText={options.length === 0 ? emptyText : undefined}
      sx={{ minWidth: 190, maxWidth: 260 }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** What the kiosk then resident pickers read and change (the media module's `useMediaPickers`). */
export interface OwnerPickerState {
  modes: { kiosk: PickerState; library: PickerState };
  kiosks: readonly PickerOption[];
  kioskId: number | null;
  chooseKiosk: (id: number | null) => void;
  residents: readonly PickerOption[];
  residentId: number | null;
  chooseResident: (id: number | null) => void;
}

/**
 * The pickers row of a screen about one kiosk's or one resident's playlists (Memory Albums,
 * Community Playlists, the Abby profiles; spec 03 §2.7 to §2.9): the kiosk, then the resident when
 * the screen is about a resident's (its labels given). Before a kiosk is chosen, the resident
 * picker asks for one rather than saying the kiosk has no residents.
 */
export function OwnerPickers({
  pickers,
  kiosk,
  resident,
}: {
  pickers: OwnerPickerState;
  kiosk: { label: string; emptyText: string };
  /** The resident picker's texts; none on a kiosk's screen. */
  resident?: { label: string; emptyText: string };
}) {
  const { t } = useTranslation('common');
  return (
    <>
      <Picker
        {...kiosk}
        state={pickers.modes.kiosk}
        options={pickers.kiosks}
        value={pickers.kioskId}
        onChange={pickers.chooseKiosk}
      />
      {resident ? (
        <Picker
          {...resident}
          emptyText={pickers.kioskId === null ? t('pickers.chooseKioskFirst') : resident.emptyText}
          state={pickers.modes.library}
          options={pickers.residents}
          value={pickers.residentId}
          onChange={pickers.chooseResident}
        />
      ) : null}
    </>
  );
}
