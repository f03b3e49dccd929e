import { MenuItem, TextField } from '@mui/material';
import { Language, Limits } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import type { UserFormState } from '../hooks/useUserForm';

/** Who the person is: email (fixed once the account exists), name, display name and language. */
export function UserIdentityFields({ userForm }: { userForm: UserFormState }) {
  const { t } = useTranslation('people');
  const { form, setField, errorOf } = userForm;
  return (
    <>
      <TextField
        label={t('dialog.email')}
        value={form.email}
        // Spaces are not part of an email (spec 02 §5).
        onChange={(e) => setField('email', e.target.value.replace(/\s/g, ''))}
        required
        disabled={userForm.user !== null}
        type="email"
        autoComplete="off"
        error={errorOf('email') !== null}
        helperText={errorOf('email')}
      />
      <TextField
        label={t('dialog.name')}
        value={form.name}
        onChange={(e) => setField('name', e.target.value)}
        required
        error={errorOf('name') !== null}
        helperText={errorOf('name')}
        slotProps={{ htmlInput: { maxLength: Limits.userNameMax + 10 } }}
      />
      <TextField
        label={t('dialog.nickname')}
        value={form.nickname}
        onChange={(e) => setField('nickname', e.target.value)}
        error={errorOf('nickname') !== null}
        helperText={errorOf('nickname')}
        slotProps={{ htmlInput: { maxLength: Limits.nicknameMax } }}
      />
      <TextField
        select
        label={t('dialog.language')}
        value={form.languageId}
        onChange={(e) => setField('languageId', Number(e.target.value))}
        required
      >
        <MenuItem value={Language.English}>{t('dialog.english')}</MenuItem>
        <MenuItem value={Language.French}>{t('dialog.french')}</MenuItem>
      </TextField>
    </>
  );
}
