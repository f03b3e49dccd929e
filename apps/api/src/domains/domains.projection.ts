import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DomainEvent } from '@ambient/core';
import { DomainRow } from '../database/read-models.js';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { Projection } from '../event-sourcing/projection.js';

/** Projects domain events into `domains` (facility membership is the facilities projection's). */
@Injectable()
export class DomainsProjection implements Projection {
  readonly name = 'domains';
  readonly tables = ['domains'];
  readonly handles: ReadonlySet<string> = new Set<DomainEvent['type']>([
    'DomainCreated',
    'DomainUpdated',
    'DomainDeleted',
  ]);

  async apply(recorded: RecordedEvent, manager: EntityManager): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as DomainEvent;
    switch (event.type) {
      case 'DomainCreated': {
        const { domainId, organizationId, name, description } = event.data;
        await manager.insert(DomainRow, {
          id: domainId,
          organizationId,
          name,
          description,
          createDate: new Date(recorded.metadata.at),
        });
        return;
      }
      case 'DomainUpdated': {
        const { domainId, organizationId, name, description } = event.data;
        await manager.update(DomainRow, { id: domainId }, { organizationId, name, description });
        return;
      }
      case 'DomainDeleted':
        await manager.delete(DomainRow, { id: event.data.domainId });
        return;
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  }
}
