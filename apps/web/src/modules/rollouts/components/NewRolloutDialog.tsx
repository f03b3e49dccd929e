import { useState } from 'react';
import {
  Box,
  Button,
  FormControlLabel,
  FormHelperText,
  IconButton,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { RolloutLimits, type KioskKind } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import type { RolloutStartInput } from '../../../api/rollouts.endpoints';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';
import { EntityDialog, EntityForm } from '../../../ui/resource';
import {
  hasOverrideKiosks,
  newRolloutForm,
  ROLLOUT_KIOSK_KINDS,
  rolloutInputOf,
  validateRolloutForm,
  withGroupAdded,
  withGroupChanged,
  withGroupRemoved,
  type GroupDraft,
  type RolloutFieldError,
  type RolloutForm,
} from '../utils/rollout-form.util';

const DIALOG_WIDTH = 760;

export interface NewRolloutDialogProps {
  open: boolean;
  busy: boolean;
  onStart: (input: RolloutStartInput) => void;
  onClose: () => void;
}

/** New Rollout: a name, a kind of kiosk and its level, and the groups with their thresholds. */
export function NewRolloutDialog({ open, busy, onStart, onClose }: NewRolloutDialogProps) {
  return (
    <EntityDialog open={open} width={DIALOG_WIDTH} busy={busy} onClose={onClose}>
      {(titleId) =>
        open && <NewRolloutForm titleId={titleId} busy={busy} onStart={onStart} onClose={onClose} />
      }
    </EntityDialog>
  );
}

function NewRolloutForm({
  titleId,
  busy,
  onStart,
  onClose,
}: Omit<NewRolloutDialogProps, 'open'> & { titleId: string }) {
  const { t } = useTranslation(['rollouts', 'common']);
  const translateMessage = useTranslateMessage();
  const [form, setForm] = useState<RolloutForm>(() =>
    newRolloutForm({ pilot: t('rollouts:form.pilot'), everyoneElse: t('rollouts:form.everyoneElse') }),
  );
  const [errors, setErrors] = useState<readonly RolloutFieldError[]>([]);

  const errorOf = (field: string): string | null => {
    const error = errors.find((e) => e.field === field);
    if (!error) return null;
    return 'formKey' in error ? t(`rollouts:errors.${error.formKey}`) : translateMessage(error);
  };
  const change = (next: RolloutForm, ...fields: string[]) => {
    setForm(next);
    setErrors((list) => list.filter((e) => !fields.includes(e.field)));
  };
  const changeGroup = (index: number, group: GroupDraft, field: keyof GroupDraft, value: string) => {
    const shown = field === 'successThreshold' || field === 'errorThreshold' ? 'thresholds' : field;
    change(withGroupChanged(form, group.key, { [field]: value }), `groups.${index}.${shown}`);
  };

  const nameError = errorOf('name');
  const levelError = errorOf('level');
  const full = form.groups.length >= RolloutLimits.groupsMax;

  return (
    <EntityForm
      titleId={titleId}
      title={t('rollouts:form.title')}
      busy={busy}
      saveLabel={t('rollouts:form.start')}
      cancelLabel={t('common:actions.cancel')}
      onClose={onClose}
      onSubmit={() => {
        const found = validateRolloutForm(form);
        setErrors(found);
        if (found.length === 0) onStart(rolloutInputOf(form, t('rollouts:form.overridesGroup')));
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={t('rollouts:form.name')}
          value={form.name}
          onChange={(e) => change({ ...form, name: e.target.value }, 'name')}
          autoFocus
          required
          error={nameError !== null}
          helperText={nameError}
          slotProps={{ htmlInput: { maxLength: RolloutLimits.nameMax + 20 } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={t('rollouts:form.kind')}
            value={form.kioskKind}
            onChange={(e) => change({ ...form, kioskKind: e.target.value as KioskKind })}
            sx={{ minWidth: 180 }}
          >
            {ROLLOUT_KIOSK_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`rollouts:kinds.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('rollouts:form.level')}
            value={form.level}
            onChange={(e) => change({ ...form, level: e.target.value }, 'level')}
            required
            error={levelError !== null}
            helperText={levelError ?? t('rollouts:form.levelHelp')}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
            sx={{ width: { sm: 260 } }}
          />
        </Stack>
        {hasOverrideKiosks(form.kioskKind) && (
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={form.overridesFirst}
                  onChange={(e) => change({ ...form, overridesFirst: e.target.checked })}
                />
              }
              label={t('rollouts:form.overridesFirst')}
            />
            <FormHelperText sx={{ mt: 0 }}>{t('rollouts:form.overridesFirstHelp')}</FormHelperText>
          </Box>
        )}
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('rollouts:form.groups')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('rollouts:form.groupsHelp')}
          </Typography>
          <Stack spacing={1.5}>
            {form.groups.map((group, index) => {
              const last = index === form.groups.length - 1;
              const groupNameError = errorOf(`groups.${index}.name`);
              const upToError = errorOf(`groups.${index}.upToPercent`);
              const thresholdsError = errorOf(`groups.${index}.thresholds`);
              const number = index + 1;
              // The share and threshold messages run under the whole row: the fields are narrow.
              const rowError = upToError ?? thresholdsError;
              const rowErrorId = `${titleId}-group-${group.key}-error`;
              const describedBy = rowError ? { 'aria-describedby': rowErrorId } : {};
              return (
                <Box key={group.key} role="group" aria-label={t('rollouts:form.newGroup', { number })}>
                  <Box
                    sx={{
                      display: 'flex',
                      gap: 1,
                      alignItems: 'flex-start',
                      flexWrap: { xs: 'wrap', sm: 'nowrap' },
                    }}
                  >
                    <TextField
                      size="small"
                      label={t('rollouts:form.nameShort')}
                      value={group.name}
                      onChange={(e) => changeGroup(index, group, 'name', e.target.value)}
                      error={groupNameError !== null}
                      helperText={groupNameError}
                      sx={{ flex: 1, minWidth: 160 }}
                      slotProps={{ htmlInput: { maxLength: RolloutLimits.nameMax + 20 } }}
                    />
                    <TextField
                      size="small"
                      label={t('rollouts:form.upToShort')}
                      value={last ? t('rollouts:form.upToRest') : group.upToPercent}
                      onChange={(e) => changeGroup(index, group, 'upToPercent', e.target.value)}
                      disabled={last}
                      error={upToError !== null}
                      sx={{ width: 120, flexShrink: 0 }}
                      slotProps={{ htmlInput: { inputMode: 'numeric', ...(upToError ? describedBy : {}) } }}
                    />
                    <TextField
                      size="small"
                      label={t('rollouts:form.successShort')}
                      value={group.successThreshold}
                      onChange={(e) => changeGroup(index, group, 'successThreshold', e.target.value)}
                      error={thresholdsError !== null}
                      sx={{ width: 120, flexShrink: 0 }}
                      slotProps={{
                        htmlInput: { inputMode: 'numeric', ...(thresholdsError ? describedBy : {}) },
                      }}
                    />
                    <TextField
                      size="small"
                      label={t('rollouts:form.errorsShort')}
                      value={group.errorThreshold}
                      onChange={(e) => changeGroup(index, group, 'errorThreshold', e.target.value)}
                      error={thresholdsError !== null}
                      sx={{ width: 120, flexShrink: 0 }}
                      slotProps={{
                        htmlInput: { inputMode: 'numeric', ...(thresholdsError ? describedBy : {}) },
                      }}
                    />
                    <IconButton
                      aria-label={t('rollouts:form.removeGroup', { number })}
                      onClick={() => change(withGroupRemoved(form, group.key))}
                      disabled={form.groups.length <= 1}
                      sx={{ mt: 0.25 }}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </Box>
                  {rowError && (
                    <FormHelperText id={rowErrorId} error sx={{ mx: 1.75 }}>
                      {rowError}
                    </FormHelperText>
                  )}
                </Box>
              );
            })}
          </Stack>
          <Stack direction="row" spacing={2} sx={{ mt: 1.5, alignItems: 'center' }}>
            <Button
              startIcon={<AddIcon />}
              onClick={() =>
                change(withGroupAdded(form, t('rollouts:form.newGroup', { number: form.groups.length })))
              }
              disabled={full}
            >
              {t('rollouts:form.addGroup')}
            </Button>
            {full && (
              <Typography variant="body2" color="text.secondary">
                {t('rollouts:form.groupsMax', { max: RolloutLimits.groupsMax })}
              </Typography>
            )}
          </Stack>
        </Box>
      </Stack>
    </EntityForm>
  );
}
