import { DialogContentText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/resource';

export interface DeleteConfigDetailDialogProps {
  open: boolean;
  button: string;
  action: string;
  config: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Delete Detail?": offered for configurable buttons' rows only (spec 02 §4). */
export function DeleteConfigDetailDialog({
  open,
  button,
  action,
  config,
  onConfirm,
  onCancel,
}: DeleteConfigDetailDialogProps) {
  const { t } = useTranslation(['buttonConfigs', 'common']);
  return (
    <ConfirmDialog
      open={open}
      title={t('buttonConfigs:deleteDialog.title')}
      confirmLabel={t('buttonConfigs:deleteDialog.confirm')}
      cancelLabel={t('common:actions.cancel')}
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <DialogContentText>
        {t('buttonConfigs:deleteDialog.message', { button, action, config })}
      </DialogContentText>
    </ConfirmDialog>
  );
}
