/** The User's commands and the pure `decide` that turns a command and the state into events. */
import { Limits } from '../constants.js';
import { DomainError } from '../errors.js';
import { normalizeProfile, validatePassword } from '../validation.js';
import { BaseRole } from '../roles.js';
import {
  isLockedAt,
  lockDurationMs,
  type LinkOffer,
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
  | { type: 'AcceptLink'; data: { tokenHash: string; now: string } };

function fail(error: { key: DomainError['key']; params?: DomainError['params'] }): never {
  throw new DomainError(error.key, error.params);
}

const attemptTime = (at: string | undefined): Date => (at ? new Date(at) : new Date());

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
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
        {
          type: 'UserAssignmentsChanged',
          data: {
            userId,
            role: state.role,
            domainIds: state.domainIds,
            facilityIds: state.facilityIds,
            kioskIds: union(state.kioskIds, offer.kioskIds),
            residentIds: union(state.residentIds, offer.residentIds),
          },
        },
      ];
    }
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}
