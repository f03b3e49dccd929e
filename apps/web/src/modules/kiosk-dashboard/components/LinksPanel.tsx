import { List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import type { DashboardLink } from '../utils/dashboard-links.constant';
import { DashboardPanel } from './DashboardPanel';

export interface LinksPanelProps {
  title: string;
  routes: readonly DashboardLink[];
  onOpen: (route: DashboardLink) => void;
}

/** The Manage Kiosk and Residents and Contacts panels: the screens of this kiosk. */
export function LinksPanel({ title, routes, onOpen }: LinksPanelProps) {
  const { t } = useTranslation(['kioskDashboard', 'navigation']);
  return (
    <DashboardPanel title={title}>
      <List disablePadding aria-label={title}>
        {routes.map((route) => (
          <ListItem key={route} disablePadding>
            <ListItemButton onClick={() => onOpen(route)} sx={{ borderRadius: 1, px: 1 }}>
              <ListItemText
                primary={t(`navigation:routes.${route}`)}
                secondary={t(`kioskDashboard:links.${route}`)}
                slotProps={{ primary: { sx: { fontWeight: 500, color: 'primary.main' } } }}
              />
              <ListItemIcon sx={{ minWidth: 0 }}>
                <ChevronRight aria-hidden />
              </ListItemIcon>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </DashboardPanel>
  );
}
