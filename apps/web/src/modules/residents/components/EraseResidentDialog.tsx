import { useEffect, useState } from 'react';
import { DialogContentText } from '@mui/material';
import type { Resident } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, usePersonName } from '../../../ui/resource';
import type { ResidentEditor } from '../hooks/useResidentEditor';
import { residentName } from '../utils/resident-form.util';

export interface EraseResidentDialogProps {
  erasure: ResidentEditor['erasure'];
}

/**
 * "Erase Personal Data?" (admins, decision 0061): says what goes (the name and picture, the media
 * library, the memory albums, the messages) and that it cannot be undone.
 */
export function EraseResidentDialog({ erasure }: EraseResidentDialogProps) {
  const { t } = useTranslation(['residents', 'common']);
  const personName = usePersonName();
  // The resident stays named while the dialog fades out.
  const [shown, setShown] = useState<Resident | null>(erasure.target);
  useEffect(() => {
    if (erasure.target) setShown(erasure.target);
  }, [erasure.target]);
  return (
    <ConfirmDialog
      open={erasure.target !== null}
      title={t('residents:eraseDialog.title')}
      confirmLabel={t('residents:eraseDialog.confirm')}
      cancelLabel={t('common:actions.cancel')}
      busy={erasure.busy}
      destructive
      onConfirm={erasure.confirm}
      onCancel={erasure.cancel}
    >
      <DialogContentText>
        {t('residents:eraseDialog.message', { name: shown ? personName(residentName(shown)) : '' })}
      </DialogContentText>
    </ConfirmDialog>
  );
}
