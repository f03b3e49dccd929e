import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { validatePassword, type FieldError } from '@ambient/core';
import { profileApi } from '../api/profile.endpoints';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';
import { signOutNotice, useSignOut } from '../../session';

/**
 * The change-password dialog: the current password, then the new one (at least 8 characters),
 * PUT /api/users/{id}/password. Every session ends on success: the console signs out and
 * Home says why.
 */
export function useChangePasswordForm(userId: string) {
  const signOut = useSignOut();
  const translateMessage = useTranslateMessage();
  const [password, setPassword] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<FieldError | null>(null);
  const change = useMutation({
    mutationFn: (value: string) => profileApi.changePassword(userId, { password: value, currentPassword }),
    meta: { errorContext: 'profile' },
  });

  function submit(event?: FormEvent): void {
    event?.preventDefault();
    const problem = validatePassword(password);
    setError(problem);
    if (problem) return;
    change.mutate(password, {
      // Every session has ended: sign out now, and say why on the signed-out Home.
      onSuccess: () => {
        signOutNotice.set('passwordChanged');
        void signOut();
      },
    });
  }

  return {
    currentPassword,
    setCurrentPassword,
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
