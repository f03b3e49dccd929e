/** The User aggregate: its events, its state and the pure `evolve` that folds one into the other. */
import { Limits } from '../constants.js';
import type { BaseRole } from '../roles.js';

export interface UserAssignments {
  role: BaseRole;
  domainIds: number[];
  facilityIds: number[];
  kioskIds: number[];
  residentIds: number[];
}

export interface UserProfileFields {
  name: string;
  nickname: string;
  languageId: number | null;
  picture: string | null;
  defaultResidentId: number | null;
}

/**
 * A link to kiosks or residents offered to an existing account by someone else (a contact added
 * by email): it changes nothing until the account's owner accepts it (decision 0022). The token
 * sent by email is kept only as its SHA-256.
 */
export interface LinkOffer {
  offerId: string;
  tokenHash: string;
  kioskIds: number[];
  residentIds: number[];
  /** ISO time after which the offer can no longer be accepted. */
  expiresAt: string;
}

/**
 * Password hashes are not in the log: they are kept in the `credentials` table, written in the
 * transaction of the event that records the change (decision 0024). Version 3 of UserRegistered
 * and version 2 of UserPasswordChanged dropped the hash that earlier versions carried.
 */
export type UserEvent =
  | {
      type: 'UserRegistered';
      data: { userId: string; email: string } & UserProfileFields & UserAssignments;
    }
  | { type: 'UserProfileEdited'; data: { userId: string } & UserProfileFields }
  | { type: 'UserPasswordChanged'; data: { userId: string } }
  | { type: 'UserSignedIn'; data: { userId: string } }
  | { type: 'UserSignInFailed'; data: { userId: string; failedAttempts: number } }
  /**
   * `lockedUntil` (ISO time) and `lockCount` (this lock's rank since the last sign-in or unblock)
   * are absent from locks recorded before locks had a term: such a lock has expired.
   */
  | {
      type: 'UserLocked';
      data: { userId: string; failedAttempts: number; lockedUntil?: string; lockCount?: number };
    }
  /** `byUserId`: the admin who unblocked the account (absent when recorded before unblocks). */
  | { type: 'UserUnlocked'; data: { userId: string; byUserId?: string } }
  /** Every session of the user ends: a sign-out, or an admin's decision. Carries no secret. */
  | { type: 'UserSessionsEnded'; data: { userId: string; reason: SessionEndReason } }
  | { type: 'UserAssignmentsChanged'; data: { userId: string } & UserAssignments }
  | { type: 'UserLinkOffered'; data: { userId: string } & LinkOffer }
  | { type: 'UserLinkAccepted'; data: { userId: string; offerId: string } }
  /** An admin deleted the account (`byUserId`); its stream ends here. */
  | { type: 'UserDeleted'; data: { userId: string; byUserId: string } }
  /** The owner proved the address is theirs (by following an emailed link). */
  | { type: 'UserEmailVerified'; data: { userId: string } }
  /** An invitation or a change-password link was emailed (decision 0026); only the token's hash. */
  | { type: 'UserPasswordLinkSent'; data: { userId: string } & PasswordLink }
  | { type: 'UserPasswordLinkUsed'; data: { userId: string; linkId: string } };

/**
 * An emailed link that lets its holder set the account's password: an invitation or a change of
 * password. Single use, until `expiresAt` (ISO); the token is kept only as its SHA-256.
 */
/** How many contact-link offers an account keeps (the latest; older ones can no longer be accepted). */
const MAX_LINK_OFFERS = 20;

export interface PasswordLink {
  linkId: string;
  tokenHash: string;
  expiresAt: string;
  purpose: 'invitation' | 'reset';
}

/**
 * Why every session of a user ended (a password change and a lock end them too); `erased`: the
 * user's personal data was erased (decision 0024).
 */
export type SessionEndReason = 'signOut' | 'blocked' | 'erased';

/** The events after which the user's access tokens and refresh tokens are refused. */
export const SESSION_ENDING_EVENTS: ReadonlySet<UserEvent['type']> = new Set([
  'UserPasswordChanged',
  'UserLocked',
  'UserSessionsEnded',
]);

/**
 * The events after which a user's open live connections are closed, to be judged again as they
 * reconnect: the sessions ended, or what the user may see changed (role, scope, the account gone).
 */
export const ACCESS_CHANGING_EVENTS: ReadonlySet<UserEvent['type']> = new Set([
  ...SESSION_ENDING_EVENTS,
  'UserAssignmentsChanged',
  'UserDeleted',
]);

/** How long the n-th lock in a row lasts (n from 1): 15 minutes, doubling on each repeat. */
export function lockDurationMs(lockCount: number): number {
  const doublings = Math.min(Math.max(lockCount, 1) - 1, 10);
  return Limits.firstLockMinutes * 60_000 * 2 ** doublings;
}

/** True while a lock holds at `now` (a lock without a term, recorded before terms, has expired). */
export function isLockedAt(state: { status: string; lockedUntil?: string | null }, now: Date): boolean {
  return state.status === 'locked' && !!state.lockedUntil && Date.parse(state.lockedUntil) > now.getTime();
}

export type UserEventType = UserEvent['type'];

export type UserState =
  | { status: 'absent' }
  | ({
      status: 'active' | 'locked';
      userId: string;
      email: string;
      failedAttempts: number;
      /** When the current lock ends (ISO time); null when not locked or locked before terms. */
      lockedUntil?: string | null;
      /** Locks in a row since the last successful sign-in or unblock. */
      lockCount?: number;
      /** Offers not yet accepted (expired ones are dropped when the next is made). */
      linkOffers: readonly LinkOffer[];
      /** Whether the owner followed an emailed link (absent on streams from before links). */
      emailVerified?: boolean;
      /** Password links sent and not yet used (the latest few). */
      passwordLinks?: readonly PasswordLink[];
    } & UserProfileFields &
      UserAssignments);

export const initialUserState: UserState = { status: 'absent' };

export function evolveUser(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    const { userId, email, ...rest } = event.data;
    return { status: 'active', userId, email, failedAttempts: 0, linkOffers: [], ...rest };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'UserProfileEdited': {
      const { userId: _ignored, ...fields } = event.data;
      return { ...state, ...fields };
    }
    case 'UserPasswordChanged':
      // A password set, by a link or by its owner, ends every link offered before it.
      return { ...state, passwordLinks: [] };
    case 'UserSignedIn':
      return { ...state, status: 'active', failedAttempts: 0, lockedUntil: null, lockCount: 0 };
    case 'UserSignInFailed':
      // A failure is recorded only when no lock holds: an expired lock is over.
      return { ...state, status: 'active', failedAttempts: event.data.failedAttempts };
    case 'UserLocked':
      return {
        ...state,
        status: 'locked',
        failedAttempts: event.data.failedAttempts,
        lockedUntil: event.data.lockedUntil ?? null,
        lockCount: event.data.lockCount ?? (state.lockCount ?? 0) + 1,
      };
    case 'UserUnlocked':
      return { ...state, status: 'active', failedAttempts: 0, lockedUntil: null, lockCount: 0 };
    case 'UserSessionsEnded':
      return state;
    case 'UserAssignmentsChanged': {
      const { userId: _ignored, ...assignments } = event.data;
      return { ...state, ...assignments };
    }
    case 'UserLinkOffered': {
      const { userId: _ignored, ...offer } = event.data;
      // The latest offers are kept (a bound, not a rule: older ones can no longer be accepted).
      const others = state.linkOffers.filter((o) => o.offerId !== offer.offerId);
      return { ...state, linkOffers: [...others, offer].slice(-MAX_LINK_OFFERS) };
    }
    case 'UserLinkAccepted':
      return { ...state, linkOffers: state.linkOffers.filter((o) => o.offerId !== event.data.offerId) };
    case 'UserDeleted':
      return initialUserState;
    case 'UserEmailVerified':
      return { ...state, emailVerified: true };
    case 'UserPasswordLinkSent': {
      const { userId: _ignored, ...link } = event.data;
      // The newest link is the one that works: an invitation or a reset sent again ends the last.
      return { ...state, passwordLinks: [link] };
    }
    case 'UserPasswordLinkUsed':
      return {
        ...state,
        passwordLinks: (state.passwordLinks ?? []).filter((link) => link.linkId !== event.data.linkId),
      };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export const userStream = (userId: string): string => `user-${userId}`;

/** Drops the password hash that UserRegistered (up to version 2) and UserPasswordChanged (version 1) carried. */
export function withoutPasswordHash(data: Record<string, unknown>): Record<string, unknown> {
  const { passwordHash: _dropped, ...rest } = data;
  return rest;
}
