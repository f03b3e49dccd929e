import { profileActivateSwitch, type AbbyProfile } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { activateFlag, PlaylistFormDialog } from '../../../ui/playlists';
import type { useAbbyProfiles } from '../hooks/useAbbyProfiles';

/** The create and edit dialog of an Abby profile (spec 03 §2.9, §4, §5): name, description, and Activate when editing. */
export function ProfileFormDialog({ profiles }: { profiles: ReturnType<typeof useAbbyProfiles> }) {
  const { t } = useTranslation('abbyProfiles');
  // Why Activate is greyed: already active, or required media missing.
  const hintOf = (profile: AbbyProfile | null): string | null => {
    if (!profile) return null;
    if (profile.isActive) return t('activeAlready');
    return profile.isValid ? null : t('activateMissingMedia');
  };
  return (
    <PlaylistFormDialog
      namespace="abbyProfiles"
      editing={profiles.editing && { item: profiles.editing.profile }}
      saving={profiles.saving}
      flagOf={(profile) =>
        activateFlag(t('activate'), profileActivateSwitch(profile), hintOf(profile), profile)
      }
      onSave={({ flag, ...texts }) => profiles.save({ ...texts, isActive: flag })}
      onClose={profiles.closeEdit}
    />
  );
}
