/**
 * What kiosks report through the device gateway, as facts in a device stream per kiosk
 * (`device-<serial>`), apart from the console's kiosk stream: the console's settings and the
 * device's own reports have different writers and rates (decision 0014). Heartbeats are not
 * facts; only changes of presence are.
 */
export type DeviceOfflineReason = 'connectionLost' | 'shutdown' | 'presenceCleared';

export type DeviceEvent =
  | { type: 'KioskCameOnline'; data: { serialNumber: string; kioskTypeId: number; at: string } }
  | { type: 'KioskWentOffline'; data: { serialNumber: string; reason: DeviceOfflineReason; at: string } };

export type DeviceState =
  | { presence: 'unknown' }
  | { presence: 'online' | 'offline'; serialNumber: string; kioskTypeId: number | null; since: string };

export const initialDeviceState: DeviceState = { presence: 'unknown' };

export const deviceStream = (serialNumber: string): string => `device-${serialNumber}`;

export function evolveDevice(state: DeviceState, event: DeviceEvent): DeviceState {
  switch (event.type) {
    case 'KioskCameOnline':
      return {
        presence: 'online',
        serialNumber: event.data.serialNumber,
        kioskTypeId: event.data.kioskTypeId,
        since: event.data.at,
      };
    case 'KioskWentOffline':
      return {
        presence: 'offline',
        serialNumber: event.data.serialNumber,
        kioskTypeId: state.presence === 'unknown' ? null : state.kioskTypeId,
        since: event.data.at,
      };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
