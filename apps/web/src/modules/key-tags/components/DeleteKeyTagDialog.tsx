import { DialogContentText } from '@mui/material';
import type { KeyTag } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/resource';

export interface DeleteKeyTagDialogProps {
  open: boolean;
  keyTag: KeyTag | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Delete Key/Tag Mapping?": offered for unassigned mappings only (spec 02 §2). */
export function DeleteKeyTagDialog({ open, keyTag, onConfirm, onCancel }: DeleteKeyTagDialogProps) {
  const { t } = useTranslation(['keyTags', 'common']);
  return (
    <ConfirmDialog
      open={open}
      title={t('keyTags:deleteDialog.title')}
      confirmLabel={t('keyTags:deleteDialog.confirm')}
      cancelLabel={t('common:actions.cancel')}
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <DialogContentText>
        {t('keyTags:deleteDialog.message', {
          tagId: keyTag?.tagId ?? '',
          keyNum: keyTag?.keyNum ?? '',
          serialNumber: keyTag?.kioskSerialNumber ?? '',
        })}
      </DialogContentText>
    </ConfirmDialog>
  );
}
