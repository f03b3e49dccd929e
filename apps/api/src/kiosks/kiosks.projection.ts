import type { ErasureEvent, KioskEvent } from '@ambient/core';
import {
  EventProjection,
  ReadModelProjection,
  recordedAt,
  type ProjectionHandlers,
} from '@ambient/event-sourcing';
import { KioskRow } from './kiosk.row.js';

/**
 * Projects kiosk events into `kiosks`. The contact phone of a Genie whose contact user is erased
 * reads as none, as the events read once that user's key is destroyed.
 */
@ReadModelProjection()
export class KiosksProjection extends EventProjection<KioskEvent | ErasureEvent> {
  readonly name = 'kiosks';
  readonly tables = ['kiosks'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<KioskEvent | ErasureEvent> = {
    KioskRegistered: ({ kioskId, ...fields }, event, manager) =>
      manager.insert(KioskRow, {
        id: kioskId,
        ...fields,
        isActive: true,
        updateByUserId: event.metadata.userId,
        createDate: recordedAt(event),
      }),
    KioskUpdated: ({ kioskId, ...fields }, event, manager) =>
      manager.update(KioskRow, { id: kioskId }, { ...fields, updateByUserId: event.metadata.userId }),
    KioskDeleted: ({ kioskId }, _event, manager) => manager.delete(KioskRow, { id: kioskId }),
    PersonalDataErased: async ({ userId }, _event, manager) => {
      if (userId !== null) await manager.update(KioskRow, { contactUserId: userId }, { contactPhone: null });
    },
  };
}
