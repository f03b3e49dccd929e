/**
 * A facility's offline alert settings (decision 0049): one stream per facility, holding each change;
 * a facility that never changed them keeps the defaults.
 */
import type { FacilityAlertSettings } from './alert-hours.js';

export const facilityAlertSettingsStream = (facilityId: number): string =>
  `facility-alert-settings-${facilityId}`;

export type FacilityAlertSettingsEvent = {
  type: 'FacilityAlertSettingsChanged';
  data: FacilityAlertSettings & { facilityId: number };
};

/** null: never changed, the defaults hold. */
export type FacilityAlertSettingsState = FacilityAlertSettings | null;

export const initialFacilityAlertSettingsState: FacilityAlertSettingsState = null;

export const evolveFacilityAlertSettings = (
  _state: FacilityAlertSettingsState,
  event: FacilityAlertSettingsEvent,
): FacilityAlertSettingsState => {
  const { facilityId: _facilityId, ...settings } = event.data;
  return settings;
};
