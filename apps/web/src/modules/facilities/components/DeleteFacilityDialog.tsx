import { DialogContentText } from '@mui/material';
import type { Facility } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../hierarchy/components/ConfirmDialog';
import { toShownText } from '../../hierarchy/utils/text.util';

export interface DeleteFacilityDialogProps {
  open: boolean;
  facility: Facility | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteFacilityDialog({
  open,
  facility,
  busy,
  onConfirm,
  onCancel,
}: DeleteFacilityDialogProps) {
  const { t } = useTranslation(['facilities', 'common']);
  return (
    <ConfirmDialog
      open={open}
      title={t('facilities:deleteDialog.title')}
      confirmLabel={t('facilities:deleteDialog.confirm')}
      cancelLabel={t('common:actions.cancel')}
      busy={busy}
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <DialogContentText>
        {t('facilities:deleteDialog.message', { name: toShownText(facility?.name) })}
      </DialogContentText>
    </ConfirmDialog>
  );
}
