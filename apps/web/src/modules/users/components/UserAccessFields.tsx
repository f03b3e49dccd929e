import { MenuItem, TextField } from '@mui/material';
import type { FunctionalRole } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import type { UserFormState } from '../hooks/useUserForm';
import { offeredDomains, offeredKiosks } from '../utils/user-form.util';
import { IdsPicker } from './IdsPicker';

export interface UserAccessFieldsProps {
  userForm: UserFormState;
  roleChoices: readonly FunctionalRole[];
}

/** What the person may reach: their role, then the domains, kiosks and residents the role takes. */
export function UserAccessFields({ userForm, roleChoices }: UserAccessFieldsProps) {
  const { t } = useTranslation('people');
  const { form, setField, errorOf, pickers, facts, chosenResidents } = userForm;
  return (
    <>
      {userForm.roleShown && (
        <TextField
          select
          label={t('dialog.role')}
          value={form.role}
          onChange={(e) => setField('role', e.target.value as FunctionalRole)}
          required
          disabled={roleChoices.length < 2}
          error={errorOf('role') !== null}
          helperText={errorOf('role')}
        >
          {roleChoices.map((role) => (
            <MenuItem key={role} value={role}>
              {t(`roles.${role}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {pickers.domains && (
        <IdsPicker
          label={t('dialog.domains')}
          search={userForm.domainSearch}
          offered={(found) => offeredDomains(found, form, facts)}
          value={userForm.chosenDomains}
          optionLabel={(d) => `${d.name} (${d.organizationName})`}
          noOptionsText={t('dialog.noOptions')}
          loadingText={t('dialog.searching')}
          error={errorOf('domainIds')}
          onChange={(ids) => setField('domainIds', ids)}
        />
      )}
      {pickers.kiosks && (
        <IdsPicker
          label={t('dialog.kiosks')}
          search={userForm.kioskSearch}
          offered={(found) => offeredKiosks(found, form, facts)}
          value={userForm.chosenKiosks}
          optionLabel={(k) => k.serialNumber || k.name}
          noOptionsText={t('dialog.noOptions')}
          loadingText={t('dialog.searching')}
          error={errorOf('kioskIds')}
          onChange={(ids) => setField('kioskIds', ids)}
        />
      )}
      {pickers.residents && (
        <IdsPicker
          label={t('dialog.residents')}
          search={userForm.residentSearch}
          value={chosenResidents}
          optionLabel={(r) => r.name}
          noOptionsText={t('dialog.noOptions')}
          loadingText={t('dialog.searching')}
          error={errorOf('residentIds')}
          onChange={(ids) => setField('residentIds', ids)}
        />
      )}
      {pickers.residents && chosenResidents.length > 1 && (
        <TextField
          select
          label={t('dialog.defaultResident')}
          value={
            form.defaultResidentId !== null && form.residentIds.includes(form.defaultResidentId)
              ? form.defaultResidentId
              : chosenResidents[0]!.id
          }
          onChange={(e) => setField('defaultResidentId', Number(e.target.value))}
        >
          {chosenResidents.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </>
  );
}
