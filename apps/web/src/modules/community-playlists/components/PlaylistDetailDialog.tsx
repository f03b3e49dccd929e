import { useMemo, useState } from 'react';
import { Button } from '@mui/material';
import type { MediaItem, PlaylistBlob } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { PlaylistContentDialog, shownItems, usePlaylistEntries } from '../../../ui/playlists';
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
  const entries = usePlaylistEntries(playlist?.playlistBlobs, shownItems);

  return (
    <PlaylistContentDialog
      namespace="communityPlaylists"
      open={playlistId !== null}
      onClose={onClose}
      name={name}
      entries={entries}
      filter={<MediaTypeFilter value={entries.kind} onChange={entries.setKind} />}
      columns={columns}
      detail={detail}
      actions={
        <>
          {/* Only for the kiosk source, and only when the playlist has items (spec 03 §2.6). */}
          {playlist && playlist.mediaCount > 0 ? (
            <Button variant="outlined" onClick={() => onPreview(playlist.id)}>
              {t('preview')}
            </Button>
          ) : null}
          <Button variant="contained" disabled={!playlist} onClick={() => detail.select(true)}>
            {t('detail.addFromLibrary')}
          </Button>
        </>
      }
      selector={
        <MediaSelectorDialog
          open={detail.selecting}
          title={t('detail.selectMedia', { name })}
          libraries={libraries}
          alreadyIn={entries.mediaItemIds}
          busy={detail.choosing}
          onClose={() => detail.select(false)}
          onChoose={detail.choose}
        />
      }
    >
      <MediaPreviewDialog item={previewed} mayDownload={false} onClose={() => setPreviewed(null)} />
    </PlaylistContentDialog>
  );
}
