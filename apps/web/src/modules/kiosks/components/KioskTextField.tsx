import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { KioskFormState, KioskTextFieldName } from '../hooks/useKioskForm';

export interface KioskTextFieldProps {
  kioskForm: KioskFormState;
  field: KioskTextFieldName;
  label: string;
  required?: boolean;
  disabled?: boolean;
  helper?: string;
  maxLength?: number;
  /** Takes digits only: anything else is not entered, and the field says why. */
  digitsOnly?: boolean;
  multiline?: boolean;
  autoFocus?: boolean;
}

/** One of the kiosk dialog's text fields, with the rule it broke or its hint below it. */
export function KioskTextField({
  kioskForm,
  field,
  label,
  required,
  disabled,
  helper,
  maxLength,
  digitsOnly = false,
  multiline,
  autoFocus,
}: KioskTextFieldProps) {
  const { t } = useTranslation('kiosks');
  const refused = kioskForm.isRefused(field) ? t('fields.digitsOnly') : null;
  const error = kioskForm.errorOf(field) ?? refused;
  return (
    <TextField
      label={label}
      value={kioskForm.form[field]}
      onChange={(e) => kioskForm.setText(field, e.target.value, digitsOnly)}
      required={required}
      disabled={disabled}
      autoFocus={autoFocus}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      error={error !== null}
      helperText={error ?? helper}
      slotProps={{
        htmlInput: { maxLength, ...(digitsOnly ? { inputMode: 'numeric' } : {}) },
      }}
    />
  );
}
