import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import Audiotrack from '@mui/icons-material/AudiotrackOutlined';
import Movie from '@mui/icons-material/MovieOutlined';
import type { MediaKind } from '@ambient/core';
import { useTranslation } from 'react-i18next';

export interface AttachmentCardProps {
  kind: MediaKind;
  title: string;
  /** Already formatted MMM-DD-YYYY. */
  date: string;
  /** A picture to show, or the player of a sound or a video. */
  preview: ReactNode | null;
  action?: ReactNode;
}

/** One attachment: its picture or player (an icon otherwise), its title, kind and date. */
export function AttachmentCard({ kind, title, date, preview, action }: AttachmentCardProps) {
  const { t } = useTranslation('kioskEmails');
  return (
    <Card variant="outlined">
      <Box sx={{ display: 'flex', justifyContent: 'center', bgcolor: 'action.hover', minHeight: 72, p: 1 }}>
        {preview ??
          (kind === 'video' ? (
            <Movie fontSize="large" color="action" />
          ) : (
            <Audiotrack fontSize="large" color="action" />
          ))}
      </Box>
      <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" noWrap title={title} sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t(`attachments.kinds.${kind}`)} ·{' '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {t('attachments.added', { date })}
              </Box>
            </Typography>
          </Box>
          {action}
        </Stack>
      </CardContent>
    </Card>
  );
}
