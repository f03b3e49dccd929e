/** The facility alert settings' command and its pure `decide`. */
import type { Decider } from '../decider.js';
import { DomainError } from '../errors.js';
import { alertSettingsFault, normalizeAlertSettings, type FacilityAlertSettings } from './alert-hours.js';
import {
  evolveFacilityAlertSettings,
  initialFacilityAlertSettingsState,
  type FacilityAlertSettingsEvent,
  type FacilityAlertSettingsState,
} from './facility-alert-settings.js';

export type FacilityAlertSettingsCommand = {
  type: 'ChangeFacilityAlertSettings';
  facilityId: number;
  settings: FacilityAlertSettings;
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

/** A facility's alert settings stream's decider, for the engine (`AggregateStore.handle`). */
export const facilityAlertSettingsDecider: Decider<
  FacilityAlertSettingsCommand,
  FacilityAlertSettingsEvent,
  FacilityAlertSettingsState
> = {
  initialState: initialFacilityAlertSettingsState,
  evolve: evolveFacilityAlertSettings,
  decide: decideFacilityAlertSettings,
};
