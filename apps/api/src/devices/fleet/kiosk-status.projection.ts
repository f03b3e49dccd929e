import type { DeviceEvent } from '@ambient/core';
import { EventProjection, ReadModelProjection, type ProjectionHandlers } from '@ambient/event-sourcing';
import type { EntityManager } from 'typeorm';
import { KioskStatusRow } from './kiosk-status.row.js';

/** Writes the given columns of a serial's row, making the row on its first fact. */
const record = (manager: EntityManager, serialNumber: string, at: string, columns: Partial<KioskStatusRow>) =>
  manager.upsert(KioskStatusRow, { serialNumber, lastSeen: new Date(at), ...columns }, ['serialNumber']);

const dateOrNull = (value: string | null): Date | null => (value === null ? null : new Date(value));

/**
 * Projects every kiosk's device stream into `kiosk_device_status` (decision 0037): presence and
 * since when, the last moment anything was heard of it, its last media sync, its installed levels,
 * and its last command with the kiosk's answer. An answer to an older command than the last one
 * sent changes only when the kiosk was last heard of.
 */
@ReadModelProjection()
export class KioskStatusProjection extends EventProjection<DeviceEvent> {
  readonly name = 'kiosk-device-status';
  readonly tables = ['kiosk_device_status'];
  protected readonly on: ProjectionHandlers<DeviceEvent> = {
    KioskCameOnline: ({ serialNumber, at }, _event, manager) =>
      record(manager, serialNumber, at, { presence: 'online', presenceSince: new Date(at) }),
    KioskWentOffline: ({ serialNumber, at }, _event, manager) =>
      record(manager, serialNumber, at, { presence: 'offline', presenceSince: new Date(at) }),
    KioskMediaSyncReported: ({ serialNumber, at, mediaSyncDate, itemsHeld, failureCount }, _event, manager) =>
      record(manager, serialNumber, at, {
        mediaSyncDate: new Date(mediaSyncDate),
        mediaItemsHeld: itemsHeld,
        mediaSyncFailures: failureCount,
      }),
    KioskLevelsInstalled: ({ serialNumber, at, ...levels }, _event, manager) =>
      record(manager, serialNumber, at, {
        updateLevel: levels.updateLevel,
        updateInstallDate: dateOrNull(levels.updateInstallDate),
        activityLevel: levels.activityLevel,
        activityInstallDate: dateOrNull(levels.activityInstallDate),
      }),
    KioskCommandSent: ({ serialNumber, at, command, commandId }, _event, manager) =>
      record(manager, serialNumber, at, {
        lastCommand: command,
        lastCommandId: commandId,
        lastCommandState: 'pending',
        lastCommandError: null,
        lastCommandAt: new Date(at),
      }),
    KioskCommandAnswered: async ({ serialNumber, at, commandId, outcome, error }, _event, manager) => {
      await record(manager, serialNumber, at, {});
      await manager.update(
        KioskStatusRow,
        { serialNumber, lastCommandId: commandId },
        { lastCommandState: outcome, lastCommandError: error },
      );
    },
  };
}
