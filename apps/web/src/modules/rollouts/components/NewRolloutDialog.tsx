import { useCallback } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import type { KioskKind } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import type { RolloutStartInput } from '../api/rollouts.endpoints';
import { EntityDialog, EntityForm } from '../../../ui/resource';
import { useRolloutForm } from '../hooks/useRolloutForm';
import {
  newRolloutForm,
  ROLLOUT_KIOSK_KINDS,
  rolloutInputOf,
  validateRolloutForm,
} from '../utils/rollout-form.util';
import { RolloutPlanFields } from './RolloutPlanFields';

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
  const initial = useCallback(
    () => newRolloutForm({ pilot: t('rollouts:form.pilot'), everyoneElse: t('rollouts:form.everyoneElse') }),
    [t],
  );
  const state = useRolloutForm(initial);
  const { form, change, errorOf, setErrors } = state;
  const levelError = errorOf('level');

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
        <RolloutPlanFields titleId={titleId} state={state} autoFocus>
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
        </RolloutPlanFields>
      </Stack>
    </EntityForm>
  );
}
