import { useId } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  TextField,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Limits } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { useChangePasswordForm } from '../hooks/useChangePasswordForm';

export interface ChangePasswordDialogProps {
  userId: string;
  onClose: () => void;
}

/**
 * Change Password (width 300): the current password, then the new one with a show/hide toggle.
 * Once changed, every session of the account has ended: the console signs out (the form's hook).
 */
export function ChangePasswordDialog({ userId, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation(['profile', 'common']);
  const titleId = useId();
  const form = useChangePasswordForm(userId);
  return (
    <Dialog
      open
      onClose={form.saving ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 300, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <form onSubmit={form.submit} noValidate style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{t('profile:passwordTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('profile:currentPassword')}
            type={form.visible ? 'text' : 'password'}
            value={form.currentPassword}
            onChange={(e) => form.setCurrentPassword(e.target.value)}
            autoFocus
            autoComplete="current-password"
            fullWidth
            margin="dense"
          />
          <TextField
            label={t('profile:password')}
            type={form.visible ? 'text' : 'password'}
            value={form.password}
            onChange={(e) => form.setPassword(e.target.value)}
            autoComplete="new-password"
            error={form.error !== null}
            helperText={form.error ?? t('profile:passwordHint', { min: Limits.passwordMin })}
            slotProps={{
              htmlInput: { 'aria-required': true },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={form.visible ? t('profile:hidePassword') : t('profile:showPassword')}
                      aria-pressed={form.visible}
                      onClick={form.toggleVisible}
                      edge="end"
                    >
                      {form.visible ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.saving}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={form.saving}>
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
