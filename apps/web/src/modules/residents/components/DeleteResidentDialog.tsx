import { DialogContentText } from '@mui/material';
import type { Resident } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { DeleteDialog, usePersonName, type DeleteFlow } from '../../../ui/resource';
import { residentName } from '../utils/resident-form.util';

export interface DeleteResidentDialogProps {
  /** The editor's delete flow (useDeleteFlow). */
  flow: DeleteFlow<Resident>;
}

/** "Delete Resident?": deleting a resident also frees their key tag (spec 02 §4). */
export function DeleteResidentDialog({ flow }: DeleteResidentDialogProps) {
  const { t } = useTranslation(['residents', 'common']);
  const personName = usePersonName();
  return (
    <DeleteDialog
      flow={flow}
      title={t('residents:deleteDialog.title')}
      confirmLabel={t('residents:deleteDialog.confirm')}
      cancelLabel={t('common:actions.cancel')}
    >
      {(resident) => (
        <DialogContentText>
          {t('residents:deleteDialog.message', { name: resident ? personName(residentName(resident)) : '' })}
        </DialogContentText>
      )}
    </DeleteDialog>
  );
}
