import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { io } from 'socket.io-client';
import type { ProfileResponse } from '@ambient/core';
import { queryKeys } from '../../../api/query-keys';
import { liveSocketStore, type LiveSocket } from '../state/live-socket.store';

/**
 * Listens on Socket.IO (same origin, bearer token in `auth`) for `profile.updated`, so an edit
 * made in one tab shows at once in every other tab of the same user.
 *
 * The server closes the connection when the session's access changes (a new role or scope, the
 * token expired, the session ended; decision 0103): it is opened again at once with the token,
 * and the server judges it anew (a session that ended is refused, and a new token opens a new
 * connection).
 */
export function useLiveProfile(token: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return undefined;
    const socket: LiveSocket = io({ path: '/socket.io', auth: { token } });
    liveSocketStore.set(socket);
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') socket.connect();
    });
    socket.on('profile.updated', ({ profile }) => {
      queryClient.setQueryData<ProfileResponse>(queryKeys.me, (previous) =>
        previous && previous.profile.id === profile.id ? { ...previous, profile } : previous,
      );
    });
    return () => {
      if (liveSocketStore.get() === socket) liveSocketStore.set(null);
      socket.disconnect();
    };
  }, [token, queryClient]);
}
