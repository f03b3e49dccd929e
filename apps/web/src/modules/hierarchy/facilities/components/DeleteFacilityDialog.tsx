import { DialogContentText } from '@mui/material';
import type { Facility } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { DeleteDialog, toShownText, type DeleteFlow } from '../../../../ui/resource';

export interface DeleteFacilityDialogProps {
  /** The screen's delete flow (useDeleteFlow). */
  flow: DeleteFlow<Facility>;
}

export function DeleteFacilityDialog({ flow }: DeleteFacilityDialogProps) {
  const facility = flow.shown;
  const { t } = useTranslation(['facilities', 'common']);
  return (
    <DeleteDialog
      flow={flow}
      title={t('facilities:deleteDialog.title')}
      confirmLabel={t('facilities:deleteDialog.confirm')}
      cancelLabel={t('common:actions.cancel')}
    >
      {() => (
        <>
          <DialogContentText>
            {t('facilities:deleteDialog.message', { name: toShownText(facility?.name) })}
          </DialogContentText>
        </>
      )}
    </DeleteDialog>
  );
}
