import { describe, expect, it } from '@jest/globals';
import {
  DomainError,
  decideUser,
  evolveUser,
  initialUserState,
  type UserCommand,
  type UserEvent,
} from '../src/index.js';

const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    email: 'ann@example.com',
    passwordHash: 'hash',
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
const given = (...events: UserEvent[]) => ({
  when: (command: UserCommand) => decideUser(command, events.reduce(evolveUser, initialUserState)),
});
const failure = (n: number): UserEvent => ({
  type: 'UserSignInFailed',
  data: { userId: 'u1', failedAttempts: n },
});

describe('User decider', () => {
  it('blocks the account on the fifth failed sign-in in a row', () => {
    expect(
      given(registered, failure(1), failure(2), failure(3)).when({ type: 'RecordFailedSignIn' }),
    ).toEqual([failure(4)]);
    expect(
      given(registered, failure(1), failure(2), failure(3), failure(4)).when({ type: 'RecordFailedSignIn' }),
    ).toEqual([failure(5), { type: 'UserLocked', data: { userId: 'u1', failedAttempts: 5 } }]);
  });
  it('starts counting again after a successful sign-in', () => {
    const signedIn: UserEvent = { type: 'UserSignedIn', data: { userId: 'u1' } };
    expect(
      given(registered, failure(1), failure(2), failure(3), failure(4), signedIn).when({
        type: 'RecordFailedSignIn',
      }),
    ).toEqual([failure(1)]);
  });
  it('refuses a sign-in while blocked, until an admin unblocks', () => {
    const locked: UserEvent = { type: 'UserLocked', data: { userId: 'u1', failedAttempts: 5 } };
    expect(() => given(registered, locked).when({ type: 'RecordSignIn' })).toThrow(DomainError);
    expect(given(registered, locked).when({ type: 'UnlockUser' })).toEqual([
      { type: 'UserUnlocked', data: { userId: 'u1' } },
    ]);
    expect(given(registered).when({ type: 'UnlockUser' })).toEqual([]);
  });
  it('records a profile edit only when something changed', () => {
    const same = {
      name: 'Ann Lee',
      nickname: 'Ann',
      languageId: null,
      picture: null,
      defaultResidentId: null,
    };
    expect(given(registered).when({ type: 'EditProfile', data: same })).toEqual([]);
    expect(
      given(registered).when({ type: 'EditProfile', data: { ...same, name: 'Ann Lee Roy', nickname: '' } }),
    ).toEqual([
      { type: 'UserProfileEdited', data: { userId: 'u1', ...same, name: 'Ann Lee Roy', nickname: 'Ann' } },
    ]);
  });
  it('refuses commands for a user that does not exist, and a second registration', () => {
    expect(() => given().when({ type: 'RecordSignIn' })).toThrow(
      expect.objectContaining({ key: 'user.notFound', status: 404 }),
    );
    expect(() => given(registered).when({ type: 'RegisterUser', data: registered.data as never })).toThrow(
      expect.objectContaining({ key: 'user.emailTaken', status: 409 }),
    );
  });
  it('refuses a short password', () => {
    expect(() =>
      given(registered).when({ type: 'ChangePassword', data: { password: 'short', passwordHash: 'h' } }),
    ).toThrow(expect.objectContaining({ key: 'password.minChars' }));
  });
});
