import { MenuItem, TextField } from '@mui/material';
import { Language, Limits, type LanguageOption } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { usePersonName } from '../../../ui/resource';
import type { ResidentFormState } from '../hooks/useResidentForm';

const DEFAULT_LANGUAGES: LanguageOption[] = [
  { id: Language.English, name: 'English', code: 'en' },
  { id: Language.French, name: 'Français', code: 'fr' },
];

export interface ResidentIdentityFieldsProps {
  residentForm: ResidentFormState;
  /** The languages offered; English and French until the options arrive. */
  languages: readonly LanguageOption[];
}

/** Who the resident is: first and last name (read-only once erased) and the language they read. */
export function ResidentIdentityFields({ residentForm, languages }: ResidentIdentityFieldsProps) {
  const { t } = useTranslation(['residents', 'common']);
  const personName = usePersonName();
  const { form, setField, errorOf, erased } = residentForm;
  const firstNameError = errorOf('firstName');
  const lastNameError = errorOf('lastName');
  const languageError = errorOf('languageId');
  const languageName = (language: LanguageOption): string => {
    if (language.id === Language.English) return t('common:languages.english');
    if (language.id === Language.French) return t('common:languages.french');
    return language.name;
  };
  return (
    <>
      <TextField
        label={t('residents:dialog.firstName')}
        value={erased ? personName(form.firstName) : form.firstName}
        onChange={(e) => setField('firstName', e.target.value)}
        autoFocus={!erased}
        required={!erased}
        error={firstNameError !== null}
        helperText={firstNameError ?? (erased ? t('residents:dialog.erasedName') : null)}
        slotProps={{ htmlInput: { maxLength: Limits.residentNameMax + 20, readOnly: erased } }}
      />
      {!erased && (
        <TextField
          label={t('residents:dialog.lastName')}
          value={form.lastName}
          onChange={(e) => setField('lastName', e.target.value)}
          error={lastNameError !== null}
          helperText={lastNameError}
          slotProps={{ htmlInput: { maxLength: Limits.residentNameMax + 20 } }}
        />
      )}
      <TextField
        select
        label={t('residents:dialog.language')}
        value={form.languageId > 0 ? form.languageId : ''}
        onChange={(e) => setField('languageId', Number(e.target.value))}
        required
        error={languageError !== null}
        helperText={languageError}
      >
        {(languages.length > 0 ? languages : DEFAULT_LANGUAGES).map((language) => (
          <MenuItem key={language.id} value={language.id}>
            {languageName(language)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
