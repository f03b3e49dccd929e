import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LiveEvents } from '@ambient/core';
import { invalidateAllReadModels, invalidateReadModels } from '../../../api/read-models';
import { useStore } from '../../../utils/create-store.util';
import { liveSocketStore } from '../state/live-socket.store';

/**
 * On the session's Socket.IO connection, `readModels.changed` refetches the queries that read
 * the read models it names (and only those); when a lost connection comes back, every query
 * that reads a read model is refetched, since what changed meanwhile was missed.
 */
export function useReadModelRefetch(): void {
  const socket = useStore(liveSocketStore);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!socket) return undefined;
    let lost = false;
    const onChanged = ({ readModels }: LiveEvents['readModels.changed']) => {
      void invalidateReadModels(queryClient, readModels);
    };
    const onConnect = () => {
      if (lost) void invalidateAllReadModels(queryClient);
      lost = false;
    };
    const onDisconnect = () => {
      lost = true;
    };
    socket.on('readModels.changed', onChanged);
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    return () => {
      socket.off('readModels.changed', onChanged);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
    };
  }, [socket, queryClient]);
}
