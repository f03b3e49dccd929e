import { DialogContentText } from '@mui/material';
import type { KeyTag } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { DeleteDialog, type DeleteFlow } from '../../../ui/resource';

export interface DeleteKeyTagDialogProps {
  /** The screen's delete flow (useDeleteFlow). */
  flow: DeleteFlow<KeyTag>;
}

/** "Delete Key/Tag Mapping?": offered for unassigned mappings only (spec 02 §2). */
export function DeleteKeyTagDialog({ flow }: DeleteKeyTagDialogProps) {
  const { t } = useTranslation(['keyTags', 'common']);
  return (
    <DeleteDialog
      flow={flow}
      title={t('keyTags:deleteDialog.title')}
      confirmLabel={t('keyTags:deleteDialog.confirm')}
      cancelLabel={t('common:actions.cancel')}
    >
      {(keyTag) => (
        <DialogContentText>
          {t('keyTags:deleteDialog.message', {
            tagId: keyTag?.tagId ?? '',
            keyNum: keyTag?.keyNum ?? '',
            serialNumber: keyTag?.kioskSerialNumber ?? '',
          })}
        </DialogContentText>
      )}
    </DeleteDialog>
  );
}
