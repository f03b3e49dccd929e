import { useEffect, useState } from 'react';
import { Button, IconButton, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Limits, validatePassword } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/api-error';
import { usersApi } from '../../../api/users.endpoints';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';

/**
 * /setPassword#<token> from an invitation or a change-password email (spec 02 §4): the person
 * chooses a password; then sign-in starts again through /callback?success=true, or a link that
 * no longer works leads to /callback?success=false with the reason (spec 01 §2.4).
 */
export function SetPasswordScreen() {
  const { t } = useTranslation(['people', 'common']);
  const translateMessage = useTranslateMessage();
  const navigate = useNavigate();
  const [token] = useState(() => decodeURIComponent(window.location.hash.replace(/^#/, '')));
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The token leaves the address at once (it is kept in the tab only).
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
  }, []);

  const submit = async (): Promise<void> => {
    const invalid = validatePassword(password);
    if (invalid) {
      setError(translateMessage(invalid));
      return;
    }
    setBusy(true);
    try {
      await usersApi.usePasswordLink(token, password);
      void navigate('/callback?success=true', { replace: true });
    } catch (failure) {
      setBusy(false);
      if (isApiError(failure) && failure.status === 422) {
        setError(failure.serverMessage ?? t('common:errors.unexpected'));
        return;
      }
      const message = (isApiError(failure) && failure.serverMessage) || t('common:errors.unexpected');
      void navigate(`/callback?success=false&message=${encodeURIComponent(message)}`, { replace: true });
    }
  };

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
            {t('people:setPassword.title')}
          </Typography>
          {token === '' ? (
            <Typography role="alert">{t('people:setPassword.missing')}</Typography>
          ) : (
            <>
              <Typography color="text.secondary">{t('people:setPassword.intro')}</Typography>
              <TextField
                label={t('people:setPassword.password')}
                type={shown ? 'text' : 'password'}
                value={password}
                autoComplete="new-password"
                onChange={(e) => {
                  setPassword(e.target.value);
                  setError(null);
                }}
                error={error !== null}
                helperText={error ?? t('people:setPassword.hint', { min: Limits.passwordMin })}
                slotProps={{
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton
                          aria-label={t(shown ? 'people:setPassword.hide' : 'people:setPassword.show')}
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
                {t('people:setPassword.save')}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
