import { Stack } from '@mui/material';
import type { ManagedUser } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { EntityDialog, EntityForm, useDialogWidth } from '../../../ui/resource';
import { useUserForm, type UserFormConfig } from '../hooks/useUserForm';
import { InitialPasswordField } from './InitialPasswordField';
import { UserAccessFields } from './UserAccessFields';
import { UserAccountActions } from './UserAccountActions';
import { UserIdentityFields } from './UserIdentityFields';

export interface UserDialogProps extends UserFormConfig {
  open: boolean;
  formKey: number;
  busy: boolean;
  onUnblock: (user: ManagedUser) => void;
  onResendInvitation: (user: ManagedUser) => void;
  /** Whether the user's email is verified (Resend Invitation shows when it is not). */
  isVerified: boolean;
  onClose: () => void;
}

/** The user dialog (spec 02 §2, §4, §5): width 380, 480 when editing in French. */
export function UserDialog({ open, formKey, onClose, busy, ...rest }: UserDialogProps) {
  const width = useDialogWidth();
  return (
    <EntityDialog open={open} width={width} busy={busy} onClose={onClose}>
      {(titleId) => (
        <UserFormFields key={formKey} titleId={titleId} busy={busy} onClose={onClose} {...rest} />
      )}
    </EntityDialog>
  );
}

function UserFormFields({
  titleId,
  busy,
  onUnblock,
  onResendInvitation,
  isVerified,
  onClose,
  ...config
}: Omit<UserDialogProps, 'open' | 'formKey'> & { titleId: string }) {
  const { t } = useTranslation(['people', 'common']);
  const userForm = useUserForm(config);
  const { user } = userForm;

  return (
    <EntityForm
      titleId={titleId}
      title={t(user ? 'people:dialog.editTitle' : 'people:dialog.newTitle')}
      busy={busy}
      saveLabel={t('common:actions.save')}
      cancelLabel={t('common:actions.cancel')}
      onClose={onClose}
      onSubmit={userForm.submit}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <UserIdentityFields userForm={userForm} />
        <UserAccessFields userForm={userForm} roleChoices={config.roleChoices} />
        {userForm.showsPassword && <InitialPasswordField password={userForm.form.password} />}
        {user !== null && config.isAdmin && (
          <UserAccountActions
            user={user}
            isSelf={userForm.isSelf}
            isVerified={isVerified}
            erasable={userForm.erasable}
            busy={busy}
            onUnblock={onUnblock}
            onResendInvitation={onResendInvitation}
            onErase={config.onErase}
          />
        )}
      </Stack>
    </EntityForm>
  );
}
