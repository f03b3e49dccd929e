import {
  isErasedName,
  type FunctionalRole,
  type ManagedUser,
  type UserManagerResponse,
  type UserPayload,
} from '@ambient/core';
import { useEntityForm } from '../../../ui/resource';
import type { PeopleScreenKind } from '../utils/people-screens.constant';
import {
  factsOf,
  initialPassword,
  pickersOf,
  userFormOf,
  userPayloadOf,
  validateUserForm,
  type UserForm,
} from '../utils/user-form.util';
import { useOptionSearch, type OptionSearcher } from './useOptionSearch';

export interface UserFormConfig {
  /** The user edited; null in add mode. */
  user: ManagedUser | null;
  kind: PeopleScreenKind;
  /** The options the listed users refer to (their names). */
  options: UserManagerResponse | null;
  /** Searches the pickers' options on the server. */
  searchOptions: OptionSearcher;
  roleChoices: readonly FunctionalRole[];
  isAdmin: boolean;
  /** The signed-in user's id: nobody changes their own role here. */
  selfId: string | null;
  /** The kiosk or resident a context screen adds the person to. */
  about: { kioskId?: number; residentId?: number };
  /** Erases the user's personal data (admins on the Users screen; absent: not offered). */
  onErase?: (user: ManagedUser) => void;
  onSave: (payload: UserPayload, user: ManagedUser | null) => void;
}

/**
 * The user dialog's values, rules and save (spec 02 §4, §5, §6): the role field when there are
 * roles to choose, the pickers the role takes (their options searched on the server), the
 * initial password of an admin's new account, and the rules the server applies too.
 */
export function useUserForm({
  user,
  kind,
  options,
  searchOptions,
  roleChoices,
  isAdmin,
  selfId,
  about,
  onErase,
  onSave,
}: UserFormConfig) {
  const adminMode = kind.context === 'admin';
  const isSelf = user !== null && user.id === selfId;
  // The role field shows with at least two roles to choose, never for oneself (spec 02 §6).
  const roleShown =
    !isSelf && roleChoices.length > 1 && (adminMode || user !== null || kind.roleChoices.length > 1);
  const edit = useEntityForm<UserForm>(
    () =>
      userFormOf(user, {
        ...(user === null && adminMode && isAdmin ? { password: initialPassword() } : {}),
        ...(user === null && !adminMode && kind.roleChoices.length > 0 && roleShown
          ? { role: 'Guest' as FunctionalRole }
          : {}),
      }),
    // Outside admin mode the context gives the kiosk or resident: the server checks assignments.
    (form) => validateUserForm(adminMode ? form : { ...form, role: '' }, adminMode && roleShown),
  );
  const { form } = edit;
  const pickers = adminMode ? pickersOf(form.role) : { domains: false, kiosks: false, residents: false };
  const domainSearch = useOptionSearch(searchOptions, { kind: 'domains' }, pickers.domains);
  const kioskSearch = useOptionSearch(searchOptions, { kind: 'kiosks' }, pickers.kiosks);
  const residentSearch = useOptionSearch(searchOptions, { kind: 'residents' }, pickers.residents);
  const chosenDomains = domainSearch.chosen(form.domainIds, options?.domains);
  const chosenKiosks = kioskSearch.chosen(form.kioskIds, options?.kiosks);

  return {
    ...edit,
    user,
    isSelf,
    roleShown,
    /** The initial password of a new account, which an admin may copy. */
    showsPassword: user === null && adminMode && isAdmin,
    // Nobody erases themselves, nor someone already erased (decision 0024).
    erasable: onErase !== undefined && user !== null && !isSelf && !isErasedName(user.name),
    pickers,
    domainSearch,
    kioskSearch,
    residentSearch,
    chosenDomains,
    chosenKiosks,
    chosenResidents: residentSearch.chosen(form.residentIds, options?.residents),
    // The facts the rules need: where the chosen and the found kiosks are, what the domains hold.
    facts: factsOf({
      kiosks: [...chosenKiosks, ...kioskSearch.options],
      domains: [...chosenDomains, ...domainSearch.options],
    }),
    submit: () => {
      if (edit.check())
        onSave(
          userPayloadOf(form, kind.context, {
            roleShown,
            kioskId: about.kioskId ?? null,
            residentId: about.residentId ?? null,
          }),
          user,
        );
    },
  };
}

export type UserFormState = ReturnType<typeof useUserForm>;
