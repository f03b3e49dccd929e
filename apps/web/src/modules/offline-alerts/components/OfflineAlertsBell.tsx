import { useId, useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Popover,
  Snackbar,
  Tooltip,
  Typography,
} from '@mui/material';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { formatTableDate, formatTime } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { useTableLocale } from '../../../ui/resource';
import { useHearsOfflineAlerts, useLiveAlertNotices, useOpenAlerts } from '../hooks/useOfflineAlerts';

/**
 * The top bar's offline alerts (decision 0051), for admins and managers: a bell counting the open
 * alerts of the kiosks in their scope, the list under it, and a notice when one is raised or
 * cleared, pushed live by the server.
 */
export function OfflineAlertsBell() {
  const { t } = useTranslation('offlineAlerts');
  const locale = useTableLocale();
  const hears = useHearsOfflineAlerts();
  const open = useOpenAlerts(hears);
  const live = useLiveAlertNotices(hears);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  if (!hears) return null;
  const alerts = open.data?.offlineAlerts ?? [];
  const when = (iso: string) =>
    t('at', { date: formatTableDate(iso, locale), time: formatTime(iso, locale) });
  const notice = live.notice;
  return (
    <>
      <Tooltip title={t('bell')}>
        <IconButton
          aria-label={t('bellCount', { count: alerts.length })}
          aria-haspopup="dialog"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {/* No badge at all when none is open: a hidden badge keeps its last count as text. */}
          {alerts.length > 0 ? (
            <Badge badgeContent={alerts.length} color="error" max={99}>
              <NotificationsOutlined />
            </Badge>
          ) : (
            <NotificationsOutlined />
          )}
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
      >
        <Box sx={{ p: 2, width: { xs: 300, sm: 380 } }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('openTitle')}
          </Typography>
          {alerts.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('noneOpen')}
            </Typography>
          ) : (
            <List dense aria-label={t('openTitle')}>
              {alerts.map((alert) => (
                <ListItem key={`${alert.kioskId}-${alert.alertNumber}`} disableGutters>
                  <ListItemText
                    primary={`${alert.kioskName} (${alert.serialNumber})`}
                    secondary={[alert.facilityName, t('offlineSince', { when: when(alert.offlineSince) })]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      </Popover>
      <Snackbar
        key={notice?.key}
        open={notice !== null}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Alert
          severity={notice?.state === 'raised' ? 'error' : 'success'}
          variant="filled"
          onClose={live.dismiss}
          closeText={t('dismiss')}
        >
          {notice &&
            t(notice.state === 'raised' ? 'raisedNotice' : 'clearedNotice', {
              kiosk: notice.kioskName,
              serial: notice.serialNumber,
              when: when(
                notice.state === 'raised' ? notice.offlineSince : (notice.onlineAt ?? notice.offlineSince),
              ),
            })}
        </Alert>
      </Snackbar>
    </>
  );
}
