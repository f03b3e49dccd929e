/**
 * Offline alerts (decision 0049): one stream per kiosk (`kiosk-offline-alerts-{kioskId}`) holding
 * each outage that was told (raised) and its end (cleared), and one stream per facility holding
 * its alert settings. Who was told is not in the log: the events name kiosks and facilities only.
 */
import { DomainError } from '../errors.js';
import {
  alertSettingsFault,
  normalizeAlertSettings,
  offlineAlertDue,
  type FacilityAlertSettings,
} from './alert-hours.js';

export const offlineAlertStream = (kioskId: number): string => `kiosk-offline-alerts-${kioskId}`;
export const facilityAlertSettingsStream = (facilityId: number): string =>
  `facility-alert-settings-${facilityId}`;

/** The kiosk an alert is about, as the console knew it when the alert was raised. */
interface AlertSubject {
  kioskId: number;
  serialNumber: string;
  facilityId: number | null;
}

export type OfflineAlertEvent =
  | {
      type: 'KioskOfflineAlertRaised';
      data: AlertSubject & {
        /** The alert's number in its kiosk's stream, from 1. */
        alertNumber: number;
        offlineSince: string;
        raisedAt: string;
        gracePeriodSeconds: number;
        timeZone: string;
      };
    }
  | {
      type: 'KioskOfflineAlertCleared';
      data: AlertSubject & { alertNumber: number; offlineSince: string; onlineAt: string; clearedAt: string };
    };

export type OfflineAlertCommand =
  | {
      type: 'RaiseOfflineAlert';
      kiosk: AlertSubject;
      /** Since when the kiosk's device stream says it is offline (the outage). */
      offlineSince: string;
      now: string;
      settings: FacilityAlertSettings;
      /** The zone the settings are read in. */
      timeZone: string;
    }
  | { type: 'ClearOfflineAlert'; onlineAt: string; now: string };

export interface OfflineAlertState {
  raised: number;
  /** The alert not cleared yet. */
  open: (AlertSubject & { alertNumber: number; offlineSince: string }) | null;
  /** The outage last told: it is never told twice. */
  lastOfflineSince: string | null;
}

export const initialOfflineAlertState: OfflineAlertState = { raised: 0, open: null, lastOfflineSince: null };

export function evolveOfflineAlert(state: OfflineAlertState, event: OfflineAlertEvent): OfflineAlertState {
  switch (event.type) {
    case 'KioskOfflineAlertRaised': {
      const { kioskId, serialNumber, facilityId, alertNumber, offlineSince } = event.data;
      return {
        raised: alertNumber,
        open: { kioskId, serialNumber, facilityId, alertNumber, offlineSince },
        lastOfflineSince: offlineSince,
      };
    }
    case 'KioskOfflineAlertCleared':
      return { ...state, open: null };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

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

export const offlineAlertDecider = {
  initialState: initialOfflineAlertState,
  evolve: evolveOfflineAlert,
  decide: decideOfflineAlert,
};

export type FacilityAlertSettingsEvent = {
  type: 'FacilityAlertSettingsChanged';
  data: FacilityAlertSettings & { facilityId: number };
};

export type FacilityAlertSettingsCommand = {
  type: 'ChangeFacilityAlertSettings';
  facilityId: number;
  settings: FacilityAlertSettings;
};

/** null: never changed, the defaults hold. */
export type FacilityAlertSettingsState = FacilityAlertSettings | null;

export const evolveFacilityAlertSettings = (
  _state: FacilityAlertSettingsState,
  event: FacilityAlertSettingsEvent,
): FacilityAlertSettingsState => {
  const { facilityId: _facilityId, ...settings } = event.data;
  return settings;
};

/** Settings that break a rule are refused (422); settings that change nothing record nothing. */
export function decideFacilityAlertSettings(
  command: FacilityAlertSettingsCommand,
  state: FacilityAlertSettingsState,
): FacilityAlertSettingsEvent[] {
  const settings = normalizeAlertSettings(command.settings);
  const fault = alertSettingsFault(settings);
  if (fault) throw new DomainError(fault.key, fault.params ?? {}, 422, 0);
  if (state !== null && JSON.stringify(state) === JSON.stringify(settings)) return [];
  return [{ type: 'FacilityAlertSettingsChanged', data: { facilityId: command.facilityId, ...settings } }];
}

export const facilityAlertSettingsDecider = {
  initialState: null as FacilityAlertSettingsState,
  evolve: evolveFacilityAlertSettings,
  decide: decideFacilityAlertSettings,
};
