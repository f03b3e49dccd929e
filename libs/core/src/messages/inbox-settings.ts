/**
 * A facility's moderated inbox (issue 13 point 8; decision 0077): off by default; when on, what a
 * virtual visitor writes to one of its residents waits for its staff's approval, and an approval
 * in the facility's quiet time is delivered when its day starts. One stream per facility.
 */
import { DomainError } from '../errors.js';

export const facilityInboxStream = (facilityId: number): string => `facility-inbox-${facilityId}`;

export interface FacilityInboxSettings {
  /** Whether messages from virtual visitors wait for approval. */
  moderated: boolean;
}

export const DEFAULT_INBOX_SETTINGS: FacilityInboxSettings = { moderated: false };

/** What `GET facilities/{id}/inbox-settings` answers. */
export interface FacilityInboxSettingsAnswer {
  facilityId: number;
  settings: FacilityInboxSettings;
  /** Whether the facility has never changed them. */
  isDefault: boolean;
}

export type FacilityInboxEvent = {
  type: 'FacilityInboxSettingsChanged';
  data: { facilityId: number } & FacilityInboxSettings;
};

export interface FacilityInboxCommand {
  type: 'ChangeFacilityInboxSettings';
  facilityId: number;
  settings: FacilityInboxSettings;
  /** Whether the caller may change the facility's alert settings, as the handler found it. */
  mayChange: boolean;
}

export interface FacilityInboxState {
  facilityId: number | null;
  settings: FacilityInboxSettings;
}

export const initialFacilityInboxState: FacilityInboxState = {
  facilityId: null,
  settings: DEFAULT_INBOX_SETTINGS,
};

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

export function evolveFacilityInbox(
  state: FacilityInboxState,
  event: FacilityInboxEvent,
): FacilityInboxState {
  return { facilityId: event.data.facilityId, settings: { moderated: event.data.moderated } };
}
