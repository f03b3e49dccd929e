import { useId } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { MediaItem } from '@ambient/core';
import { useTranslation } from 'react-i18next';

/** Spec 03 §9: the preview dialog is at most 800 px wide. */
const PREVIEW_MAX_WIDTH = 800;

/** What a preview shows: a Genie item or an Abby file, with its kind. */
export type PreviewedMedia = Pick<MediaItem, 'kind' | 'title' | 'uri'>;

export interface MediaPreviewDialogProps {
  item: PreviewedMedia | null;
  /** Admins may download what they preview; others get players without a download control. */
  mayDownload: boolean;
  onClose: () => void;
}

/** The preview of one item (spec 03 §2.1): an image, or an audio or video player. */
export function MediaPreviewDialog({ item, mayDownload, onClose }: MediaPreviewDialogProps) {
  const { t } = useTranslation('media');
  const titleId = useId();
  const controlsList = mayDownload ? undefined : 'nodownload';
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: PREVIEW_MAX_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{item?.title ?? t('preview.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', placeItems: 'center' }}>
        {item?.kind === 'image' && (
          <Box
            component="img"
            src={item.uri}
            alt={item.title}
            sx={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }}
          />
        )}
        {item?.kind === 'audio' && (
          <audio
            controls
            controlsList={controlsList}
            src={item.uri}
            aria-label={item.title}
            style={{ width: '100%' }}
          />
        )}
        {item?.kind === 'video' && (
          <video
            controls
            controlsList={controlsList}
            src={item.uri}
            aria-label={item.title}
            style={{ maxWidth: '100%', maxHeight: '70vh' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        {mayDownload && item && (
          <Button component="a" href={item.uri} download={item.title}>
            {t('preview.download')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {t('preview.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
