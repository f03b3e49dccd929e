import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { HierarchyEvent } from '@ambient/core';
import { DomainRow, FacilityRow, KioskRow, OrganizationRow, ResidentRow } from '../database/read-models.js';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { Projection } from '../event-sourcing/projection.js';

/** Projects organizations, domains, facilities, kiosks and residents into their tables. */
@Injectable()
export class HierarchyProjection implements Projection {
  readonly name = 'hierarchy';
  readonly tables = ['organizations', 'domains', 'facilities', 'kiosks', 'residents'];
  readonly handles: ReadonlySet<string> = new Set<HierarchyEvent['type']>([
    'OrganizationCreated',
    'DomainCreated',
    'FacilityCreated',
    'KioskRegistered',
    'ResidentAdmitted',
  ]);

  async apply(recorded: RecordedEvent, manager: EntityManager): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as HierarchyEvent;
    const createDate = new Date(recorded.metadata.at);
    switch (event.type) {
      case 'OrganizationCreated':
        await manager.insert(OrganizationRow, {
          id: event.data.organizationId,
          name: event.data.name,
          createDate,
        });
        return;
      case 'DomainCreated': {
        const { domainId, facilityIds, ...rest } = event.data;
        await manager.insert(DomainRow, { id: domainId, ...rest, createDate });
        if (facilityIds.length > 0) {
          await manager
            .createQueryBuilder()
            .update(FacilityRow)
            .set({ domainId })
            .where('id IN (:...ids)', { ids: facilityIds })
            .execute();
        }
        return;
      }
      case 'FacilityCreated': {
        const { facilityId, ...rest } = event.data;
        await manager.insert(FacilityRow, { id: facilityId, ...rest, createDate });
        return;
      }
      case 'KioskRegistered': {
        const { kioskId, ...rest } = event.data;
        await manager.insert(KioskRow, { id: kioskId, ...rest, createDate });
        return;
      }
      case 'ResidentAdmitted': {
        const { residentId, ...rest } = event.data;
        await manager.insert(ResidentRow, { id: residentId, ...rest, createDate });
        return;
      }
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  }
}
