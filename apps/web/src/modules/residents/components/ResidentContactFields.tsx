import { Box, Collapse, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { Limits } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import type { ResidentFormState } from '../hooks/useResidentForm';

/** A new resident's optional contact user: turned on, their email, name and display name. */
export function ResidentContactFields({ residentForm }: { residentForm: ResidentFormState }) {
  const { t } = useTranslation('residents');
  const { form, setField, errorOf } = residentForm;
  const emailError = errorOf('contactEmail');
  const contactNameError = errorOf('contactName');
  const nicknameError = errorOf('contactNickname');
  return (
    <Box sx={{ mt: 1 }}>
      <FormControlLabel
        control={
          <Switch checked={form.addContact} onChange={(e) => setField('addContact', e.target.checked)} />
        }
        label={t('dialog.contact')}
      />
      <Collapse in={form.addContact} unmountOnExit>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('dialog.contactHint')}
        </Typography>
        <TextField
          label={t('dialog.contactEmail')}
          type="email"
          value={form.contactEmail}
          onChange={(e) => setField('contactEmail', e.target.value.replace(/\s/g, ''))}
          required
          autoComplete="off"
          error={emailError !== null}
          helperText={emailError}
        />
        <TextField
          label={t('dialog.contactName')}
          value={form.contactName}
          onChange={(e) => setField('contactName', e.target.value)}
          required
          autoComplete="off"
          error={contactNameError !== null}
          helperText={contactNameError}
          slotProps={{ htmlInput: { maxLength: Limits.userNameMax + 20 } }}
        />
        <TextField
          label={t('dialog.contactNickname')}
          value={form.contactNickname}
          onChange={(e) => setField('contactNickname', e.target.value)}
          autoComplete="off"
          error={nicknameError !== null}
          helperText={nicknameError}
          slotProps={{ htmlInput: { maxLength: Limits.nicknameMax + 20 } }}
        />
      </Collapse>
    </Box>
  );
}
