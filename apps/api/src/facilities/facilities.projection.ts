import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { FacilityEvent } from '@ambient/core';
import { FacilityRow } from '../database/read-models.js';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { Projection } from '../event-sourcing/projection.js';

/** Projects facility events into `facilities`, including which domain each belongs to. */
@Injectable()
export class FacilitiesProjection implements Projection {
  readonly name = 'facilities';
  readonly tables = ['facilities'];
  readonly handles: ReadonlySet<string> = new Set<FacilityEvent['type']>([
    'FacilityCreated',
    'FacilityUpdated',
    'FacilityDomainChanged',
    'FacilityDeleted',
  ]);

  async apply(recorded: RecordedEvent, manager: EntityManager): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as FacilityEvent;
    switch (event.type) {
      case 'FacilityCreated': {
        const { facilityId, ...fields } = event.data;
        await manager.insert(FacilityRow, {
          id: facilityId,
          ...fields,
          createDate: new Date(recorded.metadata.at),
        });
        return;
      }
      case 'FacilityUpdated': {
        const { facilityId, ...fields } = event.data;
        await manager.update(FacilityRow, { id: facilityId }, fields);
        return;
      }
      case 'FacilityDomainChanged':
        await manager.update(FacilityRow, { id: event.data.facilityId }, { domainId: event.data.domainId });
        return;
      case 'FacilityDeleted':
        await manager.delete(FacilityRow, { id: event.data.facilityId });
        return;
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  }
}
