import { MenuItem, TextField } from '@mui/material';
import { Language, type Kiosk } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import type { KioskFormState } from '../hooks/useKioskForm';
import { KIOSK_MENU_PROPS } from '../utils/kiosk-menus.constant';
import type { KioskOptions } from '../utils/kiosk-options.util';
import { facilityText } from '../utils/kiosk-rows.util';

export interface KioskSettingsFieldsProps {
  kioskForm: KioskFormState;
  /** The kiosk being edited; null in new mode. */
  kiosk: Kiosk | null;
  options: KioskOptions;
  /** The language field: admins and domain managers. */
  canSetLanguage: boolean;
}

/** Where the kiosk is and how it runs: its facility, its language and its update level. */
export function KioskSettingsFields({ kioskForm, kiosk, options, canSetLanguage }: KioskSettingsFieldsProps) {
  const { t } = useTranslation(['kiosks', 'common']);
  const { form, setField, errorOf, locked, levels } = kioskForm;
  return (
    <>
      <TextField
        select
        label={t('kiosks:fields.facility')}
        value={form.facilityId}
        disabled={locked}
        onChange={(e) => setField('facilityId', Number(e.target.value))}
        slotProps={{ select: { MenuProps: KIOSK_MENU_PROPS } }}
      >
        <MenuItem value={0}>{t('kiosks:noFacility')}</MenuItem>
        {options.facilities.map((facility) => (
          <MenuItem key={facility.id} value={facility.id}>
            {facilityText(facility.name, facility.geographicalDescription)}
          </MenuItem>
        ))}
        {form.facilityId > 0 && !options.facilities.some((f) => f.id === form.facilityId) && (
          <MenuItem value={form.facilityId}>
            {facilityText(kiosk?.facilityName, kiosk?.facilityLocation) ?? t('kiosks:unknownFacility')}
          </MenuItem>
        )}
      </TextField>
      {canSetLanguage && (
        <TextField
          select
          required
          label={t('kiosks:fields.language')}
          value={form.languageId || ''}
          onChange={(e) => setField('languageId', Number(e.target.value))}
          error={errorOf('languageId') !== null}
          helperText={errorOf('languageId')}
        >
          {(options.languages.length > 0
            ? options.languages.map((l) => l.id)
            : [Language.English, Language.French]
          ).map((id) => (
            <MenuItem key={id} value={id}>
              {t(id === Language.French ? 'common:languages.french' : 'common:languages.english')}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        label={t('kiosks:fields.updateLevel')}
        value={form.updateLevel}
        disabled={locked}
        onChange={(e) => setField('updateLevel', Number(e.target.value))}
        slotProps={{ select: { MenuProps: KIOSK_MENU_PROPS } }}
      >
        <MenuItem value={0}>{t('kiosks:none')}</MenuItem>
        {levels.map((level) => (
          <MenuItem key={level} value={level}>
            {t('kiosks:level', { level })}
          </MenuItem>
        ))}
        {form.updateLevel > 0 && !levels.includes(form.updateLevel) && (
          <MenuItem value={form.updateLevel}>{t('kiosks:level', { level: form.updateLevel })}</MenuItem>
        )}
      </TextField>
    </>
  );
}
