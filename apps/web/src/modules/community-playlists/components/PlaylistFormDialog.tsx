import { activateSwitch } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { EntityDialog, PlaylistTextsForm } from '../../../ui/resource';
import type { useCommunityPlaylists } from '../hooks/useCommunityPlaylists';

type Playlists = ReturnType<typeof useCommunityPlaylists>;

/** The create and edit dialog of a community playlist (spec 03 §2.8): name, description, and Activate when editing. */
export function PlaylistFormDialog({ playlists }: { playlists: Playlists }) {
  return (
    <EntityDialog
      open={playlists.editing !== null}
      width={480}
      busy={playlists.saving}
      onClose={playlists.closeEdit}
    >
      {(titleId) =>
        playlists.editing ? (
          <PlaylistForm
            key={playlists.editing.playlist?.id ?? 'new'}
            titleId={titleId}
            playlists={playlists}
          />
        ) : null
      }
    </EntityDialog>
  );
}

function PlaylistForm({ titleId, playlists }: { titleId: string; playlists: Playlists }) {
  const { t } = useTranslation('communityPlaylists');
  const playlist = playlists.editing?.playlist ?? null;
  const hint = !playlist
    ? null
    : playlist.isActive
      ? t('activeAlready')
      : playlist.mediaCount === 0
        ? t('activateNoMedia')
        : playlist.isMissingMedia
          ? t('activateMissingMedia')
          : null;
  return (
    <PlaylistTextsForm
      titleId={titleId}
      title={playlist ? t('editTitle') : t('create')}
      busy={playlists.saving}
      initial={playlist}
      labels={{ name: t('name'), description: t('description'), activate: t('activate') }}
      activate={{ state: activateSwitch(playlist), hint }}
      onSave={playlists.save}
      onClose={playlists.closeEdit}
    />
  );
}
