import { DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EntityDialog } from '../../../ui/resource';
import type { ResidentDialogTarget } from '../hooks/useResidentEditor';
import { useResidentForm, type ResidentFormConfig } from '../hooks/useResidentForm';
import { ResidentContactFields } from './ResidentContactFields';
import { ResidentDeviceFields } from './ResidentDeviceFields';
import { ResidentDialogActions } from './ResidentDialogActions';
import { ResidentIdentityFields } from './ResidentIdentityFields';
import { ResidentKioskField } from './ResidentKioskField';
import { ResidentPictureField } from './ResidentPictureField';

/** Spec 02 §2: the resident dialog is 400 wide. */
const RESIDENT_DIALOG_WIDTH = 400;

export interface ResidentDialogProps extends Omit<ResidentFormConfig, 'target'> {
  open: boolean;
  /** A new resident of a type, or one to edit; null renders no form. */
  target: ResidentDialogTarget | null;
  formKey: number;
  busy: boolean;
  /** The resident's current picture (edit mode). */
  picture: string | null;
  uploading: boolean;
  onPicture: (residentId: number, file: File) => void;
  onDelete: () => void;
  /** Erases the resident's personal data (admins; absent: the action is not offered). */
  onErase?: () => void;
}

/**
 * The resident dialog (spec 02 §2, §4, §5): add mode for a type chosen first, or edit mode.
 * The type decides the kiosks offered and the fields; family facilitators do not see the key,
 * beacon, contact and delete, and cannot move the resident to another kiosk.
 */
export function ResidentDialog({ open, formKey, busy, onClose, target, ...rest }: ResidentDialogProps) {
  return (
    <EntityDialog open={open} width={RESIDENT_DIALOG_WIDTH} busy={busy} onClose={onClose}>
      {(titleId) =>
        target && (
          <ResidentForm
            key={formKey}
            titleId={titleId}
            target={target}
            busy={busy}
            onClose={onClose}
            {...rest}
          />
        )
      }
    </EntityDialog>
  );
}

function ResidentForm({
  titleId,
  busy,
  options,
  picture,
  uploading,
  onPicture,
  onDelete,
  onErase,
  ...config
}: Omit<ResidentDialogProps, 'open' | 'formKey' | 'target'> & ResidentFormConfig & { titleId: string }) {
  const { t } = useTranslation('residents');
  const residentForm = useResidentForm({ ...config, options });
  const { resident, rules } = residentForm;
  const title = resident ? t('dialog.edit') : t(residentForm.isAbby ? 'dialog.newAbby' : 'dialog.newGenie');

  return (
    <form
      noValidate
      style={{ display: 'contents' }}
      onSubmit={(event) => {
        event.preventDefault();
        residentForm.submit();
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {rules.showPicture && resident && (
          <ResidentPictureField
            resident={resident}
            picture={picture}
            uploading={uploading}
            busy={busy}
            onPicture={onPicture}
          />
        )}
        <ResidentIdentityFields residentForm={residentForm} languages={options.languages} />
        <ResidentKioskField residentForm={residentForm} loading={options.loading} />
        {rules.showDeviceFields && <ResidentDeviceFields residentForm={residentForm} />}
        {rules.showContact && <ResidentContactFields residentForm={residentForm} />}
      </DialogContent>
      <ResidentDialogActions
        residentForm={residentForm}
        busy={busy}
        onDelete={onDelete}
        onErase={onErase}
        onClose={config.onClose}
      />
    </form>
  );
}
