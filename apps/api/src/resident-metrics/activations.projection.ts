import type { UserEvent } from '@ambient/core';
import {
  EventProjection,
  ReadModelProjection,
  recordedAt,
  type ProjectionHandlers,
} from '@ambient/event-sourcing';
import { ActivationRow } from './activation.row.js';

type ActivationEvent = Extract<UserEvent, { type: 'UserSignedIn' | 'UserDeleted' }>;

/**
 * Projects each person's first sign-in into `resident_metrics_activations` (decision 0073): the
 * recent activations chart counts them. Later sign-ins leave the row as it is; a deleted person
 * leaves no row.
 */
@ReadModelProjection()
export class ActivationsProjection extends EventProjection<ActivationEvent> {
  readonly name = 'resident_metrics_activations';
  readonly tables = ['resident_metrics_activations'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<ActivationEvent> = {
    UserSignedIn: ({ userId }, event, manager) =>
      manager
        .createQueryBuilder()
        .insert()
        .into(ActivationRow)
        .values({ userId, activatedAt: recordedAt(event) })
        .orIgnore()
        .execute(),
    UserDeleted: ({ userId }, _event, manager) => manager.delete(ActivationRow, { userId }),
  };
}
