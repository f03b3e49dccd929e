import { describe, expect, it } from '@jest/globals';
import {
  decideDevice,
  evolveDevice,
  initialDeviceState,
  type DeviceCommand,
  type DeviceEvent,
} from '../src/index.js';

const given = (...history: DeviceEvent[]) => ({
  when: (command: DeviceCommand) => ({
    then: (expected: DeviceEvent[]) =>
      expect(decideDevice(command, history.reduce(evolveDevice, initialDeviceState))).toEqual(expected),
  }),
});

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
