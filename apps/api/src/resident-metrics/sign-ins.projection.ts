import type { UserEvent } from '@ambient/core';
import {
  EventProjection,
  ReadModelProjection,
  recordedAt,
  type ProjectionHandlers,
} from '@ambient/event-sourcing';
import { SignInRow } from './sign-in.row.js';

type SignInEvent = Extract<UserEvent, { type: 'UserSignedIn' | 'UserDeleted' }>;

/**
 * Projects the sign-ins into `resident_metrics_sign_ins` (decision 0073): the recent activations
 * chart counts each person's first. A deleted person leaves no row.
 */
@ReadModelProjection()
export class SignInsProjection extends EventProjection<SignInEvent> {
  readonly name = 'resident_metrics_sign_ins';
  readonly tables = ['resident_metrics_sign_ins'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<SignInEvent> = {
    UserSignedIn: ({ userId }, event, manager) =>
      manager.upsert(SignInRow, { userId, signedInAt: recordedAt(event) }, ['userId', 'signedInAt']),
    UserDeleted: ({ userId }, _event, manager) => manager.delete(SignInRow, { userId }),
  };
}
