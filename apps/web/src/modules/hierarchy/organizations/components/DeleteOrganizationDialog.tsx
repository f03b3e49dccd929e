import { DialogContentText, List, ListItem, ListItemText } from '@mui/material';
import type { Organization } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { DeleteDialog, toShownText, type DeleteFlow } from '../../../../ui/resource';

export interface DeleteOrganizationDialogProps {
  /** The screen's delete flow (useDeleteFlow). */
  flow: DeleteFlow<Organization>;
}

/** The organization delete confirmation lists the domains deleted with it (spec 01 §4). */
export function DeleteOrganizationDialog({ flow }: DeleteOrganizationDialogProps) {
  const organization = flow.shown;
  const { t } = useTranslation(['organizations', 'common']);
  const domains = organization?.domains ?? [];
  return (
    <DeleteDialog
      flow={flow}
      title={t('organizations:deleteDialog.title')}
      confirmLabel={t('organizations:deleteDialog.confirm')}
      cancelLabel={t('common:actions.cancel')}
    >
      {() => (
        <>
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
        </>
      )}
    </DeleteDialog>
  );
}
