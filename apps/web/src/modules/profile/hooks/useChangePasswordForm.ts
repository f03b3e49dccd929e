import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { validatePassword, type FieldError } from '@ambient/core';
import { api } from '../../../api/endpoints';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';
import { feedback } from '../../shell/state/feedback.store';

/** The change-password dialog: one field, at least 8 characters, PUT /api/users/{id}/password. */
export function useChangePasswordForm(userId: string, close: () => void) {
  const { t } = useTranslation('profile');
  const translateMessage = useTranslateMessage();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<FieldError | null>(null);
  const change = useMutation({
    mutationFn: (value: string) => api.changePassword(userId, { password: value }),
    meta: { errorContext: 'profile' },
  });

  function submit(event?: FormEvent): void {
    event?.preventDefault();
    const problem = validatePassword(password);
    setError(problem);
    if (problem) return;
    change.mutate(password, {
      onSuccess: () => {
        feedback.notify(t('passwordChanged'));
        close();
      },
    });
  }

  return {
    password,
    setPassword: (value: string) => {
      setPassword(value);
      setError(null);
    },
    visible,
    toggleVisible: () => setVisible((v) => !v),
    error: error ? translateMessage(error) : null,
    submit,
    saving: change.isPending,
  };
}
