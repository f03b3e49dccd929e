/** The offline alerts slice's public face. */
export { OfflineAlertsModule } from './offline-alerts.module.js';
import { FacilityAlertSettingsRow, OfflineAlertRow, OfflineWatchRow } from './offline-alert.rows.js';

/** This slice's read-model tables. */
export const OFFLINE_ALERT_ENTITIES = [FacilityAlertSettingsRow, OfflineAlertRow, OfflineWatchRow];
