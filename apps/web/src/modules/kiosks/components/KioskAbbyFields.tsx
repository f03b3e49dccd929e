import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import { Limits, SubscriptionLevel } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import type { KioskFormState } from '../hooks/useKioskForm';
import { hasHubSerial } from '../utils/kiosk-form.util';
import { KIOSK_MENU_PROPS } from '../utils/kiosk-menus.constant';
import type { KioskOptions } from '../utils/kiosk-options.util';
import { KioskSectionTitle } from './KioskSectionTitle';
import { KioskTextField } from './KioskTextField';

const SUBSCRIPTION_LEVELS = [
  { value: SubscriptionLevel.Basic, key: 'basic' },
  { value: SubscriptionLevel.Advanced, key: 'advanced' },
  { value: SubscriptionLevel.Unlimited, key: 'unlimited' },
] as const;

/** An Abby's part of the dialog: its subscription, hub, activity level and ambient messages. */
export function KioskAbbyFields({
  kioskForm,
  options,
}: {
  kioskForm: KioskFormState;
  options: KioskOptions;
}) {
  const { t } = useTranslation(['kiosks', 'common']);
  const { form, setField, locked } = kioskForm;
  return (
    <>
      <KioskSectionTitle text={t('kiosks:sections.abby')} />
      <TextField
        select
        label={t('kiosks:fields.subscriptionLevel')}
        value={form.subscriptionLevel || ''}
        disabled={locked}
        onChange={(e) => setField('subscriptionLevel', Number(e.target.value))}
      >
        {SUBSCRIPTION_LEVELS.map((level) => (
          <MenuItem key={level.value} value={level.value}>
            {t(`common:subscriptionLevels.${level.key}`)}
          </MenuItem>
        ))}
      </TextField>
      <KioskTextField
        kioskForm={kioskForm}
        field="phidgetHubSerialNumber"
        label={t('kiosks:fields.phidgetHubSerialNumber')}
        disabled={locked || !hasHubSerial(form.kind)}
        helper={t('kiosks:fields.hubSerialHint')}
        maxLength={Limits.hubSerialDigits}
        digitsOnly
      />
      <TextField
        select
        label={t('kiosks:fields.activityLevel')}
        value={form.activityLevel}
        disabled={locked}
        onChange={(e) => setField('activityLevel', Number(e.target.value))}
        slotProps={{ select: { MenuProps: KIOSK_MENU_PROPS } }}
      >
        <MenuItem value={0}>{t('kiosks:none')}</MenuItem>
        {options.activityLevels.map((level) => (
          <MenuItem key={level} value={level}>
            {t('kiosks:level', { level })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('kiosks:fields.ambientMessages')}
        value={form.ambientInvitationIds}
        disabled={locked}
        onChange={(e) => {
          const value = e.target.value as unknown as number[] | string;
          setField(
            'ambientInvitationIds',
            typeof value === 'string' ? value.split(',').map(Number) : value.map(Number),
          );
        }}
        slotProps={{
          select: {
            multiple: true,
            MenuProps: KIOSK_MENU_PROPS,
            renderValue: (selected) =>
              t('kiosks:invitationsSelected', { count: (selected as number[]).length }),
          },
        }}
      >
        {options.ambientInvitations.map((invitation) => (
          <MenuItem key={invitation.id} value={invitation.id} dense>
            <Checkbox
              size="small"
              checked={form.ambientInvitationIds.includes(invitation.id)}
              sx={{ py: 0 }}
            />
            <ListItemText
              primary={invitation.message}
              slotProps={{ primary: { sx: { whiteSpace: 'normal' } } }}
            />
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
