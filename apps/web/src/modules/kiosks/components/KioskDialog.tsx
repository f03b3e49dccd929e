import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../../i18n/locale.util';
import { EntityDialog, EntityForm } from '../../../ui/resource';
import { useKioskForm, type KioskFormConfig } from '../hooks/useKioskForm';
import { KioskAbbyFields } from './KioskAbbyFields';
import { KioskGenieFields } from './KioskGenieFields';
import { KioskIdentityFields } from './KioskIdentityFields';
import { KioskSettingsFields } from './KioskSettingsFields';
import { KioskSupportFields } from './KioskSupportFields';

/** Spec 02 §2: 380 wide, 480 when editing in a language other than English. */
export function kioskDialogWidth(editing: boolean, language: string): number {
  return editing && toLocale(language) === 'fr-CA' ? 480 : 380;
}

export interface KioskDialogProps extends KioskFormConfig {
  open: boolean;
  formKey: number;
  busy: boolean;
}

/** The Kiosk edit dialog (spec 02 §2): fields by kind and by role. */
export function KioskDialog({ open, kiosk, formKey, busy, onClose, ...rest }: KioskDialogProps) {
  const { i18n } = useTranslation();
  return (
    <EntityDialog
      open={open}
      width={kioskDialogWidth(kiosk !== null, i18n.language)}
      busy={busy}
      onClose={onClose}
    >
      {(titleId) => (
        <KioskFormView
          key={formKey}
          titleId={titleId}
          kiosk={kiosk}
          busy={busy}
          onClose={onClose}
          {...rest}
        />
      )}
    </EntityDialog>
  );
}

function KioskFormView({
  titleId,
  busy,
  ...config
}: Omit<KioskDialogProps, 'open' | 'formKey'> & { titleId: string }) {
  const { t } = useTranslation(['kiosks', 'common']);
  const { kiosk, options, rights, onClose } = config;
  const kioskForm = useKioskForm(config);
  const title = kiosk
    ? rights.isAdmin
      ? t('kiosks:editKioskWithId', { id: kiosk.id })
      : t('kiosks:editKiosk')
    : t('kiosks:newKiosk');

  return (
    <EntityForm
      titleId={titleId}
      title={title}
      busy={busy}
      saveLabel={t('common:actions.save')}
      cancelLabel={t('common:actions.cancel')}
      onClose={onClose}
      onSubmit={kioskForm.submit}
    >
      {kioskForm.locked && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('kiosks:lockedHint')}
        </Alert>
      )}
      <KioskIdentityFields kioskForm={kioskForm} />
      <KioskSettingsFields
        kioskForm={kioskForm}
        kiosk={kiosk}
        options={options}
        canSetLanguage={rights.canSetLanguage}
      />
      {kioskForm.genie ? (
        <KioskGenieFields kioskForm={kioskForm} options={options} />
      ) : (
        <KioskAbbyFields kioskForm={kioskForm} options={options} />
      )}
      {rights.isSuperAdmin && <KioskSupportFields kioskForm={kioskForm} />}
    </EntityForm>
  );
}
