import { useMemo } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import EditNote from '@mui/icons-material/EditNoteOutlined';
import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { formatTableDate, type KioskPlaylist } from '@ambient/core';
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
import { Picker, useMediaPickers } from '../../media';
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
  const columns = useMemo<GridColDef<KioskPlaylist>[]>(
    () => [
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => (
          <EditRowLink
            text={row.name}
            label={t('edit', { name: row.name })}
            onClick={() => playlists.startEdit(row)}
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
        headerName: t('columns.media'),
        width: 110,
        renderCell: ({ row }) => (
          <>
            <Tooltip title={t('editContent', { name: row.name })}>
              <IconButton
                size="small"
                aria-label={t('editContent', { name: row.name })}
                onClick={() => playlists.setOpenPlaylist(row.id)}
              >
                <EditNote />
              </IconButton>
            </Tooltip>
            {row.mediaCount}
          </>
        ),
      },
      {
        field: 'isActive',
        headerName: t('columns.active'),
        width: 100,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) =>
          row.isActive ? (
            <CheckCircle color="success" titleAccess={t('activeOn')} sx={{ verticalAlign: 'middle' }} />
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
        // An active playlist cannot be deleted: its delete is greyed (spec 03 §4).
        renderCell: ({ row }) => (
          <DeleteRowButton
            label={t(row.isActive ? 'deleteActive' : 'delete', { name: row.name })}
            disabled={row.isActive}
            onClick={() => playlists.askToDelete(row)}
          />
        ),
      },
    ],
    [t, locale, playlists],
  );

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
        <Picker
          label={t('media:kiosk')}
          emptyText={t('media:noKiosks')}
          state={pickers.modes.kiosk}
          options={pickers.kiosks}
          value={pickers.kioskId}
          onChange={pickers.chooseKiosk}
        />
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
      <ConfirmDialog
        open={playlists.deleting !== null}
        title={t('deleteTitle')}
        confirmLabel={t('deleteAction')}
        cancelLabel={t('common:actions.cancel')}
        busy={playlists.removing}
        destructive
        onConfirm={playlists.confirmDelete}
        onCancel={playlists.cancelDelete}
      >
        {t('deleteText', { name: playlists.deleting?.name ?? '' })}
      </ConfirmDialog>
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
