import { residentName, type ResidentEvent } from '@ambient/core';
import {
  EventProjection,
  ReadModelProjection,
  recordedAt,
  type ProjectionHandlers,
} from '@ambient/event-sourcing';
import { ResidentRow } from './resident.row.js';

const beacon = (id: number | null): string | null => (id === null ? null : String(id));

/** Projects resident events into `residents`. */
@ReadModelProjection()
export class ResidentsProjection extends EventProjection<ResidentEvent> {
  readonly name = 'residents';
  readonly tables = ['residents'];
  protected readonly on: ProjectionHandlers<ResidentEvent> = {
    ResidentAdmitted: ({ residentId, kioskTypeId: _type, bluetoothBeaconId, ...fields }, event, manager) =>
      manager.insert(ResidentRow, {
        id: residentId,
        ...fields,
        name: residentName(fields),
        bluetoothBeaconId: beacon(bluetoothBeaconId),
        pictureUri: null,
        updateByUserId: event.metadata.userId,
        createDate: recordedAt(event),
        updateDate: recordedAt(event),
      }),
    ResidentUpdated: ({ residentId, kioskTypeId: _type, bluetoothBeaconId, ...fields }, event, manager) =>
      manager.update(
        ResidentRow,
        { id: residentId },
        {
          ...fields,
          name: residentName(fields),
          bluetoothBeaconId: beacon(bluetoothBeaconId),
          updateByUserId: event.metadata.userId,
          updateDate: recordedAt(event),
        },
      ),
    ResidentPictureChanged: ({ residentId, pictureUri }, event, manager) =>
      manager.update(
        ResidentRow,
        { id: residentId },
        { pictureUri, pictureBase64: null, updateDate: recordedAt(event) },
      ),
    ResidentDeleted: ({ residentId }, _event, manager) => manager.delete(ResidentRow, { id: residentId }),
  };
}
