/**
 * A facility's moderated inbox (issue 13 point 8; decision 0077): off by default; when on, what a
 * virtual visitor writes to one of its residents waits for its staff's approval, and an approval
 * in the facility's quiet time is delivered when its day starts. One stream per facility.
 */

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

export interface FacilityInboxState {
  facilityId: number | null;
  settings: FacilityInboxSettings;
}

export const initialFacilityInboxState: FacilityInboxState = {
  facilityId: null,
  settings: DEFAULT_INBOX_SETTINGS,
};

export function evolveFacilityInbox(
  state: FacilityInboxState,
  event: FacilityInboxEvent,
): FacilityInboxState {
  return { facilityId: event.data.facilityId, settings: { moderated: event.data.moderated } };
}
