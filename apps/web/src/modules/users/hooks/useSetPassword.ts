import { useEffect, useState } from 'react';
import { validatePassword } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/api-error';
import { usersApi } from '../api/users.endpoints';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';

/**
 * The password chosen from an invitation or a change-password email (spec 02 §4): the link's
 * token taken from the address (which then drops it), the core's password rule, and the answer:
 * sign-in again through /callback?success=true, the server's refusal under the field (422), or
 * /callback?success=false with the reason when the link no longer works (spec 01 §2.4).
 */
export function useSetPassword() {
  const { t } = useTranslation('common');
  const translateMessage = useTranslateMessage();
  const navigate = useNavigate();
  const [token] = useState(() => decodeURIComponent(window.location.hash.replace(/^#/, '')));
  const [password, setPassword] = useState('');
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
        setError(failure.serverMessage ?? t('errors.unexpected'));
        return;
      }
      const message = (isApiError(failure) && failure.serverMessage) || t('errors.unexpected');
      void navigate(`/callback?success=false&message=${encodeURIComponent(message)}`, { replace: true });
    }
  };

  return {
    /** The link's token; '' when the address held none. */
    token,
    password,
    setPassword: (value: string) => {
      setPassword(value);
      setError(null);
    },
    error,
    busy,
    submit,
  };
}
