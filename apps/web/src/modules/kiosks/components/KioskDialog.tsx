import { useMemo, useState } from 'react';
import {
  Alert,
  Checkbox,
  Divider,
  FormControlLabel,
  ListItemText,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { skipToken, useQuery } from '@tanstack/react-query';
import {
  KIOSK_KINDS,
  Language,
  Limits,
  SubscriptionLevel,
  type Kiosk,
  type KioskKind,
  type KioskPayload,
} from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { userKeys, usersApi } from '../../../api/users.endpoints';
import { toLocale } from '../../../i18n/locale.util';
import { EntityDialog, EntityForm, useEntityForm, usePersonName } from '../../../ui/resource';
import type { KioskEditorRights } from '../hooks/useKioskEditor';
import {
  hasHubSerial,
  isGenieKind,
  isSamePayload,
  kioskFormOf,
  kioskPayloadOf,
  newKioskForm,
  validateKioskForm,
  withKind,
  type KioskDefaults,
  type KioskForm,
} from '../utils/kiosk-form.util';
import { defaultInvitationIds, type KioskOptions } from '../utils/kiosk-options.util';
import { facilityText } from '../utils/kiosk-rows.util';

/** Spec 02 §2: 380 wide, 480 when editing in a language other than English. */
export function kioskDialogWidth(editing: boolean, language: string): number {
  return editing && toLocale(language) === 'fr-CA' ? 480 : 380;
}

export interface KioskDialogProps {
  open: boolean;
  /** The kiosk being edited; null in new mode. */
  kiosk: Kiosk | null;
  /** The kind chosen in the type chooser (new mode). */
  newKind: KioskKind;
  /** The facility the list is filtered on (new mode), 0 for none. */
  filteredFacilityId: number;
  formKey: number;
  busy: boolean;
  options: KioskOptions;
  rights: KioskEditorRights;
  onSave: (payload: KioskPayload, kiosk: Kiosk | null) => void;
  onClose: () => void;
}

/** The Kiosk edit dialog (spec 02 §2): fields by kind and by role. */
export function KioskDialog({ open, kiosk, formKey, busy, onClose, ...rest }: KioskDialogProps) {
  const { i18n } = useTranslation();
  return (
    <EntityDialog
      open={open}
      width={kioskDialogWidth(kiosk !== null, i18n.language)}
      busy={busy}
      onClose={onClose}
    >
      {(titleId) => (
        <KioskFormView
          key={formKey}
          titleId={titleId}
          kiosk={kiosk}
          busy={busy}
          onClose={onClose}
          {...rest}
        />
      )}
    </EntityDialog>
  );
}

const SUBSCRIPTION_LEVELS = [
  { value: SubscriptionLevel.Basic, key: 'basic' },
  { value: SubscriptionLevel.Advanced, key: 'advanced' },
  { value: SubscriptionLevel.Unlimited, key: 'unlimited' },
] as const;

const menuProps = { slotProps: { paper: { sx: { maxHeight: 320 } } } };

function KioskFormView({
  titleId,
  kiosk,
  newKind,
  filteredFacilityId,
  busy,
  options,
  rights,
  onSave,
  onClose,
}: Omit<KioskDialogProps, 'open' | 'formKey'> & { titleId: string }) {
  const { t } = useTranslation(['kiosks', 'common']);
  const personName = usePersonName();
  const isNew = kiosk === null;
  const defaults = useMemo<KioskDefaults>(
    () => ({
      facilityId: filteredFacilityId,
      updateLevels: options.updateLevels,
      defaultInvitationIds: defaultInvitationIds(options),
    }),
    [filteredFacilityId, options],
  );
  const edit = useEntityForm<KioskForm>(
    () => (kiosk ? kioskFormOf(kiosk) : newKioskForm(newKind, defaults)),
    validateKioskForm,
  );
  const { form, setField } = edit;
  const genie = isGenieKind(form.kind);
  /** Kiosk managers and domain managers change the base fields (and the language) only. */
  const locked = !rights.isAdmin;
  // The Genie's contact is one of its kiosk or domain managers (spec 02 §6: the kiosk dashboard's
  // contact list keeps only those).
  const contactRequest = {
    context: 'kiosk-contact' as const,
    kioskIds: kiosk ? [kiosk.id] : [],
    pageSize: 100,
  };
  const managers = useQuery({
    queryKey: userKeys.list(contactRequest),
    meta: { readModels: ['kiosks', 'users'] },
    queryFn: kiosk && genie ? ({ signal }) => usersApi.list(contactRequest, signal) : skipToken,
    select: (answer) => answer.users.map((user) => ({ id: user.id, name: user.name })),
  });
  const contactUsers = useMemo(() => {
    const list = managers.data ?? [];
    return form.contactUserId && !list.some((u) => u.id === form.contactUserId)
      ? [...list, { id: form.contactUserId, name: form.contactUserId }]
      : list;
  }, [managers.data, form.contactUserId]);
  const levels = options.updateLevels[form.kind];
  const errorOf = edit.errorOf;
  // A character other than a digit typed in a digits-only field: refused at once, and said.
  const [refusedChars, setRefusedChars] = useState<keyof KioskForm | null>(null);

  const submit = () => {
    if (!edit.check()) return;
    const payload = kioskPayloadOf(form, kiosk, rights.userId);
    if (kiosk && isSamePayload(payload, kioskPayloadOf(kioskFormOf(kiosk), kiosk, rights.userId))) {
      onClose();
      return;
    }
    onSave(payload, kiosk);
  };

  const textField = (
    field:
      | 'serialNumber'
      | 'name'
      | 'description'
      | 'contactPhone'
      | 'contactPosition'
      | 'contactAvailability'
      | 'teamviewerId'
      | 'teamviewerPassword'
      | 'phidgetHubSerialNumber',
    label: string,
    extra: {
      required?: boolean;
      disabled?: boolean;
      helper?: string;
      maxLength?: number;
      /** Takes digits only: anything else is not entered, and the field says why. */
      digitsOnly?: boolean;
      multiline?: boolean;
      autoFocus?: boolean;
    } = {},
  ) => {
    const refused = refusedChars === field ? t('kiosks:fields.digitsOnly') : null;
    const error = errorOf(field) ?? refused;
    const change = (value: string) => {
      if (!extra.digitsOnly) return setField(field, value);
      setRefusedChars(/\D/.test(value) ? field : null);
      setField(field, value.replace(/\D/g, ''));
    };
    return (
      <TextField
        label={label}
        value={form[field]}
        onChange={(e) => change(e.target.value)}
        required={extra.required}
        disabled={extra.disabled}
        autoFocus={extra.autoFocus}
        multiline={extra.multiline}
        minRows={extra.multiline ? 2 : undefined}
        error={error !== null}
        helperText={error ?? extra.helper}
        slotProps={{
          htmlInput: { maxLength: extra.maxLength, ...(extra.digitsOnly ? { inputMode: 'numeric' } : {}) },
        }}
      />
    );
  };

  const title = isNew
    ? t('kiosks:newKiosk')
    : rights.isAdmin
      ? t('kiosks:editKioskWithId', { id: kiosk.id })
      : t('kiosks:editKiosk');

  return (
    <EntityForm
      titleId={titleId}
      title={title}
      busy={busy}
      saveLabel={t('common:actions.save')}
      cancelLabel={t('common:actions.cancel')}
      onClose={onClose}
      onSubmit={submit}
    >
      {locked && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('kiosks:lockedHint')}
        </Alert>
      )}
      <TextField
        select
        label={t('kiosks:fields.kind')}
        value={form.kind}
        disabled={locked}
        onChange={(e) => edit.setForm((f) => withKind(f, e.target.value as KioskKind, isNew, defaults))}
      >
        {KIOSK_KINDS.map((kind) => (
          <MenuItem key={kind.key} value={kind.key}>
            {t(`kiosks:kinds.${kind.key}`)}
          </MenuItem>
        ))}
      </TextField>
      {textField('serialNumber', t('kiosks:fields.serialNumber'), {
        required: true,
        disabled: locked,
        autoFocus: isNew,
        maxLength: Limits.kioskSerialMax + 20,
      })}
      {textField('name', t('kiosks:fields.name'), {
        helper: t('kiosks:fields.nameHint'),
        maxLength: Limits.kioskNameMax + 20,
        autoFocus: !isNew,
      })}
      {textField('description', t('kiosks:fields.description'), { multiline: true })}
      <TextField
        select
        label={t('kiosks:fields.facility')}
        value={form.facilityId}
        disabled={locked}
        onChange={(e) => setField('facilityId', Number(e.target.value))}
        slotProps={{ select: { MenuProps: menuProps } }}
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
      {rights.canSetLanguage && (
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
        slotProps={{ select: { MenuProps: menuProps } }}
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

      <SectionTitle text={t(genie ? 'kiosks:sections.genie' : 'kiosks:sections.abby')} />
      {genie ? (
        <>
          <TextField
            select
            label={t('kiosks:fields.buttonConfig')}
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
            label={t('kiosks:fields.contactUser')}
            value={form.contactUserId}
            onChange={(e) => setField('contactUserId', e.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('kiosks:none')}</MenuItem>
            {contactUsers.map((user) => (
              <MenuItem key={user.id} value={user.id}>
                {personName(user.name)}
              </MenuItem>
            ))}
          </TextField>
          {textField('contactPhone', t('kiosks:fields.contactPhone'), {
            helper: t('kiosks:fields.contactPhoneHint'),
            maxLength: Limits.phoneMax,
          })}
          {textField('contactPosition', t('kiosks:fields.contactPosition'))}
          {textField('contactAvailability', t('kiosks:fields.contactAvailability'))}
        </>
      ) : (
        <>
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
          {textField('phidgetHubSerialNumber', t('kiosks:fields.phidgetHubSerialNumber'), {
            disabled: locked || !hasHubSerial(form.kind),
            helper: t('kiosks:fields.hubSerialHint'),
            maxLength: Limits.hubSerialDigits,
            digitsOnly: true,
          })}
          <TextField
            select
            label={t('kiosks:fields.activityLevel')}
            value={form.activityLevel}
            disabled={locked}
            onChange={(e) => setField('activityLevel', Number(e.target.value))}
            slotProps={{ select: { MenuProps: menuProps } }}
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
                MenuProps: menuProps,
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
      )}

      {rights.isSuperAdmin && (
        <>
          <SectionTitle text={t('kiosks:sections.support')} />
          {textField('teamviewerId', t('kiosks:fields.teamviewerId'))}
          {textField('teamviewerPassword', t('kiosks:fields.teamviewerPassword'))}
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Switch
                checked={form.isAutoUpdates}
                onChange={(e) => setField('isAutoUpdates', e.target.checked)}
              />
            }
            label={t('kiosks:fields.isAutoUpdates')}
          />
        </>
      )}
    </EntityForm>
  );
}

function SectionTitle({ text }: { text: string }) {
  return (
    <>
      <Divider sx={{ mt: 2 }} />
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ display: 'block', mt: 0.5 }}>
        {text}
      </Typography>
    </>
  );
}
