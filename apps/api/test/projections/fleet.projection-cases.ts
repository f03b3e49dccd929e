import { describe, it } from '@jest/globals';
import type { DeviceEvent } from '@ambient/core';
import { projectionSpec } from '@ambient/event-sourcing/testing';
import { KioskStatusProjection } from '../../src/devices/fleet/kiosk-status.projection.js';
import { covered, type ProjectionCases } from './projection-cases.js';

const SERIAL = 'AB22-100001';
const at = (minute: number): string => new Date(Date.UTC(2026, 10, 23, 9, minute)).toISOString();

const STATUS = `SELECT serial_number, presence, presence_since, last_seen, media_sync_date, media_items_held,
  media_sync_failures, update_level, update_install_date, activity_level, activity_install_date,
  last_command, last_command_id, last_command_state, last_command_error, last_command_at
  FROM kiosk_device_status ORDER BY serial_number`;

/** The columns of a kiosk that reported nothing but its presence. */
const NOTHING_REPORTED = {
  media_sync_date: null,
  media_items_held: null,
  media_sync_failures: null,
  update_level: null,
  update_install_date: null,
  activity_level: null,
  activity_install_date: null,
  last_command: null,
  last_command_id: null,
  last_command_state: null,
  last_command_error: null,
  last_command_at: null,
};

const online = (minute: number, serialNumber = SERIAL): DeviceEvent => ({
  type: 'KioskCameOnline',
  data: { serialNumber, kioskTypeId: 1, at: at(minute) },
});

export const fleetProjectionCases: ProjectionCases = (dataSource) => {
  describe('Kiosk device status projection', () => {
    it('keeps presence and since when, the last sync, the levels and when the kiosk was last heard of', async () => {
      await projectionSpec<DeviceEvent>(covered(new KioskStatusProjection()), dataSource())
        .given(
          online(0),
          {
            type: 'KioskLevelsInstalled',
            data: {
              serialNumber: SERIAL,
              updateLevel: 17,
              updateInstallDate: at(1),
              activityLevel: null,
              activityInstallDate: null,
              at: at(1),
            },
          },
          {
            type: 'KioskMediaSyncReported',
            data: { serialNumber: SERIAL, mediaSyncDate: at(2), itemsHeld: 40, failureCount: 2, at: at(2) },
          },
          { type: 'KioskWentOffline', data: { serialNumber: SERIAL, reason: 'connectionLost', at: at(5) } },
          online(0, 'GN-100002'),
        )
        .then(STATUS, [
          {
            ...NOTHING_REPORTED,
            serial_number: SERIAL,
            presence: 'offline',
            presence_since: new Date(at(5)),
            last_seen: new Date(at(5)),
            media_sync_date: new Date(at(2)),
            media_items_held: 40,
            media_sync_failures: 2,
            update_level: 17,
            update_install_date: new Date(at(1)),
          },
          {
            ...NOTHING_REPORTED,
            serial_number: 'GN-100002',
            presence: 'online',
            presence_since: new Date(at(0)),
            last_seen: new Date(at(0)),
          },
        ]);
    });

    it('shows the last command pending, then as the kiosk answered it; an older answer changes nothing of it', async () => {
      const sent = (id: string, minute: number): DeviceEvent => ({
        type: 'KioskCommandSent',
        data: { serialNumber: SERIAL, commandId: id, command: 'updateAvailable', at: at(minute) },
      });
      const answered = (id: string, minute: number, error: string | null): DeviceEvent => ({
        type: 'KioskCommandAnswered',
        data: {
          serialNumber: SERIAL,
          commandId: id,
          command: 'updateAvailable',
          outcome: error === null ? 'done' : 'failed',
          error,
          at: at(minute),
        },
      });
      const command = `SELECT last_command, last_command_id, last_command_state, last_command_error, last_command_at, last_seen
        FROM kiosk_device_status`;
      const spec = () => projectionSpec<DeviceEvent>(covered(new KioskStatusProjection()), dataSource());
      await spec()
        .given(online(0), sent('c-1', 1))
        .then(command, [
          {
            last_command: 'updateAvailable',
            last_command_id: 'c-1',
            last_command_state: 'pending',
            last_command_error: null,
            last_command_at: new Date(at(1)),
            last_seen: new Date(at(1)),
          },
        ]);
      await spec()
        .given(
          online(0),
          sent('c-1', 1),
          sent('c-2', 2),
          answered('c-1', 3, null),
          answered('c-2', 4, 'Installing update 18 failed'),
        )
        .then(command, [
          {
            last_command: 'updateAvailable',
            last_command_id: 'c-2',
            last_command_state: 'failed',
            last_command_error: 'Installing update 18 failed',
            last_command_at: new Date(at(2)),
            last_seen: new Date(at(4)),
          },
        ]);
    });
  });
};
