/**
 * Offline alerts (decision 0049): one stream per kiosk (`kiosk-offline-alerts-{kioskId}`) holding
 * each outage that was told (raised) and its end (cleared); each facility's alert settings have a
 * stream of their own (`facility-alert-settings.ts`). Who was told is not in the log: the events
 * name kiosks and facilities only.
 */
export const offlineAlertStream = (kioskId: number): string => `kiosk-offline-alerts-${kioskId}`;

/** The kiosk an alert is about, as the console knew it when the alert was raised. */
export interface OfflineAlertSubject {
  kioskId: number;
  serialNumber: string;
  facilityId: number | null;
}

export type OfflineAlertEvent =
  | {
      type: 'KioskOfflineAlertRaised';
      data: OfflineAlertSubject & {
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
      data: OfflineAlertSubject & {
        alertNumber: number;
        offlineSince: string;
        onlineAt: string;
        clearedAt: string;
      };
    };

export interface OfflineAlertState {
  raised: number;
  /** The alert not cleared yet. */
  open: (OfflineAlertSubject & { alertNumber: number; offlineSince: string }) | null;
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
