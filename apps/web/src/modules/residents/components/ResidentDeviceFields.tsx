import { MenuItem, TextField } from '@mui/material';
import { Limits } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import type { ResidentFormState } from '../hooks/useResidentForm';
import { NO_KEY } from '../utils/resident-form.util';

/** What the resident carries: a key (Abby) or key card (Genie), the Bluetooth beacon (Abby), the UWB tag. */
export function ResidentDeviceFields({ residentForm }: { residentForm: ResidentFormState }) {
  const { t } = useTranslation('residents');
  const { form, setField, errorOf, isAbby, keyChoices } = residentForm;
  const beaconError = errorOf('bluetoothBeaconId');
  const uwbError = errorOf('uwbTagId');
  return (
    <>
      <TextField
        select
        label={t(isAbby ? 'dialog.keyNumber' : 'dialog.keyCardId')}
        value={form.kioskKeyTagId}
        onChange={(e) => setField('kioskKeyTagId', Number(e.target.value))}
        disabled={form.kioskId <= 0 || residentForm.keysLoading}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
      >
        <MenuItem value={NO_KEY}>{t('dialog.none')}</MenuItem>
        {!residentForm.keyKnown && <MenuItem value={form.kioskKeyTagId}>{t('dialog.currentKey')}</MenuItem>}
        {keyChoices.map((tag) => (
          <MenuItem key={tag.id} value={tag.id}>
            {t('dialog.keyOption', { keyNum: tag.keyNum, tagId: tag.tagId })}
          </MenuItem>
        ))}
      </TextField>
      {isAbby && (
        <TextField
          label={t('dialog.beaconId')}
          value={form.bluetoothBeaconId}
          onChange={(e) => setField('bluetoothBeaconId', e.target.value)}
          required
          error={beaconError !== null}
          helperText={beaconError}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
        />
      )}
      <TextField
        label={t('dialog.uwbTagId')}
        value={form.uwbTagId}
        onChange={(e) => setField('uwbTagId', e.target.value)}
        error={uwbError !== null}
        helperText={uwbError}
        slotProps={{ htmlInput: { maxLength: Limits.uwbTagMax + 10 } }}
      />
    </>
  );
}
