import { DialogContentText } from '@mui/material';
import type { Resident } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { DeleteDialog, usePersonName, type DeleteFlow } from '../../../ui/resource';
import { residentName } from '../utils/resident-form.util';

export interface EraseResidentDialogProps {
  /** The editor's erasure, confirmed as a delete is. */
  flow: DeleteFlow<Resident>;
}

/**
 * "Erase Personal Data?" (admins, decision 0061): says what goes (the name and picture, the media
 * library, the memory albums, the messages) and that it cannot be undone.
 */
export function EraseResidentDialog({ flow }: EraseResidentDialogProps) {
  const { t } = useTranslation(['residents', 'common']);
  const personName = usePersonName();
  return (
    <DeleteDialog
      flow={flow}
      title={t('residents:eraseDialog.title')}
      confirmLabel={t('residents:eraseDialog.confirm')}
      cancelLabel={t('common:actions.cancel')}
    >
      {(resident) => (
        <DialogContentText>
          {t('residents:eraseDialog.message', { name: resident ? personName(residentName(resident)) : '' })}
        </DialogContentText>
      )}
    </DeleteDialog>
  );
}
