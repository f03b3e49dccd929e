import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { deriveFunctionalRole, type BaseRole, type UserEvent } from '@ambient/core';
import { UserRow } from '../database/read-models.js';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { Projection } from '../event-sourcing/projection.js';

const HANDLED: ReadonlySet<UserEvent['type']> = new Set([
  'UserRegistered',
  'UserProfileEdited',
  'UserPasswordChanged',
  'UserSignedIn',
  'UserSignInFailed',
  'UserLocked',
  'UserUnlocked',
  'UserAssignmentsChanged',
]);

/** Projects the user events into the `users` read model. */
@Injectable()
export class UsersProjection implements Projection {
  readonly name = 'users';
  readonly tables = ['users'];
  readonly handles: ReadonlySet<string> = HANDLED;

  async apply(recorded: RecordedEvent, manager: EntityManager): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as UserEvent;
    const at = new Date(recorded.metadata.at);
    const users = manager.getRepository(UserRow);
    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data;
        await users.insert({
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
          passwordHash: d.passwordHash,
          failedAttempts: 0,
          locked: false,
          lastSignIn: null,
          createDate: at,
          updateDate: at,
        });
        return;
      }
      case 'UserProfileEdited': {
        const { userId, ...fields } = event.data;
        await users.update({ id: userId }, { ...fields, updateDate: at });
        return;
      }
      case 'UserPasswordChanged':
        await users.update(
          { id: event.data.userId },
          { passwordHash: event.data.passwordHash, updateDate: at },
        );
        return;
      case 'UserSignedIn':
        await users.update({ id: event.data.userId }, { failedAttempts: 0, lastSignIn: at });
        return;
      case 'UserSignInFailed':
        await users.update({ id: event.data.userId }, { failedAttempts: event.data.failedAttempts });
        return;
      case 'UserLocked':
        await users.update(
          { id: event.data.userId },
          { locked: true, failedAttempts: event.data.failedAttempts, updateDate: at },
        );
        return;
      case 'UserUnlocked':
        await users.update({ id: event.data.userId }, { locked: false, failedAttempts: 0, updateDate: at });
        return;
      case 'UserAssignmentsChanged': {
        const { userId, ...assignments } = event.data;
        await users.update(
          { id: userId },
          {
            ...assignments,
            role: assignments.role as BaseRole,
            functionalRole: deriveFunctionalRole(assignments),
            updateDate: at,
          },
        );
        return;
      }
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  }
}
