import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/resource';
import type { useMediaSelection } from '../hooks/useMediaSelection';

/** "Delete Media?" (spec 03 §2.4 "Remove"): the selected rows are permanently deleted. */
export function DeleteMediaDialog({ selection }: { selection: ReturnType<typeof useMediaSelection> }) {
  const { t } = useTranslation('media');
  return (
    <ConfirmDialog
      open={selection.confirmingDelete}
      title={t('deleteTitle')}
      confirmLabel={t('deleteAction')}
      cancelLabel={t('upload.cancel')}
      busy={selection.deleting}
      destructive
      onConfirm={selection.confirmDelete}
      onCancel={selection.cancelDelete}
    >
      <Typography>{t('deleteConfirm', { count: selection.selected.length })}</Typography>
    </ConfirmDialog>
  );
}
