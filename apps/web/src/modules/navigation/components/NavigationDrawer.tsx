import {
  Box,
  Divider,
  Drawer,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
  Typography,
} from '@mui/material';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { KioskType } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { kioskTypeColor } from '../../../ui/theme/kiosk-type-colors.constant';
import { useSession } from '../../session';
import { useRouteNavigation } from '../hooks/useRouteNavigation';
import { visibleMenuEntries } from '../utils/route-table.constant';
import { MENU_ICONS } from './menu-icons';

export interface NavigationDrawerProps {
  open: boolean;
  onClose: () => void;
  productName: string;
}

/** The temporary left drawer: the entries the user's role flags allow, then Sign Out. */
export function NavigationDrawer({ open, onClose, productName }: NavigationDrawerProps) {
  const { t } = useTranslation(['navigation', 'shell', 'common']);
  const { flags } = useSession();
  const { current, openFromMenu } = useRouteNavigation();
  const entries = flags ? visibleMenuEntries(flags) : [];

  const choose = (route: Parameters<typeof openFromMenu>[0]) => {
    onClose();
    openFromMenu(route);
  };

  return (
    <Drawer
      anchor="left"
      variant="temporary"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 290 }, 'aria-label': t('shell:mainMenu') } }}
    >
      <Toolbar>
        <Typography variant="h6" component="p" color="primary">
          {productName}
        </Typography>
      </Toolbar>
      <Divider />
      <Box component="nav" aria-label={t('shell:mainMenu')}>
        <List dense>
          {entries.map((entry) => (
            <ListItem key={entry.route} disablePadding>
              <ListItemButton selected={current === entry.route} onClick={() => choose(entry.route)}>
                <ListItemIcon sx={{ minWidth: 40 }}>{MENU_ICONS[entry.route]}</ListItemIcon>
                <ListItemText
                  primary={t(`navigation:routes.${entry.route}`)}
                  secondary={
                    entry.kioskType === undefined
                      ? undefined
                      : t(
                          entry.kioskType === KioskType.Genie
                            ? 'common:kioskTypes.genie'
                            : 'common:kioskTypes.abby',
                        )
                  }
                  slotProps={{
                    secondary: {
                      sx: { color: kioskTypeColor(entry.kioskType), fontWeight: 600, fontSize: 12 },
                    },
                  }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Divider />
        <List dense>
          <ListItem disablePadding>
            <ListItemButton onClick={() => choose('Logout')}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <LogoutOutlined />
              </ListItemIcon>
              <ListItemText primary={t('shell:signOut')} />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
    </Drawer>
  );
}
