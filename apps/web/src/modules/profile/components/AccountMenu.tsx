import { useState } from 'react';
import { Box, Divider, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@ambient/core';
import { useSignOutEverywhere } from '../hooks/useSignOutEverywhere';
import { profileDialogs } from '../state/profile-dialogs.store';
import { UserAvatar } from './UserAvatar';

export interface AccountMenuProps {
  profile: Profile;
  onSignOut: () => void;
}

/**
 * The avatar button and its menu: the user's name, Edit Profile, Change Password, Sign Out (this
 * browser), Sign Out Everywhere (every device, decision 0103).
 */
export function AccountMenu({ profile, onSignOut }: AccountMenuProps) {
  const { t } = useTranslation('shell');
  const signOutEverywhere = useSignOutEverywhere();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const choose = (action: () => void) => () => {
    close();
    action();
  };
  return (
    <>
      <IconButton
        aria-label={t('account')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'account-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <UserAvatar picture={profile.picture} name={profile.name} />
      </IconButton>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <UserAvatar picture={profile.picture} name={profile.name} size={40} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap data-testid="account-name">
              {profile.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {profile.email}
            </Typography>
          </Box>
        </Box>
        <Divider />
        <MenuItem onClick={choose(profileDialogs.openEdit)}>
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          {t('editProfile')}
        </MenuItem>
        <MenuItem onClick={choose(profileDialogs.openPassword)}>
          <ListItemIcon>
            <KeyOutlined fontSize="small" />
          </ListItemIcon>
          {t('changePassword')}
        </MenuItem>
        <Divider />
        <MenuItem onClick={choose(onSignOut)}>
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {t('signOut')}
        </MenuItem>
        <MenuItem onClick={choose(signOutEverywhere)}>
          <ListItemIcon>
            <DevicesOutlined fontSize="small" />
          </ListItemIcon>
          {t('signOutEverywhere')}
        </MenuItem>
      </Menu>
    </>
  );
}
