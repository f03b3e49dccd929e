import {
  deriveFunctionalRole,
  erasedUserProfile,
  type BaseRole,
  type ErasureEvent,
  type UserEvent,
} from '@ambient/core';
import {
  EventProjection,
  ReadModelProjection,
  recordedAt as at,
  type ProjectionHandlers,
  type RecordedEvent,
} from '@ambient/event-sourcing';
import { UserRow } from './user.row.js';

/** Link offers stay in the user's stream until accepted; what an acceptance changes comes as assignments. */
type ProjectedUserEvent = Exclude<
  UserEvent,
  { type: 'UserLinkOffered' | 'UserLinkAccepted' | 'UserPasswordLinkSent' | 'UserPasswordLinkUsed' }
>;

/**
 * The columns a session-ending event sets: the generation is the event's place in the user's
 * stream, so it only grows and a rebuild gives the same number.
 */
const sessionsEnded = (event: Pick<RecordedEvent, 'streamVersion' | 'metadata'>) => ({
  sessionGeneration: event.streamVersion,
  sessionsEndedAt: at(event),
});

/**
 * Projects the user events into the `users` read model. An erased user's personal fields take
 * their erased values, as the events read once their key is destroyed (a rebuild gives the same).
 */
@ReadModelProjection()
export class UsersProjection extends EventProjection<ProjectedUserEvent | ErasureEvent> {
  readonly name = 'users';
  readonly tables = ['users'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<ProjectedUserEvent | ErasureEvent> = {
    UserRegistered: (d, event, manager) =>
      manager.insert(UserRow, {
        id: d.userId,
        email: d.email.toLowerCase(),
        name: d.name,
        nickname: d.nickname,
        picture: d.picture,
        languageId: d.languageId,
        defaultResidentId: d.defaultResidentId,
        role: d.role,
        functionalRole: deriveFunctionalRole(d),
        domainIds: d.domainIds,
        facilityIds: d.facilityIds,
        kioskIds: d.kioskIds,
        residentIds: d.residentIds,
        failedAttempts: 0,
        locked: false,
        lastSignIn: null,
        emailVerified: false,
        lastPasswordReset: null,
        createDate: at(event),
        updateDate: at(event),
      }),
    UserProfileEdited: ({ userId, ...fields }, event, manager) =>
      manager.update(UserRow, { id: userId }, { ...fields, updateDate: at(event) }),
    UserPasswordChanged: ({ userId }, event, manager) =>
      manager.update(
        UserRow,
        { id: userId },
        { updateDate: at(event), lastPasswordReset: at(event), ...sessionsEnded(event) },
      ),
    UserEmailVerified: ({ userId }, _event, manager) =>
      manager.update(UserRow, { id: userId }, { emailVerified: true }),
    UserDeleted: ({ userId }, _event, manager) => manager.delete(UserRow, { id: userId }),
    UserSignedIn: ({ userId }, event, manager) =>
      manager.update(
        UserRow,
        { id: userId },
        { failedAttempts: 0, locked: false, lockedUntil: null, lastSignIn: at(event) },
      ),
    // A failure is recorded only when no lock holds: an expired lock is over.
    UserSignInFailed: ({ userId, failedAttempts }, _event, manager) =>
      manager.update(UserRow, { id: userId }, { failedAttempts, locked: false, lockedUntil: null }),
    UserLocked: ({ userId, failedAttempts, lockedUntil }, event, manager) =>
      manager.update(
        UserRow,
        { id: userId },
        {
          locked: true,
          failedAttempts,
          lockedUntil: lockedUntil ? new Date(lockedUntil) : null,
          updateDate: at(event),
          ...sessionsEnded(event),
        },
      ),
    UserUnlocked: ({ userId }, event, manager) =>
      manager.update(
        UserRow,
        { id: userId },
        { locked: false, lockedUntil: null, failedAttempts: 0, updateDate: at(event) },
      ),
    UserSessionsEnded: ({ userId }, event, manager) =>
      manager.update(UserRow, { id: userId }, sessionsEnded(event)),
    PersonalDataErased: async ({ userId }, _event, manager) => {
      if (userId !== null) await manager.update(UserRow, { id: userId }, erasedUserProfile(userId));
    },
    UserAssignmentsChanged: ({ userId, ...assignments }, event, manager) =>
      manager.update(
        UserRow,
        { id: userId },
        {
          ...assignments,
          role: assignments.role as BaseRole,
          functionalRole: deriveFunctionalRole(assignments),
          updateDate: at(event),
        },
      ),
  };
}
