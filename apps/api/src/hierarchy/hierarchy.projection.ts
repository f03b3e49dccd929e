import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { KioskResidentEvent } from '@ambient/core';
import { KioskRow, ResidentRow } from '../database/read-models.js';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { Projection } from '../event-sourcing/projection.js';

/** Projects kiosks and residents (their minimal foundation form) into their tables. */
@Injectable()
export class KiosksResidentsProjection implements Projection {
  readonly name = 'kiosks-residents';
  readonly tables = ['kiosks', 'residents'];
  readonly handles: ReadonlySet<string> = new Set<KioskResidentEvent['type']>([
    'KioskRegistered',
    'ResidentAdmitted',
  ]);

  async apply(recorded: RecordedEvent, manager: EntityManager): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as KioskResidentEvent;
    const createDate = new Date(recorded.metadata.at);
    switch (event.type) {
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
