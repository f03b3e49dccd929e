import type { ReactNode } from 'react';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';

export interface FullPageMessageProps {
  title?: string;
  detail?: string | null;
  busy?: boolean;
  actions?: ReactNode;
}

/** A centred status screen: a spinner, a title and an optional detail and actions. */
export function FullPageMessage({ title, detail, busy = true, actions }: FullPageMessageProps) {
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', minHeight: '50vh', p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520 }} role="status">
        {busy && <CircularProgress size={36} aria-hidden />}
        {title && <Typography variant="h6">{title}</Typography>}
        {detail && <Typography color="text.secondary">{detail}</Typography>}
        {actions}
      </Stack>
    </Box>
  );
}
