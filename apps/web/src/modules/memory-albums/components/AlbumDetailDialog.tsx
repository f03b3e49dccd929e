import { useMemo, useState } from 'react';
import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { MediaItem, MediaKind, PlaylistBlob } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { useTableLocale } from '../../../ui/resource';
import { PlaylistContentDialog, shownItems, usePlaylistEntries } from '../../../ui/playlists';
import { albumsApi } from '../api/memory-albums.endpoints';
import {
  AddMediaButton,
  MediaPreviewDialog,
  MediaSelectorDialog,
  MediaTypeFilter,
  MediaUploadDialog,
  useMediaColumns,
  useMediaUpload,
  type SelectorLibrary,
} from '../../media';
import { useAlbumDetail } from '../hooks/useAlbums';
import { lastViewedText } from '../utils/album-items.util';

/** What an album takes from the device: every kind a resident's library takes. */
const ALBUM_KINDS: readonly MediaKind[] = ['audio', 'image', 'video'];

/**
 * An album's content (spec 03 §2.6, full screen): its items with their thumbnail, type, title,
 * description, last viewed and date added; add from the device (the files kept in the resident's
 * library, then added: decision 0081) or from the resident's library or the public one, the cover
 * picker, and the selected items removed after a confirmation.
 */
export function AlbumDetailDialog({
  albumId,
  residentId,
  onClose,
}: {
  albumId: number | null;
  residentId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation(['albums', 'media', 'common']);
  const detail = useAlbumDetail(albumId);
  const [previewed, setPreviewed] = useState<MediaItem | null>(null);
  // From the device: into the resident's library, then into the album.
  const upload = useMediaUpload(false, {
    onAdded: (mediaItemIds) => albumsApi.addItems(albumId ?? 0, mediaItemIds),
  });
  const mediaColumns = useMediaColumns<PlaylistBlob>({
    showsBehaviour: false,
    onPreview: setPreviewed,
    onEdit: () => undefined,
    selecting: true,
  });
  const locale = useTableLocale();
  // Spec 03 §2.6: a resident's playlist shows when each item was last viewed, before Added.
  const columns = useMemo<GridColDef<PlaylistBlob>[]>(() => {
    const lastViewed: GridColDef<PlaylistBlob> = {
      field: 'lastViewDate',
      headerName: t('detail.lastViewed'),
      width: 170,
      valueFormatter: (value: string | null | undefined) =>
        lastViewedText(value, locale, t('detail.notViewed')),
    };
    const added = mediaColumns.findIndex((column) => column.field === 'createDate');
    return [...mediaColumns.slice(0, added), lastViewed, ...mediaColumns.slice(added)];
  }, [mediaColumns, locale, t]);
  const libraries = useMemo<SelectorLibrary[]>(
    () => [
      { library: { owner: 'resident', id: residentId }, label: t('detail.residentLibrary') },
      { library: { owner: 'library', name: 'public' }, label: t('detail.publicLibrary') },
    ],
    [residentId, t],
  );
  const album = detail.album;
  const name = album?.name ?? '';
  // The album's items are few: searched and filtered here (spec 03 §2.6).
  const entries = usePlaylistEntries(album?.playlistBlobs, shownItems);

  return (
    <PlaylistContentDialog
      namespace="albums"
      open={albumId !== null}
      onClose={onClose}
      name={name}
      entries={entries}
      filter={<MediaTypeFilter value={entries.kind} onChange={entries.setKind} />}
      columns={columns}
      detail={detail}
      actions={
        <>
          <Button variant="outlined" disabled={!album} onClick={() => detail.select('cover')}>
            {t('detail.chooseCover')}
          </Button>
          <AddMediaButton
            kinds={ALBUM_KINDS}
            disabled={!album}
            onFiles={(kind, files) =>
              upload.pick({ context: 'genie', library: { owner: 'resident', id: residentId } }, kind, files)
            }
          />
          <Button variant="contained" disabled={!album} onClick={() => detail.select('items')}>
            {t('detail.addFromLibrary')}
          </Button>
        </>
      }
      selector={
        <MediaSelectorDialog
          open={detail.selecting !== null}
          title={t(detail.selecting === 'cover' ? 'detail.selectCover' : 'detail.selectMedia', { name })}
          libraries={libraries}
          cover={detail.selecting === 'cover' ? { current: album?.coverImageMediaItemId ?? null } : undefined}
          alreadyIn={detail.selecting === 'cover' ? undefined : entries.mediaItemIds}
          busy={detail.choosing}
          onClose={() => detail.select(null)}
          onChoose={detail.choose}
        />
      }
    >
      <MediaUploadDialog flow={upload} />
      <MediaPreviewDialog item={previewed} mayDownload={false} onClose={() => setPreviewed(null)} />
    </PlaylistContentDialog>
  );
}
