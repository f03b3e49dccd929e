import type { KioskPlaylist } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { PlaylistScreen, tickColumn } from '../../../ui/playlists';
import { OwnerPickers } from '../../../ui/resource';
import { useMediaPickers } from '../../media';
import { useSession } from '../../session';
import { useCommunityPlaylists } from '../hooks/useCommunityPlaylists';
import { AmbientPreviewDialog } from './AmbientPreviewDialog';
import { PlaylistDetailDialog } from './PlaylistDetailDialog';
import { PlaylistFormDialog } from './PlaylistFormDialog';

/**
 * Community Playlists (spec 03 §2.8): a Genie's playlists with their name, description, media
 * count (opening the content), the active tick, the date added and delete (greyed for the active
 * one). Admins and kiosk managers pick a kiosk; from the kiosk's dashboard it is fixed. The title
 * is "Community Playlists" for admins, otherwise the kiosk's name.
 */
export function CommunityPlaylistsScreen() {
  const { t } = useTranslation(['communityPlaylists', 'media', 'common']);
  const { flags } = useSession();
  const pickers = useMediaPickers('KioskPlaylistManager', 'kiosk');
  const playlists = useCommunityPlaylists(pickers.kioskId);
  const kioskName = pickers.kiosks.find((kiosk) => kiosk.id === pickers.kioskId)?.name;
  const previewed = playlists.rows.find((row) => row.id === playlists.previewing);
  return (
    <PlaylistScreen<KioskPlaylist>
      config={{
        namespace: 'communityPlaylists',
        content: { header: t('columns.media') },
        // An active playlist cannot be deleted: its delete is greyed (spec 03 §4).
        deleteLabel: (row) => t(row.isActive ? 'deleteActive' : 'delete', { name: row.name }),
        deleteDisabled: (row) => row.isActive,
        middle: [tickColumn<KioskPlaylist>('isActive', t('columns.active'), t('activeOn'), 100)],
      }}
      list={playlists}
      onOpenContent={(row) => playlists.setOpenPlaylist(row.id)}
      title={flags?.isAdmin || !kioskName ? t('title') : kioskName}
      filters={
        <OwnerPickers pickers={pickers} kiosk={{ label: t('media:kiosk'), emptyText: t('media:noKiosks') }} />
      }
      ownerChosen={pickers.kioskId !== null}
      tableLabel={t('table')}
      noRowsText={pickers.kioskId === null ? t('noKiosk') : t('empty')}
      form={<PlaylistFormDialog playlists={playlists} />}
    >
      {pickers.kioskId !== null ? (
        <PlaylistDetailDialog
          playlistId={playlists.openPlaylist}
          kioskId={pickers.kioskId}
          onPreview={playlists.setPreviewing}
          onClose={() => playlists.setOpenPlaylist(null)}
        />
      ) : null}
      <AmbientPreviewDialog
        playlistId={playlists.previewing}
        name={previewed?.name ?? ''}
        onClose={() => playlists.setPreviewing(null)}
      />
    </PlaylistScreen>
  );
}
