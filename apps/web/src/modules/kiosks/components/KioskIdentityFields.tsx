import { MenuItem, TextField } from '@mui/material';
import { KIOSK_KINDS, Limits, type KioskKind } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import type { KioskFormState } from '../hooks/useKioskForm';
import { KioskTextField } from './KioskTextField';

/** What the kiosk is: its type, serial number, name and description. */
export function KioskIdentityFields({ kioskForm }: { kioskForm: KioskFormState }) {
  const { t } = useTranslation('kiosks');
  const { form, isNew, locked } = kioskForm;
  return (
    <>
      <TextField
        select
        label={t('fields.kind')}
        value={form.kind}
        disabled={locked}
        onChange={(e) => kioskForm.chooseKind(e.target.value as KioskKind)}
      >
        {KIOSK_KINDS.map((kind) => (
          <MenuItem key={kind.key} value={kind.key}>
            {t(`kinds.${kind.key}`)}
          </MenuItem>
        ))}
      </TextField>
      <KioskTextField
        kioskForm={kioskForm}
        field="serialNumber"
        label={t('fields.serialNumber')}
        required
        disabled={locked}
        autoFocus={isNew}
        maxLength={Limits.kioskSerialMax + 20}
      />
      <KioskTextField
        kioskForm={kioskForm}
        field="name"
        label={t('fields.name')}
        helper={t('fields.nameHint')}
        maxLength={Limits.kioskNameMax + 20}
        autoFocus={!isNew}
      />
      <KioskTextField kioskForm={kioskForm} field="description" label={t('fields.description')} multiline />
    </>
  );
}
