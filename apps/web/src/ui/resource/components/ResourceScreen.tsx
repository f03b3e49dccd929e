import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';

export interface ResourceScreenProps {
  title: string;
  newLabel: string;
  onNew: () => void;
  /** Search box and filters, left of the New button. */
  filters: ReactNode;
  children: ReactNode;
}

/** The frame of a manager screen: heading, filters and the New button, then the table. */
export function ResourceScreen({ title, newLabel, onNew, filters, children }: ResourceScreenProps) {
  return (
    <Box component="section" aria-labelledby="manager-screen-title">
      <Typography id="manager-screen-title" variant="h4" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flex: 1, alignItems: 'center' }}>
          {filters}
        </Stack>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onNew} sx={{ whiteSpace: 'nowrap' }}>
          {newLabel}
        </Button>
      </Stack>
      {children}
    </Box>
  );
}
