import { useEffect, useMemo, useRef } from 'react';
import {
  Autocomplete,
  Box,
  Button,
  CircularProgress,
  Collapse,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import {
  KioskType,
  Language,
  Limits,
  isErasedName,
  type LanguageOption,
  type ResidentPayload,
} from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { EntityDialog, useEntityForm, usePersonName } from '../../../ui/resource';
import { useKioskKeyTags } from '../hooks/useKioskKeyTags';
import type { ResidentDialogTarget } from '../hooks/useResidentEditor';
import type { ResidentOptions } from '../hooks/useResidentOptions';
import {
  NO_KEY,
  keyOptionsOf,
  kiosksOfType,
  residentFieldRules,
  residentFormOf,
  residentName,
  residentPayloadOf,
  sameResidentForm,
  validateResidentForm,
  withKiosk,
} from '../utils/resident-form.util';
import { facilityText, kioskText } from '../utils/resident-rows.util';
import { ResidentAvatar } from './ResidentAvatar';

/** Spec 02 §2: the resident dialog is 400 wide. */
const RESIDENT_DIALOG_WIDTH = 400;

const DEFAULT_LANGUAGES: LanguageOption[] = [
  { id: Language.English, name: 'English', code: 'en' },
  { id: Language.French, name: 'Français', code: 'fr' },
];

export interface ResidentDialogProps {
  open: boolean;
  target: ResidentDialogTarget | null;
  formKey: number;
  busy: boolean;
  isResidentManager: boolean;
  options: ResidentOptions;
  /** The resident's current picture (edit mode). */
  picture: string | null;
  uploading: boolean;
  onPicture: (residentId: number, file: File) => void;
  onSave: (payload: ResidentPayload) => void;
  onDelete: () => void;
  /** Erases the resident's personal data (admins; absent: the action is not offered). */
  onErase?: () => void;
  onClose: () => void;
}

/**
 * The resident dialog (spec 02 §2, §4, §5): add mode for a type chosen first, or edit mode.
 * The type decides the kiosks offered and the fields; family facilitators do not see the key,
 * beacon, contact and delete, and cannot move the resident to another kiosk.
 */
export function ResidentDialog({ open, formKey, busy, onClose, target, ...rest }: ResidentDialogProps) {
  return (
    <EntityDialog open={open} width={RESIDENT_DIALOG_WIDTH} busy={busy} onClose={onClose}>
      {(titleId) =>
        target && (
          <ResidentForm
            key={formKey}
            titleId={titleId}
            target={target}
            busy={busy}
            onClose={onClose}
            {...rest}
          />
        )
      }
    </EntityDialog>
  );
}

interface KioskChoice {
  id: number;
  label: string;
  facility: string | null;
}

function ResidentForm({
  titleId,
  target,
  busy,
  isResidentManager,
  options,
  picture,
  uploading,
  onPicture,
  onSave,
  onDelete,
  onErase,
  onClose,
}: Omit<ResidentDialogProps, 'open' | 'formKey' | 'target'> & {
  titleId: string;
  target: ResidentDialogTarget;
}) {
  const { t } = useTranslation(['residents', 'common']);
  const personName = usePersonName();
  const resident = target.mode === 'edit' ? target.resident : null;
  // An erased resident's name cannot be entered again (decision 0024): the fields show it as
  // erased, read-only, and the save sends it back as it was read, which the server keeps.
  const erased = resident !== null && isErasedName(resident.firstName);
  const opened = useMemo(
    () =>
      target.mode === 'edit'
        ? residentFormOf(target.resident, 0)
        : residentFormOf(null, target.kioskTypeId, { kioskId: target.kioskId }),
    [target],
  );
  const rules = residentFieldRules({
    isNew: target.mode === 'new',
    kioskTypeId: opened.kioskTypeId,
    isResidentManager,
    kioskFixed: target.mode === 'new' && target.kioskLocked,
  });
  const edit = useEntityForm(
    () => opened,
    (form) => validateResidentForm(form, rules),
  );
  const { form, setForm } = edit;
  const keyTags = useKioskKeyTags(form.kioskId, options.keyTags, rules.showDeviceFields);

  // The key the resident holds, when the resident does not name it: the tag assigned to them.
  const ownKeyId = useMemo(() => {
    if (!resident) return null;
    if (resident.kioskKeyTagId !== null) return resident.kioskKeyTagId;
    if (form.kioskId !== resident.kioskId) return null;
    return keyTags.tags.find((tag) => tag.residentId === resident.id)?.id ?? null;
  }, [resident, form.kioskId, keyTags.tags]);
  const initial = useMemo(
    () => (ownKeyId === null ? opened : { ...opened, kioskKeyTagId: ownKeyId }),
    [opened, ownKeyId],
  );
  const keyShown = useRef(false);
  useEffect(() => {
    // Once the kiosk's keys arrive, the field shows the resident's key (unless already changed).
    if (keyShown.current || ownKeyId === null) return;
    keyShown.current = true;
    setForm((f) =>
      f.kioskKeyTagId === NO_KEY && f.kioskId === resident?.kioskId ? { ...f, kioskKeyTagId: ownKeyId } : f,
    );
  }, [ownKeyId, resident, setForm]);
  const unchanged = resident !== null && sameResidentForm(form, initial);
  const isAbby = form.kioskTypeId === KioskType.Abby;

  const kioskChoices = useMemo<KioskChoice[]>(() => {
    const choices = kiosksOfType(options.kiosks, form.kioskTypeId).map((kiosk) => ({
      id: kiosk.id,
      label: kioskText(kiosk),
      facility: kiosk.facilityName
        ? facilityText({ name: kiosk.facilityName, geographicalDescription: kiosk.facilityLocation ?? '' })
        : null,
    }));
    // The resident's own kiosk is always offered, even when the lists do not hold it.
    const own = resident?.kiosk;
    if (own && !choices.some((c) => c.id === own.id)) {
      choices.unshift({ id: own.id, label: kioskText(own), facility: facilityText(own.facility) });
    }
    return choices;
  }, [options.kiosks, form.kioskTypeId, resident]);
  const chosenKiosk = kioskChoices.find((c) => c.id === form.kioskId) ?? null;

  const keyChoices = useMemo(
    () => keyOptionsOf(keyTags.tags, form.kioskId, resident?.id ?? null),
    [keyTags.tags, form.kioskId, resident],
  );
  const keyKnown = form.kioskKeyTagId === NO_KEY || keyChoices.some((k) => k.id === form.kioskKeyTagId);
  const languages = options.languages.length > 0 ? options.languages : DEFAULT_LANGUAGES;
  const languageName = (language: LanguageOption): string => {
    if (language.id === Language.English) return t('common:languages.english');
    if (language.id === Language.French) return t('common:languages.french');
    return language.name;
  };

  const firstNameError = edit.errorOf('firstName');
  const lastNameError = edit.errorOf('lastName');
  const languageError = edit.errorOf('languageId');
  const kioskError = edit.errorOf('kioskId');
  const beaconError = edit.errorOf('bluetoothBeaconId');
  const uwbError = edit.errorOf('uwbTagId');
  const emailError = edit.errorOf('contactEmail');
  const contactNameError = edit.errorOf('contactName');
  const nicknameError = edit.errorOf('contactNickname');
  const title = resident
    ? t('residents:dialog.edit')
    : t(isAbby ? 'residents:dialog.newAbby' : 'residents:dialog.newGenie');

  return (
    <form
      noValidate
      style={{ display: 'contents' }}
      onSubmit={(event) => {
        event.preventDefault();
        // No-change saves skip the server call (spec 02 §5).
        if (unchanged) onClose();
        else if (edit.check()) onSave(residentPayloadOf(form, rules));
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {rules.showPicture && resident && (
          <Stack spacing={0.5} sx={{ alignItems: 'center', mb: 1 }}>
            <Box sx={{ position: 'relative' }}>
              <ResidentAvatar picture={picture} name={personName(residentName(resident))} size={88} />
              {uploading && (
                <CircularProgress
                  size={96}
                  sx={{ position: 'absolute', top: -4, left: -4 }}
                  aria-label={t('residents:dialog.uploading')}
                />
              )}
            </Box>
            <Button
              component="label"
              size="small"
              startIcon={<PhotoCameraOutlined />}
              disabled={busy || uploading}
            >
              {t('residents:dialog.changePicture')}
              <input
                hidden
                type="file"
                accept="image/*"
                aria-label={t('residents:dialog.picture')}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) onPicture(resident.id, file);
                }}
              />
            </Button>
            <Typography variant="caption" color="text.secondary">
              {t('residents:dialog.pictureHint')}
            </Typography>
          </Stack>
        )}
        <TextField
          label={t('residents:dialog.firstName')}
          value={erased ? personName(form.firstName) : form.firstName}
          onChange={(e) => edit.setField('firstName', e.target.value)}
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
            onChange={(e) => edit.setField('lastName', e.target.value)}
            error={lastNameError !== null}
            helperText={lastNameError}
            slotProps={{ htmlInput: { maxLength: Limits.residentNameMax + 20 } }}
          />
        )}
        <TextField
          select
          label={t('residents:dialog.language')}
          value={form.languageId > 0 ? form.languageId : ''}
          onChange={(e) => edit.setField('languageId', Number(e.target.value))}
          required
          error={languageError !== null}
          helperText={languageError}
        >
          {languages.map((language) => (
            <MenuItem key={language.id} value={language.id}>
              {languageName(language)}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          options={kioskChoices}
          value={chosenKiosk}
          onChange={(_, choice) => {
            edit.setForm((f) => withKiosk(f, choice?.id ?? 0));
            edit.clearError('kioskId');
          }}
          getOptionLabel={(choice) => choice.label}
          getOptionKey={(choice) => choice.id}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          disabled={rules.kioskLocked}
          loading={options.loading}
          noOptionsText={t('residents:dialog.noKiosks')}
          renderOption={(props, choice) => {
            const { key, ...optionProps } = props;
            return (
              <li key={key} {...optionProps}>
                <Box>
                  <Typography>{choice.label}</Typography>
                  {choice.facility && (
                    <Typography variant="body2" color="text.secondary">
                      {choice.facility}
                    </Typography>
                  )}
                </Box>
              </li>
            );
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('residents:dialog.kiosk')}
              required
              error={kioskError !== null}
              helperText={kioskError ?? chosenKiosk?.facility}
            />
          )}
        />
        {rules.showDeviceFields && (
          <>
            <TextField
              select
              label={t(isAbby ? 'residents:dialog.keyNumber' : 'residents:dialog.keyCardId')}
              value={form.kioskKeyTagId}
              onChange={(e) => edit.setField('kioskKeyTagId', Number(e.target.value))}
              disabled={form.kioskId <= 0 || keyTags.loading}
              slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
            >
              <MenuItem value={NO_KEY}>{t('residents:dialog.none')}</MenuItem>
              {!keyKnown && (
                <MenuItem value={form.kioskKeyTagId}>{t('residents:dialog.currentKey')}</MenuItem>
              )}
              {keyChoices.map((tag) => (
                <MenuItem key={tag.id} value={tag.id}>
                  {t('residents:dialog.keyOption', { keyNum: tag.keyNum, tagId: tag.tagId })}
                </MenuItem>
              ))}
            </TextField>
            {isAbby && (
              <TextField
                label={t('residents:dialog.beaconId')}
                value={form.bluetoothBeaconId}
                onChange={(e) => edit.setField('bluetoothBeaconId', e.target.value)}
                required
                error={beaconError !== null}
                helperText={beaconError}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
              />
            )}
            <TextField
              label={t('residents:dialog.uwbTagId')}
              value={form.uwbTagId}
              onChange={(e) => edit.setField('uwbTagId', e.target.value)}
              error={uwbError !== null}
              helperText={uwbError}
              slotProps={{ htmlInput: { maxLength: Limits.uwbTagMax + 10 } }}
            />
          </>
        )}
        {rules.showContact && (
          <Box sx={{ mt: 1 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={form.addContact}
                  onChange={(e) => edit.setField('addContact', e.target.checked)}
                />
              }
              label={t('residents:dialog.contact')}
            />
            <Collapse in={form.addContact} unmountOnExit>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                {t('residents:dialog.contactHint')}
              </Typography>
              <TextField
                label={t('residents:dialog.contactEmail')}
                type="email"
                value={form.contactEmail}
                onChange={(e) => edit.setField('contactEmail', e.target.value.replace(/\s/g, ''))}
                required
                autoComplete="off"
                error={emailError !== null}
                helperText={emailError}
              />
              <TextField
                label={t('residents:dialog.contactName')}
                value={form.contactName}
                onChange={(e) => edit.setField('contactName', e.target.value)}
                required
                autoComplete="off"
                error={contactNameError !== null}
                helperText={contactNameError}
                slotProps={{ htmlInput: { maxLength: Limits.userNameMax + 20 } }}
              />
              <TextField
                label={t('residents:dialog.contactNickname')}
                value={form.contactNickname}
                onChange={(e) => edit.setField('contactNickname', e.target.value)}
                autoComplete="off"
                error={nicknameError !== null}
                helperText={nicknameError}
                slotProps={{ htmlInput: { maxLength: Limits.nicknameMax + 20 } }}
              />
            </Collapse>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {(rules.showDelete || (onErase && resident && !erased)) && (
          <Stack direction="row" spacing={1} sx={{ mr: 'auto' }}>
            {rules.showDelete && (
              <Button color="error" onClick={onDelete} disabled={busy}>
                {t('residents:dialog.delete')}
              </Button>
            )}
            {onErase && resident && !erased && (
              <Button color="error" onClick={onErase} disabled={busy}>
                {t('residents:eraseDialog.open')}
              </Button>
            )}
          </Stack>
        )}
        {unchanged ? (
          <Button type="submit" variant="contained" disabled={busy}>
            {t('common:actions.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            >
              {t('common:actions.save')}
            </Button>
          </>
        )}
      </DialogActions>
    </form>
  );
}
