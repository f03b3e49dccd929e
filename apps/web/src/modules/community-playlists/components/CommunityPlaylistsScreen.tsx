import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { KioskPlaylist } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import {
  LocalGrid,
  OwnerPickers,
  PlaylistDeleteDialog,
  playlistColumns,
  ResourceScreen,
  tickColumn,
  useTableLocale,
} from '../../../ui/resource';
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
  const locale = useTableLocale();
  const { flags } = useSession();
  const pickers = useMediaPickers('KioskPlaylistManager', 'kiosk');
  const playlists = useCommunityPlaylists(pickers.kioskId);
  const columns = useMemo<GridColDef<KioskPlaylist>[]>(() => {
    const common = playlistColumns<KioskPlaylist>({
      headers: {
        name: t('columns.name'),
        description: t('columns.description'),
        content: t('columns.media'),
        added: t('columns.added'),
        delete: t('columns.delete'),
      },
      locale,
      editLabel: (row) => t('edit', { name: row.name }),
      contentLabel: (row) => t('editContent', { name: row.name }),
      deleteLabel: (row) => t(row.isActive ? 'deleteActive' : 'delete', { name: row.name }),
      // An active playlist cannot be deleted: its delete is greyed (spec 03 §4).
      deleteDisabled: (row) => row.isActive,
      onEdit: playlists.startEdit,
      onOpenContent: (row) => playlists.setOpenPlaylist(row.id),
      onDelete: playlists.askToDelete,
    });
    return [
      common.name,
      common.description,
      common.content,
      tickColumn<KioskPlaylist>('isActive', t('columns.active'), t('activeOn'), 100),
      common.added,
      common.delete,
    ];
  }, [t, locale, playlists]);

  const kioskName = pickers.kiosks.find((kiosk) => kiosk.id === pickers.kioskId)?.name;
  const previewed = playlists.rows.find((row) => row.id === playlists.previewing);
  return (
    <ResourceScreen
      title={flags?.isAdmin || !kioskName ? t('title') : kioskName}
      newLabel={t('new')}
      onNew={playlists.startCreate}
      newDisabled={pickers.kioskId === null}
      rowFrom="md"
      filters={
        <OwnerPickers pickers={pickers} kiosk={{ label: t('media:kiosk'), emptyText: t('media:noKiosks') }} />
      }
    >
      <LocalGrid
        label={t('table')}
        rows={playlists.rows}
        columns={columns}
        firstLoad={playlists.firstLoad}
        noRowsText={pickers.kioskId === null ? t('noKiosk') : t('empty')}
      />
      <PlaylistFormDialog playlists={playlists} />
      <PlaylistDeleteDialog
        flow={playlists}
        title={t('deleteTitle')}
        confirmLabel={t('deleteAction')}
        cancelLabel={t('common:actions.cancel')}
        text={(name) => t('deleteText', { name })}
      />
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
    </ResourceScreen>
  );
}
