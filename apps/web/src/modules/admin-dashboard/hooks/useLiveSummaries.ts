import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LiveEvents } from '@ambient/core';
import { adminQueryKeys } from '../api/admin.endpoints';
import { useStore } from '../../../utils/create-store.util';
import { liveSocketStore } from '../../session';

/**
 * Keeps the tiles current: on the session's Socket.IO connection, `summaries.changed` refetches
 * the summaries it names; after a lost connection comes back, every summary is refetched (what
 * changed meanwhile was missed). Answers whether live updates are flowing.
 */
export function useLiveSummaries(): boolean {
  const socket = useStore(liveSocketStore);
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(() => socket?.connected ?? false);

  useEffect(() => {
    if (!socket) {
      setConnected(false);
      return undefined;
    }
    let lost = false;
    const onChanged = ({ kinds }: LiveEvents['summaries.changed']) => {
      for (const kind of kinds)
        void queryClient.invalidateQueries({ queryKey: adminQueryKeys.summary(kind) });
    };
    const onConnect = () => {
      setConnected(true);
      if (lost) void queryClient.invalidateQueries({ queryKey: adminQueryKeys.summaries });
      lost = false;
    };
    const onDisconnect = () => {
      lost = true;
      setConnected(false);
    };
    setConnected(socket.connected);
    socket.on('summaries.changed', onChanged);
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    return () => {
      socket.off('summaries.changed', onChanged);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
    };
  }, [socket, queryClient]);

  return connected;
}
