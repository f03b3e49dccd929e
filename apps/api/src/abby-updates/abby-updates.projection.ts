import type { AbbyActivityEvent, AbbyOverrideEvent, AbbyUpdateZipEvent } from '@ambient/core';
import {
  EventProjection,
  ReadModelProjection,
  recordedAt,
  type ProjectionHandlers,
} from '@ambient/event-sourcing';
import { In } from 'typeorm';
import {
  AbbyActivityReleaseRow,
  AbbyActivityRow,
  AbbyOverrideKioskRow,
  AbbyUpdateZipRow,
} from './abby-update.rows.js';

type Projected = AbbyActivityEvent | AbbyUpdateZipEvent | AbbyOverrideEvent;

/** Projects activities, their releases, update zips and override kiosks, with the events. */
@ReadModelProjection()
export class AbbyUpdatesProjection extends EventProjection<Projected> {
  readonly name = 'abby_updates';
  readonly tables = ['abby_activities', 'abby_activity_releases', 'abby_update_zips', 'abby_override_kiosks'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<Projected> = {
    AbbyActivityCreated: (data, event, manager) =>
      manager.insert(AbbyActivityRow, {
        id: data.activityId,
        description: data.description,
        url: data.url,
        responseTypeId: data.responseTypeId,
        updateLevel: null,
        createDate: recordedAt(event),
        releaseDate: null,
        updateDate: null,
      }),
    AbbyActivityUpdated: (data, event, manager) =>
      manager.update(
        AbbyActivityRow,
        { id: data.activityId },
        { description: data.description, url: data.url, updateDate: recordedAt(event) },
      ),
    AbbyActivityReleased: async (data, event, manager) => {
      const at = recordedAt(event);
      await manager.update(
        AbbyActivityRow,
        { id: data.activityId },
        { updateLevel: data.level, releaseDate: at, updateDate: at },
      );
      await manager.insert(AbbyActivityReleaseRow, {
        level: data.level,
        activityId: data.activityId,
        comment: data.comment,
        fileName: data.fileName,
        size: String(data.size),
        storedAs: data.storedAs,
        releasedAt: at,
      });
    },
    AbbyUpdateZipReleased: (data, event, manager) =>
      manager.insert(AbbyUpdateZipRow, {
        version: data.version,
        level: data.level,
        fileName: data.fileName,
        size: String(data.size),
        storedAs: data.storedAs,
        createDate: recordedAt(event),
      }),
    AbbyUpdateZipDeleted: (data, _event, manager) =>
      manager.delete(AbbyUpdateZipRow, { version: data.version, level: data.level }),
    AbbyOverrideKiosksChanged: async (data, event, manager) => {
      if (data.deactivated.length > 0)
        await manager.delete(AbbyOverrideKioskRow, { kioskId: In(data.deactivated) });
      if (data.activated.length > 0)
        await manager.insert(
          AbbyOverrideKioskRow,
          data.activated.map((kioskId) => ({ kioskId, activatedAt: recordedAt(event), until: null })),
        );
    },
    AbbyOverrideEndsSet: async (data, _event, manager) => {
      for (const { kioskId, until } of data.ends)
        await manager.update(
          AbbyOverrideKioskRow,
          { kioskId },
          { until: until === null ? null : new Date(until) },
        );
    },
    AbbyOverrideKioskEnded: (data, _event, manager) =>
      manager.delete(AbbyOverrideKioskRow, { kioskId: data.kioskId }),
  };
}
