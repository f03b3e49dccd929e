import { FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { InvitationLimits, type AmbientInvitation } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { EntityDialog, EntityForm, useEntityForm } from '../../../ui/resource';
import { invitationFormOf, validateInvitationForm, type InvitationForm } from '../utils/invitation-form.util';

export interface InvitationDialogProps {
  open: boolean;
  /** The invitation being edited; null when creating. */
  invitation: AmbientInvitation | null;
  formKey: number;
  busy: boolean;
  onSave: (form: InvitationForm, original: AmbientInvitation | null) => void;
  onClose: () => void;
}

/** Create Invitation / Edit Invitation: the message and Activate Response (spec 03 §2.11, §5). */
export function InvitationDialog({ open, formKey, busy, onClose, ...rest }: InvitationDialogProps) {
  return (
    <EntityDialog open={open} width={520} busy={busy} onClose={onClose}>
      {(titleId) => (
        <InvitationFields key={formKey} titleId={titleId} busy={busy} onClose={onClose} {...rest} />
      )}
    </EntityDialog>
  );
}

function InvitationFields({
  titleId,
  invitation,
  busy,
  onSave,
  onClose,
}: Omit<InvitationDialogProps, 'open' | 'formKey'> & { titleId: string }) {
  const { t } = useTranslation(['invitations', 'common']);
  const edit = useEntityForm(() => invitationFormOf(invitation), validateInvitationForm);
  const messageError = edit.errorOf('message');
  const count = edit.form.message.trim().length;
  return (
    <EntityForm
      titleId={titleId}
      title={t(invitation ? 'invitations:editTitle' : 'invitations:create')}
      busy={busy}
      saveLabel={t('common:actions.save')}
      cancelLabel={t('common:actions.cancel')}
      onClose={onClose}
      onSubmit={() => {
        if (edit.check()) onSave(edit.form, invitation);
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={t('invitations:fields.message')}
          value={edit.form.message}
          required
          autoFocus
          multiline
          minRows={2}
          error={messageError !== null}
          helperText={
            messageError ?? t('invitations:messageCount', { count, max: InvitationLimits.messageMax })
          }
          onChange={(event) => edit.setField('message', event.target.value)}
          slotProps={{ htmlInput: { maxLength: InvitationLimits.messageMax + 20 } }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={edit.form.isExecuteRandom}
              onChange={(event) => edit.setField('isExecuteRandom', event.target.checked)}
            />
          }
          label={t('invitations:fields.isExecuteRandom')}
        />
      </Stack>
    </EntityForm>
  );
}
