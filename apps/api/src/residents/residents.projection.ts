import type { EntityManager } from 'typeorm';
import { residentName, type ResidentEvent } from '@ambient/core';
import { ResidentRow } from './resident.row.js';
import { ReadModelProjection, type Projection, type RecordedEvent } from '@ambient/event-sourcing';

/** Projects resident events into `residents`. */
@ReadModelProjection()
export class ResidentsProjection implements Projection {
  readonly name = 'residents';
  readonly tables = ['residents'];
  readonly handles: ReadonlySet<string> = new Set<ResidentEvent['type']>([
    'ResidentAdmitted',
    'ResidentUpdated',
    'ResidentPictureChanged',
    'ResidentDeleted',
  ]);

  async apply(recorded: RecordedEvent, manager: EntityManager): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as ResidentEvent;
    const at = new Date(recorded.metadata.at);
    switch (event.type) {
      case 'ResidentAdmitted': {
        const { residentId, kioskTypeId: _type, bluetoothBeaconId, ...fields } = event.data;
        await manager.insert(ResidentRow, {
          id: residentId,
          ...fields,
          name: residentName(fields),
          bluetoothBeaconId: bluetoothBeaconId === null ? null : String(bluetoothBeaconId),
          pictureUri: null,
          updateByUserId: recorded.metadata.userId,
          createDate: at,
          updateDate: at,
        });
        return;
      }
      case 'ResidentUpdated': {
        const { residentId, kioskTypeId: _type, bluetoothBeaconId, ...fields } = event.data;
        await manager.update(
          ResidentRow,
          { id: residentId },
          {
            ...fields,
            name: residentName(fields),
            bluetoothBeaconId: bluetoothBeaconId === null ? null : String(bluetoothBeaconId),
            updateByUserId: recorded.metadata.userId,
            updateDate: at,
          },
        );
        return;
      }
      case 'ResidentPictureChanged':
        await manager.update(
          ResidentRow,
          { id: event.data.residentId },
          { pictureUri: event.data.pictureUri, pictureBase64: null, updateDate: at },
        );
        return;
      case 'ResidentDeleted':
        await manager.delete(ResidentRow, { id: event.data.residentId });
        return;
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  }
}
