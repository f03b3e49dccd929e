import { describe, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import { deviceDecider, type DeviceEvent } from '../index.js';

const { given } = deciderSpec(deviceDecider);

const online = (at = '2026-11-23T10:00:00.000Z', kioskTypeId = 2): DeviceEvent => ({
  type: 'KioskCameOnline',
  data: { serialNumber: 'GEN-1', kioskTypeId, at },
});
const recordOnline = (at = '2026-11-23T11:00:00.000Z', kioskTypeId = 2) => ({
  type: 'RecordOnline' as const,
  data: { serialNumber: 'GEN-1', kioskTypeId, at },
});
const recordOffline = (at = '2026-11-23T12:00:00.000Z') => ({
  type: 'RecordOffline' as const,
  data: { serialNumber: 'GEN-1', reason: 'connectionLost' as const, at },
});

describe('device presence facts', () => {
  it('records a kiosk coming online the first time it is seen', () => {
    given()
      .when(recordOnline())
      .then([{ type: 'KioskCameOnline', data: recordOnline().data }]);
  });

  it('records nothing when an online kiosk says again that it is online', () => {
    given(online()).when(recordOnline()).then([]);
  });

  it('records the new kind when a serial comes back as another kind of kiosk', () => {
    given(online('2026-11-23T10:00:00.000Z', 1))
      .when(recordOnline())
      .then([{ type: 'KioskCameOnline', data: recordOnline().data }]);
  });

  it('records an online kiosk going offline, with the reason', () => {
    given(online())
      .when(recordOffline())
      .then([{ type: 'KioskWentOffline', data: recordOffline().data }]);
  });

  it('records nothing for an offline report about a kiosk never seen or already offline', () => {
    given().when(recordOffline()).then([]);
    given(online(), { type: 'KioskWentOffline', data: recordOffline().data }).when(recordOffline()).then([]);
  });

  it('records a kiosk back online after it went offline', () => {
    given(online(), { type: 'KioskWentOffline', data: recordOffline().data })
      .when(recordOnline('2026-11-23T13:00:00.000Z'))
      .then([{ type: 'KioskCameOnline', data: recordOnline('2026-11-23T13:00:00.000Z').data }]);
  });
});

describe('device report facts', () => {
  const sync = (mediaSyncDate = '2026-11-23T10:05:00.000Z', failureCount = 0) => ({
    type: 'RecordMediaSync' as const,
    data: {
      serialNumber: 'GEN-1',
      mediaSyncDate,
      itemsHeld: 12,
      failureCount,
      at: '2026-11-23T10:05:01.000Z',
    },
  });
  const levels = (updateLevel: number | null) => ({
    type: 'RecordLevels' as const,
    data: {
      serialNumber: 'GEN-1',
      updateLevel,
      updateInstallDate: updateLevel === null ? null : '2026-11-20T08:00:00.000Z',
      activityLevel: null,
      activityInstallDate: null,
      at: '2026-11-23T10:00:01.000Z',
    },
  });
  const answer = (commandId: string) => ({
    type: 'RecordCommandResult' as const,
    data: {
      serialNumber: 'GEN-1',
      commandId,
      command: 'syncNow' as const,
      outcome: 'done' as const,
      error: null,
      at: '2026-11-23T10:06:00.000Z',
    },
  });

  it('records a sync report, and not the same report read again after a gateway restart', () => {
    given(online())
      .when(sync())
      .then([{ type: 'KioskMediaSyncReported', data: sync().data }]);
    given(online(), { type: 'KioskMediaSyncReported', data: sync().data }).when(sync()).then([]);
    given(online(), { type: 'KioskMediaSyncReported', data: sync().data })
      .when(sync('2026-11-23T11:05:00.000Z', 2))
      .then([{ type: 'KioskMediaSyncReported', data: sync('2026-11-23T11:05:00.000Z', 2).data }]);
  });

  it('records levels when they change, "never updated" included, and keeps them across presence changes', () => {
    given()
      .when(levels(null))
      .then([{ type: 'KioskLevelsInstalled', data: levels(null).data }]);
    given({ type: 'KioskLevelsInstalled', data: levels(21).data }, online(), {
      type: 'KioskWentOffline',
      data: { serialNumber: 'GEN-1', reason: 'shutdown', at: '2026-11-23T10:30:00.000Z' },
    })
      .when(levels(21))
      .then([]);
    given({ type: 'KioskLevelsInstalled', data: levels(21).data })
      .when(levels(22))
      .then([{ type: 'KioskLevelsInstalled', data: levels(22).data }]);
  });

  it('records a command sent, and its answer once even when delivered twice', () => {
    const sent = {
      type: 'RecordCommandSent' as const,
      data: {
        serialNumber: 'GEN-1',
        commandId: 'c-1',
        command: 'syncNow' as const,
        at: '2026-11-23T10:05:59.000Z',
      },
    };
    given(online())
      .when(sent)
      .then([{ type: 'KioskCommandSent', data: sent.data }]);
    given(online())
      .when(answer('c-1'))
      .then([{ type: 'KioskCommandAnswered', data: answer('c-1').data }]);
    given(online(), { type: 'KioskCommandAnswered', data: answer('c-1').data })
      .when(answer('c-1'))
      .then([]);
  });
});
