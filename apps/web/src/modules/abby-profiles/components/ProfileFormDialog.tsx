import { profileActivateSwitch } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { EntityDialog, PlaylistTextsForm } from '../../../ui/resource';
import type { useAbbyProfiles } from '../hooks/useAbbyProfiles';

type Profiles = ReturnType<typeof useAbbyProfiles>;

/** The create and edit dialog of an Abby profile (spec 03 §2.9, §4, §5): name, description, and Activate when editing. */
export function ProfileFormDialog({ profiles }: { profiles: Profiles }) {
  return (
    <EntityDialog
      open={profiles.editing !== null}
      width={480}
      busy={profiles.saving}
      onClose={profiles.closeEdit}
    >
      {(titleId) =>
        profiles.editing ? (
          <ProfileForm key={profiles.editing.profile?.id ?? 'new'} titleId={titleId} profiles={profiles} />
        ) : null
      }
    </EntityDialog>
  );
}

function ProfileForm({ titleId, profiles }: { titleId: string; profiles: Profiles }) {
  const { t } = useTranslation('abbyProfiles');
  const profile = profiles.editing?.profile ?? null;
  const hint = !profile
    ? null
    : profile.isActive
      ? t('activeAlready')
      : !profile.isValid
        ? t('activateMissingMedia')
        : null;
  return (
    <PlaylistTextsForm
      titleId={titleId}
      title={profile ? t('editTitle') : t('create')}
      busy={profiles.saving}
      initial={profile}
      labels={{ name: t('name'), description: t('description'), activate: t('activate') }}
      activate={{ state: profileActivateSwitch(profile), hint }}
      onSave={profiles.save}
      onClose={profiles.closeEdit}
    />
  );
}
