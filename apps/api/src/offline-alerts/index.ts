/** The offline alerts slice's public face. */
export { OfflineAlertsModule } from './offline-alerts.module.js';
/** A facility's calendar (its day, quiet days and hours, its zone), for the moderated inbox (decision 0077). */
export { OfflineAlertsReader } from './offline-alerts.reader.js';
import { FacilityAlertSettingsRow, OfflineAlertRow, OfflineWatchRow } from './offline-alert.rows.js';

/** This slice's read-model tables. */
export const OFFLINE_ALERT_ENTITIES = [FacilityAlertSettingsRow, OfflineAlertRow, OfflineWatchRow];
