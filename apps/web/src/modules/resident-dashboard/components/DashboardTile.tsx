import { useId, type ReactNode } from 'react';
import { Badge, Box, ButtonBase, Paper, Stack, Typography } from '@mui/material';
import ChevronRight from '@mui/icons-material/ChevronRight';

export interface DashboardTileProps {
  icon: ReactNode;
  label: string;
  description: string;
  color: string;
  badge?: number;
  onClick: () => void;
}

/**
 * One of the resident dashboard's buttons: an icon, its name and what it leads to. Its
 * accessible name is all its visible text, label first (so speech input finds it by what it shows).
 */
export function DashboardTile({ icon, label, description, color, badge = 0, onClick }: DashboardTileProps) {
  const id = useId();
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', '&:hover': { borderColor: color } }}>
      <ButtonBase
        focusRipple
        onClick={onClick}
        sx={{ width: '100%', p: 2, justifyContent: 'flex-start', textAlign: 'left' }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', width: '100%' }}>
          <Badge color="error" badgeContent={badge} max={99} invisible={badge <= 0}>
            <Box
              aria-hidden
              sx={{
                width: 48,
                height: 48,
                borderRadius: 2,
                display: 'grid',
                placeItems: 'center',
                bgcolor: `${color}1a`,
                color,
                flexShrink: 0,
              }}
            >
              {icon}
            </Box>
          </Badge>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={`${id}-label`} data-tile-label sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography id={`${id}-description`} variant="body2" color="text.secondary">
              {description}
            </Typography>
          </Box>
          <ChevronRight color="action" aria-hidden />
        </Stack>
      </ButtonBase>
    </Paper>
  );
}
