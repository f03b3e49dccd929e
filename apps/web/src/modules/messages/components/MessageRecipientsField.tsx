import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePersonName } from '../../../ui/resource';
import type { ComposeFormState } from '../hooks/useComposeForm';

export interface MessageRecipientsFieldProps {
  composeForm: ComposeFormState;
  recipients: ReadonlyArray<{ id: number; name: string }>;
}

/** Whom the message goes to: the only resident named, else a box to tick for each. */
export function MessageRecipientsField({ composeForm, recipients }: MessageRecipientsFieldProps) {
  const { t } = useTranslation('messages');
  const personName = usePersonName();
  const { only, chosen } = composeForm;
  const fault = composeForm.faults.resident;
  return (
    <FormControl error={fault !== undefined} component="fieldset">
      <FormLabel component="legend">{t('composeDialog.recipients')}</FormLabel>
      {only ? (
        <Typography>{personName(only.name)}</Typography>
      ) : recipients.length === 0 ? (
        <Typography color="text.secondary">{t('composeDialog.noRecipients')}</Typography>
      ) : (
        <FormGroup>
          {recipients.map((resident) => (
            <FormControlLabel
              key={resident.id}
              label={personName(resident.name)}
              control={
                <Checkbox
                  checked={chosen.includes(resident.id)}
                  onChange={(event) => composeForm.tick(resident.id, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      )}
      {fault && <FormHelperText>{fault}</FormHelperText>}
    </FormControl>
  );
}
