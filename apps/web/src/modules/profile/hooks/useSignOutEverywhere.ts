import { useMutation } from '@tanstack/react-query';
import { profileApi } from '../api/profile.endpoints';
import { signOutNotice, useSignOut } from '../../session';

/**
 * Sign Out Everywhere (decision 0103): every session of the account ends, on every device and
 * browser; then this one signs out as Sign Out does, and the signed-out Home says what happened.
 * A plain Sign Out ends only this browser's session.
 */
export function useSignOutEverywhere(): () => void {
  const signOut = useSignOut();
  const end = useMutation({
    mutationFn: () => profileApi.endAllSessions(),
    meta: { errorContext: 'profile' },
    onSuccess: () => {
      signOutNotice.set('signedOutEverywhere');
      void signOut();
    },
  });
  return () => end.mutate();
}
