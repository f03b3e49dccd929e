import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import type { LiveEvents, ProfileResponse } from '@ambient/core';
import { queryKeys } from '../../../api/query-keys';

type LiveListeners = { [K in keyof LiveEvents]: (payload: LiveEvents[K]) => void };

/**
 * Listens on Socket.IO (same origin, bearer token in `auth`) for `profile.updated`, so an edit
 * made in one tab shows at once in every other tab of the same user.
 */
export function useLiveProfile(token: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return undefined;
    const socket: Socket<LiveListeners> = io({ path: '/socket.io', auth: { token } });
    socket.on('profile.updated', ({ profile }) => {
      queryClient.setQueryData<ProfileResponse>(queryKeys.me, (previous) =>
        previous && previous.profile.id === profile.id ? { ...previous, profile } : previous,
      );
    });
    return () => {
      socket.disconnect();
    };
  }, [token, queryClient]);
}
