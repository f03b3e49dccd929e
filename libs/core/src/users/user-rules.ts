/**
 * Who may edit, delete and assign whom, and the rules of the user dialog (spec 02 §5 User, §6),
 * in one place for the server's decider and the console's forms (decision 0026).
 */
import { Language, Limits } from '../constants.js';
import type { MessageKey, MessageParams } from '../i18n/messages.js';
import { normalizeName } from '../names.js';
import { BaseRole, FunctionalRole, deriveFunctionalRole } from '../roles.js';
import type { FieldError } from '../errors.js';
import { defaultNickname, isEmail, validateNickname, validateProfileName } from '../validation.js';

/** The person who edits: their id, base and functional role, and whether they are a super admin. */
export interface UserEditor {
  userId: string;
  role: BaseRole;
  functionalRole: FunctionalRole;
  isSuperAdmin: boolean;
}

/** The person edited, as the rules need them. */
export interface UserTarget {
  userId: string;
  role: BaseRole;
  functionalRole: FunctionalRole;
}

const isAdminRole = (role: BaseRole): boolean => role === BaseRole.Admin;

/**
 * Who may edit whom (spec 02 §6). Everyone edits themselves. An admin account is edited only by
 * a super admin or its owner. An admin edits every other account (the server judges an admin as in
 * admin mode whatever screen they use: decision 0026). A domain manager edits users who are not
 * domain managers; a kiosk manager users who are neither kiosk nor domain managers; a family
 * facilitator virtual visitors only; a virtual visitor nobody else.
 */
export function canEditUser(editor: UserEditor, target: UserTarget): boolean {
  if (editor.userId === target.userId) return true;
  if (isAdminRole(target.role)) return editor.isSuperAdmin && isAdminRole(editor.role);
  switch (editor.functionalRole) {
    case FunctionalRole.Admin:
      return true;
    case FunctionalRole.DomainManager:
      return target.functionalRole !== FunctionalRole.DomainManager;
    case FunctionalRole.KioskManager:
      return (
        target.functionalRole !== FunctionalRole.DomainManager &&
        target.functionalRole !== FunctionalRole.KioskManager
      );
    case FunctionalRole.ResidentManager:
      return target.functionalRole === FunctionalRole.Guest;
    case FunctionalRole.Guest:
      return false;
    default: {
      const exhaustive: never = editor.functionalRole;
      return exhaustive;
    }
  }
}

/**
 * Who may delete an account: nobody themselves; an admin (a super admin for an admin account).
 * Everyone else removes people from their kiosks and residents instead (unlink; decision 0026).
 */
export function canDeleteUser(editor: UserEditor, target: UserTarget): boolean {
  if (editor.userId === target.userId) return false;
  return isAdminRole(editor.role) && canEditUser(editor, target);
}

/**
 * The roles an editor may give (the role field's choices): a super admin every role, an admin
 * every role but Admin, others only roles of the people they may edit.
 */
export function assignableRoles(
  editor: Pick<UserEditor, 'functionalRole' | 'isSuperAdmin' | 'role'>,
): FunctionalRole[] {
  const all: FunctionalRole[] = [
    FunctionalRole.Admin,
    FunctionalRole.DomainManager,
    FunctionalRole.KioskManager,
    FunctionalRole.ResidentManager,
    FunctionalRole.Guest,
  ];
  const probe = (functionalRole: FunctionalRole): UserTarget => ({
    userId: '',
    role: functionalRole === FunctionalRole.Admin ? BaseRole.Admin : BaseRole.Manager,
    functionalRole,
  });
  return all.filter((role) => canEditUser({ ...editor, userId: '\u0000editor' }, probe(role)));
}

/** The base role a functional role is stored as (spec 02 §1). */
export function baseRoleOf(role: FunctionalRole): BaseRole {
  if (role === FunctionalRole.Admin) return BaseRole.Admin;
  return role === FunctionalRole.Guest ? BaseRole.Guest : BaseRole.Manager;
}

/** What the user dialog sends, once its shape is checked at the edge. */
export interface UserInput {
  email: string;
  name: string;
  nickname: string;
  /** 1 English, 2 French; English is sent and stored as null. */
  languageId: number | null;
  /** The role chosen (null when the dialog shows no role: the current one, or the context's). */
  role: FunctionalRole | null;
  domainIds: readonly number[];
  kioskIds: readonly number[];
  residentIds: readonly number[];
  defaultResidentId: number | null;
}

/** The facts about the ids a save names: where kiosks are, which facilities domains hold. */
export interface AssignmentFacts {
  /** Each named kiosk's facility (null: none). */
  kioskFacility: ReadonlyMap<number, number | null>;
  /** Each named domain's facilities. */
  domainFacilities: ReadonlyMap<number, readonly number[]>;
}

const unique = (ids: readonly number[]): number[] => [...new Set(ids)];

/** The default resident: only with several residents, the first unless one of them is chosen. */
export function defaultResidentOf(residentIds: readonly number[], chosen: number | null): number | null {
  if (residentIds.length < 2) return null;
  return chosen !== null && residentIds.includes(chosen) ? chosen : (residentIds[0] ?? null);
}

/** Kiosks offered beside chosen domains: those outside the domains' facilities. */
export function kioskOutsideDomains(
  kioskFacilityId: number | null,
  domainIds: readonly number[],
  domainFacilities: AssignmentFacts['domainFacilities'],
): boolean {
  if (kioskFacilityId === null) return true;
  return !domainIds.some((id) => domainFacilities.get(id)?.includes(kioskFacilityId));
}

/** Domains offered beside chosen kiosks: those that share no facility with the kiosks. */
export function domainOutsideKiosks(
  domainId: number,
  kioskIds: readonly number[],
  facts: AssignmentFacts,
): boolean {
  const facilities = facts.domainFacilities.get(domainId) ?? [];
  return !kioskIds.some((id) => {
    const facility = facts.kioskFacility.get(id);
    return facility !== undefined && facility !== null && facilities.includes(facility);
  });
}

/**
 * The dialog's field rules (spec 02 §5 User), the first broken per field: email required, valid
 * and without spaces; name required, at most 50, a person's name; display name at most 20;
 * language English or French; the role required when the dialog asks for one, and then domains
 * for a domain manager, kiosks for a kiosk manager, residents for a family facilitator or a
 * virtual visitor.
 */
export function userFieldErrors(input: UserInput, roleShown: boolean): FieldError[] {
  const errors: FieldError[] = [];
  const email = input.email ?? '';
  if (email.trim() === '') errors.push({ field: 'email', key: 'user.emailRequired' });
  else if (/\s/.test(email.trim())) errors.push({ field: 'email', key: 'user.emailSpaces' });
  else if (!isEmail(email)) errors.push({ field: 'email', key: 'user.emailInvalid' });
  const nameError = validateProfileName(input.name, Limits.userNameMax);
  if (nameError) errors.push(nameError);
  const nicknameError = validateNickname(input.nickname ?? '');
  if (nicknameError) errors.push(nicknameError);
  if (
    input.languageId !== null &&
    input.languageId !== Language.English &&
    input.languageId !== Language.French
  )
    errors.push({ field: 'languageId', key: 'profile.languageInvalid' });
  if (roleShown && input.role === null) errors.push({ field: 'role', key: 'user.roleRequired' });
  // The chosen role's assignments; without a role field the context gives the role and its link.
  switch (roleShown ? input.role : null) {
    case FunctionalRole.DomainManager:
      if (input.domainIds.length === 0) errors.push({ field: 'domainIds', key: 'user.domainsRequired' });
      break;
    case FunctionalRole.KioskManager:
      if (input.kioskIds.length === 0) errors.push({ field: 'kioskIds', key: 'user.kiosksRequired' });
      break;
    case FunctionalRole.ResidentManager:
    case FunctionalRole.Guest:
      if (input.residentIds.length === 0)
        errors.push({ field: 'residentIds', key: 'user.residentsRequired' });
      break;
    default:
      break;
  }
  return errors;
}

/** What the visible and kept ids are, for a save by someone who may not see everything. */
export interface AssignmentScope {
  /** The named ids (and the target's current ones) the editor can see. */
  visible: { domainIds: readonly number[]; kioskIds: readonly number[]; residentIds: readonly number[] };
}

export interface SavedAssignments {
  role: BaseRole;
  domainIds: number[];
  kioskIds: number[];
  residentIds: number[];
  defaultResidentId: number | null;
}

export interface SavedUser extends SavedAssignments {
  email: string;
  name: string;
  nickname: string;
  languageId: number | null;
}

/** A refusal: a message key and its parameters, and the HTTP status. */
export interface UserRuleBreak {
  key: MessageKey;
  params?: MessageParams;
  status: 403 | 404 | 422;
}

/**
 * Merges what the editor sent with what they cannot see: ids the editor cannot see are kept
 * from the target's current assignments and never removed by that editor; an id the editor can
 * neither see nor finds already there is refused (as a missing one: decision 0020).
 */
function keepUnseen(
  sent: readonly number[],
  current: readonly number[],
  visible: readonly number[],
): number[] | null {
  const seen = new Set(visible);
  if (sent.some((id) => !seen.has(id) && !current.includes(id))) return null;
  return unique([...sent, ...current.filter((id) => !seen.has(id))]);
}

/**
 * Judges a save of the user dialog by `editor` (spec 02 §5, §6): the field rules, then who may
 * give which role and touch whom, then the assignments (kept ids, several kiosks only by admins,
 * kiosks and domains that do not overlap), judged on the state the save produces. Answers what
 * to store, or the first rule broken.
 */
export function judgeUserSave(
  editor: UserEditor,
  current: (UserTarget & { email: string } & Omit<SavedAssignments, 'role' | 'defaultResidentId'>) | null,
  input: UserInput,
  scope: AssignmentScope,
  facts: AssignmentFacts,
  roleShown: boolean,
): { ok: SavedUser } | { refused: UserRuleBreak } {
  const refuse = (key: MessageKey, status: UserRuleBreak['status'] = 422, params?: MessageParams) => ({
    refused: { key, status, ...(params ? { params } : {}) },
  });
  const [first] = userFieldErrors(input, roleShown);
  if (first) return refuse(first.key, 422, first.params);
  if (current && !canEditUser(editor, current)) return refuse('user.notEditable', 403);
  if (current && input.email.trim().toLowerCase() !== current.email.toLowerCase())
    return refuse('user.emailFixed');

  const domainIds = keepUnseen(unique(input.domainIds), current?.domainIds ?? [], scope.visible.domainIds);
  const kioskIds = keepUnseen(unique(input.kioskIds), current?.kioskIds ?? [], scope.visible.kioskIds);
  const residentIds = keepUnseen(
    unique(input.residentIds),
    current?.residentIds ?? [],
    scope.visible.residentIds,
  );
  if (domainIds === null || kioskIds === null || residentIds === null)
    return refuse('user.assignmentNotFound', 404);

  const editorIsAdmin = isAdminRole(editor.role);
  if (!editorIsAdmin && kioskIds.length > 1 && kioskIds.length > (current?.kioskIds.length ?? 0))
    return refuse('user.severalKiosksByAdmins');
  const overlap = kioskIds.find(
    (id) => !kioskOutsideDomains(facts.kioskFacility.get(id) ?? null, domainIds, facts.domainFacilities),
  );
  if (overlap !== undefined) return refuse('user.kioskInDomain');

  const chosen =
    input.role ??
    current?.functionalRole ??
    deriveFunctionalRole({ role: BaseRole.Guest, domainIds, kioskIds, residentIds });
  const role = baseRoleOf(chosen);
  if (role === BaseRole.Admin && current?.role !== BaseRole.Admin && !(editor.isSuperAdmin && editorIsAdmin))
    return refuse('user.adminBySuperAdmin', 403);
  // The state the save produces must be one the editor may edit (or the editor's own).
  const produced: UserTarget = {
    userId: current?.userId ?? '',
    role,
    functionalRole: deriveFunctionalRole({ role, domainIds, kioskIds, residentIds }),
  };
  if (produced.userId !== editor.userId && !canEditUser(editor, produced) && role !== BaseRole.Admin)
    return refuse('user.roleNotAllowed', 403);
  // Nobody raises their own role.
  if (current && current.userId === editor.userId && role !== current.role)
    return refuse('user.roleNotAllowed', 403);

  const name = normalizeName(input.name);
  return {
    ok: {
      email: input.email.trim().toLowerCase(),
      name,
      nickname: (input.nickname ?? '').trim() || defaultNickname(name),
      languageId: input.languageId === Language.French ? Language.French : null,
      role,
      domainIds,
      kioskIds,
      residentIds,
      defaultResidentId: defaultResidentOf(residentIds, input.defaultResidentId),
    },
  };
}

/** The three unlink types of spec 02 §6. */
export const UnlinkType = { Resident: 1, KioskManager: 2, KioskContact: 3 } as const;
export type UnlinkType = (typeof UnlinkType)[keyof typeof UnlinkType];

/**
 * The base role a context creates (spec 02 §6): on a kiosk, Manager when the creator is a domain
 * manager or an admin, else Guest; a family facilitator's contact on a Genie kiosk is a virtual
 * visitor; on a resident's dashboard, an Abby kiosk gives Manager and a Genie kiosk Guest.
 */
export function contextBaseRole(
  context: 'kiosk' | 'resident',
  creator: Pick<UserEditor, 'functionalRole'>,
  kioskTypeId: number,
): BaseRole {
  const genie = kioskTypeId === 2;
  if (context === 'kiosk') {
    return creator.functionalRole === FunctionalRole.Admin ||
      creator.functionalRole === FunctionalRole.DomainManager
      ? BaseRole.Manager
      : BaseRole.Guest;
  }
  if (creator.functionalRole === FunctionalRole.ResidentManager && genie) return BaseRole.Guest;
  return genie ? BaseRole.Guest : BaseRole.Manager;
}
