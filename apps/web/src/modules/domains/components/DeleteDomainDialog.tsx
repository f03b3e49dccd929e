import { DialogContentText } from '@mui/material';
import type { Domain } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../hierarchy/components/ConfirmDialog';
import { toShownText } from '../../hierarchy/utils/text.util';

export interface DeleteDomainDialogProps {
  open: boolean;
  domain: Domain | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteDomainDialog({ open, domain, busy, onConfirm, onCancel }: DeleteDomainDialogProps) {
  const { t } = useTranslation(['domains', 'common']);
  return (
    <ConfirmDialog
      open={open}
      title={t('domains:deleteDialog.title')}
      confirmLabel={t('domains:deleteDialog.confirm')}
      cancelLabel={t('common:actions.cancel')}
      busy={busy}
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <DialogContentText>
        {t('domains:deleteDialog.message', { name: toShownText(domain?.name) })}
      </DialogContentText>
    </ConfirmDialog>
  );
}
