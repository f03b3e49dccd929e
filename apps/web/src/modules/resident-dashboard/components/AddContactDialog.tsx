import { DialogContentText, TextField } from '@mui/material';
import { Limits } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { EntityDialog, EntityForm, useEntityForm } from '../../../ui/resource';
import { contactErrors, type ContactInput } from '../../residents';
import type { AddContactKind } from '../utils/dashboard-actions.util';

/** Spec 02 §2: the user dialog is 380 wide (480 when editing in another language). */
const CONTACT_DIALOG_WIDTH = 380;

export interface AddContactDialogProps {
  open: boolean;
  kind: AddContactKind;
  formKey: number;
  residentName: string;
  busy: boolean;
  onSave: (contact: ContactInput) => void;
  onClose: () => void;
}

/** Add Contact (Genie) or Add Family Facilitator (Abby): email, name and display name. */
export function AddContactDialog({ open, formKey, busy, onClose, ...rest }: AddContactDialogProps) {
  return (
    <EntityDialog open={open} width={CONTACT_DIALOG_WIDTH} busy={busy} onClose={onClose}>
      {(titleId) => <ContactForm key={formKey} titleId={titleId} busy={busy} onClose={onClose} {...rest} />}
    </EntityDialog>
  );
}

function ContactForm({
  titleId,
  kind,
  residentName,
  busy,
  onSave,
  onClose,
}: Omit<AddContactDialogProps, 'open' | 'formKey'> & { titleId: string }) {
  const { t } = useTranslation(['residentDashboard', 'common']);
  const edit = useEntityForm<ContactInput>(
    () => ({ email: '', name: '', nickname: '' }),
    (form) => contactErrors(form),
  );
  const emailError = edit.errorOf('email');
  const nameError = edit.errorOf('name');
  const nicknameError = edit.errorOf('nickname');
  const facilitator = kind === 'familyFacilitator';
  return (
    <EntityForm
      titleId={titleId}
      title={t(
        facilitator
          ? 'residentDashboard:contactDialog.facilitatorTitle'
          : 'residentDashboard:contactDialog.contactTitle',
      )}
      busy={busy}
      saveLabel={t('residentDashboard:contactDialog.add')}
      cancelLabel={t('common:actions.cancel')}
      onClose={onClose}
      onSubmit={() => {
        if (edit.check()) onSave(edit.form);
      }}
    >
      <DialogContentText sx={{ mb: 1 }}>
        {t(
          facilitator
            ? 'residentDashboard:contactDialog.facilitatorHint'
            : 'residentDashboard:contactDialog.contactHint',
          { name: residentName },
        )}
      </DialogContentText>
      <TextField
        label={t('residentDashboard:contactDialog.email')}
        type="email"
        value={edit.form.email}
        onChange={(e) => edit.setField('email', e.target.value.replace(/\s/g, ''))}
        autoFocus
        required
        autoComplete="off"
        error={emailError !== null}
        helperText={emailError}
      />
      <TextField
        label={t('residentDashboard:contactDialog.name')}
        value={edit.form.name}
        onChange={(e) => edit.setField('name', e.target.value)}
        required
        autoComplete="off"
        error={nameError !== null}
        helperText={nameError}
        slotProps={{ htmlInput: { maxLength: Limits.userNameMax + 20 } }}
      />
      <TextField
        label={t('residentDashboard:contactDialog.nickname')}
        value={edit.form.nickname}
        onChange={(e) => edit.setField('nickname', e.target.value)}
        autoComplete="off"
        error={nicknameError !== null}
        helperText={nicknameError}
        slotProps={{ htmlInput: { maxLength: Limits.nicknameMax + 20 } }}
      />
    </EntityForm>
  );
}
