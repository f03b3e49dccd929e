import { useState } from 'react';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KioskEmail, KioskEmailsResponse } from '@ambient/core';
import { kioskEmailKeys, kioskEmailsApi, type ComposedKioskEmail } from '../api/kiosk-emails.endpoints';
import { invalidateReadModels } from '../../../api/read-models';

const MODELS = [
  'kiosk_emails',
  'kiosk_email_copies',
  'kiosk_email_blobs',
  'media_items',
  'residents',
  'users',
] as const;

/**
 * A kiosk's Geniegrams (spec 03 §2.15, §4): the list and the residents a new one may go to, the
 * create dialog (a sent one is put first, the dialog closes and starts afresh), the detail.
 */
export function useKioskEmails(kioskId: number | null) {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: kioskEmailKeys.list(kioskId ?? 0),
    meta: { readModels: [...MODELS] },
    queryFn: kioskId === null ? skipToken : ({ signal }) => kioskEmailsApi.list(kioskId, signal),
  });
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<KioskEmail | null>(null);
  const [sentNotice, setSentNotice] = useState(false);
  const send = useMutation({
    mutationFn: (email: ComposedKioskEmail) => kioskEmailsApi.send(email),
    onSuccess: ({ kioskEmail }, email) => {
      queryClient.setQueryData<KioskEmailsResponse>(kioskEmailKeys.list(email.kioskId), (current) =>
        current
          ? {
              ...current,
              kioskEmails: [kioskEmail, ...current.kioskEmails.filter((each) => each.id !== kioskEmail.id)],
            }
          : current,
      );
      setCreating(false);
      setSentNotice(true);
    },
    onSettled: () => invalidateReadModels(queryClient, [...MODELS]),
  });
  const residents = list.data?.selectorResidents ?? [];
  return {
    rows: list.data?.kioskEmails ?? [],
    residents,
    loading: kioskId !== null && list.isPending,
    hasSelectable: residents.some((resident) => resident.isSelectable),
    creating,
    startCreate: () => {
      send.reset();
      setCreating(true);
    },
    closeCreate: () => setCreating(false),
    send: send.mutate,
    sending: send.isPending,
    sendError: send.error,
    viewing,
    view: setViewing,
    sentNotice,
    closeSentNotice: () => setSentNotice(false),
  };
}
