import { AppBar, Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@ambient/core';
import { OfflineAlertsBell } from '../../offline-alerts';
import { AccountMenu } from '../../profile';
import { FunctionalRoleText } from './FunctionalRoleText';

export interface AppToolbarProps {
  productName: string;
  profile: Profile | null;
  signedOut: boolean;
  menuEnabled: boolean;
  onOpenMenu: () => void;
  onHome: () => void;
  onSignIn: () => void;
  onSignOut: () => void;
}

/** The top bar: menu toggle, product name (shorter on small screens), role, avatar menu or Sign In. */
export function AppToolbar(props: AppToolbarProps) {
  const { t } = useTranslation('shell');
  const { productName, profile } = props;
  return (
    <AppBar position="sticky">
      <Toolbar sx={{ gap: 1.5 }}>
        {profile && (
          <IconButton
            edge="start"
            aria-label={t('openMenu')}
            onClick={props.onOpenMenu}
            disabled={!props.menuEnabled}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          variant="h6"
          component="a"
          href="/"
          onClick={(event) => {
            event.preventDefault();
            props.onHome();
          }}
          sx={{ color: 'primary.main', textDecoration: 'none', fontWeight: 700, whiteSpace: 'nowrap' }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {productName}
          </Box>
          <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
            {t('productShortName')}
          </Box>
        </Typography>
        <Box sx={{ flex: 1 }} />
        {profile && <OfflineAlertsBell />}
        {profile && <FunctionalRoleText role={profile.functionalRole} color={profile.functionalRoleColor} />}
        {profile && <AccountMenu profile={profile} onSignOut={props.onSignOut} />}
        {props.signedOut && (
          <Button variant="contained" startIcon={<LoginOutlined />} onClick={props.onSignIn}>
            {t('signIn')}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
