import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MessagePurge } from '@ambient/core';
import { messagePurgeKeys, messagePurgesApi } from '../api/message-purges.endpoints';

/**
 * The Message Purges screen's data (spec 03 §2.16): every purge, newest first, refetched when a
 * purge is recorded, and the purge whose details are open with its details.
 */
export function useMessagePurges() {
  const list = useQuery({
    queryKey: messagePurgeKeys.list,
    queryFn: ({ signal }) => messagePurgesApi.list(signal),
    meta: { readModels: ['message_purges'] },
  });
  const [opened, setOpened] = useState<MessagePurge | null>(null);
  const details = useQuery({
    queryKey: messagePurgeKeys.details(opened?.id ?? 0),
    queryFn: ({ signal }) => messagePurgesApi.details(opened!.id, signal),
    enabled: opened !== null,
    // The names shown are the resident's, user's and kiosk's as they are now.
    meta: { readModels: ['message_purge_details', 'residents', 'users', 'kiosks'] },
  });
  return {
    firstLoad: list.isPending,
    purges: list.data?.messagePurges ?? [],
    opened,
    open: setOpened,
    close: () => setOpened(null),
    detailsFirstLoad: details.isPending,
    details: details.data?.messagePurgeDetails ?? [],
  };
}
