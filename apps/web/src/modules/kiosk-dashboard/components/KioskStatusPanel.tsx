import type { ReactNode } from 'react';
import { Box, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { formatTableDate, type KioskStatsResponse } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { useTableLocale } from '../../../ui/resource';
import { levelStatus } from '../utils/kiosk-status.util';
import { DashboardPanel } from './DashboardPanel';

export interface KioskStatusPanelProps {
  stats: KioskStatsResponse | undefined;
  loading: boolean;
  /** Activities belong to Abbys. */
  showsActivities: boolean;
}

/**
 * Admin only (spec 02 §2, §4): the connection as the device gateway last heard it (decision 0037),
 * media sync, update level and activity level with their badges.
 */
export function KioskStatusPanel({ stats, loading, showsActivities }: KioskStatusPanelProps) {
  const { t } = useTranslation('kioskDashboard');
  const locale = useTableLocale();
  const date = (value: string | null, never: string) => (value ? formatTableDate(value, locale) : never);
  return (
    <DashboardPanel title={t('status.title')}>
      {!stats ? (
        loading ? (
          <Stack spacing={1} role="status" aria-label={t('status.title')}>
            <Skeleton width="70%" />
            <Skeleton width="90%" />
            <Skeleton width="80%" />
          </Stack>
        ) : null
      ) : (
        <Stack spacing={2}>
          <StatusRow
            label={t('status.presence')}
            value={
              stats.presence === null
                ? t('status.neverConnected')
                : t(stats.presence === 'online' ? 'status.online' : 'status.offline')
            }
          >
            {stats.presenceSince && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
                <Chip
                  size="small"
                  color={stats.presence === 'online' ? 'success' : 'default'}
                  label={t(stats.presence === 'online' ? 'status.online' : 'status.offline')}
                />
                <Typography variant="body2" color="text.secondary">
                  {t('status.since', { date: formatTableDate(stats.presenceSince, locale) })}
                </Typography>
              </Stack>
            )}
          </StatusRow>
          <StatusRow
            label={t('status.mediaSync')}
            value={date(stats.mediaSyncDate, t('status.neverSynced'))}
          />
          <LevelRow
            label={t('status.updateLevel')}
            level={stats.updateLevel}
            maxLevel={stats.maxUpdateLevel}
            installed={date(stats.updateInstallDate, t('status.neverUpdated'))}
            hasDate={stats.updateInstallDate !== null}
          />
          {showsActivities && (
            <LevelRow
              label={t('status.activityLevel')}
              level={stats.activityLevel}
              maxLevel={stats.maxActivityLevel}
              installed={date(stats.activityInstallDate, t('status.neverUpdated'))}
              hasDate={stats.activityInstallDate !== null}
            />
          )}
        </Stack>
      )}
    </DashboardPanel>
  );
}

function StatusRow({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 1.6 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 500 }}>{value}</Typography>
      {children}
    </Box>
  );
}

function LevelRow({
  label,
  level,
  maxLevel,
  installed,
  hasDate,
}: {
  label: string;
  level: number | null;
  maxLevel: number;
  installed: string;
  hasDate: boolean;
}) {
  const { t } = useTranslation('kioskDashboard');
  const status = levelStatus(level, maxLevel);
  return (
    <StatusRow label={label} value={level ? t('status.level', { level }) : t('status.noLevel')}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5, rowGap: 0.5 }}
      >
        <Typography variant="body2" color="text.secondary">
          {hasDate ? t('status.installed', { date: installed }) : installed}
        </Typography>
        <Chip
          size="small"
          color={status.color}
          label={status.behind > 0 ? t('status.behind', { count: status.behind }) : t('status.upToDate')}
        />
      </Stack>
    </StatusRow>
  );
}
