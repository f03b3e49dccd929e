import type { ErasureEvent, KioskEvent, UserEvent } from '@ambient/core';
import {
  EventProjection,
  ReadModelProjection,
  recordedAt,
  type ProjectionHandlers,
} from '@ambient/event-sourcing';
import { KioskRow } from './kiosk.row.js';

type ProjectedEvent = KioskEvent | ErasureEvent | Extract<UserEvent, { type: 'UserDeleted' }>;

/**
 * Projects kiosk events into `kiosks`. The contact phone of a Genie whose contact user is erased
 * reads as none, as the events read once that user's key is destroyed; a deleted contact user
 * leaves the kiosk without one.
 */
@ReadModelProjection()
export class KiosksProjection extends EventProjection<ProjectedEvent> {
  readonly name = 'kiosks';
  readonly tables = ['kiosks'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<ProjectedEvent> = {
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
    // A deleted account is no kiosk's contact any more (the phone, the kiosk's own field, stays).
    UserDeleted: ({ userId }, _event, manager) =>
      manager.update(KioskRow, { contactUserId: userId }, { contactUserId: null }),
    PersonalDataErased: async ({ userId }, _event, manager) => {
      if (userId !== null) await manager.update(KioskRow, { contactUserId: userId }, { contactPhone: null });
    },
  };
}
