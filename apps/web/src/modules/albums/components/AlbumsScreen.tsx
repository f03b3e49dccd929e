import { useMemo } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import EditNote from '@mui/icons-material/EditNoteOutlined';
import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import PhotoAlbum from '@mui/icons-material/PhotoAlbumOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { formatTableDate, type ResidentPlaylist } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import {
  ConfirmDialog,
  DeleteRowButton,
  EditRowLink,
  LocalGrid,
  ResourceScreen,
  TruncatedCell,
  useTableLocale,
} from '../../../ui/resource';
import { ResidentPickers, useMediaPickers } from '../../media';
import { useAlbums } from '../hooks/useAlbums';
import { AlbumDetailDialog } from './AlbumDetailDialog';
import { AlbumFormDialog } from './AlbumFormDialog';

/**
 * Memory Albums (spec 03 §2.7): a resident's albums with their cover, name, description, the
 * content button, the slide-show tick, the date added and delete. Admins and kiosk managers pick
 * a kiosk then a resident; a family facilitator picks among their residents; from a dashboard
 * both are fixed.
 */
export function AlbumsScreen() {
  const { t } = useTranslation(['albums', 'common']);
  const locale = useTableLocale();
  const pickers = useMediaPickers('ResidentPlaylistManager', 'resident');
  const albums = useAlbums(pickers.residentId);
  const columns = useMemo<GridColDef<ResidentPlaylist>[]>(
    () => [
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
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => (
          <EditRowLink
            text={row.name}
            label={t('edit', { name: row.name })}
            onClick={() => albums.startEdit(row)}
          />
        ),
      },
      {
        field: 'description',
        headerName: t('columns.description'),
        flex: 1,
        minWidth: 140,
        renderCell: ({ row }) => <TruncatedCell text={row.description} />,
      },
      {
        field: 'mediaCount',
        headerName: t('columns.content'),
        width: 120,
        sortable: false,
        renderCell: ({ row }) => (
          <>
            <Tooltip title={t('editContent', { name: row.name })}>
              <IconButton
                size="small"
                aria-label={t('editContent', { name: row.name })}
                onClick={() => albums.setOpenAlbum(row.id)}
              >
                <EditNote />
              </IconButton>
            </Tooltip>
            {row.mediaCount}
          </>
        ),
      },
      {
        field: 'isSlideShow',
        headerName: t('columns.slideShow'),
        width: 110,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) =>
          row.isSlideShow ? (
            <CheckCircle color="success" titleAccess={t('slideShowOn')} sx={{ verticalAlign: 'middle' }} />
          ) : null,
      },
      {
        field: 'createDate',
        headerName: t('columns.added'),
        width: 125,
        valueFormatter: (value: string) => formatTableDate(value, locale),
      },
      {
        field: 'delete',
        headerName: t('columns.delete'),
        width: 90,
        sortable: false,
        renderCell: ({ row }) => (
          <DeleteRowButton label={t('delete', { name: row.name })} onClick={() => albums.askToDelete(row)} />
        ),
      },
    ],
    [t, locale, albums],
  );

  // From the resident's dashboard the title names the resident (spec 03 §2.7).
  const dashboardResident = pickers.fromDashboard ? pickers.residents[0]?.name : undefined;
  return (
    <ResourceScreen
      title={dashboardResident ?? t('title')}
      newLabel={t('new')}
      onNew={albums.startCreate}
      newDisabled={pickers.residentId === null}
      rowFrom="md"
      filters={<ResidentPickers pickers={pickers} residentLabel={t('resident')} />}
    >
      <LocalGrid
        label={t('table')}
        rows={albums.rows}
        columns={columns}
        firstLoad={albums.firstLoad}
        noRowsText={pickers.residentId === null ? t('noResident') : t('empty')}
      />
      <AlbumFormDialog albums={albums} />
      <ConfirmDialog
        open={albums.deleting !== null}
        title={t('deleteTitle')}
        confirmLabel={t('deleteAction')}
        cancelLabel={t('common:actions.cancel')}
        busy={albums.removing}
        destructive
        onConfirm={albums.confirmDelete}
        onCancel={albums.cancelDelete}
      >
        {t('deleteText', { name: albums.deleting?.name ?? '' })}
      </ConfirmDialog>
      {pickers.residentId !== null ? (
        <AlbumDetailDialog
          albumId={albums.openAlbum}
          residentId={pickers.residentId}
          onClose={() => albums.setOpenAlbum(null)}
        />
      ) : null}
    </ResourceScreen>
  );
}
