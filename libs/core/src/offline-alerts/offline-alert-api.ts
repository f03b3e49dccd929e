import type { ApiResponse } from '../api-types.js';
import type { FacilityAlertSettings } from './alert-hours.js';

/** GET/PUT facilities/{id}/alert-settings: the settings, and the zone they are read in. */
export interface FacilityAlertSettingsAnswer {
  facilityId: number;
  settings: FacilityAlertSettings;
  /** The zone in use: the setting's, or the province's or state's when it has none. */
  effectiveTimeZone: string;
  /** The zone of the facility's province or state: the one in use when the settings name none. */
  provinceTimeZone: string;
  /** Whether the facility still has the defaults (never changed). */
  isDefault: boolean;
}
export type FacilityAlertSettingsResponse = ApiResponse<FacilityAlertSettingsAnswer>;

/** One told outage of a kiosk: open until the kiosk is back. */
export interface OfflineAlert {
  kioskId: number;
  alertNumber: number;
  kioskName: string;
  serialNumber: string;
  facilityId: number | null;
  facilityName: string | null;
  offlineSince: string;
  raisedAt: string;
  /** The facility's zone the outage was judged in. */
  timeZone: string;
  onlineAt: string | null;
  clearedAt: string | null;
}
export type OfflineAlertsResponse = ApiResponse<{ offlineAlerts: OfflineAlert[] }>;

/** What the live notice carries to the managers in scope (no personal data). */
export interface OfflineAlertNotice {
  state: 'raised' | 'cleared';
  kioskId: number;
  alertNumber: number;
  kioskName: string;
  serialNumber: string;
  offlineSince: string;
  onlineAt: string | null;
}
