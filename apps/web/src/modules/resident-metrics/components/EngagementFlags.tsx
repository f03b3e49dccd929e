import { Alert, AlertTitle, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Locale, ResidentEngagement } from '@ambient/core';
import { formatDay } from '../utils/metrics-view.util';

/** The two-week flags (spec 02 "Resident metrics"): no check-in, no message, no album addition. */
export function EngagementFlags({
  engagement,
  locale,
  timeZone,
}: {
  engagement: ResidentEngagement;
  locale: Locale;
  timeZone?: string;
}) {
  const { t } = useTranslation('residentMetrics');
  const flags = [
    engagement.notCheckedIn && {
      key: 'checkIn',
      title: t('flags.notCheckedIn'),
      detail: engagement.lastCheckIn
        ? t('flags.notCheckedInDetail', { date: formatDay(engagement.lastCheckIn, locale, timeZone) })
        : t('flags.neverCheckedIn'),
    },
    engagement.noRecentMessages && {
      key: 'messages',
      title: t('flags.noRecentMessages'),
      detail: engagement.lastMessageIn
        ? t('flags.noRecentMessagesDetail', { date: formatDay(engagement.lastMessageIn, locale, timeZone) })
        : t('flags.neverMessaged'),
    },
    engagement.noRecentAlbumAdditions && {
      key: 'albums',
      title: t('flags.noRecentAlbumAdditions'),
      detail: engagement.lastAlbumAddition
        ? t('flags.noRecentAlbumAdditionsDetail', {
            date: formatDay(engagement.lastAlbumAddition, locale, timeZone),
          })
        : t('flags.neverAdded'),
    },
  ].filter((flag) => flag !== false);
  if (flags.length === 0) return <Alert severity="success">{t('flags.allGood')}</Alert>;
  return (
    <Stack component="section" aria-label={t('flags.label')} spacing={1}>
      {flags.map((flag) => (
        <Alert key={flag.key} severity="warning">
          <AlertTitle>{flag.title}</AlertTitle>
          {flag.detail}
        </Alert>
      ))}
    </Stack>
  );
}
