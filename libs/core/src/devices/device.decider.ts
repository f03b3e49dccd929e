import type { DeviceEvent, DeviceOfflineReason, DeviceState } from './device.js';

/** What the gateway observed; `at` is the gateway's clock when it observed it. */
export type DeviceCommand =
  | { type: 'RecordOnline'; data: { serialNumber: string; kioskTypeId: number; at: string } }
  | { type: 'RecordOffline'; data: { serialNumber: string; reason: DeviceOfflineReason; at: string } };

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
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}
