import { DialogContentText } from '@mui/material';
import type { Kiosk } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { DeleteDialog, type DeleteFlow } from '../../../ui/resource';

export interface DeleteKioskDialogProps {
  /** The screen's delete flow (useDeleteFlow). */
  flow: DeleteFlow<Kiosk>;
}

/** "Delete Kiosk?" (spec 02 §4); the server's pre-check follows the answer. */
export function DeleteKioskDialog({ flow }: DeleteKioskDialogProps) {
  const kiosk = flow.shown;
  const { t } = useTranslation(['kiosks', 'common']);
  return (
    <DeleteDialog
      flow={flow}
      title={t('kiosks:deleteDialog.title')}
      confirmLabel={t('kiosks:deleteDialog.confirm')}
      cancelLabel={t('common:actions.cancel')}
    >
      {() => (
        <>
          <DialogContentText>
            {t('kiosks:deleteDialog.message', { serialNumber: kiosk?.serialNumber ?? '' })}
          </DialogContentText>
        </>
      )}
    </DeleteDialog>
  );
}
