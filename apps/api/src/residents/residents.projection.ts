import { ERASED_RESIDENT, residentName, type ErasureEvent, type ResidentEvent } from '@ambient/core';
import {
  EventProjection,
  ReadModelProjection,
  recordedAt,
  type ProjectionHandlers,
} from '@ambient/event-sourcing';
import { ResidentRow } from './resident.row.js';

const beacon = (id: number | null): string | null => (id === null ? null : String(id));

/**
 * Projects resident events into `residents`. An erased resident's names and pictures take their
 * erased values, as the events read once their key is destroyed (a rebuild gives the same).
 */
@ReadModelProjection()
export class ResidentsProjection extends EventProjection<ResidentEvent | ErasureEvent> {
  readonly name = 'residents';
  readonly tables = ['residents'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<ResidentEvent | ErasureEvent> = {
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
        // An erased picture reads as an empty address: no picture.
        {
          pictureUri: pictureUri === '' ? null : pictureUri,
          pictureBase64: null,
          updateDate: recordedAt(event),
        },
      ),
    ResidentDeleted: ({ residentId }, _event, manager) => manager.delete(ResidentRow, { id: residentId }),
    PersonalDataErased: async ({ residentId }, _event, manager) => {
      if (residentId === null) return;
      const { firstName, lastName, pictureBase64 } = ERASED_RESIDENT;
      await manager.update(
        ResidentRow,
        { id: residentId },
        { firstName, lastName, name: residentName({ firstName, lastName }), pictureBase64, pictureUri: null },
      );
    },
  };
}
