import { DialogContentText } from '@mui/material';
import type { Domain } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { DeleteDialog, toShownText, type DeleteFlow } from '../../../../ui/resource';

export interface DeleteDomainDialogProps {
  /** The screen's delete flow (useDeleteFlow). */
  flow: DeleteFlow<Domain>;
}

export function DeleteDomainDialog({ flow }: DeleteDomainDialogProps) {
  const domain = flow.shown;
  const { t } = useTranslation(['domains', 'common']);
  return (
    <DeleteDialog
      flow={flow}
      title={t('domains:deleteDialog.title')}
      confirmLabel={t('domains:deleteDialog.confirm')}
      cancelLabel={t('common:actions.cancel')}
    >
      {() => (
        <>
          <DialogContentText>
            {t('domains:deleteDialog.message', { name: toShownText(domain?.name) })}
          </DialogContentText>
        </>
      )}
    </DeleteDialog>
  );
}
