import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  FunctionalRole,
  ManagedUser,
  UserManagerRequest,
  UserPayload,
  UserSaveResponse,
} from '@ambient/core';
import { usersApi } from '../api/users.endpoints';
import { useDeleteFlow, useEntityDialog, useListParams } from '../../../ui/resource';
import { useStore } from '../../../utils/create-store.util';
import { selectActiveKiosk, selectActiveResident, sessionCacheStore, useSession } from '../../session';
import { feedback } from '../../../ui/feedback/feedback.store';
import { rowRemoval, type Removal } from '../utils/people-removal.util';
import { PEOPLE_SCREENS, type PeopleRoute } from '../utils/people-screens.constant';
import { useOptionSearch } from './useOptionSearch';
import { usePeopleList } from './usePeopleList';
import { usePeopleMutations } from './usePeopleMutations';

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
  const showsExtraFields = kind.context === 'admin' && isAdmin;
  const { query, rows, extraFields } = usePeopleList(request, ready, showsExtraFields);
  // The admin's kiosk and resident filters are searched on the server as the admin types.
  const showsFilters = kind.context === 'admin' && isAdmin;
  const kioskSearch = useOptionSearch(
    usersApi.options,
    { kind: 'kiosks', kioskTypeId: filters.kioskTypeId },
    showsFilters,
  );
  const residentSearch = useOptionSearch(
    usersApi.options,
    { kind: 'residents', kioskTypeId: filters.kioskTypeId, kioskId: filters.kioskId },
    showsFilters,
  );

  /** How a row leaves this context's kiosk or resident (none on the admin's Users). */
  const removalOf = useCallback(
    (row: ManagedUser): Removal | null =>
      rowRemoval(row, { about: kind.about, kiosk, resident, residents: query.data?.residents ?? [] }),
    [kind.about, kiosk, resident, query.data],
  );
  const mutations = usePeopleMutations(kind.context, rows, removalOf);
  const dialog = useEntityDialog<ManagedUser>();
  const deletion = useDeleteFlow<ManagedUser>(null, (row) => mutations.remove.mutate(row.id));
  const erasure = useDeleteFlow<ManagedUser>(null, (row) => {
    dialog.close();
    mutations.erase.mutate(row);
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
    showsFilters,
    kioskSearch,
    residentSearch,
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
    busy: mutations.update.isPending || mutations.create.isPending,
    save: (payload: UserPayload, user: ManagedUser | null) => {
      const done = (answer: UserSaveResponse) => {
        dialog.close();
        feedback.notify(answer.isEmailSent ? t('invitationSent') : t('saved', { name: payload.name }));
      };
      if (user) mutations.update.mutate({ ...payload, id: user.id }, { onSuccess: done });
      else mutations.create.mutate(payload, { onSuccess: done });
    },
    unblock: (row: ManagedUser) => mutations.unblock.mutate(row),
    resendInvitation: (row: ManagedUser) => mutations.resend.mutate(row),
  };
}

export type PeopleScreenState = ReturnType<typeof usePeopleScreen>;
