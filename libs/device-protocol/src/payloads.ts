/**
 * The payload of every protocol message. Payloads are UTF-8 JSON objects; times are ISO 8601
 * strings with a zone, as the sender's clock saw them.
 */
import type { KioskType } from './kiosk-type.js';

/**
 * Bumped on a breaking change of a topic or payload; a kiosk announces the version it speaks.
 * 2: `kioskType` is the core's number (1 Abby, 2 Genie), no longer a name.
 */
export const PROTOCOL_VERSION = 2;

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

/** Commands down to a kiosk. Typed now; the gateway starts sending them in a later change. */
export type KioskCommand =
  | (CommandEnvelope & { command: 'syncNow' })
  | (CommandEnvelope & { command: 'contentChanged' })
  | (CommandEnvelope & { command: 'updateAvailable'; updateLevel: number });

export type KioskCommandName = KioskCommand['command'];

export const KIOSK_COMMAND_NAMES: readonly KioskCommandName[] = [
  'syncNow',
  'contentChanged',
  'updateAvailable',
];
