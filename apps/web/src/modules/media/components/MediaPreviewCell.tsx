import { Box, ButtonBase, CircularProgress, Tooltip } from '@mui/material';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import type { MediaItem } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { MediaTypeIcon } from './MediaTypeIcon';

/** What the cell needs of a Genie item or an Abby file. */
export type PreviewableMedia = Pick<MediaItem, 'kind' | 'title' | 'thumbnail' | 'processing'>;

const FRAME = {
  width: 88,
  height: 50,
  borderRadius: 1,
  overflow: 'hidden',
  bgcolor: 'action.hover',
} as const;

/**
 * The Preview cell (spec 03 §2.1): the thumbnail once the worker has made it, a fixed icon for
 * audio, a spinner while the item is processed and an error mark when that failed. Clicking a
 * ready item opens the preview dialog.
 */
export function MediaPreviewCell<T extends PreviewableMedia>({
  item,
  onOpen,
}: {
  item: T;
  onOpen: (item: T) => void;
}) {
  const { t } = useTranslation('media');
  if (item.processing === 'failed')
    return (
      <Tooltip title={t('failed')}>
        <Box role="img" aria-label={t('failed')} sx={{ ...FRAME, display: 'grid', placeItems: 'center' }}>
          <ErrorOutline color="error" />
        </Box>
      </Tooltip>
    );
  if (item.processing === 'pending')
    return (
      <Box role="img" aria-label={t('processing')} sx={{ ...FRAME, display: 'grid', placeItems: 'center' }}>
        <CircularProgress size={22} aria-hidden />
      </Box>
    );
  return (
    <ButtonBase
      aria-label={t('openPreview', { title: item.title })}
      onClick={() => onOpen(item)}
      sx={{ ...FRAME, display: 'grid', placeItems: 'center' }}
    >
      {item.thumbnail ? (
        <Box
          component="img"
          src={item.thumbnail}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <MediaTypeIcon kind={item.kind} color="action" aria-hidden />
      )}
    </ButtonBase>
  );
}
