import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';

export interface ResourceScreenProps {
  title: string;
  /** Beside the title: what the screen is narrowed to (the kiosk a list was opened from). */
  titleAside?: ReactNode;
  newLabel: string;
  /** Opens the create dialog; without it there is no New button (a role that may not create). */
  onNew?: () => void;
  /** The New button waits (for the option lists, for a choice the new row belongs to). */
  newDisabled?: boolean;
  /** Search box and filters, left of the New button. */
  filters: ReactNode;
  /** Below this width the filters and the New button stack (`md` for screens with many filters). */
  rowFrom?: 'sm' | 'md';
  children: ReactNode;
}

/** The frame of a manager screen: heading, filters and the New button, then the table. */
export function ResourceScreen({
  title,
  titleAside,
  newLabel,
  onNew,
  newDisabled = false,
  filters,
  rowFrom = 'sm',
  children,
}: ResourceScreenProps) {
  return (
    <Box component="section" aria-labelledby="manager-screen-title">
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="manager-screen-title" variant="h4" component="h1">
          {title}
        </Typography>
        {titleAside}
      </Stack>
      <Stack
        direction={{ xs: 'column', [rowFrom]: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { xs: 'stretch', [rowFrom]: 'center' } }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flex: 1, alignItems: 'center' }}>
          {filters}
        </Stack>
        {onNew && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={onNew}
            disabled={newDisabled}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {newLabel}
          </Button>
        )}
      </Stack>
      {children}
    </Box>
  );
}
