import type { EntityManager } from 'typeorm';
import type { KioskEvent } from '@ambient/core';
import { KioskRow } from './kiosk.row.js';
import { ReadModelProjection, type Projection, type RecordedEvent } from '@ambient/event-sourcing';

/** Projects kiosk events into `kiosks`. */
@ReadModelProjection()
export class KiosksProjection implements Projection {
  readonly name = 'kiosks';
  readonly tables = ['kiosks'];
  readonly handles: ReadonlySet<string> = new Set<KioskEvent['type']>([
    'KioskRegistered',
    'KioskUpdated',
    'KioskDeleted',
  ]);

  async apply(recorded: RecordedEvent, manager: EntityManager): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as KioskEvent;
    switch (event.type) {
      case 'KioskRegistered': {
        const { kioskId, ...fields } = event.data;
        await manager.insert(KioskRow, {
          id: kioskId,
          ...fields,
          isActive: true,
          updateByUserId: recorded.metadata.userId,
          createDate: new Date(recorded.metadata.at),
        });
        return;
      }
      case 'KioskUpdated': {
        const { kioskId, ...fields } = event.data;
        await manager.update(
          KioskRow,
          { id: kioskId },
          { ...fields, updateByUserId: recorded.metadata.userId },
        );
        return;
      }
      case 'KioskDeleted':
        await manager.delete(KioskRow, { id: event.data.kioskId });
        return;
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  }
}
