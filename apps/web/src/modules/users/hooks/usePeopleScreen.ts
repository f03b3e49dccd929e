import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  UnlinkType,
  type FunctionalRole,
  type ManagedUser,
  type UserManagerRequest,
  type UserManagerResponse,
  type UserPayload,
  type UserSaveResponse,
} from '@ambient/core';
import { userKeys, usersApi } from '../../../api/users.endpoints';
import {
  listCacheShape,
  useDeleteFlow,
  useEntityDialog,
  useListParams,
  useRowMutations,
} from '../../../ui/resource';
import { useStore } from '../../../utils/create-store.util';
import { selectActiveKiosk, selectActiveResident, sessionCacheStore, useSession } from '../../session';
import { feedback } from '../../../ui/feedback/feedback.store';
import { PEOPLE_SCREENS, type PeopleRoute } from '../utils/people-screens.constant';

const cache = listCacheShape<'users', ManagedUser, UserManagerResponse>(userKeys.lists, 'users', ['users']);

type UserUpdate = UserPayload & { id: string };

/** How a row leaves a context screen: the unlink type and the kiosk or resident it leaves. */
export interface Removal {
  unlinkType: UnlinkType;
  entityId: number;
  place: string;
}

/**
 * The user manager's data and behaviour in one of its contexts (spec 02 §2, §4, §6): the list
 * (paged, filtered and searched on the server), the extra fields of the admin's Users, create,
 * edit, delete (admin's Users) or remove (the context screens), unblock and resend invitation.
 */
export function usePeopleScreen(route: PeopleRoute) {
  const { t } = useTranslation('people');
  const kind = PEOPLE_SCREENS[route];
  const { profile, flags } = useSession();
  const isAdmin = flags?.isAdmin ?? false;
  const kiosk = useStore(sessionCacheStore, selectActiveKiosk);
  const resident = useStore(sessionCacheStore, selectActiveResident);
  const list = useListParams();
  const [filters, setFilters] = useState<{
    kioskTypeId: number | null;
    kioskId: number | null;
    residentId: number | null;
    role: FunctionalRole | null;
  }>({ kioskTypeId: null, kioskId: null, residentId: null, role: null });
  const about = kind.about === 'kiosk' ? kiosk : kind.about === 'resident' ? resident : null;
  const ready = kind.about === 'everyone' || about !== null;

  const request = useMemo<UserManagerRequest>(
    () => ({
      context: kind.context,
      ...(kind.about === 'kiosk' && kiosk ? { kioskIds: [kiosk.id] } : {}),
      ...(kind.about === 'resident' && resident ? { residentIds: [resident.id] } : {}),
      filter: { ...filters, search: list.params.search },
      page: list.params.page,
      pageSize: list.params.pageSize,
      // The names the page's users refer to only; the pickers search the server.
      lists: false,
    }),
    [kind, kiosk, resident, filters, list.params],
  );
  const query = useQuery({
    queryKey: userKeys.list(request),
    meta: { readModels: ['users', 'kiosks', 'residents', 'facilities'] },
    queryFn: ({ signal }) => usersApi.list(request, signal),
    placeholderData: keepPreviousData,
    enabled: ready,
  });
  const rows = useMemo(() => query.data?.users ?? [], [query.data]);
  const rowIds = useMemo(() => rows.map((row) => row.id), [rows]);
  const showsExtraFields = kind.context === 'admin' && isAdmin;
  const extra = useQuery({
    queryKey: userKeys.extraFields(rowIds),
    meta: { readModels: ['users'] },
    queryFn: ({ signal }) => usersApi.extraFields(rowIds, signal),
    enabled: showsExtraFields && rowIds.length > 0,
  });
  const extraFields = useMemo(
    () => new Map((extra.data?.extraFields ?? []).map((fields) => [fields.id, fields])),
    [extra.data],
  );

  /** How a row leaves this context's kiosk or resident (none on the admin's Users). */
  const removalOf = useCallback(
    (row: ManagedUser): Removal | null => {
      if (kind.about === 'resident' && resident)
        return { unlinkType: UnlinkType.Resident, entityId: resident.id, place: resident.name };
      if (kind.about !== 'kiosk' || !kiosk) return null;
      const place = kiosk.serialNumber || kiosk.name;
      if (row.kioskIds.includes(kiosk.id))
        return {
          unlinkType:
            row.functionalRole === 'KioskManager' ? UnlinkType.KioskManager : UnlinkType.KioskContact,
          entityId: kiosk.id,
          place,
        };
      const onKiosk = (query.data?.residents ?? []).find(
        (r) => r.kioskId === kiosk.id && row.residentIds.includes(r.id),
      );
      return onKiosk ? { unlinkType: UnlinkType.Resident, entityId: onKiosk.id, place } : null;
    },
    [kind.about, kiosk, resident, query.data],
  );
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
      const removal = row && kind.context !== 'admin' ? removalOf(row) : null;
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
  // A non-admin's new person may be an existing account asked for consent: no row to show at once.
  const create = useMutation({
    mutationFn: usersApi.create,
    onSettled: mutations.rows.refetch,
  });
  const dialog = useEntityDialog<ManagedUser>();
  const deletion = useDeleteFlow<ManagedUser>(null, (row) => mutations.remove.mutate(row.id));
  const unblock = useMutation({
    mutationFn: (row: ManagedUser) => usersApi.unblock(row.id),
    onSuccess: (_answer, row) => feedback.notify(t('unblocked', { name: row.name })),
    onSettled: mutations.rows.refetch,
  });
  // Erasing (admins, decisions 0024 and 0061): once confirmed, the user reads as erased everywhere.
  const erase = useMutation({
    mutationFn: (row: ManagedUser) => usersApi.erase(row.id),
    onSuccess: () => feedback.notify(t('erased')),
    onSettled: mutations.rows.refetch,
  });
  const erasure = useDeleteFlow<ManagedUser>(null, (row) => {
    dialog.close();
    erase.mutate(row);
  });
  const resend = useMutation({
    mutationFn: (row: ManagedUser) => usersApi.resendInvitation(row.id),
    onSuccess: () => feedback.notify(t('invitationSent')),
  });

  const { firstPage } = list;
  const setFilter = useCallback(
    <K extends keyof typeof filters>(key: K, value: (typeof filters)[K]) => {
      setFilters((current) => ({ ...current, [key]: value }));
      firstPage();
    },
    [firstPage],
  );

  const assignable = query.data?.roles ?? [];
  const roleChoices =
    kind.context === 'admin' ? assignable : kind.roleChoices.filter((role) => assignable.includes(role));

  return {
    kind,
    isAdmin,
    profileId: profile?.id ?? null,
    about,
    ready,
    list,
    filters,
    setFilter,
    showsFilters: kind.context === 'admin' && isAdmin,
    /** Whether the caller sees domains (the Users screen's Domains column). */
    seesDomains: isAdmin || (flags?.isDomainManager ?? false),
    searchOptions: usersApi.options,
    showsExtraFields,
    extraFields,
    data: query.data ?? null,
    rows,
    rowCount: query.data?.total ?? rows.length,
    loading: query.isFetching,
    firstLoad: query.isPending && ready,
    roleChoices,
    dialog,
    deletion,
    erasure,
    /** Admins erase a user's personal data from the Users screen's dialog. */
    canErase: kind.context === 'admin' && isAdmin,
    removalOf,
    // Admins create users; a domain manager or admin adds kiosk managers (spec 02 §6).
    canCreate:
      kind.newLabel !== null &&
      (kind.context !== 'admin' || isAdmin) &&
      (kind.route !== 'GenieKioskManagers' || isAdmin || (flags?.isDomainManager ?? false)),
    canEditRows: kind.route !== 'AbbyKioskParticpants',
    busy: mutations.update.isPending || create.isPending,
    save: (payload: UserPayload, user: ManagedUser | null) => {
      const done = (answer: UserSaveResponse) => {
        dialog.close();
        feedback.notify(answer.isEmailSent ? t('invitationSent') : t('saved', { name: payload.name }));
      };
      if (user) mutations.update.mutate({ ...payload, id: user.id }, { onSuccess: done });
      else create.mutate(payload, { onSuccess: done });
    },
    unblock: (row: ManagedUser) => unblock.mutate(row),
    resendInvitation: (row: ManagedUser) => resend.mutate(row),
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

export type PeopleScreenState = ReturnType<typeof usePeopleScreen>;
