import { useId, useMemo, useState } from 'react';
import { Alert, Box, Chip, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import Close from '@mui/icons-material/Close';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDuration, type MediaItem, type PlaylistBlob } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { LocalGrid } from '../../../ui/resource';
import { MediaPreviewDialog, useMediaColumns } from '../../media';
import { useAmbientPreview } from '../hooks/useCommunityPlaylists';

/** The previewer's columns (spec 03 §2.5): thumbnail, type, title, description; duration is added. */
const SHOWN = ['thumbnail', 'kind', 'title', 'description'];

/**
 * The ambient playlist previewer (spec 03 §2.5): what the kiosk plays, 10 items a page;
 * announcements, rotated more often and shown longer, are emphasised, with an info alert when
 * there are any. A thumbnail opens the media previewer.
 */
export function AmbientPreviewDialog({
  playlistId,
  name,
  onClose,
}: {
  playlistId: number | null;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['communityPlaylists', 'media', 'common']);
  const titleId = useId();
  const preview = useAmbientPreview(playlistId);
  const [previewed, setPreviewed] = useState<MediaItem | null>(null);
  const mediaColumns = useMediaColumns<PlaylistBlob>({
    showsBehaviour: false,
    onPreview: setPreviewed,
    onEdit: () => undefined,
    selecting: true,
  });
  const columns = useMemo<GridColDef<PlaylistBlob>[]>(
    () => [
      ...mediaColumns
        .filter((column) => SHOWN.includes(column.field))
        .map((column) =>
          column.field === 'title'
            ? {
                ...column,
                renderCell: ({ row }: { row: PlaylistBlob }) => (
                  <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
                    <Box component="span" sx={{ fontWeight: row.kioskFolder === 'announcement' ? 700 : 400 }}>
                      {row.title}
                    </Box>
                    {row.kioskFolder === 'announcement' ? (
                      <Chip size="small" color="primary" label={t('media:behaviours.announcement')} />
                    ) : null}
                  </Box>
                ),
              }
            : column,
        ),
      {
        field: 'duration',
        headerName: t('previewer.duration'),
        width: 110,
        valueFormatter: (value: number | null) => (value === null ? '' : formatDuration(value)),
      },
    ],
    [mediaColumns, t],
  );
  const hasAnnouncements = preview.items.some((item) => item.kioskFolder === 'announcement');
  return (
    <Dialog open={playlistId !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {t('previewer.title', { name })}
        <IconButton
          aria-label={t('common:actions.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {hasAnnouncements ? <Alert severity="info">{t('previewer.announcements')}</Alert> : null}
        <LocalGrid<PlaylistBlob>
          label={t('previewer.table', { name })}
          rows={preview.items}
          columns={columns}
          firstLoad={preview.firstLoad}
          noRowsText={t('previewer.empty')}
          getRowId={(row) => row.id}
        />
      </DialogContent>
      <MediaPreviewDialog item={previewed} mayDownload={false} onClose={() => setPreviewed(null)} />
    </Dialog>
  );
}
