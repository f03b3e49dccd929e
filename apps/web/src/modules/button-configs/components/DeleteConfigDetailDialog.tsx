import { DialogContentText } from '@mui/material';
import type { ConfigDetail } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { DeleteDialog, type DeleteFlow } from '../../../ui/resource';

export interface DeleteConfigDetailDialogProps {
  /** The screen's delete flow (useDeleteFlow). */
  flow: DeleteFlow<ConfigDetail>;
  buttonLabel: (buttonId: number) => string;
  actionLabel: (actionId: number) => string;
  /** The configuration's name. */
  config: string;
}

/** "Delete Detail?": offered for configurable buttons' rows only (spec 02 §4). */
export function DeleteConfigDetailDialog({
  flow,
  buttonLabel,
  actionLabel,
  config,
}: DeleteConfigDetailDialogProps) {
  const { t } = useTranslation(['buttonConfigs', 'common']);
  return (
    <DeleteDialog
      flow={flow}
      title={t('buttonConfigs:deleteDialog.title')}
      confirmLabel={t('buttonConfigs:deleteDialog.confirm')}
      cancelLabel={t('common:actions.cancel')}
    >
      {(detail) => (
        <DialogContentText>
          {t('buttonConfigs:deleteDialog.message', {
            button: detail ? buttonLabel(detail.buttonId) : '',
            action: detail ? actionLabel(detail.buttonActionId) : '',
            config,
          })}
        </DialogContentText>
      )}
    </DeleteDialog>
  );
}
