/**
 * The payload of every protocol message. Payloads are UTF-8 JSON objects; times are ISO 8601
 * strings with a zone, as the sender's clock saw them.
 */
import type { KioskType } from './kiosk-type.js';

/**
 * Bumped on a breaking change of a topic or payload; a kiosk announces the version it speaks.
 * 2: `kioskType` is the core's number (1 Abby, 2 Genie), no longer a name.
 * 3: per-kiosk credentials; media sync, levels and command results up; commands sent and acknowledged.
 */
export const PROTOCOL_VERSION = 3;

/** Why a kiosk is offline: its connection dropped (the broker published its last will) or it said goodbye. */
export type OfflineReason = 'connectionLost' | 'shutdown';

export const OFFLINE_REASONS: readonly OfflineReason[] = ['connectionLost', 'shutdown'];

/** Published by the kiosk on every (re)connect, retained. */
export interface PresenceOnline {
  state: 'online';
  kioskType: KioskType;
  /** The protocol version the kiosk speaks. */
  protocolVersion: number;
  /** When this connection started, on the kiosk's clock. */
  since: string;
}

/** The kiosk's last will (reason `connectionLost`), or its goodbye before a clean disconnect (reason `shutdown`). Retained. */
export interface PresenceOffline {
  state: 'offline';
  reason: OfflineReason;
}

export type PresencePayload = PresenceOnline | PresenceOffline;

/** The last will every kiosk registers when it connects: the broker publishes it when the connection drops. */
export const LAST_WILL: PresenceOffline = { state: 'offline', reason: 'connectionLost' };

/** What a kiosk publishes before a clean disconnect. */
export const GOODBYE: PresenceOffline = { state: 'offline', reason: 'shutdown' };

/** Published by the kiosk every heartbeat interval while it is connected. */
export interface HeartbeatPayload {
  /** When the kiosk sent it, on its own clock. */
  sentAt: string;
  /** Seconds since the kiosk application started. */
  uptimeSeconds: number;
}

export interface CommandEnvelope {
  /** Unique per command, so a kiosk can ignore a redelivered duplicate (QoS 1 is at least once). */
  commandId: string;
  issuedAt: string;
}

/**
 * Commands down to a kiosk, each answered on its `command-results` channel. `updateAvailable`
 * names the software level to install and, for an Abby, the activity level when it changes too.
 * `messageReceived` tells a Genie that a message waits for one of its residents: the kiosk
 * fetches it, answers done once it holds it, and reports on `message-opened` when the resident
 * has seen it.
 */
export type KioskCommand =
  | (CommandEnvelope & { command: 'syncNow' })
  | (CommandEnvelope & { command: 'contentChanged' })
  | (CommandEnvelope & { command: 'updateAvailable'; updateLevel: number; activityLevel?: number })
  | (CommandEnvelope & { command: 'messageReceived'; messageId: number; residentId: number });

export type KioskCommandName = KioskCommand['command'];

export const KIOSK_COMMAND_NAMES: readonly KioskCommandName[] = [
  'syncNow',
  'contentChanged',
  'updateAvailable',
  'messageReceived',
];

/** At most this many failed items are reported in one media sync report. */
export const MAX_SYNC_FAILURES = 100;

/** Longest item name or error text in a report, in characters. */
export const MAX_REPORT_TEXT = 200;

/** An item the kiosk could not download in its last sync. */
export interface MediaSyncFailure {
  /** The media item's id or file name, as the kiosk knows it. */
  item: string;
  error: string;
}

/** Published after every media sync, retained: the last one is the kiosk's current state. */
export interface MediaSyncPayload {
  /** When the sync finished, on the kiosk's clock. */
  mediaSyncDate: string;
  /** Media items the kiosk holds after the sync. */
  itemsHeld: number;
  /** Items that failed (at most MAX_SYNC_FAILURES; `failureCount` counts them all). */
  failures: MediaSyncFailure[];
  failureCount: number;
}

/**
 * The levels installed, retained, published on connect and after every install. Null: never
 * installed (the console shows "Never Updated"). Genie kiosks have no activity level (null).
 */
export interface LevelsPayload {
  updateLevel: number | null;
  updateInstallDate: string | null;
  activityLevel: number | null;
  activityInstallDate: string | null;
}

export type CommandOutcome = 'done' | 'failed';

export const COMMAND_OUTCOMES: readonly CommandOutcome[] = ['done', 'failed'];

/** A kiosk's answer to a command, once it has carried it out or failed to. */
export interface CommandResultPayload {
  commandId: string;
  command: KioskCommandName;
  outcome: CommandOutcome;
  /** Why it failed (outcome `failed` only), at most MAX_REPORT_TEXT characters. */
  error: string | null;
  /** When the kiosk finished, on its clock. */
  at: string;
}

/** Published by the kiosk when its resident has seen a message for the first time (not retained). */
export interface MessageOpenedPayload {
  messageId: number;
  residentId: number;
  /** When the resident opened it, on the kiosk's clock. */
  openedAt: string;
}
