import { Box, Chip } from '@mui/material';
import NotificationsPausedOutlined from '@mui/icons-material/NotificationsPausedOutlined';
import { useTranslation } from 'react-i18next';
import type { FamilyEngagement, Locale } from '@ambient/core';
import { formatDay, QUIET_CHIP_SX } from '../utils/metrics-view.util';

/**
 * A resident's family engagement in a line (decision 0074): the last message, the last album
 * addition (days on the facility's clock, as the metrics show them), and the two quiet weeks flag. Spans only, so it fits in a list item's secondary text.
 */
export function EngagementLine({ engagement, locale }: { engagement: FamilyEngagement; locale: Locale }) {
  const { t } = useTranslation('residentMetrics');
  const message = engagement.lastMessageIn
    ? t('engagement.lastMessage', { date: formatDay(engagement.lastMessageIn, locale, engagement.timeZone) })
    : t('engagement.noMessage');
  const addition = engagement.lastAlbumAddition
    ? t('engagement.lastAddition', {
        date: formatDay(engagement.lastAlbumAddition, locale, engagement.timeZone),
      })
    : t('engagement.noAddition');
  return (
    <Box component="span" sx={{ display: 'block' }}>
      <Box component="span" sx={{ display: 'block' }}>
        {message}
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        {addition}
      </Box>
      {engagement.quietFamily && (
        <Chip
          component="span"
          size="small"
          icon={<NotificationsPausedOutlined />}
          label={t('engagement.quiet')}
          title={t('engagement.quietHint')}
          sx={{ mt: 0.5, ...QUIET_CHIP_SX }}
        />
      )}
    </Box>
  );
}
