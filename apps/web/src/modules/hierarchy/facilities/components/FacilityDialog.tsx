import { useState } from 'react';
import { DialogContentText, MenuItem, TextField } from '@mui/material';
import {
  Country,
  Limits,
  translate,
  type CountryOption,
  type Domain,
  type Facility,
  type FacilityPayload,
  type ProvStateOption,
} from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { languageIdOf, toLocale } from '../../../../i18n/locale.util';
import {
  ConfirmDialog,
  EntityDialog,
  EntityForm,
  useEntityForm,
  usePersonName,
  toShownText,
} from '../../../../ui/resource';
import { feedback } from '../../../../ui/feedback/feedback.store';
import {
  domainChangeCheck,
  facilityFormOf,
  facilityPayloadOf,
  provStateLabelKey,
  provStatesOf,
  validateFacilityForm,
  withCountry,
} from '../utils/facility-form.util';

/** Spec 01 §9: the facility dialog is 400 wide. */
const FACILITY_DIALOG_WIDTH = 400;

export interface FacilityDialogProps {
  open: boolean;
  /** The facility being edited; null in new mode. */
  facility: Facility | null;
  formKey: number;
  busy: boolean;
  domains: readonly Domain[];
  provStates: readonly ProvStateOption[];
  countries: readonly CountryOption[];
  onSave: (payload: FacilityPayload, facility: Facility | null) => void;
  onClose: () => void;
}

/** Create / Edit Facility (width 400): name, street, city, country, province/state, domain. */
export function FacilityDialog({ open, formKey, busy, onClose, ...rest }: FacilityDialogProps) {
  return (
    <EntityDialog open={open} width={FACILITY_DIALOG_WIDTH} busy={busy} onClose={onClose}>
      {(titleId) => <FacilityForm key={formKey} titleId={titleId} busy={busy} onClose={onClose} {...rest} />}
    </EntityDialog>
  );
}

function FacilityForm({
  titleId,
  facility,
  busy,
  domains,
  provStates,
  countries,
  onSave,
  onClose,
}: Omit<FacilityDialogProps, 'open' | 'formKey'> & { titleId: string }) {
  const { t, i18n } = useTranslation(['facilities', 'common']);
  const personName = usePersonName();
  const edit = useEntityForm(() => facilityFormOf(facility), validateFacilityForm);
  /** A domain change waiting for the "Change Domains?" answer. */
  const [pendingDomain, setPendingDomain] = useState<{ id: number; from: Domain } | null>(null);
  const provStateLabel = provStateLabelKey(edit.form.countryId);
  const nameError = edit.errorOf('name');
  const streetError = edit.errorOf('street');
  const cityError = edit.errorOf('city');

  const countryName = (country: CountryOption): string => {
    if (country.id === Country.Canada) return t('facilities:countries.canada');
    if (country.id === Country.UnitedStates) return t('facilities:countries.unitedStates');
    return country.description;
  };

  const chooseDomain = (nextId: number) => {
    const check = domainChangeCheck(facility?.domainId ?? null, edit.form.domainId, nextId, domains);
    switch (check.kind) {
      case 'none':
        edit.setField('domainId', nextId);
        return;
      case 'confirm':
        setPendingDomain({ id: nextId, from: check.from });
        return;
      case 'missingDomain':
        feedback.showDialog({
          titleKey: 'internalError',
          message: translate('domain.noInternalDomain', {}, languageIdOf(toLocale(i18n.language))),
          severity: 'error',
        });
        return;
    }
  };

  return (
    <EntityForm
      titleId={titleId}
      title={t(facility ? 'facilities:editFacility' : 'facilities:newFacility')}
      busy={busy}
      saveLabel={t('common:actions.save')}
      cancelLabel={t('common:actions.cancel')}
      onClose={onClose}
      onSubmit={() => {
        if (edit.check()) onSave(facilityPayloadOf(edit.form), facility);
      }}
    >
      <TextField
        label={t('facilities:fields.name')}
        value={edit.form.name}
        onChange={(e) => edit.setField('name', e.target.value)}
        autoFocus
        required
        error={nameError !== null}
        helperText={nameError}
        slotProps={{ htmlInput: { maxLength: Limits.facilityNameMax + 20 } }}
      />
      <TextField
        label={t('facilities:fields.street')}
        value={edit.form.street}
        onChange={(e) => edit.setField('street', e.target.value)}
        error={streetError !== null}
        helperText={streetError}
        slotProps={{ htmlInput: { maxLength: Limits.streetMax + 20 } }}
      />
      <TextField
        label={t('facilities:fields.city')}
        value={edit.form.city}
        onChange={(e) => edit.setField('city', e.target.value)}
        error={cityError !== null}
        helperText={cityError}
        slotProps={{ htmlInput: { maxLength: Limits.cityMax + 20 } }}
      />
      <TextField
        select
        label={t('facilities:fields.country')}
        value={edit.form.countryId > 0 ? edit.form.countryId : ''}
        onChange={(e) => edit.setForm((form) => withCountry(form, Number(e.target.value)))}
      >
        {countries.map((country) => (
          <MenuItem key={country.id} value={country.id}>
            {countryName(country)}
          </MenuItem>
        ))}
      </TextField>
      {provStateLabel && (
        <TextField
          select
          label={t(`facilities:fields.${provStateLabel}`)}
          value={edit.form.provStateId > 0 ? edit.form.provStateId : ''}
          onChange={(e) => edit.setField('provStateId', Number(e.target.value))}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
        >
          {provStatesOf(provStates, edit.form.countryId).map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.description}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        label={t('facilities:fields.domain')}
        value={edit.form.domainId}
        onChange={(e) => chooseDomain(Number(e.target.value))}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
      >
        <MenuItem value={0}>{t('facilities:noDomain')}</MenuItem>
        {domains.map((domain) => (
          <MenuItem key={domain.id} value={domain.id}>
            {toShownText(domain.name)}
          </MenuItem>
        ))}
      </TextField>
      <ConfirmDialog
        open={pendingDomain !== null}
        title={t('facilities:changeDomains.title')}
        confirmLabel={t('facilities:changeDomains.confirm')}
        cancelLabel={t('common:actions.cancel')}
        onCancel={() => setPendingDomain(null)}
        onConfirm={() => {
          if (pendingDomain) edit.setField('domainId', pendingDomain.id);
          setPendingDomain(null);
        }}
      >
        <DialogContentText>
          {pendingDomain &&
            t('facilities:changeDomains.message', {
              domain: toShownText(pendingDomain.from.name),
              names: pendingDomain.from.users.map((user) => personName(user.name)).join(', '),
            })}
        </DialogContentText>
      </ConfirmDialog>
    </EntityForm>
  );
}
