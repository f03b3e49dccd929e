import { useMemo, useState } from 'react';
import { Button, InputAdornment, TextField } from '@mui/material';
import { Limits, type Domain, type DomainPayload, type Facility, type NamedRef } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import {
  EntityDialog,
  EntityForm,
  useEntityForm,
  useDialogWidth,
  toShownText,
} from '../../../../ui/resource';
import { FacilityPickerDialog } from './FacilityPickerDialog';
import { OrganizationPicker } from './OrganizationPicker';
import { domainFormOf, domainPayloadOf, validateDomainForm } from '../utils/domain-form.util';
import { assignableFacilities, assignedFacilityNames } from '../utils/domain-rows.util';

export interface DomainDialogProps {
  open: boolean;
  /** The domain being edited; null in new mode. */
  domain: Domain | null;
  formKey: number;
  busy: boolean;
  organizations: readonly NamedRef[];
  facilities: readonly Facility[];
  onSave: (payload: DomainPayload, domain: Domain | null) => void;
  onClose: () => void;
}

/** New / Edit Domain (width 380, 480 in French): organization, name, description, facilities. */
export function DomainDialog({ open, formKey, busy, onClose, ...rest }: DomainDialogProps) {
  const width = useDialogWidth();
  return (
    <EntityDialog open={open} width={width} busy={busy} onClose={onClose}>
      {(titleId) => <DomainForm key={formKey} titleId={titleId} busy={busy} onClose={onClose} {...rest} />}
    </EntityDialog>
  );
}

function DomainForm({
  titleId,
  domain,
  busy,
  organizations,
  facilities,
  onSave,
  onClose,
}: Omit<DomainDialogProps, 'open' | 'formKey'> & { titleId: string }) {
  const { t } = useTranslation(['domains', 'common']);
  const edit = useEntityForm(() => domainFormOf(domain), validateDomainForm);
  const [picking, setPicking] = useState(false);
  const choosable = useMemo(() => assignableFacilities(facilities, domain?.id ?? null), [facilities, domain]);
  const facilityNames = toShownText(assignedFacilityNames(edit.form.facilityIds, facilities));
  const nameError = edit.errorOf('name');
  const facilitiesError = edit.errorOf('facilityIds');

  return (
    <EntityForm
      titleId={titleId}
      title={t(domain ? 'domains:editDomain' : 'domains:newDomain')}
      busy={busy}
      saveLabel={t('common:actions.save')}
      cancelLabel={t('common:actions.cancel')}
      onClose={onClose}
      onSubmit={() => {
        if (edit.check()) onSave(domainPayloadOf(edit.form), domain);
      }}
    >
      <OrganizationPicker
        label={t('domains:fields.organization')}
        noneLabel={t('domains:noOrganization')}
        organizations={organizations}
        value={edit.form.organizationId}
        onChange={(id) => edit.setField('organizationId', id)}
        required
        error={edit.errorOf('organizationId')}
      />
      <TextField
        label={t('domains:fields.name')}
        value={edit.form.name}
        onChange={(e) => edit.setField('name', e.target.value)}
        required
        error={nameError !== null}
        helperText={nameError}
        slotProps={{ htmlInput: { maxLength: Limits.domainNameMax + 20 } }}
      />
      <TextField
        label={t('domains:fields.description')}
        value={edit.form.description}
        onChange={(e) => edit.setField('description', e.target.value)}
        multiline
        minRows={2}
        maxRows={5}
      />
      <TextField
        label={t('domains:fields.facilities')}
        value={facilityNames}
        required
        multiline
        maxRows={4}
        error={facilitiesError !== null}
        helperText={facilitiesError}
        onClick={() => setPicking(true)}
        slotProps={{
          input: {
            readOnly: true,
            endAdornment: (
              <InputAdornment position="end">
                <Button size="small" onClick={() => setPicking(true)}>
                  {t('domains:fields.chooseFacilities')}
                </Button>
              </InputAdornment>
            ),
          },
        }}
      />
      <FacilityPickerDialog
        open={picking}
        facilities={choosable}
        selectedIds={edit.form.facilityIds}
        multiple
        labels={{
          title: t('domains:picker.title'),
          table: t('domains:picker.table'),
          name: t('domains:picker.name'),
          location: t('domains:picker.location'),
          noFacilities: t('domains:picker.noFacilities'),
          selected: (count) => t('domains:picker.selected', { count }),
          ok: t('common:actions.ok'),
          cancel: t('common:actions.cancel'),
        }}
        onCancel={() => setPicking(false)}
        onOk={(ids) => {
          edit.setField('facilityIds', ids);
          setPicking(false);
        }}
      />
    </EntityForm>
  );
}
