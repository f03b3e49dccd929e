import type { AmbientInvitation, AmbientInvitationPayload, AmbientInvitationsResponse } from '@ambient/core';
import { invitationKeys, invitationsApi } from '../api/invitations.endpoints';
import { listCacheShape, useRowMutations, type PinnedRows } from '../../../ui/resource';
import { invitationDraft } from '../utils/invitation-form.util';

const cache = listCacheShape<'invitations', AmbientInvitation, AmbientInvitationsResponse>(
  invitationKeys.list,
  'invitations',
  ['ambient_invitations', 'kiosks'],
);

/**
 * Add, edit and delete invitations with optimistic rows (spec 03 §4): a new row goes to the top,
 * a refused call puts the previous row back (the failure dialog comes from the query client).
 */
export function useInvitationMutations(pinned: PinnedRows<AmbientInvitation>) {
  return useRowMutations<
    AmbientInvitation,
    AmbientInvitationPayload,
    AmbientInvitationPayload & { id: number }
  >({
    cache,
    pinned,
    create: async (payload) => (await invitationsApi.create(payload)).invitation,
    update: async (payload) => (await invitationsApi.update(payload)).invitation,
    remove: (id) => invitationsApi.remove(id),
    draftOfCreate: (payload, id) => invitationDraft(payload, id, null),
    draftOfUpdate: (payload, previous) => invitationDraft(payload, previous.id, previous),
  });
}
