/**
 * The device protocol: every MQTT topic a kiosk and the gateway exchange, mapped to the type of its
 * payload, with the QoS and retained flag each one is published with. The gateway and the kiosk
 * simulators both build topics and payloads from this file only, so a change here is a change to
 * the wire. `docs/device-protocol.md` explains it in prose.
 *
 * Topics: `{baseTopic}/kiosks/{serial}/{channel}`, baseTopic `ambient` unless configured.
 * Payloads: UTF-8 JSON objects. Times: ISO 8601 strings in UTC, as the sender's clock saw them.
 */

/** Bumped on a breaking change of a topic or payload; a kiosk announces the version it speaks. */
export const PROTOCOL_VERSION = 1;

/** First topic level of every protocol topic, unless the gateway is configured otherwise. */
export const DEFAULT_BASE_TOPIC = 'ambient';

export const KIOSK_TYPES = ['abby', 'genie'] as const;
export type KioskType = (typeof KIOSK_TYPES)[number];

/** A kiosk serial number is one topic level (spec: at most 20 characters). */
export const SERIAL_PATTERN = /^[A-Za-z0-9._-]{1,20}$/;

// ---------------------------------------------------------------------------------------------
// Payloads
// ---------------------------------------------------------------------------------------------

/** Why a kiosk is offline: its connection dropped (the broker published its last will) or it said goodbye. */
export type OfflineReason = 'connectionLost' | 'shutdown';

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

/** Published by the kiosk every heartbeat interval while it is connected. */
export interface HeartbeatPayload {
  /** When the kiosk sent it, on its own clock. */
  sentAt: string;
  /** Seconds since the kiosk application started. */
  uptimeSeconds: number;
}

interface CommandEnvelope {
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

// ---------------------------------------------------------------------------------------------
// The topic map
// ---------------------------------------------------------------------------------------------

/** Every channel under `{baseTopic}/kiosks/{serial}/`, mapped to the type of its payload. */
export interface KioskTopicPayloads {
  presence: PresencePayload;
  heartbeat: HeartbeatPayload;
  commands: KioskCommand;
}

export type KioskChannel = keyof KioskTopicPayloads;

export type QoS = 0 | 1 | 2;

export interface ChannelRules {
  /** `up`: the kiosk publishes, the gateway subscribes. `down`: the other way round. */
  direction: 'up' | 'down';
  qos: QoS;
  retain: boolean;
}

/** How each channel is published. Subscribers subscribe with the same QoS. */
export const KIOSK_CHANNELS = {
  presence: { direction: 'up', qos: 1, retain: true },
  heartbeat: { direction: 'up', qos: 0, retain: false },
  commands: { direction: 'down', qos: 1, retain: false },
} as const satisfies Record<KioskChannel, ChannelRules>;

/** Channels a kiosk publishes on. */
export type UpstreamChannel = {
  [C in KioskChannel]: (typeof KIOSK_CHANNELS)[C]['direction'] extends 'up' ? C : never;
}[KioskChannel];

/** Channels the gateway publishes on. */
export type DownstreamChannel = Exclude<KioskChannel, UpstreamChannel>;

export const UPSTREAM_CHANNELS: readonly UpstreamChannel[] = ['presence', 'heartbeat'];

export type KioskTopic<C extends KioskChannel = KioskChannel> = `${string}/kiosks/${string}/${C}`;

/** The last will every kiosk registers when it connects: the broker publishes it when the connection drops. */
export const LAST_WILL: PresenceOffline = { state: 'offline', reason: 'connectionLost' };

// ---------------------------------------------------------------------------------------------
// Topics
// ---------------------------------------------------------------------------------------------

export function isKioskType(value: string): value is KioskType {
  return (KIOSK_TYPES as readonly string[]).includes(value);
}

export function isValidSerial(serial: string): boolean {
  return SERIAL_PATTERN.test(serial);
}

/** A base topic is one or more non-empty topic levels with no wildcard. */
export function isValidBaseTopic(baseTopic: string): boolean {
  return baseTopic.split('/').every((level) => level.length > 0 && !/[+#]/.test(level));
}

export function kioskTopic<C extends KioskChannel>(
  serial: string,
  channel: C,
  baseTopic: string = DEFAULT_BASE_TOPIC,
): KioskTopic<C> {
  if (!isValidSerial(serial)) throw new Error(`Not a valid kiosk serial for a topic: "${serial}"`);
  return `${baseTopic}/kiosks/${serial}/${channel}`;
}

/** The subscription filter matching one channel of every kiosk. */
export function kioskChannelFilter(channel: KioskChannel, baseTopic: string = DEFAULT_BASE_TOPIC): string {
  return `${baseTopic}/kiosks/+/${channel}`;
}

export interface ParsedKioskTopic {
  serial: string;
  channel: KioskChannel;
}

/** Reads a serial and channel back from a topic; null when the topic is not a protocol topic. */
export function parseKioskTopic(
  topic: string,
  baseTopic: string = DEFAULT_BASE_TOPIC,
): ParsedKioskTopic | null {
  const prefix = `${baseTopic}/kiosks/`;
  if (!topic.startsWith(prefix)) return null;
  const levels = topic.slice(prefix.length).split('/');
  if (levels.length !== 2) return null;
  const [serial, channel] = levels as [string, string];
  if (!isValidSerial(serial) || !isKioskChannel(channel)) return null;
  return { serial, channel };
}

function isKioskChannel(value: string): value is KioskChannel {
  return Object.hasOwn(KIOSK_CHANNELS, value);
}

// ---------------------------------------------------------------------------------------------
// Payload codec: what arrives from a device is checked before anything trusts it
// ---------------------------------------------------------------------------------------------

export type DecodeResult<T> = { ok: true; value: T } | { ok: false; error: string };

export function encodePayload<C extends KioskChannel>(_channel: C, payload: KioskTopicPayloads[C]): string {
  return JSON.stringify(payload);
}

/**
 * Parses and checks a payload received on a channel. An empty payload is not a message but the
 * clearing of a retained one: callers handle it before decoding.
 */
export function decodePayload<C extends KioskChannel>(
  channel: C,
  raw: Uint8Array | string,
): DecodeResult<KioskTopicPayloads[C]> {
  let value: unknown;
  try {
    value = JSON.parse(typeof raw === 'string' ? raw : utf8.decode(raw));
  } catch {
    return { ok: false, error: 'payload is not UTF-8 JSON' };
  }
  if (!isRecord(value)) return { ok: false, error: 'payload is not a JSON object' };
  return validators[channel](value);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

type Validators = {
  [C in KioskChannel]: (value: Record<string, unknown>) => DecodeResult<KioskTopicPayloads[C]>;
};

const validators: Validators = {
  presence(value) {
    switch (value.state) {
      case 'online':
        if (!isOneOf(value.kioskType, KIOSK_TYPES)) return invalid('kioskType must be abby or genie');
        if (!isPositiveInteger(value.protocolVersion)) {
          return invalid('protocolVersion must be a positive integer');
        }
        if (!isTimestamp(value.since)) return invalid('since must be an ISO 8601 time');
        return {
          ok: true,
          value: {
            state: 'online',
            kioskType: value.kioskType,
            protocolVersion: value.protocolVersion,
            since: value.since,
          },
        };
      case 'offline':
        if (!isOneOf(value.reason, OFFLINE_REASONS)) {
          return invalid('reason must be connectionLost or shutdown');
        }
        return { ok: true, value: { state: 'offline', reason: value.reason } };
      default:
        return invalid('state must be online or offline');
    }
  },
  heartbeat(value) {
    if (!isTimestamp(value.sentAt)) return invalid('sentAt must be an ISO 8601 time');
    if (typeof value.uptimeSeconds !== 'number' || !(value.uptimeSeconds >= 0)) {
      return invalid('uptimeSeconds must be a number, 0 or more');
    }
    return { ok: true, value: { sentAt: value.sentAt, uptimeSeconds: value.uptimeSeconds } };
  },
  commands(value) {
    if (typeof value.commandId !== 'string' || value.commandId.length === 0) {
      return invalid('commandId is required');
    }
    if (!isTimestamp(value.issuedAt)) return invalid('issuedAt must be an ISO 8601 time');
    const envelope = { commandId: value.commandId, issuedAt: value.issuedAt };
    if (!isOneOf(value.command, KIOSK_COMMAND_NAMES)) return invalid('unknown command');
    const command: KioskCommandName = value.command;
    switch (command) {
      case 'syncNow':
      case 'contentChanged':
        return { ok: true, value: { ...envelope, command } };
      case 'updateAvailable':
        if (!isPositiveInteger(value.updateLevel)) return invalid('updateLevel must be a positive integer');
        return { ok: true, value: { ...envelope, command, updateLevel: value.updateLevel } };
    }
  },
};

const OFFLINE_REASONS: readonly OfflineReason[] = ['connectionLost', 'shutdown'];
const KIOSK_COMMAND_NAMES: readonly KioskCommandName[] = ['syncNow', 'contentChanged', 'updateAvailable'];

function invalid(error: string): { ok: false; error: string } {
  return { ok: false, error };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOneOf<T extends string>(value: unknown, allowed: readonly T[]): value is T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value);
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function isTimestamp(value: unknown): value is string {
  return typeof value === 'string' && ISO_8601.test(value) && !Number.isNaN(Date.parse(value));
}
