import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ResidentFormState } from '../hooks/useResidentForm';

/** The kiosk the resident lives on, searchable, each with its facility below it. */
export function ResidentKioskField({
  residentForm,
  loading,
}: {
  residentForm: ResidentFormState;
  loading: boolean;
}) {
  const { t } = useTranslation('residents');
  const { kioskChoices, chosenKiosk, rules } = residentForm;
  const kioskError = residentForm.errorOf('kioskId');
  return (
    <Autocomplete
      options={kioskChoices}
      value={chosenKiosk}
      onChange={(_, choice) => residentForm.chooseKiosk(choice?.id ?? 0)}
      getOptionLabel={(choice) => choice.label}
      getOptionKey={(choice) => choice.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      disabled={rules.kioskLocked}
      loading={loading}
      noOptionsText={t('dialog.noKiosks')}
      renderOption={(props, choice) => {
        const { key, ...optionProps } = props;
        return (
          <li key={key} {...optionProps}>
            <Box>
              <Typography>{choice.label}</Typography>
              {choice.facility && (
                <Typography variant="body2" color="text.secondary">
                  {choice.facility}
                </Typography>
              )}
            </Box>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('dialog.kiosk')}
          required
          error={kioskError !== null}
          helperText={kioskError ?? chosenKiosk?.facility}
        />
      )}
    />
  );
}
