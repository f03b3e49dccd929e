/**
 * What kiosks report through the device gateway, as facts in a device stream per kiosk
 * (`device-<serial>`), apart from the console's kiosk stream: the console's settings and the
 * device's own reports have different writers and rates (decision 0014). Heartbeats are not
 * facts; only changes of presence are.
 */
export type DeviceOfflineReason = 'connectionLost' | 'shutdown' | 'presenceCleared';

/** A kiosk's last media sync as it reported it: when, what it holds, how many items failed. */
export interface DeviceMediaSync {
  mediaSyncDate: string;
  itemsHeld: number;
  failureCount: number;
}

/** Levels installed on a kiosk; null: never installed ("Never Updated"). */
export interface DeviceLevels {
  updateLevel: number | null;
  updateInstallDate: string | null;
  activityLevel: number | null;
  activityInstallDate: string | null;
}

export type DeviceCommandName = 'syncNow' | 'contentChanged' | 'updateAvailable' | 'messageReceived';

export type DeviceEvent =
  | { type: 'KioskCameOnline'; data: { serialNumber: string; kioskTypeId: number; at: string } }
  | { type: 'KioskWentOffline'; data: { serialNumber: string; reason: DeviceOfflineReason; at: string } }
  | { type: 'KioskMediaSyncReported'; data: DeviceMediaSync & { serialNumber: string; at: string } }
  | { type: 'KioskLevelsInstalled'; data: DeviceLevels & { serialNumber: string; at: string } }
  | {
      type: 'KioskCommandSent';
      data: { serialNumber: string; commandId: string; command: DeviceCommandName; at: string };
    }
  | {
      type: 'KioskCommandAnswered';
      data: {
        serialNumber: string;
        commandId: string;
        command: DeviceCommandName;
        outcome: 'done' | 'failed';
        error: string | null;
        at: string;
      };
    };

/** How many answered command ids a device stream remembers, to record a redelivered answer once. */
export const ANSWERED_COMMANDS_KEPT = 20;

export interface DeviceReports {
  mediaSync: DeviceMediaSync | null;
  levels: DeviceLevels | null;
  /** The last commands answered, newest last. */
  answered: string[];
}

export type DeviceState =
  | ({ presence: 'unknown' } & DeviceReports)
  | ({
      presence: 'online' | 'offline';
      serialNumber: string;
      kioskTypeId: number | null;
      since: string;
    } & DeviceReports);

export const initialDeviceState: DeviceState = {
  presence: 'unknown',
  mediaSync: null,
  levels: null,
  answered: [],
};

export const deviceStream = (serialNumber: string): string => `device-${serialNumber}`;

export function evolveDevice(state: DeviceState, event: DeviceEvent): DeviceState {
  switch (event.type) {
    case 'KioskCameOnline':
      return {
        ...reportsOf(state),
        presence: 'online',
        serialNumber: event.data.serialNumber,
        kioskTypeId: event.data.kioskTypeId,
        since: event.data.at,
      };
    case 'KioskWentOffline':
      return {
        ...reportsOf(state),
        presence: 'offline',
        serialNumber: event.data.serialNumber,
        kioskTypeId: state.presence === 'unknown' ? null : state.kioskTypeId,
        since: event.data.at,
      };
    case 'KioskMediaSyncReported': {
      const { mediaSyncDate, itemsHeld, failureCount } = event.data;
      return { ...state, mediaSync: { mediaSyncDate, itemsHeld, failureCount } };
    }
    case 'KioskLevelsInstalled': {
      const { updateLevel, updateInstallDate, activityLevel, activityInstallDate } = event.data;
      return { ...state, levels: { updateLevel, updateInstallDate, activityLevel, activityInstallDate } };
    }
    case 'KioskCommandSent':
      return state;
    case 'KioskCommandAnswered':
      return {
        ...state,
        answered: [...state.answered, event.data.commandId].slice(-ANSWERED_COMMANDS_KEPT),
      };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

function reportsOf(state: DeviceState): DeviceReports {
  return { mediaSync: state.mediaSync, levels: state.levels, answered: state.answered };
}
