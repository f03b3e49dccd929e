import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { OrganizationEvent } from '@ambient/core';
import { OrganizationRow } from '../database/read-models.js';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { Projection } from '../event-sourcing/projection.js';

/** Projects organization events into `organizations`. */
@Injectable()
export class OrganizationsProjection implements Projection {
  readonly name = 'organizations';
  readonly tables = ['organizations'];
  readonly handles: ReadonlySet<string> = new Set<OrganizationEvent['type']>([
    'OrganizationCreated',
    'OrganizationRenamed',
    'OrganizationDeleted',
  ]);

  async apply(recorded: RecordedEvent, manager: EntityManager): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as OrganizationEvent;
    switch (event.type) {
      case 'OrganizationCreated':
        await manager.insert(OrganizationRow, {
          id: event.data.organizationId,
          name: event.data.name,
          createDate: new Date(recorded.metadata.at),
        });
        return;
      case 'OrganizationRenamed':
        await manager.update(OrganizationRow, { id: event.data.organizationId }, { name: event.data.name });
        return;
      case 'OrganizationDeleted':
        await manager.delete(OrganizationRow, { id: event.data.organizationId });
        return;
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  }
}
