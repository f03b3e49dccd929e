/** The offline alert's commands and their pure `decide`: an outage is told once (decision 0049). */
import type { Decider } from '../decider.js';
import { offlineAlertDue, type FacilityAlertSettings } from './alert-hours.js';
import {
  evolveOfflineAlert,
  initialOfflineAlertState,
  type OfflineAlertEvent,
  type OfflineAlertState,
  type OfflineAlertSubject,
} from './offline-alert.js';

export type OfflineAlertCommand =
  | {
      type: 'RaiseOfflineAlert';
      kiosk: OfflineAlertSubject;
      /** Since when the kiosk's device stream says it is offline (the outage). */
      offlineSince: string;
      now: string;
      settings: FacilityAlertSettings;
      /** The zone the settings are read in. */
      timeZone: string;
    }
  | { type: 'ClearOfflineAlert'; onlineAt: string; now: string };

/**
 * Raises an alert once per outage, when the outage is due (grace period past, day hours, not
 * quiet); clears the open one when the kiosk is back. Anything else decides nothing, so a sweep
 * run twice, or by two API instances, tells an outage once.
 */
export function decideOfflineAlert(
  command: OfflineAlertCommand,
  state: OfflineAlertState,
): OfflineAlertEvent[] {
  switch (command.type) {
    case 'RaiseOfflineAlert': {
      const { kiosk, offlineSince, now, settings, timeZone } = command;
      if (state.open !== null || state.lastOfflineSince === offlineSince) return [];
      if (!offlineAlertDue(new Date(offlineSince), new Date(now), settings, timeZone)) return [];
      return [
        {
          type: 'KioskOfflineAlertRaised',
          data: {
            ...kiosk,
            alertNumber: state.raised + 1,
            offlineSince,
            raisedAt: now,
            gracePeriodSeconds: settings.gracePeriodSeconds,
            timeZone,
          },
        },
      ];
    }
    case 'ClearOfflineAlert': {
      const open = state.open;
      if (open === null || Date.parse(command.onlineAt) < Date.parse(open.offlineSince)) return [];
      return [
        {
          type: 'KioskOfflineAlertCleared',
          data: { ...open, onlineAt: command.onlineAt, clearedAt: command.now },
        },
      ];
    }
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

/** A kiosk's offline alerts stream's decider, for the engine (`AggregateStore.handle`). */
export const offlineAlertDecider: Decider<OfflineAlertCommand, OfflineAlertEvent, OfflineAlertState> = {
  initialState: initialOfflineAlertState,
  evolve: evolveOfflineAlert,
  decide: decideOfflineAlert,
};
