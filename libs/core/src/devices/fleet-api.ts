/**
 * The admin dashboard's live fleet tiles (issue 10, point 3; decision 0037): presence as the
 * device gateway last reported it, and the update backlog by kind.
 */
export interface FleetSummaryResponse {
  /** Kiosks connected now. */
  online: number;
  /** Kiosks whose last word was going offline (or whose connection dropped). */
  offline: number;
  /** Kiosks the gateway has never heard from. */
  neverConnected: number;
  /** Abbys whose software level is below the latest of their kind (v21, v22, v3). */
  abbysBehind: number;
  /** Genies whose software level is below the latest Genie release. */
  geniesBehind: number;
}

/** The Fleet screen's presence filter: a kiosk online, offline, or never heard from. */
export const FLEET_PRESENCE_FILTERS = ['online', 'offline', 'never'] as const;
export type FleetPresenceFilter = (typeof FLEET_PRESENCE_FILTERS)[number];

/** The Fleet screen's product filter. */
export const FLEET_KIND_FILTERS = ['abby', 'genie'] as const;
export type FleetKindFilter = (typeof FLEET_KIND_FILTERS)[number];

/** The Fleet screen's sortable columns (`sort=field` or `sort=-field`). */
export const FLEET_SORT_FIELDS = [
  'serialNumber',
  'name',
  'facilityName',
  'presence',
  'lastSeen',
  'updatesBehind',
  'activityLevel',
  'mediaSyncDate',
  'lastCommandAt',
] as const;
export type FleetSortField = (typeof FLEET_SORT_FIELDS)[number];

/** One kiosk of the Fleet screen: the console's kiosk beside what its device last reported. */
export interface FleetKiosk {
  id: number;
  serialNumber: string;
  name: string;
  /** 1 Abby, 2 Genie. */
  kioskTypeId: number;
  /** Abby's version (21, 22; 3 otherwise); null for a Genie. */
  phidgetVersion: number | null;
  facilityId: number | null;
  facilityName: string | null;
  /** null while the gateway has never heard of the kiosk. */
  presence: 'online' | 'offline' | null;
  presenceSince: string | null;
  /** When anything was last heard of it (a fact, not a heartbeat). */
  lastSeen: string | null;
  /** As the device reported it; the console's record while it reported none. */
  updateLevel: number | null;
  /** The latest level of the kiosk's kind. */
  latestUpdateLevel: number;
  /** How many levels it is behind the latest of its kind (0: up to date). */
  updatesBehind: number;
  activityLevel: number | null;
  mediaSyncDate: string | null;
  /** The last command sent to the kiosk and the kiosk's answer. */
  lastCommand: string | null;
  lastCommandState: 'pending' | 'done' | 'failed' | null;
  lastCommandError: string | null;
  lastCommandAt: string | null;
}

/** `GET fleet/kiosks`: one page of the fleet, with the count over every page. */
export interface FleetKiosksResponse {
  kiosks: FleetKiosk[];
  total: number;
}
