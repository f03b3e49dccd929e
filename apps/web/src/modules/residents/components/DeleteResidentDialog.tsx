import { DialogContentText } from '@mui/material';
import type { Resident } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/resource';
import { residentName } from '../utils/resident-form.util';

export interface DeleteResidentDialogProps {
  open: boolean;
  resident: Resident | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Delete Resident?": deleting a resident also frees their key tag (spec 02 §4). */
export function DeleteResidentDialog({
  open,
  resident,
  busy,
  onConfirm,
  onCancel,
}: DeleteResidentDialogProps) {
  const { t } = useTranslation(['residents', 'common']);
  return (
    <ConfirmDialog
      open={open}
      title={t('residents:deleteDialog.title')}
      confirmLabel={t('residents:deleteDialog.confirm')}
      cancelLabel={t('common:actions.cancel')}
      busy={busy}
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <DialogContentText>
        {t('residents:deleteDialog.message', { name: resident ? residentName(resident) : '' })}
      </DialogContentText>
    </ConfirmDialog>
  );
}
