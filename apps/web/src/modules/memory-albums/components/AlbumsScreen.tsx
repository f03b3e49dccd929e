import { Box } from '@mui/material';
import PhotoAlbum from '@mui/icons-material/PhotoAlbumOutlined';
import type { ResidentPlaylist } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { PlaylistScreen, tickColumn, type PlaylistScreenConfig } from '../../../ui/playlists';
import { OwnerPickers, useTableLocale } from '../../../ui/resource';
import { useStore } from '../../../utils/create-store.util';
import { useMediaPickers } from '../../media';
import { selectActiveResident, sessionCacheStore } from '../../session';
import { useAlbums } from '../hooks/useAlbums';
import { albumsTitle, lastViewedText } from '../utils/album-items.util';
import { AlbumDetailDialog } from './AlbumDetailDialog';
import { AlbumFormDialog } from './AlbumFormDialog';

/**
 * Memory Albums (spec 03 §2.7): a resident's albums with their cover, name, description, the
 * content button, the slide-show tick, when last viewed (decision 0076), the date added and delete. Admins and kiosk managers pick
 * a kiosk then a resident; a family facilitator picks among their residents; from a dashboard
 * both are fixed.
 */
export function AlbumsScreen() {
  const { t } = useTranslation(['albums', 'media', 'common']);
  const locale = useTableLocale();
  const pickers = useMediaPickers('ResidentPlaylistManager', 'resident');
  const albums = useAlbums(pickers.residentId);
  const activeResident = useStore(sessionCacheStore, selectActiveResident);
  const config: PlaylistScreenConfig<ResidentPlaylist> = {
    namespace: 'albums',
    content: { header: t('columns.content'), width: 120, sortable: false },
    leading: [
      {
        field: 'coverImage',
        headerName: t('columns.cover'),
        width: 100,
        sortable: false,
        renderCell: ({ row }) =>
          row.coverImage ? (
            <Box
              component="img"
              src={row.coverImage}
              alt={t('coverOf', { name: row.name })}
              sx={{ width: 80, height: 50, objectFit: 'cover', borderRadius: 1, verticalAlign: 'middle' }}
            />
          ) : (
            <PhotoAlbum color="action" titleAccess={t('noCover')} sx={{ verticalAlign: 'middle' }} />
          ),
      },
    ],
    middle: [
      tickColumn<ResidentPlaylist>('isSlideShow', t('columns.slideShow'), t('slideShowOn'), 110),
      // When its resident's kiosk last reported showing it (decision 0076).
      {
        field: 'lastViewDate',
        headerName: t('columns.lastViewed'),
        width: 170,
        valueFormatter: (value: string | null) => lastViewedText(value, locale, t('detail.notViewed')),
      },
    ],
  };

  // From the resident's dashboard the title names the resident and their kiosk (spec 03 §2.7).
  const title = albumsTitle({
    fromDashboard: pickers.fromDashboard,
    residentName: pickers.residents[0]?.name ?? null,
    serialNumber: activeResident?.kiosk?.serialNumber ?? null,
  });
  return (
    <PlaylistScreen
      config={config}
      list={albums}
      onOpenContent={(row) => albums.setOpenAlbum(row.id)}
      title={title ?? t('title')}
      filters={
        <OwnerPickers
          pickers={pickers}
          kiosk={{ label: t('media:kiosk'), emptyText: t('media:noKiosks') }}
          resident={{ label: t('resident'), emptyText: t('media:noResidents') }}
        />
      }
      ownerChosen={pickers.residentId !== null}
      tableLabel={t('table')}
      noRowsText={pickers.residentId === null ? t('noResident') : t('empty')}
      form={<AlbumFormDialog albums={albums} />}
    >
      {pickers.residentId !== null ? (
        <AlbumDetailDialog
          albumId={albums.openAlbum}
          residentId={pickers.residentId}
          onClose={() => albums.setOpenAlbum(null)}
        />
      ) : null}
    </PlaylistScreen>
  );
}
