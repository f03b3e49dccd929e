import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { formatTableDate, InboxLimits, type ResidentMessage } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { useTableLocale } from '../../../ui/resource';
import { useVoicePlaybackLog } from '../hooks/useVoicePlaybackLog';

/** Spec 03 §9: a preview dialog is at most 800 px wide. */
const PREVIEW_MAX_WIDTH = 800;

export interface MessagePreviewDialogProps {
  message: ResidentMessage | null;
  /** Admins may download what they preview; others get players without a download control. */
  mayDownload: boolean;
  onClose: () => void;
  /** The recipient's playback of a voice message opened it. */
  onOpened: () => void;
  /** Staff who see the resident approve or decline a waiting message (decision 0077). */
  mayModerate?: boolean;
  deciding?: boolean;
  onApprove?: (messageId: number) => void;
  onDecline?: (messageId: number, reason: string) => void;
}

/**
 * A message's preview (spec 03 §2.13): its subject, text and media (a picture, a voice recording
 * or a video). A voice message played by the user it was sent to is logged, which opens it
 * (spec 03 §4, `voiceurl?log=true`).
 */
export function MessagePreviewDialog({
  message,
  mayDownload,
  onClose,
  onOpened,
  mayModerate = false,
  deciding = false,
  onApprove,
  onDecline,
}: MessagePreviewDialogProps) {
  const { t } = useTranslation('messages');
  const [reason, setReason] = useState('');
  const waiting = message?.moderation === 'awaiting';
  const decides = mayModerate && waiting && onApprove !== undefined && onDecline !== undefined;
  const locale = useTableLocale();
  const logPlayback = useVoicePlaybackLog(message, onOpened);
  const noDownload = mayDownload ? undefined : 'nodownload';
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      slotProps={{
        paper: { sx: { maxWidth: PREVIEW_MAX_WIDTH } },
        transition: { onExited: () => setReason('') },
      }}
      fullWidth
      maxWidth={false}
      aria-labelledby="message-preview-title"
    >
      <DialogTitle id="message-preview-title">{message?.subject}</DialogTitle>
      <DialogContent>
        {message && (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {t('preview.sentOn', { date: formatTableDate(message.createDate, locale) })} ·{' '}
              {t(`kinds.${message.kind}`)}
            </Typography>
            {message.moderation !== null && message.moderation !== 'approved' && (
              <Alert severity={message.moderation === 'declined' ? 'warning' : 'info'}>
                {message.moderation === 'declined' && message.declineReason
                  ? t('preview.declinedBecause', { reason: message.declineReason })
                  : t(`moderation.${message.moderation}`)}
              </Alert>
            )}
            {message.text !== '' && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{message.text}</Typography>}
            {message.messageBlobs.map((blob) => (
              <Box key={blob.id}>
                {message.kind === 'image' ? (
                  <Box
                    component="img"
                    src={blob.uri}
                    alt={blob.title}
                    sx={{ maxWidth: '100%', maxHeight: '60vh', display: 'block', mx: 'auto' }}
                  />
                ) : message.kind === 'audio' ? (
                  <audio
                    controls
                    src={blob.uri}
                    aria-label={blob.title}
                    controlsList={noDownload}
                    onPlay={logPlayback}
                    style={{ width: '100%' }}
                  />
                ) : (
                  <video
                    controls
                    src={blob.uri}
                    aria-label={blob.title}
                    controlsList={noDownload}
                    style={{ width: '100%', maxHeight: '60vh' }}
                  />
                )}
                <Typography variant="caption">{blob.title}</Typography>
              </Box>
            ))}
            {decides && (
              <TextField
                size="small"
                label={t('preview.declineReason')}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: InboxLimits.declineReasonMax } }}
              />
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {decides && (
          <>
            <Button color="error" disabled={deciding} onClick={() => onDecline(message.id, reason)}>
              {t('preview.decline')}
            </Button>
            <Button variant="contained" disabled={deciding} onClick={() => onApprove(message.id)}>
              {t('preview.approve')}
            </Button>
          </>
        )}
        <Button onClick={onClose}>{t('preview.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
