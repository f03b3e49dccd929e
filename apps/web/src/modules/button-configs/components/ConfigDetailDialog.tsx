import { useMemo } from 'react';
import { Alert, MenuItem, TextField } from '@mui/material';
import {
  ButtonConfigLimits,
  availableActions,
  availableButtons,
  isLockedDetail,
  type Button,
  type ButtonAction,
  type ConfigDetail,
} from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { EntityDialog, EntityForm, useEntityForm } from '../../../ui/resource';
import {
  configDetailFormOf,
  validateConfigDetailForm,
  type ConfigDetailForm,
} from '../utils/config-detail-form.util';

const CONFIG_DETAIL_DIALOG_WIDTH = 400;

export interface ConfigDetailDialogProps {
  open: boolean;
  /** The detail being edited; null when adding. */
  detail: ConfigDetail | null;
  formKey: number;
  busy: boolean;
  /** The configuration's details (what the pickers leave out). */
  details: readonly ConfigDetail[];
  buttons: readonly Button[];
  buttonActions: readonly ButtonAction[];
  buttonLabel: (id: number) => string;
  actionLabel: (id: number) => string;
  onSave: (form: ConfigDetailForm, detail: ConfigDetail | null) => void;
  onClose: () => void;
}

/** Add Detail / Edit Detail: button, action and description (spec 02 §4, §5 "Config detail"). */
export function ConfigDetailDialog({ open, formKey, busy, onClose, ...rest }: ConfigDetailDialogProps) {
  return (
    <EntityDialog open={open} width={CONFIG_DETAIL_DIALOG_WIDTH} busy={busy} onClose={onClose}>
      {(titleId) => (
        <ConfigDetailFields key={formKey} titleId={titleId} busy={busy} onClose={onClose} {...rest} />
      )}
    </EntityDialog>
  );
}

function ConfigDetailFields({
  titleId,
  detail,
  busy,
  details,
  buttons,
  buttonActions,
  buttonLabel,
  actionLabel,
  onSave,
  onClose,
}: Omit<ConfigDetailDialogProps, 'open' | 'formKey'> & { titleId: string }) {
  const { t } = useTranslation(['buttonConfigs', 'common']);
  const exceptId = detail?.id ?? null;
  const edit = useEntityForm(
    () => configDetailFormOf(detail),
    (form) => validateConfigDetailForm(form, details, exceptId),
  );
  const locked = detail !== null && isLockedDetail(detail);
  // A configurable button, or a non-system action, another row has is not offered (spec 02 §5).
  const buttonOptions = useMemo(
    () => availableButtons(details, exceptId, buttons),
    [details, exceptId, buttons],
  );
  const actionOptions = useMemo(
    () => availableActions(details, exceptId, buttonActions),
    [details, exceptId, buttonActions],
  );
  const buttonError = edit.errorOf('buttonId');
  const actionError = edit.errorOf('buttonActionId');
  const descriptionError = edit.errorOf('description');

  return (
    <EntityForm
      titleId={titleId}
      title={t(detail ? 'buttonConfigs:editDetail' : 'buttonConfigs:addDetail')}
      busy={busy}
      saveLabel={t('common:actions.save')}
      cancelLabel={t('common:actions.cancel')}
      onClose={onClose}
      onSubmit={() => {
        if (edit.check()) onSave(edit.form, detail);
      }}
    >
      {locked && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('buttonConfigs:locked')}
        </Alert>
      )}
      <TextField
        select
        label={t('buttonConfigs:fields.button')}
        value={edit.form.buttonId > 0 ? edit.form.buttonId : ''}
        disabled={locked}
        required
        autoFocus={!locked}
        error={buttonError !== null}
        helperText={buttonError}
        onChange={(e) => edit.setField('buttonId', Number(e.target.value))}
      >
        {buttonOptions.map((button) => (
          <MenuItem key={button.id} value={button.id}>
            {buttonLabel(button.id)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('buttonConfigs:fields.action')}
        value={edit.form.buttonActionId > 0 ? edit.form.buttonActionId : ''}
        disabled={locked}
        required
        error={actionError !== null}
        helperText={actionError}
        onChange={(e) => edit.setField('buttonActionId', Number(e.target.value))}
      >
        {actionOptions.map((action) => (
          <MenuItem key={action.id} value={action.id}>
            {actionLabel(action.id)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('buttonConfigs:fields.description')}
        value={edit.form.description}
        autoFocus={locked}
        error={descriptionError !== null}
        helperText={descriptionError}
        onChange={(e) => edit.setField('description', e.target.value)}
        slotProps={{ htmlInput: { maxLength: ButtonConfigLimits.descriptionMax + 20 } }}
      />
    </EntityForm>
  );
}
