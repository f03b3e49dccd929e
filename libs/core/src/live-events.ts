/** What the API's socket sends the console (Socket.IO events and their payloads). */
import type { Profile, ReadModelName } from './api-types.js';
import type { OfflineAlertNotice } from './offline-alerts/offline-alert-api.js';

export interface LiveEvents {
  'profile.updated': { profile: Profile };
  /**
   * Sent to every signed-in socket after each projected batch: the read models it changed. The
   * console refetches the queries that read them (nothing else: no data travels with it).
   */
  'readModels.changed': { readModels: ReadModelName[] };
  /** Sent to admins when data behind dashboard summaries changed. */
  'summaries.changed': {
    kinds: Array<'organization' | 'domain' | 'facility' | 'kiosk' | 'resident' | 'user'>;
  };
  /** Sent to admins when kiosks were told an update is available (a release, an override activation). */
  'updates.available': {
    serialNumbers: string[];
    kind: 'abbyUpdate' | 'abbyActivity' | 'genieUpdate';
    level: number;
  };
  /** Sent to the managers in scope of a kiosk when its offline alert is raised or cleared. */
  'offlineAlerts.changed': OfflineAlertNotice;
}
