import { useState } from 'react';
import { Box, Container } from '@mui/material';
import { Outlet, useNavigate } from 'react-router-dom';
import {
  BrowserBackWarning,
  NavigationDrawer,
  RouteBreadcrumbs,
  useRouteNavigation,
  useRouteStackSync,
  canToggleMenu,
  AUTHORIZE_PATH,
  ROUTE_PATHS,
} from '../../navigation';
import { ProfileDialogs } from '../../profile';
import { useLoadedConfig, useSession } from '../../session';
import { AppFooter } from './AppFooter';
import { AppToolbar } from './AppToolbar';

/** The frame of every screen but Logout: toolbar, drawer, breadcrumbs, the screen, footer. */
export function AppShell() {
  const config = useLoadedConfig();
  const navigate = useNavigate();
  const { profile, status } = useSession();
  const { stack, openFromMenu } = useRouteNavigation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useRouteStackSync();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppToolbar
        productName={config.productName}
        profile={profile}
        signedOut={status === 'signedOut'}
        menuEnabled={canToggleMenu(stack)}
        onOpenMenu={() => setDrawerOpen(true)}
        onHome={() => openFromMenu('Home')}
        onSignIn={() => void navigate(AUTHORIZE_PATH)}
        onSignOut={() => void navigate(ROUTE_PATHS.Logout)}
      />
      {profile && (
        <NavigationDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          productName={config.productName}
        />
      )}
      <Container
        component="main"
        maxWidth="lg"
        sx={{ flex: 1, py: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column' }}
      >
        {profile && <RouteBreadcrumbs />}
        <Outlet />
      </Container>
      <AppFooter productName={config.productName} environment={config.environmentLabel} />
      <ProfileDialogs profile={profile} />
      <BrowserBackWarning />
    </Box>
  );
}
