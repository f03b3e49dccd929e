import { DialogContentText } from '@mui/material';
import type { Kiosk } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../hierarchy/components/ConfirmDialog';

export interface DeleteKioskDialogProps {
  open: boolean;
  kiosk: Kiosk | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Delete Kiosk?" (spec 02 §4); the server's pre-check follows the answer. */
export function DeleteKioskDialog({ open, kiosk, busy, onConfirm, onCancel }: DeleteKioskDialogProps) {
  const { t } = useTranslation(['kiosks', 'common']);
  return (
    <ConfirmDialog
      open={open}
      title={t('kiosks:deleteDialog.title')}
      confirmLabel={t('kiosks:deleteDialog.confirm')}
      cancelLabel={t('common:actions.cancel')}
      busy={busy}
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <DialogContentText>
        {t('kiosks:deleteDialog.message', { serialNumber: kiosk?.serialNumber ?? '' })}
      </DialogContentText>
    </ConfirmDialog>
  );
}
