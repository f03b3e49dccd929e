/** The User's commands and the pure `decide` that turns a command and the state into events. */
import { Limits } from '../constants.js';
import { DomainError } from '../errors.js';
import { normalizeProfile, validatePassword } from '../validation.js';
import { BaseRole, deriveFunctionalRole } from '../roles.js';
import {
  UnlinkType,
  canDeleteUser,
  canEditUser,
  defaultResidentOf,
  judgeUserSave,
  type AssignmentFacts,
  type AssignmentScope,
  type UserEditor,
  type UserInput,
  type UserTarget,
} from './user-rules.js';
import type { Decider } from '../decider.js';
import {
  isLockedAt,
  lockDurationMs,
  evolveUser,
  initialUserState,
  type LinkOffer,
  type PasswordLink,
  type SessionEndReason,
  type UserAssignments,
  type UserEvent,
  type UserProfileFields,
  type UserState,
} from './user.js';

export type UserCommand =
  /** The password, when there is one, is hashed and kept outside the log by the handler. */
  | {
      type: 'RegisterUser';
      data: { userId: string; email: string } & UserProfileFields & UserAssignments;
    }
  | {
      type: 'EditProfile';
      data: {
        name: string;
        nickname: string;
        languageId: number | null;
        picture: string | null;
        defaultResidentId: number | null;
      };
    }
  /** The password is checked here; the handler hashes it and keeps the hash outside the log. */
  | { type: 'ChangePassword'; data: { password: string } }
  /** `at`: the attempt's time (ISO), to judge whether a lock still holds; now when absent. */
  | { type: 'RecordSignIn'; at?: string }
  | { type: 'RecordFailedSignIn'; at?: string }
  /** `byUserId`: the admin who unblocks the account. */
  | { type: 'UnlockUser'; byUserId?: string }
  /** Ends every session of the user (sign-out, or an admin's decision). */
  | { type: 'EndSessions'; reason: SessionEndReason }
  | { type: 'ChangeAssignments'; data: UserAssignments }
  /** Someone else asks to link this account to kiosks or residents; its owner must accept. */
  | { type: 'OfferLink'; data: LinkOffer }
  /** The owner accepts with the emailed token (its hash), before the offer expires. */
  | { type: 'AcceptLink'; data: { tokenHash: string; now: string } }
  /** The user dialog's save (spec 02 §5, §6), judged by `judgeUserSave` on the state it produces. */
  | { type: 'CreateUser'; userId: string; save: UserSave }
  | { type: 'UpdateUser'; save: UserSave }
  | { type: 'DeleteUser'; editor: UserEditor }
  /**
   * Removes the user from a resident (type 1) or a kiosk (2 a kiosk manager, 3 another contact);
   * `entityVisible`: whether the editor can see that resident or kiosk.
   */
  | {
      type: 'UnlinkUser';
      editor: UserEditor;
      unlinkType: UnlinkType;
      entityId: number;
      entityVisible: boolean;
    }
  | { type: 'SendPasswordLink'; data: PasswordLink }
  /** The holder of an emailed link sets the password; the handler keeps the hash outside the log. */
  | { type: 'SetPasswordByLink'; data: { tokenHash: string; now: string; password: string } }
  | { type: 'VerifyEmail' };

/** One save of the user dialog: who saves, what was sent, what the editor sees, the facts. */
export interface UserSave {
  editor: UserEditor;
  input: UserInput;
  scope: AssignmentScope;
  facts: AssignmentFacts;
  /** Whether the dialog asked for the role (then it is required). */
  roleShown: boolean;
}

/** The user as the rules on editing see them. */
export function userTargetOf(state: Extract<UserState, { userId: string }>): UserTarget {
  return { userId: state.userId, role: state.role, functionalRole: deriveFunctionalRole(state) };
}

/** The user's assignments with some of them changed. */
function assignmentsChanged(
  state: Extract<UserState, { userId: string }>,
  changes: Partial<UserAssignments>,
): UserEvent {
  const { userId, role, domainIds, facilityIds, kioskIds, residentIds } = state;
  return {
    type: 'UserAssignmentsChanged',
    data: { userId, role, domainIds, facilityIds, kioskIds, residentIds, ...changes },
  };
}

const sameIds = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((id, i) => id === b[i]);

function fail(error: { key: DomainError['key']; params?: DomainError['params'] }): never {
  throw new DomainError(error.key, error.params);
}

const attemptTime = (at: string | undefined): Date => (at ? new Date(at) : new Date());

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'CreateUser') {
    if (state.status !== 'absent') throw new DomainError('user.emailTaken', {}, 409);
    const { save } = command;
    const judged = judgeUserSave(save.editor, null, save.input, save.scope, save.facts, save.roleShown);
    if ('refused' in judged)
      throw new DomainError(judged.refused.key, judged.refused.params, judged.refused.status);
    const { ok } = judged;
    return [
      {
        type: 'UserRegistered',
        data: {
          userId: command.userId,
          email: ok.email,
          name: ok.name,
          nickname: ok.nickname,
          languageId: ok.languageId,
          picture: null,
          defaultResidentId: ok.defaultResidentId,
          role: ok.role,
          domainIds: ok.domainIds,
          facilityIds: [],
          kioskIds: ok.kioskIds,
          residentIds: ok.residentIds,
        },
      },
    ];
  }
  if (command.type === 'RegisterUser') {
    if (state.status !== 'absent') throw new DomainError('user.emailTaken', {}, 409);
    const { errors, value } = normalizeProfile(
      {
        name: command.data.name,
        nickname: command.data.nickname,
        languageId: command.data.languageId,
        defaultResidentId: null,
      },
      command.data.residentIds,
    );
    if (errors[0]) fail(errors[0]);
    return [{ type: 'UserRegistered', data: { ...command.data, name: value.name } }];
  }
  if (state.status === 'absent') throw new DomainError('user.notFound', {}, 404);
  const userId = state.userId;

  switch (command.type) {
    case 'EditProfile': {
      const { errors, value } = normalizeProfile(command.data, state.residentIds);
      if (errors[0]) fail(errors[0]);
      const next = { ...value, picture: command.data.picture };
      const unchanged =
        next.name === state.name &&
        next.nickname === state.nickname &&
        next.languageId === state.languageId &&
        next.picture === state.picture &&
        next.defaultResidentId === state.defaultResidentId;
      return unchanged ? [] : [{ type: 'UserProfileEdited', data: { userId, ...next } }];
    }
    case 'ChangePassword': {
      const error = validatePassword(command.data.password);
      if (error) fail(error);
      return [{ type: 'UserPasswordChanged', data: { userId } }];
    }
    case 'RecordSignIn':
      if (isLockedAt(state, attemptTime(command.at))) {
        throw new DomainError('signIn.locked', { count: Limits.failedSignInsBeforeLock }, 423);
      }
      return [{ type: 'UserSignedIn', data: { userId } }];
    case 'RecordFailedSignIn': {
      const now = attemptTime(command.at);
      if (isLockedAt(state, now)) return [];
      // An expired lock counts failures anew; its rank stays, so the next lock lasts longer.
      const failedAttempts = (state.status === 'locked' ? 0 : state.failedAttempts) + 1;
      const events: UserEvent[] = [{ type: 'UserSignInFailed', data: { userId, failedAttempts } }];
      if (failedAttempts >= Limits.failedSignInsBeforeLock) {
        const lockCount = (state.lockCount ?? 0) + 1;
        const lockedUntil = new Date(now.getTime() + lockDurationMs(lockCount)).toISOString();
        events.push({ type: 'UserLocked', data: { userId, failedAttempts, lockedUntil, lockCount } });
      }
      return events;
    }
    case 'UnlockUser':
      return state.status === 'locked' || state.failedAttempts > 0 || (state.lockCount ?? 0) > 0
        ? [
            {
              type: 'UserUnlocked',
              data: command.byUserId ? { userId, byUserId: command.byUserId } : { userId },
            },
          ]
        : [];
    case 'EndSessions':
      return [{ type: 'UserSessionsEnded', data: { userId, reason: command.reason } }];
    case 'ChangeAssignments':
      return [{ type: 'UserAssignmentsChanged', data: { userId, ...command.data } }];
    case 'OfferLink':
      // An admin account is never linked by someone else's email (decision 0022).
      if (state.role === BaseRole.Admin) throw new DomainError('link.notOffered', {}, 422);
      return [{ type: 'UserLinkOffered', data: { userId, ...command.data } }];
    case 'AcceptLink': {
      const offer = state.linkOffers.find((o) => o.tokenHash === command.data.tokenHash);
      if (!offer || offer.expiresAt <= command.data.now) throw new DomainError('link.invalid', {}, 404);
      const union = (a: number[], b: number[]) => [...new Set([...a, ...b])];
      return [
        { type: 'UserLinkAccepted', data: { userId, offerId: offer.offerId } },
        assignmentsChanged(state, {
          kioskIds: union(state.kioskIds, offer.kioskIds),
          residentIds: union(state.residentIds, offer.residentIds),
        }),
      ];
    }
    case 'UpdateUser': {
      const { save } = command;
      const current = { ...state, ...userTargetOf(state) };
      const judged = judgeUserSave(save.editor, current, save.input, save.scope, save.facts, save.roleShown);
      if ('refused' in judged)
        throw new DomainError(judged.refused.key, judged.refused.params, judged.refused.status);
      const { ok } = judged;
      const events: UserEvent[] = [];
      const profile = {
        name: ok.name,
        nickname: ok.nickname,
        languageId: ok.languageId,
        picture: state.picture,
        defaultResidentId: ok.defaultResidentId,
      };
      if (
        profile.name !== state.name ||
        profile.nickname !== state.nickname ||
        profile.languageId !== state.languageId ||
        profile.defaultResidentId !== state.defaultResidentId
      )
        events.push({ type: 'UserProfileEdited', data: { userId, ...profile } });
      if (
        ok.role !== state.role ||
        !sameIds(ok.domainIds, state.domainIds) ||
        !sameIds(ok.kioskIds, state.kioskIds) ||
        !sameIds(ok.residentIds, state.residentIds)
      )
        events.push({
          type: 'UserAssignmentsChanged',
          data: {
            userId,
            role: ok.role,
            domainIds: ok.domainIds,
            facilityIds: state.facilityIds,
            kioskIds: ok.kioskIds,
            residentIds: ok.residentIds,
          },
        });
      return events;
    }
    case 'DeleteUser':
      if (command.editor.userId === userId) throw new DomainError('user.deleteSelf', {}, 403);
      if (!canDeleteUser(command.editor, userTargetOf(state)))
        throw new DomainError('user.notDeletable', {}, 403);
      return [{ type: 'UserDeleted', data: { userId, byUserId: command.editor.userId } }];
    case 'UnlinkUser': {
      if (!command.entityVisible) throw new DomainError('error.notFound', {}, 404);
      if (command.editor.userId === userId) throw new DomainError('user.unlinkSelf', {}, 403);
      if (!canEditUser(command.editor, userTargetOf(state)))
        throw new DomainError('user.notEditable', {}, 403);
      const byResident = command.unlinkType === UnlinkType.Resident;
      const ids = byResident ? state.residentIds : state.kioskIds;
      if (!ids.includes(command.entityId)) throw new DomainError('user.unlinkNotLinked');
      const remaining = ids.filter((id) => id !== command.entityId);
      const events: UserEvent[] = [
        assignmentsChanged(state, byResident ? { residentIds: remaining } : { kioskIds: remaining }),
      ];
      // The default resident is cleared when no longer assigned (spec 02 §5).
      const defaultResidentId = defaultResidentOf(
        byResident ? remaining : state.residentIds,
        state.defaultResidentId,
      );
      if (defaultResidentId !== state.defaultResidentId) {
        const { name, nickname, languageId, picture } = state;
        events.push({
          type: 'UserProfileEdited',
          data: { userId, name, nickname, languageId, picture, defaultResidentId },
        });
      }
      return events;
    }
    case 'SendPasswordLink':
      return [{ type: 'UserPasswordLinkSent', data: { userId, ...command.data } }];
    case 'SetPasswordByLink': {
      const link = (state.passwordLinks ?? []).find((l) => l.tokenHash === command.data.tokenHash);
      if (!link || link.expiresAt <= command.data.now)
        throw new DomainError('user.passwordLinkInvalid', {}, 404);
      const error = validatePassword(command.data.password);
      if (error) fail(error);
      const events: UserEvent[] = [
        { type: 'UserPasswordLinkUsed', data: { userId, linkId: link.linkId } },
        { type: 'UserPasswordChanged', data: { userId } },
      ];
      if (!state.emailVerified) events.push({ type: 'UserEmailVerified', data: { userId } });
      return events;
    }
    case 'VerifyEmail':
      return state.emailVerified ? [] : [{ type: 'UserEmailVerified', data: { userId } }];
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

/** A user stream's decider, for the engine (`AggregateStore.handle`). */
export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
