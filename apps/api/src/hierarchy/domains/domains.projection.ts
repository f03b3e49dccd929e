import type { DomainEvent } from '@ambient/core';
import {
  EventProjection,
  ReadModelProjection,
  type ProjectionHandlers,
  recordedAt,
} from '@ambient/event-sourcing';
import { DomainRow } from './domain.row.js';

/** Projects domain events into `domains` (facility membership is the facilities projection's). */
@ReadModelProjection()
export class DomainsProjection extends EventProjection<DomainEvent> {
  readonly name = 'domains';
  readonly tables = ['domains'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<DomainEvent> = {
    DomainCreated: ({ domainId, organizationId, name, description }, event, manager) =>
      manager.insert(DomainRow, {
        id: domainId,
        organizationId,
        name,
        description,
        createDate: recordedAt(event),
      }),
    DomainUpdated: ({ domainId, organizationId, name, description }, _event, manager) =>
      manager.update(DomainRow, { id: domainId }, { organizationId, name, description }),
    DomainDeleted: ({ domainId }, _event, manager) => manager.delete(DomainRow, { id: domainId }),
  };
}
