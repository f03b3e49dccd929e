import { TextField } from '@mui/material';
import { Limits, type Organization, type OrganizationPayload } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { EntityDialog, EntityForm, useEntityForm, useDialogWidth } from '../../../../ui/resource';
import {
  organizationFormOf,
  organizationPayloadOf,
  validateOrganizationForm,
} from '../utils/organization-form.util';

export interface OrganizationDialogProps {
  open: boolean;
  /** The organization being edited; null in new mode. */
  organization: Organization | null;
  formKey: number;
  busy: boolean;
  onSave: (payload: OrganizationPayload) => void;
  onClose: () => void;
}

/** New / Edit Organization (width 380, 480 in French). */
export function OrganizationDialog({
  open,
  organization,
  formKey,
  busy,
  onSave,
  onClose,
}: OrganizationDialogProps) {
  const width = useDialogWidth();
  return (
    <EntityDialog open={open} width={width} busy={busy} onClose={onClose}>
      {(titleId) => (
        <OrganizationForm
          key={formKey}
          titleId={titleId}
          organization={organization}
          busy={busy}
          onSave={onSave}
          onClose={onClose}
        />
      )}
    </EntityDialog>
  );
}

function OrganizationForm({
  titleId,
  organization,
  busy,
  onSave,
  onClose,
}: Omit<OrganizationDialogProps, 'open' | 'formKey'> & { titleId: string }) {
  const { t } = useTranslation(['organizations', 'common']);
  const edit = useEntityForm(() => organizationFormOf(organization), validateOrganizationForm);
  const nameError = edit.errorOf('name');
  return (
    <EntityForm
      titleId={titleId}
      title={t(organization ? 'organizations:editOrganization' : 'organizations:newOrganization')}
      busy={busy}
      saveLabel={t('common:actions.save')}
      cancelLabel={t('common:actions.cancel')}
      onClose={onClose}
      onSubmit={() => {
        if (edit.check()) onSave(organizationPayloadOf(edit.form, organization));
      }}
    >
      <TextField
        label={t('organizations:name')}
        value={edit.form.name}
        onChange={(e) => edit.setField('name', e.target.value)}
        autoFocus
        required
        error={nameError !== null}
        helperText={nameError}
        slotProps={{ htmlInput: { maxLength: Limits.organizationNameMax + 20 } }}
      />
    </EntityForm>
  );
}
