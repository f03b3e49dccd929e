import { describe, it } from '@jest/globals';
import type { ErasureEvent, UserEvent } from '@ambient/core';
import { GIVEN_AT, projectionSpec } from '@ambient/event-sourcing/testing';
import { UsersProjection } from '../../src/users/users.projection.js';
import { covered, LATER, type ProjectionCases } from './projection-cases.js';

const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    email: 'Ann.Lee@Example.com',
    name: 'Ann Lee',
    nickname: 'Ann',
    languageId: 2,
    picture: null,
    defaultResidentId: 7,
    role: 'Manager',
    domainIds: [],
    facilityIds: [],
    kioskIds: [42],
    residentIds: [7],
  },
};

const SELECT = `SELECT id, email, name, nickname, picture, language_id, default_resident_id, role, functional_role,
  domain_ids, facility_ids, kiosk_ids, resident_ids, failed_attempts, locked, last_sign_in,
  create_date, update_date FROM users ORDER BY id`;

/** The row of the registered user, before any later event. */
const registeredRow = {
  id: 'u1',
  email: 'ann.lee@example.com',
  name: 'Ann Lee',
  nickname: 'Ann',
  picture: null,
  language_id: 2,
  default_resident_id: 7,
  role: 'Manager',
  functional_role: 'KioskManager',
  domain_ids: [],
  facility_ids: [],
  kiosk_ids: [42],
  resident_ids: [7],
  failed_attempts: 0,
  locked: false,
  last_sign_in: null,
  create_date: new Date(GIVEN_AT),
  update_date: new Date(GIVEN_AT),
};

const STATUS = 'SELECT failed_attempts, locked, last_sign_in, update_date FROM users';

export const usersProjectionCases: ProjectionCases = (dataSource) => {
  describe('users projection', () => {
    const spec = () => projectionSpec<UserEvent | ErasureEvent>(covered(new UsersProjection()), dataSource());

    it('adds a registered user: email in lower case, functional role derived from the assignments', async () => {
      await spec().given(registered).then(SELECT, [registeredRow]);
    });

    it('saves a profile edit with its time', async () => {
      await spec()
        .given(registered, {
          type: 'UserProfileEdited',
          data: {
            userId: 'u1',
            name: 'Ann Lee-Roy',
            nickname: 'Annie',
            languageId: null,
            picture: 'users/u1.webp',
            defaultResidentId: null,
          },
          metadata: { at: LATER },
        })
        .then(SELECT, [
          {
            ...registeredRow,
            name: 'Ann Lee-Roy',
            nickname: 'Annie',
            language_id: null,
            picture: 'users/u1.webp',
            default_resident_id: null,
            update_date: new Date(LATER),
          },
        ]);
    });

    it('records a password change with its time, the hash staying outside the read model', async () => {
      await spec()
        .given(registered, {
          type: 'UserPasswordChanged',
          data: { userId: 'u1' },
          metadata: { at: LATER },
        })
        .then('SELECT update_date, sessions_ended_at FROM users', [
          { update_date: new Date(LATER), sessions_ended_at: new Date(LATER) },
        ]);
    });

    it('counts failed sign-ins, and a sign-in clears the count and records its time', async () => {
      const failed = (failedAttempts: number): UserEvent => ({
        type: 'UserSignInFailed',
        data: { userId: 'u1', failedAttempts },
      });
      await spec()
        .given(registered, failed(1), failed(2))
        .then(STATUS, [
          { failed_attempts: 2, locked: false, last_sign_in: null, update_date: new Date(GIVEN_AT) },
        ]);
      await spec()
        .given(registered, failed(1), failed(2), {
          type: 'UserSignedIn',
          data: { userId: 'u1' },
          metadata: { at: LATER },
        })
        .then(STATUS, [
          {
            failed_attempts: 0,
            locked: false,
            last_sign_in: new Date(LATER),
            update_date: new Date(GIVEN_AT),
          },
        ]);
    });

    it('blocks the account, and an unblock clears the count', async () => {
      const locked: UserEvent = { type: 'UserLocked', data: { userId: 'u1', failedAttempts: 5 } };
      await spec()
        .given(registered, { ...locked, metadata: { at: LATER } })
        .then(STATUS, [
          { failed_attempts: 5, locked: true, last_sign_in: null, update_date: new Date(LATER) },
        ]);
      const unlockedAt = '2026-03-03T10:00:00.000Z';
      await spec()
        .given(registered, locked, {
          type: 'UserUnlocked',
          data: { userId: 'u1' },
          metadata: { at: unlockedAt },
        })
        .then(STATUS, [
          { failed_attempts: 0, locked: false, last_sign_in: null, update_date: new Date(unlockedAt) },
        ]);
    });

    it('ends every session: the generation becomes the stream version, with the time it ended', async () => {
      const SESSIONS = 'SELECT session_generation, sessions_ended_at, update_date FROM users';
      await spec()
        .given(registered, {
          type: 'UserSessionsEnded',
          data: { userId: 'u1', reason: 'signOut' },
          metadata: { at: LATER },
        })
        // Stream versions count from 0: the second event of the stream is version 1.
        .then(SESSIONS, [
          { session_generation: 1, sessions_ended_at: new Date(LATER), update_date: new Date(GIVEN_AT) },
        ]);
    });

    it('records a verified email, the last password change, and removes a deleted user', async () => {
      await spec()
        .given(
          registered,
          { type: 'UserPasswordChanged', data: { userId: 'u1' }, metadata: { at: LATER } },
          { type: 'UserEmailVerified', data: { userId: 'u1' } },
        )
        .then('SELECT email_verified, last_password_reset FROM users', [
          { email_verified: true, last_password_reset: new Date(LATER) },
        ]);
      await spec()
        .given(registered)
        .then('SELECT email_verified, last_password_reset FROM users', [
          { email_verified: false, last_password_reset: null },
        ]);
      await spec()
        .given(registered, { type: 'UserDeleted', data: { userId: 'u1', byUserId: 'admin' } })
        .then('SELECT id FROM users', []);
    });

    it('saves new assignments with the functional role they give', async () => {
      await spec()
        .given(registered, {
          type: 'UserAssignmentsChanged',
          data: {
            userId: 'u1',
            role: 'Manager',
            domainIds: [3],
            facilityIds: [4, 5],
            kioskIds: [],
            residentIds: [],
          },
          metadata: { at: LATER },
        })
        .then(
          'SELECT role, functional_role, domain_ids, facility_ids, kiosk_ids, resident_ids, update_date FROM users',
          [
            {
              role: 'Manager',
              functional_role: 'DomainManager',
              domain_ids: [3],
              facility_ids: [4, 5],
              kiosk_ids: [],
              resident_ids: [],
              update_date: new Date(LATER),
            },
          ],
        );
      await spec()
        .given(registered, {
          type: 'UserAssignmentsChanged',
          data: {
            userId: 'u1',
            role: 'Admin',
            domainIds: [],
            facilityIds: [],
            kioskIds: [],
            residentIds: [],
          },
        })
        .then('SELECT role, functional_role FROM users', [{ role: 'Admin', functional_role: 'Admin' }]);
    });

    it('shows an erased user with the erased values, keeping everything else; a resident’s erasure is not theirs', async () => {
      await spec()
        .given(
          registered,
          { type: 'PersonalDataErased', data: { subject: 'resident-7', userId: null, residentId: 7 } },
          { type: 'PersonalDataErased', data: { subject: 'user-u1', userId: 'u1', residentId: null } },
        )
        .then(SELECT, [
          {
            ...registeredRow,
            email: 'erased.u1@erased.invalid',
            name: '[erased]',
            nickname: '',
            picture: null,
          },
        ]);
    });
  });
};
