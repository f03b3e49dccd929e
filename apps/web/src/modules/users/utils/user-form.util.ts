import {
  BaseRole,
  FunctionalRole,
  Language,
  baseRoleOf,
  defaultResidentOf,
  domainOutsideKiosks,
  kioskOutsideDomains,
  userFieldErrors,
  type AssignmentFacts,
  type FieldError,
  type ManagedUser,
  type UserManagerContext,
  type UserManagerResponse,
  type UserPayload,
} from '@ambient/core';

export interface UserForm {
  email: string;
  name: string;
  nickname: string;
  languageId: number;
  /** The role chosen; '' when none is chosen yet. */
  role: FunctionalRole | '';
  domainIds: number[];
  kioskIds: number[];
  residentIds: number[];
  defaultResidentId: number | null;
  password: string;
}

/** A random initial password an admin can copy for a new account (at least 8 characters). */
export function initialPassword(random: () => number = Math.random): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 12 }, () => letters[Math.floor(random() * letters.length)]).join('');
}

export function userFormOf(user: ManagedUser | null, defaults: Partial<UserForm> = {}): UserForm {
  return {
    email: user?.email ?? '',
    name: user?.name ?? '',
    nickname: user?.nickname ?? '',
    languageId: user?.languageId === Language.French ? Language.French : Language.English,
    role: user?.functionalRole ?? '',
    domainIds: user?.domainIds ?? [],
    kioskIds: user?.kioskIds ?? [],
    residentIds: user?.residentIds ?? [],
    defaultResidentId: user?.defaultResidentId ?? null,
    password: '',
    ...defaults,
  };
}

/** The dialog's rules, the same as the server's (spec 02 §5 User). */
export function validateUserForm(form: UserForm, roleShown: boolean): FieldError[] {
  return userFieldErrors(
    {
      ...form,
      email: form.email.trim(),
      role: form.role === '' ? null : form.role,
      languageId: form.languageId,
    },
    roleShown,
  );
}

/** What the dialog sends: English as null, the default resident only with several residents. */
export function userPayloadOf(
  form: UserForm,
  context: UserManagerContext,
  extra: { roleShown: boolean; kioskId?: number | null; residentId?: number | null },
): UserPayload {
  const role = form.role === '' ? null : form.role;
  return {
    email: form.email.trim(),
    name: form.name.trim(),
    nickname: form.nickname.trim(),
    languageId: form.languageId === Language.French ? Language.French : null,
    role: role === null ? null : baseRoleOf(role),
    functionalRole: extra.roleShown ? role : null,
    domainIds: form.domainIds,
    kioskIds: form.kioskIds,
    residentIds: form.residentIds,
    defaultResidentId: defaultResidentOf(form.residentIds, form.defaultResidentId),
    password: form.password === '' ? null : form.password,
    context,
    kioskId: extra.kioskId ?? null,
    residentId: extra.residentId ?? null,
  };
}

/** Which pickers the role shows in admin mode (spec 02 §6). */
export function pickersOf(role: FunctionalRole | ''): {
  domains: boolean;
  kiosks: boolean;
  residents: boolean;
} {
  return {
    domains: role === FunctionalRole.Admin || role === FunctionalRole.DomainManager,
    kiosks:
      role === FunctionalRole.Admin ||
      role === FunctionalRole.KioskManager ||
      role === FunctionalRole.DomainManager,
    residents: role !== '' && role !== FunctionalRole.KioskManager,
  };
}

/** The facts the pickers' offers need, from the manager's option lists. */
export function factsOf(options: Pick<UserManagerResponse, 'kiosks' | 'domains'>): AssignmentFacts {
  return {
    kioskFacility: new Map(options.kiosks.map((k) => [k.id, k.facilityId])),
    domainFacilities: new Map(options.domains.map((d) => [d.id, d.facilityIds])),
  };
}

/** Domains offered: those sharing no facility with the chosen kiosks (chosen ones stay). */
export function offeredDomains<T extends { id: number }>(
  domains: readonly T[],
  form: UserForm,
  facts: AssignmentFacts,
): T[] {
  return domains.filter(
    (d) => form.domainIds.includes(d.id) || domainOutsideKiosks(d.id, form.kioskIds, facts),
  );
}

/** Kiosks offered: those outside the chosen domains' facilities (chosen ones stay). */
export function offeredKiosks<T extends { id: number; facilityId: number | null }>(
  kiosks: readonly T[],
  form: UserForm,
  facts: AssignmentFacts,
): T[] {
  return kiosks.filter(
    (k) =>
      form.kioskIds.includes(k.id) ||
      kioskOutsideDomains(k.facilityId, form.domainIds, facts.domainFacilities),
  );
}

/** The role a user is shown with: None Assigned when not an admin and linked to nothing. */
export function shownRole(
  user: Pick<ManagedUser, 'role' | 'domainIds' | 'kioskIds' | 'residentIds' | 'functionalRole'>,
): FunctionalRole | 'none' {
  if (user.role === BaseRole.Admin) return FunctionalRole.Admin;
  return user.domainIds.length + user.kioskIds.length + user.residentIds.length === 0
    ? 'none'
    : user.functionalRole;
}
