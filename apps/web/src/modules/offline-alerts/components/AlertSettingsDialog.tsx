import { useState } from 'react';
import {
  Autocomplete,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  TextField,
} from '@mui/material';
import type { FacilityAlertSettings, Message } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';
import {
  formOf,
  settingsOf,
  type AlertSettingsField,
  type AlertSettingsForm,
} from '../utils/alert-settings-form.util';
import { WEEKDAYS, weekdayKey } from '../utils/weekdays.constant';

const ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');

export interface AlertSettingsDialogProps {
  open: boolean;
  facilityName: string;
  settings: FacilityAlertSettings;
  /** The zone of the facility's province or state, in use when none is chosen. */
  provinceTimeZone: string;
  busy: boolean;
  /** The server's refusal, in the caller's language. */
  serverError: string | null;
  onSave: (settings: FacilityAlertSettings) => void;
  onClose: () => void;
}

/** Changes a facility's alert settings (decision 0048), judged by the core's rules before it is sent. */
export function AlertSettingsDialog(props: AlertSettingsDialogProps) {
  const { t } = useTranslation(['offlineAlerts', 'common']);
  const translateMessage = useTranslateMessage();
  const [form, setForm] = useState<AlertSettingsForm>(() => formOf(props.settings));
  const [fault, setFault] = useState<{ field: AlertSettingsField; message: Message } | null>(null);
  const set = (changes: Partial<AlertSettingsForm>) => setForm((current) => ({ ...current, ...changes }));
  const hint = (field: AlertSettingsField) =>
    fault?.field === field ? translateMessage(fault.message) : null;

  const save = () => {
    const result = settingsOf(form, props.settings);
    if ('field' in result) {
      setFault(result);
      return;
    }
    setFault(null);
    props.onSave(result.settings);
  };

  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="alert-settings-title"
    >
      <DialogTitle id="alert-settings-title">
        {t('settings.dialogTitle', { facility: props.facilityName })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            label={t('settings.graceMinutes')}
            value={form.graceMinutes}
            onChange={(event) => set({ graceMinutes: event.target.value })}
            inputMode="numeric"
            error={hint('graceMinutes') !== null}
            helperText={hint('graceMinutes') ?? t('settings.graceHint')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('settings.dayStart')}
              type="time"
              value={form.dayStart}
              onChange={(event) => set({ dayStart: event.target.value })}
              error={hint('dayStart') !== null}
              helperText={hint('dayStart') ?? ' '}
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label={t('settings.dayEnd')}
              type="time"
              value={form.dayEnd}
              onChange={(event) => set({ dayEnd: event.target.value })}
              helperText=" "
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          <FormGroup role="group" aria-labelledby="quiet-days-label">
            <FormLabel id="quiet-days-label">{t('settings.quietDays')}</FormLabel>
            <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
              {WEEKDAYS.map((day) => (
                <FormControlLabel
                  key={day}
                  label={t(`settings.weekdays.${weekdayKey(day)}`)}
                  control={
                    <Checkbox
                      checked={form.quietDays.includes(day)}
                      onChange={(event) =>
                        set({
                          quietDays: event.target.checked
                            ? [...form.quietDays, day]
                            : form.quietDays.filter((d) => d !== day),
                        })
                      }
                    />
                  }
                />
              ))}
            </Stack>
          </FormGroup>
          <Stack spacing={0.5} role="group" aria-labelledby="quiet-hours-label">
            <FormLabel id="quiet-hours-label">{t('settings.quietHours')}</FormLabel>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t('settings.quietStart')}
                type="time"
                value={form.quietStart}
                onChange={(event) => set({ quietStart: event.target.value })}
                error={hint('quiet') !== null}
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                label={t('settings.quietEnd')}
                type="time"
                value={form.quietEnd}
                onChange={(event) => set({ quietEnd: event.target.value })}
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
            <FormHelperText error={hint('quiet') !== null}>
              {hint('quiet') ?? t('settings.quietHint')}
            </FormHelperText>
          </Stack>
          <Autocomplete
            options={ZONES}
            value={form.timeZone === '' ? null : form.timeZone}
            onChange={(_event, value) => set({ timeZone: value ?? '' })}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('settings.timeZone')}
                error={hint('timeZone') !== null}
                helperText={hint('timeZone') ?? t('settings.timeZoneHint', { zone: props.provinceTimeZone })}
              />
            )}
          />
          {props.serverError && <FormHelperText error>{props.serverError}</FormHelperText>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('common:actions.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={props.busy}>
          {t('common:actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
