import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import {
  CURRENT_EVENT_VERSIONS,
  DomainError,
  EVENT_UPCASTERS,
  userDecider,
  type UserEvent,
} from '../index.js';

const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    email: 'ann@example.com',
    name: 'Ann Lee',
    nickname: 'Ann',
    languageId: null,
    picture: null,
    defaultResidentId: null,
    role: 'Manager',
    domainIds: [],
    facilityIds: [],
    kioskIds: [],
    residentIds: [3],
  },
};

/** given(events).when(command).then(events) */
const { given } = deciderSpec(userDecider);

/** The refusal's message key and HTTP status. */
const refused =
  (key: string, status?: number) =>
  (error: DomainError): void => {
    expect(error).toMatchObject(status === undefined ? { key } : { key, status });
  };
const failure = (n: number): UserEvent => ({
  type: 'UserSignInFailed',
  data: { userId: 'u1', failedAttempts: n },
});

const offer = {
  offerId: 'o1',
  tokenHash: 'h1',
  kioskIds: [7],
  residentIds: [],
  expiresAt: '2026-12-01T00:00:00.000Z',
};
const offered: UserEvent = { type: 'UserLinkOffered', data: { userId: 'u1', ...offer } };

describe('User decider: links offered by email', () => {
  it('records an offer and changes nothing else until it is accepted', () => {
    given(registered).when({ type: 'OfferLink', data: offer }).then([offered]);
  });
  it('never offers a link to an admin account', () => {
    const admin: UserEvent = { ...registered, data: { ...registered.data, role: 'Admin' } } as UserEvent;
    given(admin).when({ type: 'OfferLink', data: offer }).thenThrows(DomainError, refused('link.notOffered'));
  });
  it('adds what was offered, keeping what the account had, when the owner accepts in time', () => {
    given(registered, offered)
      .when({ type: 'AcceptLink', data: { tokenHash: 'h1', now: '2026-11-23T10:00:00.000Z' } })
      .then([
        { type: 'UserLinkAccepted', data: { userId: 'u1', offerId: 'o1' } },
        {
          type: 'UserAssignmentsChanged',
          data: {
            userId: 'u1',
            role: 'Manager',
            domainIds: [],
            facilityIds: [],
            kioskIds: [7],
            residentIds: [3],
          },
        },
      ]);
  });
  it('refuses a wrong, used or expired token alike', () => {
    const accept = (tokenHash: string, now = '2026-11-23T10:00:00.000Z') =>
      ({ type: 'AcceptLink', data: { tokenHash, now } }) as const;
    given(registered, offered).when(accept('h2')).thenThrows(DomainError, refused('link.invalid', 404));
    given(registered, offered, { type: 'UserLinkAccepted', data: { userId: 'u1', offerId: 'o1' } })
      .when(accept('h1'))
      .thenThrows(DomainError, refused('link.invalid', 404));
    given(registered, offered)
      .when(accept('h1', '2026-12-01T00:00:00.000Z'))
      .thenThrows(DomainError, refused('link.invalid', 404));
  });
});

const T0 = '2026-01-05T10:00:00.000Z';
const minutesAfter = (at: string, minutes: number): string =>
  new Date(Date.parse(at) + minutes * 60_000).toISOString();
const lockedAt = (at: string, minutes: number, lockCount: number): UserEvent => ({
  type: 'UserLocked',
  data: { userId: 'u1', failedAttempts: 5, lockedUntil: minutesAfter(at, minutes), lockCount },
});

describe('User decider', () => {
  it('locks the account for 15 minutes on the fifth failed sign-in in a row', () => {
    given(registered, failure(1), failure(2), failure(3))
      .when({ type: 'RecordFailedSignIn', at: T0 })
      .then([failure(4)]);
    given(registered, failure(1), failure(2), failure(3), failure(4))
      .when({ type: 'RecordFailedSignIn', at: T0 })
      .then([failure(5), lockedAt(T0, 15, 1)]);
  });
  it('starts counting again after a successful sign-in', () => {
    const signedIn: UserEvent = { type: 'UserSignedIn', data: { userId: 'u1' } };
    given(registered, failure(1), failure(2), failure(3), failure(4), signedIn)
      .when({ type: 'RecordFailedSignIn', at: T0 })
      .then([failure(1)]);
  });
  it('refuses a sign-in while locked, accepts it once the lock ends, and an admin unblocks at once', () => {
    const locked = lockedAt(T0, 15, 1);
    given(registered, locked)
      .when({ type: 'RecordSignIn', at: minutesAfter(T0, 14) })
      .thenThrows(DomainError, refused('signIn.locked', 423));
    given(registered, locked)
      .when({ type: 'RecordFailedSignIn', at: minutesAfter(T0, 14) })
      .then([]);
    given(registered, locked)
      .when({ type: 'RecordSignIn', at: minutesAfter(T0, 15) })
      .then([{ type: 'UserSignedIn', data: { userId: 'u1' } }]);
    given(registered, locked)
      .when({ type: 'UnlockUser', byUserId: 'admin' })
      .then([{ type: 'UserUnlocked', data: { userId: 'u1', byUserId: 'admin' } }]);
    given(registered).when({ type: 'UnlockUser' }).then([]);
  });
  it('doubles the lock on each repeat, so a stranger cannot lock the owner out for good', () => {
    // The first lock ends; five more failures lock again for 30 minutes, then 60.
    const second = minutesAfter(T0, 15);
    given(registered, lockedAt(T0, 15, 1), failure(1), failure(2), failure(3), failure(4))
      .when({ type: 'RecordFailedSignIn', at: second })
      .then([failure(5), lockedAt(second, 30, 2)]);
    const third = minutesAfter(second, 30);
    given(
      registered,
      lockedAt(T0, 15, 1),
      lockedAt(second, 30, 2),
      failure(1),
      failure(2),
      failure(3),
      failure(4),
    )
      .when({ type: 'RecordFailedSignIn', at: third })
      .then([failure(5), lockedAt(third, 60, 3)]);
    // After an expired lock, failures count from one again.
    given(registered, failure(1), failure(2), failure(3), failure(4), lockedAt(T0, 15, 1))
      .when({ type: 'RecordFailedSignIn', at: second })
      .then([failure(1)]);
    // A sign-in or an admin's unblock starts the doubling over.
    const signedIn: UserEvent = { type: 'UserSignedIn', data: { userId: 'u1' } };
    given(registered, lockedAt(T0, 15, 1), signedIn, failure(1), failure(2), failure(3), failure(4))
      .when({ type: 'RecordFailedSignIn', at: second })
      .then([failure(5), lockedAt(second, 15, 1)]);
  });
  it('lifts a lock recorded before locks had a term', () => {
    const legacy: UserEvent = { type: 'UserLocked', data: { userId: 'u1', failedAttempts: 5 } };
    given(registered, legacy)
      .when({ type: 'RecordSignIn', at: T0 })
      .then([{ type: 'UserSignedIn', data: { userId: 'u1' } }]);
  });
  it('ends every session on a sign-out, with no secret in the event', () => {
    given(registered)
      .when({ type: 'EndSessions', reason: 'signOut' })
      .then([{ type: 'UserSessionsEnded', data: { userId: 'u1', reason: 'signOut' } }]);
  });
  it('records a profile edit only when something changed', () => {
    const same = {
      name: 'Ann Lee',
      nickname: 'Ann',
      languageId: null,
      picture: null,
      defaultResidentId: null,
    };
    given(registered).when({ type: 'EditProfile', data: same }).then([]);
    given(registered)
      .when({ type: 'EditProfile', data: { ...same, name: 'Ann Lee Roy', nickname: '' } })
      .then([
        { type: 'UserProfileEdited', data: { userId: 'u1', ...same, name: 'Ann Lee Roy', nickname: 'Ann' } },
      ]);
  });
  it('refuses commands for a user that does not exist, and a second registration', () => {
    given().when({ type: 'RecordSignIn' }).thenThrows(DomainError, refused('user.notFound', 404));
    given(registered)
      .when({ type: 'RegisterUser', data: registered.data as never })
      .thenThrows(DomainError, refused('user.emailTaken', 409));
  });
  it('refuses a short password', () => {
    given(registered)
      .when({ type: 'ChangePassword', data: { password: 'short' } })
      .thenThrows(DomainError, refused('password.minChars'));
  });
  it('records a password change as a fact, without the password or its hash', () => {
    given(registered)
      .when({ type: 'ChangePassword', data: { password: 'a-long-enough-password' } })
      .then([{ type: 'UserPasswordChanged', data: { userId: 'u1' } }]);
  });
});

describe('UserRegistered and UserPasswordChanged read without the hashes earlier versions carried', () => {
  const upcast = (type: string, version: number, data: Record<string, unknown>) => {
    let current = { version, data };
    for (;;) {
      const next = EVENT_UPCASTERS.get(`${type}@${current.version}`);
      if (!next) return current;
      current = { version: current.version + 1, data: next(current.data) };
    }
  };
  it('drops passwordHash from registrations of versions 1 and 2 and from a version 1 password change', () => {
    const hashed = { ...registered.data, passwordHash: '$argon2id$old' };
    expect(upcast('UserRegistered', 2, hashed)).toEqual({
      version: CURRENT_EVENT_VERSIONS.UserRegistered,
      data: registered.data,
    });
    const { nickname: _none, ...v1 } = hashed;
    expect(upcast('UserRegistered', 1, v1)).toEqual({
      version: CURRENT_EVENT_VERSIONS.UserRegistered,
      data: { ...registered.data, nickname: '' },
    });
    expect(upcast('UserPasswordChanged', 1, { userId: 'u1', passwordHash: '$argon2id$old' })).toEqual({
      version: CURRENT_EVENT_VERSIONS.UserPasswordChanged,
      data: { userId: 'u1' },
    });
  });
});

describe('User decider: password links', () => {
  const link = (linkId: string, tokenHash: string): UserEvent => ({
    type: 'UserPasswordLinkSent',
    data: { userId: 'u1', linkId, tokenHash, expiresAt: '2026-12-03T00:00:00.000Z', purpose: 'reset' },
  });
  const use = (tokenHash: string) =>
    ({
      type: 'SetPasswordByLink',
      data: { tokenHash, now: '2026-12-02T12:00:00.000Z', password: 'A-new-pass-2026' },
    }) as const;
  const used = (linkId: string): UserEvent[] => [
    { type: 'UserPasswordLinkUsed', data: { userId: 'u1', linkId } },
    { type: 'UserPasswordChanged', data: { userId: 'u1' } },
    { type: 'UserEmailVerified', data: { userId: 'u1' } },
  ];

  it('sets the password with the newest link only: a link sent again ends the one before', () => {
    given(registered, link('l1', 'h1')).when(use('h1')).then(used('l1'));
    given(registered, link('l1', 'h1'), link('l2', 'h2'))
      .when(use('h1'))
      .thenThrows(DomainError, refused('user.passwordLinkInvalid', 404));
    given(registered, link('l1', 'h1'), link('l2', 'h2')).when(use('h2')).then(used('l2'));
  });

  it('ends every link once the password changed, by a link or by its owner', () => {
    given(registered, link('l1', 'h1'), { type: 'UserPasswordChanged', data: { userId: 'u1' } })
      .when(use('h1'))
      .thenThrows(DomainError, refused('user.passwordLinkInvalid', 404));
    given(registered, link('l1', 'h1'), ...used('l1'))
      .when(use('h1'))
      .thenThrows(DomainError, refused('user.passwordLinkInvalid', 404));
  });
});
