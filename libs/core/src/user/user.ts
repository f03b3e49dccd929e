/** The User aggregate: its events, its state and the pure `evolve` that folds one into the other. */
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

export type UserEvent =
  | {
      type: 'UserRegistered';
      data: { userId: string; email: string; passwordHash: string | null } & UserProfileFields &
        UserAssignments;
    }
  | { type: 'UserProfileEdited'; data: { userId: string } & UserProfileFields }
  | { type: 'UserPasswordChanged'; data: { userId: string; passwordHash: string } }
  | { type: 'UserSignedIn'; data: { userId: string } }
  | { type: 'UserSignInFailed'; data: { userId: string; failedAttempts: number } }
  | { type: 'UserLocked'; data: { userId: string; failedAttempts: number } }
  | { type: 'UserUnlocked'; data: { userId: string } }
  | { type: 'UserAssignmentsChanged'; data: { userId: string } & UserAssignments }
  | { type: 'UserLinkOffered'; data: { userId: string } & LinkOffer }
  | { type: 'UserLinkAccepted'; data: { userId: string; offerId: string } };

export type UserEventType = UserEvent['type'];

export type UserState =
  | { status: 'absent' }
  | ({
      status: 'active' | 'locked';
      userId: string;
      email: string;
      passwordHash: string | null;
      failedAttempts: number;
      /** Offers not yet accepted (expired ones are dropped when the next is made). */
      linkOffers: readonly LinkOffer[];
    } & UserProfileFields &
      UserAssignments);

const MAX_LINK_OFFERS = 20;

export const initialUserState: UserState = { status: 'absent' };

export function evolveUser(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    const { userId, email, passwordHash, ...rest } = event.data;
    return { status: 'active', userId, email, passwordHash, failedAttempts: 0, linkOffers: [], ...rest };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'UserProfileEdited': {
      const { userId: _ignored, ...fields } = event.data;
      return { ...state, ...fields };
    }
    case 'UserPasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash };
    case 'UserSignedIn':
      return { ...state, failedAttempts: 0 };
    case 'UserSignInFailed':
      return { ...state, failedAttempts: event.data.failedAttempts };
    case 'UserLocked':
      return { ...state, status: 'locked', failedAttempts: event.data.failedAttempts };
    case 'UserUnlocked':
      return { ...state, status: 'active', failedAttempts: 0 };
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
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export const userStream = (userId: string): string => `user-${userId}`;
