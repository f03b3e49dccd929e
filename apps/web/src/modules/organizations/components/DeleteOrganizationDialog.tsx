import { DialogContentText, List, ListItem, ListItemText } from '@mui/material';
import type { Organization } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../hierarchy/components/ConfirmDialog';
import { toShownText } from '../../hierarchy/utils/text.util';

export interface DeleteOrganizationDialogProps {
  open: boolean;
  organization: Organization | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The organization delete confirmation lists the domains deleted with it (spec 01 §4). */
export function DeleteOrganizationDialog({
  open,
  organization,
  busy,
  onConfirm,
  onCancel,
}: DeleteOrganizationDialogProps) {
  const { t } = useTranslation(['organizations', 'common']);
  const domains = organization?.domains ?? [];
  return (
    <ConfirmDialog
      open={open}
      title={t('organizations:deleteDialog.title')}
      confirmLabel={t('organizations:deleteDialog.confirm')}
      cancelLabel={t('common:actions.cancel')}
      busy={busy}
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <DialogContentText>
        {t('organizations:deleteDialog.message', { name: toShownText(organization?.name) })}
      </DialogContentText>
      <DialogContentText sx={{ mt: 1.5 }}>
        {domains.length > 0
          ? t('organizations:deleteDialog.domains')
          : t('organizations:deleteDialog.noDomains')}
      </DialogContentText>
      {domains.length > 0 && (
        <List dense disablePadding aria-label={t('organizations:deleteDialog.domains')}>
          {domains.map((domain) => (
            <ListItem key={domain.id} sx={{ py: 0, pl: 2 }}>
              <ListItemText primary={`• ${toShownText(domain.name)}`} />
            </ListItem>
          ))}
        </List>
      )}
    </ConfirmDialog>
  );
}
