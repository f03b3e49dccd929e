import type { KioskEvent } from '@ambient/core';
import {
  EventProjection,
  ReadModelProjection,
  recordedAt,
  type ProjectionHandlers,
} from '@ambient/event-sourcing';
import { KioskRow } from './kiosk.row.js';

/** Projects kiosk events into `kiosks`. */
@ReadModelProjection()
export class KiosksProjection extends EventProjection<KioskEvent> {
  readonly name = 'kiosks';
  readonly tables = ['kiosks'];
  protected readonly on: ProjectionHandlers<KioskEvent> = {
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
  };
}
