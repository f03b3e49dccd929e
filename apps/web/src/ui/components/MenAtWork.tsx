import { Box, Paper, Stack, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';

export interface MenAtWorkProps {
  title: string;
  message: string;
  /** The screen that is not built yet. */
  screen: string;
}

/** The "Men At Work" notice shown by screens still under development. */
export function MenAtWork({ title, message, screen }: MenAtWorkProps) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 4, sm: 8 } }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, textAlign: 'center' }}
        role="region"
        aria-label={title}
      >
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            sx={{
              width: 72,
              height: 72,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'warning.light',
              color: 'warning.contrastText',
            }}
          >
            <ConstructionIcon sx={{ fontSize: 40 }} aria-hidden />
          </Box>
          <Typography variant="h5" component="p">
            {title}
          </Typography>
          {/* The screen's own name is the page's heading. */}
          <Typography variant="subtitle1" component="h1" color="primary">
            {screen}
          </Typography>
          <Typography color="text.secondary">{message}</Typography>
        </Stack>
      </Paper>
    </Box>
  );
}
