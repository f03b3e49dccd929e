import { FormControlLabel, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { KioskFormState } from '../hooks/useKioskForm';
import { KioskSectionTitle } from './KioskSectionTitle';
import { KioskTextField } from './KioskTextField';

/** The support part of the dialog (super admins): TeamViewer and automatic updates. */
export function KioskSupportFields({ kioskForm }: { kioskForm: KioskFormState }) {
  const { t } = useTranslation('kiosks');
  const { form, setField } = kioskForm;
  return (
    <>
      <KioskSectionTitle text={t('sections.support')} />
      <KioskTextField kioskForm={kioskForm} field="teamviewerId" label={t('fields.teamviewerId')} />
      <KioskTextField
        kioskForm={kioskForm}
        field="teamviewerPassword"
        label={t('fields.teamviewerPassword')}
      />
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Switch
            checked={form.isAutoUpdates}
            onChange={(e) => setField('isAutoUpdates', e.target.checked)}
          />
        }
        label={t('fields.isAutoUpdates')}
      />
    </>
  );
}
