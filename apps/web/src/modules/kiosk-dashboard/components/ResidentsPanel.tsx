import {
  Avatar,
  Badge,
  Chip,
  List,
  ListItemAvatar,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import MailOutlined from '@mui/icons-material/MailOutlined';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../../i18n/locale.util';
import { usePersonName } from '../../../ui/resource';
import { EngagementLine } from '../../resident-metrics';
import { residentPictureSrc } from '../../home';
import type { DashboardResident } from '../hooks/useKioskDashboardData';
import { DashboardPanel } from './DashboardPanel';

export interface ResidentsPanelProps {
  residents: readonly DashboardResident[];
  loading: boolean;
  /** New-message counts: Genie kiosks, where residents get messages. */
  showsMessages: boolean;
  onOpen: (resident: DashboardResident) => void;
}

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** Every resident of the kiosk with their picture and new messages (spec 02 §2). */
export function ResidentsPanel({ residents, loading, showsMessages, onOpen }: ResidentsPanelProps) {
  const { t, i18n } = useTranslation('kioskDashboard');
  const locale = toLocale(i18n.language);
  const personName = usePersonName();
  return (
    <DashboardPanel
      title={t('residents.title')}
      aside={
        !loading && residents.length > 0 ? (
          <Chip size="small" variant="outlined" label={t('residents.count', { count: residents.length })} />
        ) : undefined
      }
    >
      {loading && residents.length === 0 ? (
        <Stack spacing={1.5} role="status" aria-label={t('residents.title')}>
          {[0, 1, 2].map((i) => (
            <Stack key={i} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Skeleton variant="circular" width={48} height={48} />
              <Skeleton width="40%" />
            </Stack>
          ))}
        </Stack>
      ) : residents.length === 0 ? (
        <Typography color="text.secondary">{t('residents.none')}</Typography>
      ) : (
        <List
          disablePadding
          aria-label={t('residents.title')}
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))' }}
        >
          {residents.map((resident) => {
            const secondary = [
              resident.keyNum !== null && resident.keyNum > 0
                ? t('residents.key', { keyNum: resident.keyNum })
                : null,
              showsMessages
                ? resident.newMessages > 0
                  ? t('residents.newMessages', { count: resident.newMessages })
                  : t('residents.noNewMessages')
                : null,
            ]
              .filter(Boolean)
              .join(' · ');
            return (
              <ListItem key={resident.id} disablePadding>
                <ListItemButton
                  onClick={() => onOpen(resident)}
                  sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
                >
                  <ListItemAvatar sx={{ minWidth: 64 }}>
                    <Badge
                      color="error"
                      overlap="circular"
                      badgeContent={showsMessages ? resident.newMessages : 0}
                      max={99}
                      aria-hidden
                    >
                      <Avatar
                        src={residentPictureSrc(resident.pictureBase64)}
                        alt=""
                        sx={{ width: 48, height: 48, bgcolor: 'primary.main' }}
                      >
                        {initials(personName(resident.name))}
                      </Avatar>
                    </Badge>
                  </ListItemAvatar>
                  <ListItemText
                    primary={personName(resident.name)}
                    secondary={
                      // Beyond the spec (decision 0074): who has not heard from family.
                      showsMessages && resident.engagement ? (
                        <>
                          {secondary}
                          <EngagementLine engagement={resident.engagement} locale={locale} />
                        </>
                      ) : (
                        secondary || undefined
                      )
                    }
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                  {showsMessages && resident.newMessages > 0 && (
                    <MailOutlined color="error" fontSize="small" aria-hidden sx={{ ml: 1 }} />
                  )}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </DashboardPanel>
  );
}
