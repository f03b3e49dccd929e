import { useId, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { formatTableDate, formatTime, type FacilityAlertSettings } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { useTableLocale } from '../../../ui/resource';
import { useSession } from '../../session';
import { useFacilityAlertSettings, useKioskAlerts } from '../hooks/useOfflineAlerts';
import { weekdayKey } from '../utils/weekdays.constant';
import { AlertSettingsDialog } from './AlertSettingsDialog';

export interface KioskAlertsPanelProps {
  kioskId: number;
  facilityId: number | null;
  facilityName: string | null;
}

/**
 * The kiosk dashboard's Alerts panel (decision 0051): the kiosk's offline alerts, raised and
 * cleared, newest first, live; and, for admins and the facility's domain managers, the facility's
 * alert settings with a dialog to change them.
 */
export function KioskAlertsPanel({ kioskId, facilityId, facilityName }: KioskAlertsPanelProps) {
  const { t } = useTranslation('offlineAlerts');
  const locale = useTableLocale();
  const titleId = useId();
  const { flags } = useSession();
  const alerts = useKioskAlerts(kioskId);
  const mayEdit = Boolean(flags && (flags.isAdmin || flags.isDomainManager));
  const { settings, change } = useFacilityAlertSettings(facilityId, mayEdit);
  const [editing, setEditing] = useState(false);
  const when = (iso: string) =>
    t('at', { date: formatTableDate(iso, locale), time: formatTime(iso, locale) });
  const list = alerts.data?.offlineAlerts ?? [];
  const openCount = list.filter((alert) => alert.clearedAt === null).length;
  const answer = settings.data;

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}
        >
          <Typography id={titleId} variant="h6" component="h2">
            {t('panelTitle')}
          </Typography>
          {openCount > 0 && <Chip size="small" color="error" label={t('openCount', { count: openCount })} />}
        </Stack>
        {alerts.isPending ? (
          <Stack spacing={1} role="status" aria-label={t('panelTitle')}>
            <Skeleton width="80%" />
            <Skeleton width="60%" />
          </Stack>
        ) : list.length === 0 ? (
          <Typography color="text.secondary">{t('none')}</Typography>
        ) : (
          <List dense disablePadding aria-label={t('history')}>
            {list.map((alert) => (
              <ListItem key={alert.alertNumber} disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
                <ListItemText
                  primary={t('offlineSince', { when: when(alert.offlineSince) })}
                  secondary={
                    alert.onlineAt
                      ? t('backOnline', { when: when(alert.onlineAt) })
                      : t('raisedAt', { when: when(alert.raisedAt) })
                  }
                />
                <Chip
                  size="small"
                  variant={alert.clearedAt ? 'outlined' : 'filled'}
                  color={alert.clearedAt ? 'success' : 'error'}
                  label={t(alert.clearedAt ? 'cleared' : 'open')}
                />
              </ListItem>
            ))}
          </List>
        )}
        {mayEdit && answer && (
          <>
            <Divider sx={{ my: 2 }} />
            <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 1.6 }}>
              {t('settings.title')}
            </Typography>
            <SettingsSummary settings={answer.settings} zone={answer.effectiveTimeZone} />
            <Box sx={{ mt: 1.5 }}>
              <Button variant="outlined" onClick={() => setEditing(true)}>
                {t('settings.change')}
              </Button>
            </Box>
            {editing && (
              <AlertSettingsDialog
                open
                facilityName={facilityName ?? ''}
                settings={answer.settings}
                provinceTimeZone={answer.provinceTimeZone}
                busy={change.isPending}
                serverError={isApiError(change.error) ? change.error.message : null}
                onSave={(next) => change.mutate(next, { onSuccess: () => setEditing(false) })}
                onClose={() => {
                  change.reset();
                  setEditing(false);
                }}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function SettingsSummary({ settings, zone }: { settings: FacilityAlertSettings; zone: string }) {
  const { t } = useTranslation('offlineAlerts');
  const minutes = Math.round(settings.gracePeriodSeconds / 60);
  const rows = [
    t('settings.summaryGrace', { count: Math.max(1, minutes) }),
    t('settings.summaryDay', { start: settings.dayStart, end: settings.dayEnd, zone }),
    settings.quietDays.length > 0
      ? t('settings.summaryQuietDays', {
          days: settings.quietDays.map((day) => t(`settings.weekdays.${weekdayKey(day)}`)).join(', '),
        })
      : t('settings.summaryNoQuietDays'),
    ...settings.quietHours.map((span) =>
      t('settings.summaryQuietHours', { start: span.start, end: span.end }),
    ),
  ];
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {rows.map((row) => (
        <Typography component="li" variant="body2" key={row}>
          {row}
        </Typography>
      ))}
    </Box>
  );
}
