import { DialogContentText } from '@mui/material';
import type { AmbientInvitation } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { DeleteDialog, type DeleteFlow } from '../../../ui/resource';

/** "Delete Invitation?" (spec 03 §8: delete confirmations exist for invitations). */
export function DeleteInvitationDialog({ flow }: { flow: DeleteFlow<AmbientInvitation> }) {
  const { t } = useTranslation(['invitations', 'common']);
  return (
    <DeleteDialog
      flow={flow}
      title={t('invitations:deleteDialog.title')}
      confirmLabel={t('invitations:deleteDialog.confirm')}
      cancelLabel={t('common:actions.cancel')}
    >
      {(row) => (
        <DialogContentText>
          {t('invitations:deleteDialog.message', { message: row?.message ?? '' })}
        </DialogContentText>
      )}
    </DeleteDialog>
  );
}
