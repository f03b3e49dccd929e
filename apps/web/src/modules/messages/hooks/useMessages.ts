import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageListFilter, ResidentMessage } from '@ambient/core';
import { messageKeys, messagesApi, type ComposedMessage } from '../api/messages.endpoints';
import { invalidateReadModels } from '../../../api/read-models';
import { filterMessages, usersOf, type MessageFilters } from '../utils/messages.util';

const MESSAGE_MODELS = ['messages', 'message_blobs', 'media_items', 'residents', 'users'] as const;

/**
 * The Message manager's data (spec 03 §2.13, §2.14): the messages of the kiosk or resident chosen
 * (every one in scope when neither is), filtered in the browser by user, direction and subject;
 * the delete after its confirmation; the compose. Everything is refetched when messages change,
 * so a kiosk's report of an opened message shows at once.
 */
export function useMessages(scope: { kioskId: number | null; residentId: number | null }) {
  const queryClient = useQueryClient();
  const refresh = () => invalidateReadModels(queryClient, [...MESSAGE_MODELS]);
  const filter = useMemo<MessageListFilter>(
    () => ({
      ...(scope.kioskId === null ? {} : { kioskIds: [scope.kioskId] }),
      ...(scope.residentId === null ? {} : { residentIds: [scope.residentId] }),
    }),
    [scope.kioskId, scope.residentId],
  );
  const list = useQuery({
    queryKey: messageKeys.list(filter),
    meta: { readModels: [...MESSAGE_MODELS] },
    queryFn: ({ signal }) => messagesApi.list(filter, signal),
  });
  const [filters, setFilters] = useState<MessageFilters>({
    userId: null,
    direction: 0,
    search: '',
    moderation: '',
  });
  const [deleting, setDeleting] = useState<ResidentMessage | null>(null);
  const [previewing, setPreviewing] = useState<ResidentMessage | null>(null);
  const [composing, setComposing] = useState(false);
  const [sentNotice, setSentNotice] = useState(false);

  const removal = useMutation({
    mutationFn: (messageId: number) => messagesApi.remove(messageId),
    onSuccess: () => setDeleting(null),
    onSettled: refresh,
  });
  const send = useMutation({
    mutationFn: (message: ComposedMessage) => messagesApi.send(message),
    onSuccess: () => {
      setComposing(false);
      setSentNotice(true);
    },
    onSettled: refresh,
  });

  // A waiting message approved or declined from its preview (decision 0077); the preview shows the outcome.
  const decision = useMutation({
    mutationFn: ({ messageId, approve, reason }: { messageId: number; approve: boolean; reason: string }) =>
      approve ? messagesApi.approve(messageId) : messagesApi.decline(messageId, reason),
    onSuccess: (answer) => setPreviewing(answer.message),
    onSettled: refresh,
  });

  const all = list.data?.messages;
  const rows = useMemo(() => filterMessages(all ?? [], filters), [all, filters]);
  const users = useMemo(() => usersOf(all ?? []), [all]);
  return {
    rows,
    users,
    firstLoad: list.isPending,
    filters,
    setFilters: (change: Partial<MessageFilters>) => setFilters((current) => ({ ...current, ...change })),
    deleting,
    askToDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete: () => deleting && removal.mutate(deleting.id),
    removing: removal.isPending,
    previewing,
    preview: (message: ResidentMessage | null) => {
      decision.reset();
      setPreviewing(message);
    },
    approve: (messageId: number) => decision.mutate({ messageId, approve: true, reason: '' }),
    decline: (messageId: number, reason: string) => decision.mutate({ messageId, approve: false, reason }),
    deciding: decision.isPending,
    composing,
    startCompose: () => {
      send.reset();
      setComposing(true);
    },
    closeCompose: () => setComposing(false),
    send: send.mutate,
    sending: send.isPending,
    sentNotice,
    closeSentNotice: () => setSentNotice(false),
    refresh,
  };
}
