import { Button, Stack, Typography } from '@mui/material';
import MailOutlined from '@mui/icons-material/MailOutlined';
import { useTranslation } from 'react-i18next';
import { DashboardPanel } from './DashboardPanel';

export interface MessageCenterPanelProps {
  /** The kiosk's new messages (managers' stats); undefined for admins or while loading. */
  newMessages: number | undefined;
  onOpen: () => void;
}

/** Genie kiosks with residents (spec 02 §2): the new messages and the way to them. */
export function MessageCenterPanel({ newMessages, onOpen }: MessageCenterPanelProps) {
  const { t } = useTranslation(['kioskDashboard', 'navigation']);
  return (
    <DashboardPanel title={t('kioskDashboard:messageCenter.title')}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {newMessages !== undefined && (
          <Typography
            sx={{ fontWeight: 600 }}
            color={newMessages > 0 ? 'error' : 'text.primary'}
            role="status"
          >
            {newMessages > 0
              ? t('kioskDashboard:messageCenter.newMessages', { count: newMessages })
              : t('kioskDashboard:messageCenter.noNewMessages')}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('kioskDashboard:messageCenter.hint')}
        </Typography>
        <Button variant="contained" startIcon={<MailOutlined />} onClick={onOpen}>
          {t('navigation:routes.MessageManager')}
        </Button>
      </Stack>
    </DashboardPanel>
  );
}
