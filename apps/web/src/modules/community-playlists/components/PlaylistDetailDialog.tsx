import { useId, useMemo, useState } from 'react';
import { AppBar, Button, Dialog, IconButton, Toolbar, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import type { MediaItem, MediaKind, PlaylistBlob } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { PlaylistEntriesGrid, PlaylistRemoveDialog } from '../../../ui/playlists';
import { shownItems } from '../../memory-albums';
import {
  MediaPreviewDialog,
  MediaSelectorDialog,
  MediaTypeFilter,
  useMediaColumns,
  type SelectorLibrary,
} from '../../media';
import { usePlaylistDetail } from '../hooks/useCommunityPlaylists';

/**
 * A community playlist's content (spec 03 §2.6, full screen): its items with their thumbnail,
 * type, title, description, behaviour and date added; add from the kiosk's library (spec 03
 * §2.3: kiosk playlists offer only the kiosk folder), the selected items removed after a
 * confirmation, and the ambient preview once it holds items.
 */
export function PlaylistDetailDialog({
  playlistId,
  kioskId,
  onPreview,
  onClose,
}: {
  playlistId: number | null;
  kioskId: number;
  onPreview: (playlistId: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['communityPlaylists', 'media', 'common']);
  const titleId = useId();
  const detail = usePlaylistDetail(playlistId);
  const [previewed, setPreviewed] = useState<MediaItem | null>(null);
  const columns = useMediaColumns<PlaylistBlob>({
    showsBehaviour: true,
    onPreview: setPreviewed,
    onEdit: () => undefined,
    selecting: true,
  });
  const libraries = useMemo<SelectorLibrary[]>(
    () => [{ library: { owner: 'kiosk', id: kioskId }, label: t('detail.kioskLibrary') }],
    [kioskId, t],
  );
  const playlist = detail.playlist;
  const name = playlist?.name ?? '';
  // A playlist's items are few: searched and filtered here (spec 03 §2.6).
  const [mediaType, setMediaType] = useState<MediaKind | null>(null);
  const [search, setSearch] = useState('');
  const shown = useMemo(
    () => shownItems(playlist?.playlistBlobs ?? [], mediaType, search),
    [playlist, mediaType, search],
  );
  const alreadyIn = useMemo(
    () => (playlist?.playlistBlobs ?? []).map((blob) => blob.mediaItemId),
    [playlist],
  );

  return (
    <Dialog fullScreen open={playlistId !== null} onClose={onClose} aria-labelledby={titleId}>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <IconButton edge="start" aria-label={t('common:actions.close')} onClick={onClose}>
            <Close />
          </IconButton>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {name}
          </Typography>
          {detail.selected.length > 0 ? (
            <Button color="error" onClick={detail.askToRemove}>
              {t('detail.remove', { count: detail.selected.length })}
            </Button>
          ) : null}
          {/* Only for the kiosk source, and only when the playlist has items (spec 03 §2.6). */}
          {playlist && playlist.mediaCount > 0 ? (
            <Button variant="outlined" onClick={() => onPreview(playlist.id)}>
              {t('preview')}
            </Button>
          ) : null}
          <Button variant="contained" disabled={!playlist} onClick={() => detail.select(true)}>
            {t('detail.addFromLibrary')}
          </Button>
        </Toolbar>
      </AppBar>
      <PlaylistEntriesGrid<PlaylistBlob>
        filter={<MediaTypeFilter value={mediaType} onChange={setMediaType} />}
        search={search}
        onSearch={setSearch}
        label={t('detail.table', { name })}
        rows={shown}
        columns={columns}
        firstLoad={detail.firstLoad}
        noRowsText={t('detail.empty')}
        selected={detail.selected}
        onSelected={detail.setSelected}
      />
      <MediaSelectorDialog
        open={detail.selecting}
        title={t('detail.selectMedia', { name })}
        libraries={libraries}
        alreadyIn={alreadyIn}
        busy={detail.choosing}
        onClose={() => detail.select(false)}
        onChoose={detail.choose}
      />
      <PlaylistRemoveDialog namespace="communityPlaylists" selection={detail} busy={detail.removingItems} />
      <MediaPreviewDialog item={previewed} mayDownload={false} onClose={() => setPreviewed(null)} />
    </Dialog>
  );
}
