import { useId, type ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';

export interface DashboardPanelProps {
  title: string;
  /** Beside the title: a count, a status. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One panel of the kiosk dashboard: a titled region. */
export function DashboardPanel({ title, aside, children }: DashboardPanelProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}
        >
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          {aside}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
