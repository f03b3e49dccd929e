import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** A section of the dashboard, named by its small heading (its landmark's name). */
export function DashboardSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography
        id={id}
        variant="overline"
        component="h2"
        color="text.secondary"
        sx={{ display: 'block', mb: 1 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}
