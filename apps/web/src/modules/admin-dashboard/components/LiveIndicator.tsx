import { Box, Chip, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Whether the tiles are receiving live updates. */
export function LiveIndicator({ connected }: { connected: boolean }) {
  const { t } = useTranslation('adminDashboard');
  const colour = connected ? '#2e7d32' : '#9e9e9e';
  return (
    <Tooltip title={connected ? t('liveHint') : t('offlineHint')}>
      <Chip
        size="small"
        variant="outlined"
        label={connected ? t('live') : t('offline')}
        icon={
          <Box
            component="span"
            aria-hidden
            sx={{
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: colour,
              ml: '8px !important',
              ...(connected && {
                animation: 'ambient-live 2s ease-in-out infinite',
                '@keyframes ambient-live': {
                  '0%, 100%': { boxShadow: `0 0 0 0 ${colour}66` },
                  '50%': { boxShadow: `0 0 0 4px ${colour}00` },
                },
              }),
            }}
          />
        }
        sx={{
          color: connected ? colour : 'text.secondary',
          borderColor: connected ? `${colour}66` : 'divider',
          fontWeight: 600,
          bgcolor: 'background.paper',
        }}
      />
    </Tooltip>
  );
}
