import { ListItemText, MenuItem, TextField } from '@mui/material';
import { Limits } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { usePersonName } from '../../../ui/resource';
import type { KioskFormState } from '../hooks/useKioskForm';
import type { KioskOptions } from '../utils/kiosk-options.util';
import { KioskSectionTitle } from './KioskSectionTitle';
import { KioskTextField } from './KioskTextField';

/** A Genie's part of the dialog: its button configuration and its contact person. */
export function KioskGenieFields({
  kioskForm,
  options,
}: {
  kioskForm: KioskFormState;
  options: KioskOptions;
}) {
  const { t } = useTranslation('kiosks');
  const personName = usePersonName();
  const { form, setField, locked, contactUsers } = kioskForm;
  return (
    <>
      <KioskSectionTitle text={t('sections.genie')} />
      <TextField
        select
        label={t('fields.buttonConfig')}
        value={form.phidgetConfigId || ''}
        disabled={locked}
        onChange={(e) => setField('phidgetConfigId', Number(e.target.value))}
        slotProps={{
          select: {
            renderValue: (value) =>
              options.genieButtonConfigs.find((config) => config.id === value)?.name ?? '',
          },
        }}
      >
        {options.genieButtonConfigs.map((config) => (
          <MenuItem key={config.id} value={config.id}>
            <ListItemText primary={config.name} secondary={config.description} sx={{ my: 0 }} />
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('fields.contactUser')}
        value={form.contactUserId}
        onChange={(e) => setField('contactUserId', e.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('none')}</MenuItem>
        {contactUsers.map((user) => (
          <MenuItem key={user.id} value={user.id}>
            {personName(user.name)}
          </MenuItem>
        ))}
      </TextField>
      <KioskTextField
        kioskForm={kioskForm}
        field="contactPhone"
        label={t('fields.contactPhone')}
        helper={t('fields.contactPhoneHint')}
        maxLength={Limits.phoneMax}
      />
      <KioskTextField kioskForm={kioskForm} field="contactPosition" label={t('fields.contactPosition')} />
      <KioskTextField
        kioskForm={kioskForm}
        field="contactAvailability"
        label={t('fields.contactAvailability')}
      />
    </>
  );
}
