import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  ManagedUser,
  UserManagerContext,
  UserManagerResponse,
  UserPayload,
  UserSaveResponse,
} from '@ambient/core';
import { userKeys, usersApi } from '../api/users.endpoints';
import { listCacheShape, useRowMutations } from '../../../ui/resource';
import { feedback } from '../../../ui/feedback/feedback.store';
import type { Removal } from '../utils/people-removal.util';

const cache = listCacheShape<'users', ManagedUser, UserManagerResponse>(userKeys.lists, 'users', ['users']);

type UserUpdate = UserPayload & { id: string };

/**
 * The user manager's writes (spec 02 §4): edit and delete with optimistic rows, or on a context
 * screen remove the person from its kiosk or resident; create, unblock, erase and resend the
 * invitation, each reading the list again once settled.
 */
export function usePeopleMutations(
  context: UserManagerContext,
  rows: readonly ManagedUser[],
  removalOf: (row: ManagedUser) => Removal | null,
) {
  const { t } = useTranslation('people');
  const rowsById = useRef(new Map<string, ManagedUser>());
  useEffect(() => {
    rowsById.current = new Map(rows.map((row) => [row.id, row]));
  }, [rows]);

  const mutations = useRowMutations<ManagedUser, UserPayload, UserUpdate, UserSaveResponse>({
    cache,
    pinned: null,
    create: (payload) => usersApi.create(payload),
    update: (payload) => usersApi.update(payload),
    // The admin's Users deletes the account; a context screen removes the person from it.
    remove: (id) => {
      const row = rowsById.current.get(id);
      const removal = row && context !== 'admin' ? removalOf(row) : null;
      return removal ? usersApi.unlink(id, removal.unlinkType, removal.entityId) : usersApi.remove(id);
    },
    rowOf: (answer) => answer.user as ManagedUser,
    draftOfCreate: (payload, temporaryId) => draftOf(payload, String(temporaryId)),
    draftOfUpdate: (payload, previous) => ({
      ...previous,
      name: payload.name,
      nickname: payload.nickname || previous.nickname,
      languageId: payload.languageId,
      role: payload.role ?? previous.role,
      functionalRole: payload.functionalRole ?? previous.functionalRole,
      domainIds: payload.domainIds,
      kioskIds: payload.kioskIds,
      residentIds: payload.residentIds,
    }),
  });
  const refetch = mutations.rows.refetch;
  return {
    update: mutations.update,
    remove: mutations.remove,
    // A non-admin's new person may be an existing account asked for consent: no row to show at once.
    create: useMutation({ mutationFn: usersApi.create, onSettled: refetch }),
    unblock: useMutation({
      mutationFn: (row: ManagedUser) => usersApi.unblock(row.id),
      onSuccess: (_answer, row) => feedback.notify(t('unblocked', { name: row.name })),
      onSettled: refetch,
    }),
    // Erasing (admins, decisions 0024 and 0061): once confirmed, the user reads as erased everywhere.
    erase: useMutation({
      mutationFn: (row: ManagedUser) => usersApi.erase(row.id),
      onSuccess: () => feedback.notify(t('erased')),
      onSettled: refetch,
    }),
    resend: useMutation({
      mutationFn: (row: ManagedUser) => usersApi.resendInvitation(row.id),
      onSuccess: () => feedback.notify(t('invitationSent')),
    }),
  };
}

/** The row shown while a save is on its way. */
function draftOf(payload: UserPayload, id: string): ManagedUser {
  return {
    id,
    email: payload.email,
    name: payload.name,
    nickname: payload.nickname,
    picture: null,
    languageId: payload.languageId,
    role: payload.role ?? 'Guest',
    functionalRole: payload.functionalRole ?? 'Guest',
    domainIds: payload.domainIds,
    kioskIds: payload.kioskIds,
    residentIds: payload.residentIds,
    defaultResidentId: payload.defaultResidentId,
    isLocked: false,
    canEdit: false,
    canDelete: false,
    createDate: new Date().toISOString(),
  };
}
