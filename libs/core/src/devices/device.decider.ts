import type { Decider } from '../decider.js';
import {
  evolveDevice,
  initialDeviceState,
  type DeviceEvent,
  type DeviceOfflineReason,
  type DeviceState,
} from './device.js';

type EventData<T extends DeviceEvent['type']> = Extract<DeviceEvent, { type: T }>['data'];

/** What the gateway observed; `at` is the gateway's clock when it observed it. */
export type DeviceCommand =
  | { type: 'RecordOnline'; data: { serialNumber: string; kioskTypeId: number; at: string } }
  | { type: 'RecordOffline'; data: { serialNumber: string; reason: DeviceOfflineReason; at: string } }
  | { type: 'RecordMediaSync'; data: EventData<'KioskMediaSyncReported'> }
  | { type: 'RecordLevels'; data: EventData<'KioskLevelsInstalled'> }
  | { type: 'RecordCommandSent'; data: EventData<'KioskCommandSent'> }
  | { type: 'RecordCommandResult'; data: EventData<'KioskCommandAnswered'> };

/**
 * A presence report becomes a fact only when it changes what is known: a reconnecting kiosk that
 * was already online (a retained presence read again, a gateway restart) records nothing, nor
 * does an offline report for a kiosk never seen or already offline.
 */
export function decideDevice(command: DeviceCommand, state: DeviceState): DeviceEvent[] {
  switch (command.type) {
    case 'RecordOnline':
      return state.presence === 'online' && state.kioskTypeId === command.data.kioskTypeId
        ? []
        : [{ type: 'KioskCameOnline', data: command.data }];
    case 'RecordOffline':
      return state.presence === 'online' ? [{ type: 'KioskWentOffline', data: command.data }] : [];
    // Reports are retained on the broker and read again at every gateway start: a report that
    // says what is known already records nothing.
    case 'RecordMediaSync': {
      const known = state.mediaSync;
      const { mediaSyncDate, itemsHeld, failureCount } = command.data;
      return known !== null &&
        known.mediaSyncDate === mediaSyncDate &&
        known.itemsHeld === itemsHeld &&
        known.failureCount === failureCount
        ? []
        : [{ type: 'KioskMediaSyncReported', data: command.data }];
    }
    case 'RecordLevels': {
      const known = state.levels;
      const { updateLevel, updateInstallDate, activityLevel, activityInstallDate } = command.data;
      return known !== null &&
        known.updateLevel === updateLevel &&
        known.updateInstallDate === updateInstallDate &&
        known.activityLevel === activityLevel &&
        known.activityInstallDate === activityInstallDate
        ? []
        : [{ type: 'KioskLevelsInstalled', data: command.data }];
    }
    case 'RecordCommandSent':
      return [{ type: 'KioskCommandSent', data: command.data }];
    // QoS 1 may deliver an answer twice: it is recorded once.
    case 'RecordCommandResult':
      return state.answered.includes(command.data.commandId)
        ? []
        : [{ type: 'KioskCommandAnswered', data: command.data }];
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

/** The device stream's decider, for the engine (`AggregateStore.handle`), in the gateway and the API alike. */
export const deviceDecider: Decider<DeviceCommand, DeviceEvent, DeviceState> = {
  initialState: initialDeviceState,
  evolve: evolveDevice,
  decide: decideDevice,
};
