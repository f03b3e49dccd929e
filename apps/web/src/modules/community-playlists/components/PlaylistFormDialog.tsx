import { activateSwitch, type KioskPlaylist } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { activateFlag, PlaylistFormDialog as PlaylistKitDialog } from '../../../ui/playlists';
import type { useCommunityPlaylists } from '../hooks/useCommunityPlaylists';

/** The create and edit dialog of a community playlist (spec 03 §2.8): name, description, and Activate when editing. */
export function PlaylistFormDialog({ playlists }: { playlists: ReturnType<typeof useCommunityPlaylists> }) {
  const { t } = useTranslation('communityPlaylists');
  // Why Activate is greyed: already active, no media, or media missing from the library.
  const hintOf = (playlist: KioskPlaylist | null): string | null => {
    if (!playlist) return null;
    if (playlist.isActive) return t('activeAlready');
    if (playlist.mediaCount === 0) return t('activateNoMedia');
    return playlist.isMissingMedia ? t('activateMissingMedia') : null;
  };
  return (
    <PlaylistKitDialog
      namespace="communityPlaylists"
      editing={playlists.editing && { item: playlists.editing.playlist }}
      saving={playlists.saving}
      flagOf={(playlist) => activateFlag(t('activate'), activateSwitch(playlist), hintOf(playlist), playlist)}
      onSave={({ flag, ...texts }) => playlists.save({ ...texts, isActive: flag })}
      onClose={playlists.closeEdit}
    />
  );
}
