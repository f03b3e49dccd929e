import { useState } from 'react';
import { Button, IconButton, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Limits } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { useSetPassword } from '../hooks/useSetPassword';

/**
 * /setPassword#<token> from an invitation or a change-password email (spec 02 §4): the person
 * chooses a password; then sign-in starts again through /callback?success=true, or a link that
 * no longer works leads to /callback?success=false with the reason (spec 01 §2.4).
 */
export function SetPasswordScreen() {
  const { t } = useTranslation('people');
  const { token, password, setPassword, error, busy, submit } = useSetPassword();
  const [shown, setShown] = useState(false);

  return (
    <Stack component="main" sx={{ minHeight: '70vh', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper
        component="form"
        noValidate
        sx={{ p: 3, width: 360, maxWidth: '100%' }}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t('setPassword.title')}
          </Typography>
          {token === '' ? (
            <Typography role="alert">{t('setPassword.missing')}</Typography>
          ) : (
            <>
              <Typography color="text.secondary">{t('setPassword.intro')}</Typography>
              <TextField
                label={t('setPassword.password')}
                type={shown ? 'text' : 'password'}
                value={password}
                autoComplete="new-password"
                onChange={(e) => setPassword(e.target.value)}
                error={error !== null}
                helperText={error ?? t('setPassword.hint', { min: Limits.passwordMin })}
                slotProps={{
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton
                          aria-label={t(shown ? 'setPassword.hide' : 'setPassword.show')}
                          onClick={() => setShown((s) => !s)}
                        >
                          {shown ? <VisibilityOff /> : <Visibility />}
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <Button type="submit" variant="contained" disabled={busy}>
                {t('setPassword.save')}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
