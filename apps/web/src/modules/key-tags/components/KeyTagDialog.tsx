import { useMemo } from 'react';
import { Autocomplete, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { KeyTagLimits, type FacilityOption, type KeyTag, type KeyTagMapperResponse } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { EntityDialog, EntityForm, useEntityForm, usePersonName } from '../../../ui/resource';
import {
  UNASSIGNED,
  isKioskLocked,
  keyTagFormOf,
  residentChoices,
  validateKeyTagForm,
  type KeyTagForm,
} from '../utils/key-tag-form.util';

const KEY_TAG_DIALOG_WIDTH = 400;

type MapperKiosk = KeyTagMapperResponse['kiosks'][number];
type MapperResident = KeyTagMapperResponse['residents'][number];

export interface KeyTagDialogProps {
  open: boolean;
  /** The mapping being edited; null in create mode. */
  keyTag: KeyTag | null;
  formKey: number;
  initialKioskId: number | null;
  busy: boolean;
  kiosks: readonly MapperKiosk[];
  residents: readonly MapperResident[];
  facilities: readonly FacilityOption[];
  keyTags: readonly KeyTag[];
  autoClose: boolean;
  onAutoCloseChange: (value: boolean) => void;
  onSave: (form: KeyTagForm, original: KeyTag | null) => void;
  onClose: () => void;
}

/** Create Mapping / Edit Mapping: kiosk, tag id, key number, the resident, and Auto-close when creating. */
export function KeyTagDialog({ open, formKey, busy, onClose, ...rest }: KeyTagDialogProps) {
  return (
    <EntityDialog open={open} width={KEY_TAG_DIALOG_WIDTH} busy={busy} onClose={onClose}>
      {(titleId) => (
        <KeyTagFormFields key={formKey} titleId={titleId} busy={busy} onClose={onClose} {...rest} />
      )}
    </EntityDialog>
  );
}

function KeyTagFormFields({
  titleId,
  keyTag,
  initialKioskId,
  busy,
  kiosks,
  residents,
  facilities,
  keyTags,
  autoClose,
  onAutoCloseChange,
  onSave,
  onClose,
}: Omit<KeyTagDialogProps, 'open' | 'formKey'> & { titleId: string }) {
  const { t } = useTranslation(['keyTags', 'common']);
  const personName = usePersonName();
  const edit = useEntityForm(() => keyTagFormOf(keyTag, initialKioskId), validateKeyTagForm);
  const locked = isKioskLocked(keyTag);
  const kiosk = kiosks.find((k) => k.id === edit.form.kioskId) ?? null;
  const choices = useMemo(
    () => residentChoices(residents, keyTags, edit.form.kioskId, keyTag?.id ?? null),
    [residents, keyTags, edit.form.kioskId, keyTag],
  );
  const kioskLabel = (option: MapperKiosk): string =>
    t('keyTags:kioskOption', { serialNumber: option.serialNumber, id: option.id });
  const facilityName = (option: MapperKiosk): string =>
    facilities.find((f) => f.id === option.facilityId)?.name ?? t('keyTags:unknownFacility');
  const kioskError = edit.errorOf('kioskId');
  const tagError = edit.errorOf('tagId');
  const keyError = edit.errorOf('keyNum');

  const kioskField = (
    <Autocomplete
      options={kiosks}
      value={kiosk}
      disabled={locked}
      getOptionLabel={kioskLabel}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      noOptionsText={t('keyTags:noKiosks')}
      onChange={(_event, next) =>
        edit.setForm((form) => ({ ...form, kioskId: next?.id ?? null, residentId: UNASSIGNED }))
      }
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {kioskLabel(option)} · {facilityName(option)}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('keyTags:fields.kiosk')}
          required
          autoFocus={!keyTag}
          error={kioskError !== null}
          helperText={kioskError ?? (locked ? t('keyTags:kioskLocked') : kiosk ? facilityName(kiosk) : null)}
        />
      )}
    />
  );

  return (
    <EntityForm
      titleId={titleId}
      title={t(keyTag ? 'keyTags:editMapping' : 'keyTags:createMapping')}
      busy={busy}
      saveLabel={t('common:actions.save')}
      cancelLabel={t('common:actions.cancel')}
      onClose={onClose}
      onSubmit={() => {
        if (edit.check()) onSave(edit.form, keyTag);
      }}
    >
      {kioskField}
      <TextField
        label={t('keyTags:fields.tagId')}
        value={edit.form.tagId}
        onChange={(e) => edit.setField('tagId', e.target.value)}
        autoFocus={keyTag !== null}
        required
        error={tagError !== null}
        helperText={tagError}
        slotProps={{
          htmlInput: { maxLength: KeyTagLimits.tagIdLength + 10, autoComplete: 'off', spellCheck: false },
        }}
      />
      <TextField
        label={t('keyTags:fields.keyNum')}
        value={edit.form.keyNum}
        onChange={(e) => edit.setField('keyNum', e.target.value)}
        required
        error={keyError !== null}
        helperText={keyError}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            maxLength: String(KeyTagLimits.keyNumMax).length + 1,
            autoComplete: 'off',
          },
        }}
      />
      <TextField
        select
        label={t('keyTags:fields.resident')}
        value={edit.form.kioskId === null ? UNASSIGNED : edit.form.residentId}
        disabled={edit.form.kioskId === null}
        helperText={edit.form.kioskId === null ? t('keyTags:chooseKioskFirst') : null}
        onChange={(e) => edit.setField('residentId', Number(e.target.value))}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
      >
        <MenuItem value={UNASSIGNED}>{t('keyTags:unassigned')}</MenuItem>
        {choices.map((resident) => (
          <MenuItem key={resident.id} value={resident.id}>
            {personName(resident.name)}
          </MenuItem>
        ))}
      </TextField>
      {!keyTag && (
        <FormControlLabel
          control={<Checkbox checked={autoClose} onChange={(e) => onAutoCloseChange(e.target.checked)} />}
          label={t('keyTags:fields.autoClose')}
        />
      )}
    </EntityForm>
  );
}
