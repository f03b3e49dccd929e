import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import type { ManagedUser } from '@ambient/core';
import { useTranslation } from 'react-i18next';

export interface UserAccountActionsProps {
  user: ManagedUser;
  isSelf: boolean;
  /** Whether the user's email is verified (Resend Invitation shows when it is not). */
  isVerified: boolean;
  erasable: boolean;
  busy: boolean;
  onUnblock: (user: ManagedUser) => void;
  onResendInvitation: (user: ManagedUser) => void;
  onErase?: (user: ManagedUser) => void;
}

/** An admin's actions on an account (spec 02 §4): Unblock, Resend Invitation and Erase, as they apply. */
export function UserAccountActions({
  user,
  isSelf,
  isVerified,
  erasable,
  busy,
  onUnblock,
  onResendInvitation,
  onErase,
}: UserAccountActionsProps) {
  const { t } = useTranslation('people');
  // Once unblocked here, the button goes (the row's copy is read again behind the dialog).
  const [unblocked, setUnblocked] = useState(false);
  const unblockable = user.isLocked && !unblocked;
  const resendable = !isVerified && !isSelf;
  if (!unblockable && !resendable && !erasable) return null;
  return (
    <Stack direction="row" spacing={1}>
      {unblockable && (
        <Button
          variant="outlined"
          onClick={() => {
            onUnblock(user);
            setUnblocked(true);
          }}
          disabled={busy}
        >
          {t('dialog.unblock')}
        </Button>
      )}
      {resendable && (
        <Button variant="outlined" onClick={() => onResendInvitation(user)} disabled={busy}>
          {t('dialog.resendInvitation')}
        </Button>
      )}
      {erasable && (
        <Button variant="outlined" color="error" onClick={() => onErase?.(user)} disabled={busy}>
          {t('dialog.erase')}
        </Button>
      )}
    </Stack>
  );
}
