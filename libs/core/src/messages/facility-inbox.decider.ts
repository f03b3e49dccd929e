/** The facility inbox's command and its pure `decide`. */
import type { Decider } from '../decider.js';
import { DomainError } from '../errors.js';
import {
  evolveFacilityInbox,
  initialFacilityInboxState,
  type FacilityInboxEvent,
  type FacilityInboxSettings,
  type FacilityInboxState,
} from './facility-inbox.js';

export interface FacilityInboxCommand {
  type: 'ChangeFacilityInboxSettings';
  facilityId: number;
  settings: FacilityInboxSettings;
  /** Whether the caller may change the facility's alert settings, as the handler found it. */
  mayChange: boolean;
}

/** A change is recorded only when it changes something; only those who may change the facility's alert settings may. */
export function decideFacilityInbox(
  command: FacilityInboxCommand,
  state: FacilityInboxState,
): FacilityInboxEvent[] {
  if (!command.mayChange) throw new DomainError('facility.notFound', {}, 404, 1);
  const settings = { moderated: command.settings.moderated };
  if (state.facilityId !== null && state.settings.moderated === settings.moderated) return [];
  return [{ type: 'FacilityInboxSettingsChanged', data: { facilityId: command.facilityId, ...settings } }];
}

/** A facility inbox stream's decider, for the engine (`AggregateStore.handle`). */
export const facilityInboxDecider: Decider<FacilityInboxCommand, FacilityInboxEvent, FacilityInboxState> = {
  initialState: initialFacilityInboxState,
  evolve: evolveFacilityInbox,
  decide: decideFacilityInbox,
};
