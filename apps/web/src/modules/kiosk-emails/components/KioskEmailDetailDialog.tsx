import { useId } from 'react';
import {
  AppBar,
  Box,
  Button,
  Dialog,
  IconButton,
  Paper,
  Stack,
  TextField,
  Toolbar,
  Typography,
} from '@mui/material';
import Close from '@mui/icons-material/Close';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { formatTableDate, type KioskEmail, type KioskEmailBlob, type MediaKind } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { useCopyText, usePersonName, useTableLocale } from '../../../ui/resource';
import { AttachmentCard } from './AttachmentCard';
import { AttachmentPager } from './AttachmentPager';
import { openedText } from '../utils/opened.util';

export interface KioskEmailDetailDialogProps {
  email: KioskEmail | null;
  /** Admins see the Message Id panel and may download what they play. */
  isAdmin: boolean;
  onClose: () => void;
}

const kindOf = (blob: KioskEmailBlob): MediaKind =>
  blob.contentType.startsWith('video/') ? 'video' : blob.contentType.startsWith('audio/') ? 'audio' : 'image';

/**
 * The full-screen detail of a Geniegram (spec 03 §2.15): sender, date, residents (each with when
 * they opened it on their Genie, decision 0083), message and the attachments a page at a time, each played where it is; for admins the Message Id with Copy
 * ("Copied!" for 2 seconds).
 */
export function KioskEmailDetailDialog({ email, isAdmin, onClose }: KioskEmailDetailDialogProps) {
  const titleId = useId();
  return (
    <Dialog fullScreen open={email !== null} onClose={onClose} aria-labelledby={titleId}>
      {email && <Detail email={email} isAdmin={isAdmin} onClose={onClose} titleId={titleId} />}
    </Dialog>
  );
}

function Detail({
  email,
  isAdmin,
  onClose,
  titleId,
}: {
  email: KioskEmail;
  isAdmin: boolean;
  onClose: () => void;
  titleId: string;
}) {
  const { t } = useTranslation('kioskEmails');
  const locale = useTableLocale();
  const personName = usePersonName();
  const copy = useCopyText();
  const date = formatTableDate(email.createDate, locale);
  const noDownload = isAdmin ? undefined : 'nodownload';
  const preview = (blob: KioskEmailBlob) => {
    const kind = kindOf(blob);
    if (kind === 'image')
      return (
        <Box
          component="img"
          src={blob.uri}
          alt={blob.title}
          sx={{ maxWidth: '100%', maxHeight: 360, objectFit: 'contain' }}
        />
      );
    if (kind === 'audio')
      return (
        <Box
          component="audio"
          controls
          src={blob.uri}
          controlsList={noDownload}
          aria-label={blob.title}
          sx={{ width: '100%' }}
        />
      );
    return (
      <Box
        component="video"
        controls
        src={blob.uri}
        poster={blob.thumbnail ?? undefined}
        controlsList={noDownload}
        aria-label={blob.title}
        sx={{ maxWidth: '100%', maxHeight: 360 }}
      />
    );
  };
  return (
    <>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" aria-label={t('detail.close')} onClick={onClose}>
            <Close />
          </IconButton>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('detail.title', { date })}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        sx={{
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          maxWidth: 900,
          width: '100%',
          mx: 'auto',
        }}
      >
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1 }}
          >
            <Typography component="dt" variant="subtitle2">
              {t('detail.sender')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {email.sender.nickname}
            </Typography>
            <Typography component="dt" variant="subtitle2">
              {t('detail.sent')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {date}
            </Typography>
            <Typography component="dt" variant="subtitle2">
              {t('detail.to')}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              {/* Each resident, and whether they have opened it on their Genie (decision 0083). */}
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {email.residents.map((resident) => (
                  <Typography component="li" key={resident.id}>
                    {personName(resident.name)}
                    <Typography component="span" color="text.secondary">
                      {' — '}
                      {openedText(resident.firstOpened, locale, t)}
                    </Typography>
                  </Typography>
                ))}
              </Box>
            </Box>
          </Box>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
            {t('detail.message')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{email.message}</Typography>
        </Paper>
        {email.blobs.length > 0 && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
              {t('detail.attachments')}
            </Typography>
            <AttachmentPager
              items={email.blobs}
              keyOf={(blob) => blob.id}
              render={(blob) => (
                <AttachmentCard
                  kind={kindOf(blob)}
                  title={blob.title}
                  date={formatTableDate(blob.createDate, locale)}
                  preview={preview(blob)}
                />
              )}
            />
          </Paper>
        )}
        {isAdmin && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                label={t('detail.messageId')}
                value={email.messageId}
                size="small"
                slotProps={{ htmlInput: { readOnly: true } }}
                sx={{ flex: 1 }}
              />
              <Button
                variant="outlined"
                startIcon={<ContentCopy />}
                onClick={() => void copy.copy(email.messageId)}
              >
                {t('detail.copy')}
              </Button>
            </Stack>
            <Typography
              role="status"
              variant="body2"
              color={copy.state === 'failed' ? 'error' : 'success.main'}
              sx={{ mt: 1, minHeight: 20 }}
            >
              {copy.state === 'copied'
                ? t('detail.copied')
                : copy.state === 'failed'
                  ? t('detail.copyFailed')
                  : ''}
            </Typography>
          </Paper>
        )}
      </Box>
    </>
  );
}
