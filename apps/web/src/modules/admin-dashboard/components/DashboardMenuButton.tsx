import { useId, useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '../../navigation';
import type { DashboardMenu } from '../utils/dashboard-menus.constant';

export interface DashboardMenuButtonProps {
  menu: DashboardMenu;
  onRoute: (route: RouteName) => void;
  onReleaseUpdate: () => void;
}

/** One of the dashboard's menus (Event Log, ABBY, Genie): a button opening its entries. */
export function DashboardMenuButton({ menu, onRoute, onReleaseUpdate }: DashboardMenuButtonProps) {
  const { t } = useTranslation(['adminDashboard', 'navigation']);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        color="inherit"
        endIcon={<ExpandMoreRounded />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        {t(`adminDashboard:menus.${menu.key}`)}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {menu.entries.map((entry) =>
          'route' in entry ? (
            <MenuItem
              key={entry.route}
              onClick={() => {
                close();
                onRoute(entry.route);
              }}
            >
              {t(`navigation:routes.${entry.route}`)}
            </MenuItem>
          ) : (
            <MenuItem
              key={entry.action}
              onClick={() => {
                close();
                onReleaseUpdate();
              }}
            >
              {t('adminDashboard:menus.releaseUpdate')}
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}
