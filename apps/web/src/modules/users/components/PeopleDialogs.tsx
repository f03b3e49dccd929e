import { useTranslation } from 'react-i18next';
import { DeleteDialog, usePersonName } from '../../../ui/resource';
import type { PeopleScreenState } from '../hooks/usePeopleScreen';
import { UserDialog } from './UserDialog';

/** The user manager's dialogs: the user dialog, and the erase and delete (or remove) questions. */
export function PeopleDialogs({ screen }: { screen: PeopleScreenState }) {
  const { t } = useTranslation(['people', 'common']);
  const personName = usePersonName();
  const { kind, about, dialog, deletion, extraFields, removalOf } = screen;
  const adminMode = kind.context === 'admin';
  return (
    <>
      <UserDialog
        open={dialog.isOpen}
        formKey={dialog.formKey}
        user={dialog.target}
        kind={kind}
        options={screen.data}
        searchOptions={screen.searchOptions}
        roleChoices={screen.roleChoices}
        isAdmin={screen.isAdmin}
        selfId={screen.profileId}
        about={
          kind.about === 'kiosk' && about
            ? { kioskId: about.id }
            : kind.about === 'resident' && about
              ? { residentId: about.id }
              : {}
        }
        busy={screen.busy}
        isVerified={dialog.target ? (extraFields.get(dialog.target.id)?.isEmailVerified ?? true) : true}
        onSave={screen.save}
        onUnblock={screen.unblock}
        onResendInvitation={screen.resendInvitation}
        onErase={screen.canErase ? screen.erasure.ask : undefined}
        onClose={dialog.close}
      />
      <DeleteDialog
        flow={screen.erasure}
        title={t('people:eraseTitle')}
        confirmLabel={t('people:erase')}
        cancelLabel={t('common:actions.cancel')}
      >
        {(row) => t('people:eraseQuestion', { name: row ? personName(row.name) : '' })}
      </DeleteDialog>
      <DeleteDialog
        flow={deletion}
        title={t(adminMode ? 'people:deleteTitle' : 'people:removeTitle')}
        confirmLabel={t(adminMode ? 'people:delete' : 'people:remove')}
        cancelLabel={t('common:actions.cancel')}
      >
        {(row) => {
          const name = row ? personName(row.name) : '';
          if (adminMode) return t('people:deleteQuestion', { name });
          return t('people:removeQuestion', { name, place: row ? (removalOf(row)?.place ?? '') : '' });
        }}
      </DeleteDialog>
    </>
  );
}
