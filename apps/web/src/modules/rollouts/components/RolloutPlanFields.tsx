import type { ReactNode } from 'react';
import {
  Box,
  Button,
  FormControlLabel,
  FormHelperText,
  IconButton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { RolloutLimits } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import type { RolloutFormState } from '../hooks/useRolloutForm';
import {
  hasOverrideKiosks,
  withGroupAdded,
  withGroupChanged,
  withGroupRemoved,
  type GroupDraft,
} from '../utils/rollout-form.util';

export interface RolloutPlanFieldsProps {
  /** Prefix of the ids the fields' messages are tied by. */
  titleId: string;
  state: RolloutFormState;
  autoFocus?: boolean;
  /** Fields shown between the name and the groups (the New Rollout dialog's kind and level). */
  children?: ReactNode;
}

/**
 * A rollout's name, override kiosks switch (Abbys) and groups with their shares and thresholds:
 * the New Rollout dialog's fields, which the release dialogs reuse when they roll out (decision 0079).
 */
export function RolloutPlanFields({ titleId, state, autoFocus = false, children }: RolloutPlanFieldsProps) {
  const { t } = useTranslation(['rollouts', 'common']);
  const { form, change, errorOf } = state;
  const changeGroup = (index: number, group: GroupDraft, field: keyof GroupDraft, value: string) => {
    const shown = field === 'successThreshold' || field === 'errorThreshold' ? 'thresholds' : field;
    change(withGroupChanged(form, group.key, { [field]: value }), `groups.${index}.${shown}`);
  };
  const nameError = errorOf('name');
  const full = form.groups.length >= RolloutLimits.groupsMax;

  return (
    <>
      <TextField
        label={t('rollouts:form.name')}
        value={form.name}
        onChange={(e) => change({ ...form, name: e.target.value }, 'name')}
        autoFocus={autoFocus}
        required
        error={nameError !== null}
        helperText={nameError}
        slotProps={{ htmlInput: { maxLength: RolloutLimits.nameMax + 20 } }}
      />
      {children}
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
    </>
  );
}
