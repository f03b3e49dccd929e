import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AmbientInvitation } from '@ambient/core';
import { invitationKeys, invitationsApi } from '../api/invitations.endpoints';
import { arrangeRows, useDeleteFlow, useEntityDialog, usePinnedRows } from '../../../ui/resource';
import { feedback } from '../../../ui/feedback/feedback.store';
import { invitationMatches, invitationPayload, type InvitationForm } from '../utils/invitation-form.util';
import { useInvitationMutations } from './useInvitationMutations';

/** The Ambient Invitations screen's data and behaviour (spec 03 §2.11, §4; decision 0063). */
export function useInvitationsScreen() {
  const { t } = useTranslation('invitations');
  const query = useQuery({
    queryKey: invitationKeys.list,
    queryFn: ({ signal }) => invitationsApi.list(signal),
    // Whether a row may be deleted depends on the kiosks that offer it.
    meta: { readModels: ['ambient_invitations', 'kiosks'] },
  });
  const pinned = usePinnedRows<AmbientInvitation>();
  const mutations = useInvitationMutations(pinned);
  const dialog = useEntityDialog<AmbientInvitation>();
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  // No pre-check: the delete's own refusal says why, and the row comes back.
  const deletion = useDeleteFlow<AmbientInvitation>(null, (row) =>
    mutations.remove.mutate(row.id, { onSuccess: () => feedback.notify(t('deleted')) }),
  );

  const invitations = query.data?.invitations;
  const rows = useMemo(
    () => arrangeRows(invitations ?? [], pinned.pinned, true).filter((row) => invitationMatches(row, search)),
    [invitations, pinned.pinned, search],
  );

  /** Saves the dialog; the dialog stays open when the server refuses. */
  async function save(form: InvitationForm, original: AmbientInvitation | null): Promise<void> {
    const payload = invitationPayload(form);
    setSaving(true);
    try {
      if (original) {
        await mutations.update.mutateAsync({ ...payload, id: original.id });
        feedback.notify(t('saved'));
      } else {
        await mutations.create.mutateAsync(payload);
        feedback.notify(t('added'));
      }
      dialog.close();
    } catch {
      // The failure dialog says why.
    } finally {
      setSaving(false);
    }
  }

  return {
    firstLoad: query.isPending,
    rows,
    search,
    setSearch,
    dialog,
    saving,
    save,
    deletion,
  };
}
