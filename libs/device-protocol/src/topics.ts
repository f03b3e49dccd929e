/**
 * The topic map: every channel under `{baseTopic}/kiosks/{serial}/`, the type of its payload, and
 * how it is published (direction, QoS, retained flag), with the builders and parsers of topics.
 */
import type {
  CommandResultPayload,
  HeartbeatPayload,
  KioskCommand,
  LevelsPayload,
  MediaSyncPayload,
  MessageOpenedPayload,
  PresencePayload,
} from './payloads.js';

/** First topic level of every protocol topic, unless the gateway is configured otherwise. */
export const DEFAULT_BASE_TOPIC = 'ambient';

/** A kiosk serial number is one topic level (spec: at most 20 characters). */
export const SERIAL_PATTERN = /^[A-Za-z0-9._-]{1,20}$/;

/** Every channel under `{baseTopic}/kiosks/{serial}/`, mapped to the type of its payload. */
export interface KioskTopicPayloads {
  presence: PresencePayload;
  heartbeat: HeartbeatPayload;
  commands: KioskCommand;
  'media-sync': MediaSyncPayload;
  levels: LevelsPayload;
  'command-results': CommandResultPayload;
  'message-opened': MessageOpenedPayload;
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
  'media-sync': { direction: 'up', qos: 1, retain: true },
  levels: { direction: 'up', qos: 1, retain: true },
  'command-results': { direction: 'up', qos: 1, retain: false },
  'message-opened': { direction: 'up', qos: 1, retain: false },
} as const satisfies Record<KioskChannel, ChannelRules>;

/** Channels a kiosk publishes on. */
export type UpstreamChannel = {
  [C in KioskChannel]: (typeof KIOSK_CHANNELS)[C]['direction'] extends 'up' ? C : never;
}[KioskChannel];

/** Channels the gateway publishes on. */
export type DownstreamChannel = Exclude<KioskChannel, UpstreamChannel>;

export const UPSTREAM_CHANNELS: readonly UpstreamChannel[] = [
  'presence',
  'heartbeat',
  'media-sync',
  'levels',
  'command-results',
  'message-opened',
];
export const DOWNSTREAM_CHANNELS: readonly DownstreamChannel[] = ['commands'];

export type KioskTopic<C extends KioskChannel = KioskChannel> = `${string}/kiosks/${string}/${C}`;

/** MQTT keepalive of a kiosk: the broker publishes its last will after 1.5 times this without traffic. */
export const KIOSK_KEEPALIVE_SECONDS = 30;

/** How often a connected kiosk sends a heartbeat unless told otherwise. */
export const DEFAULT_HEARTBEAT_SECONDS = 30;

export function isKioskChannel(value: string): value is KioskChannel {
  return Object.hasOwn(KIOSK_CHANNELS, value);
}

export function isUpstreamChannel(channel: KioskChannel): channel is UpstreamChannel {
  return KIOSK_CHANNELS[channel].direction === 'up';
}

export function isValidSerial(serial: string): boolean {
  return SERIAL_PATTERN.test(serial);
}

/** A base topic is one or more non-empty topic levels with no wildcard. */
export function isValidBaseTopic(baseTopic: string): boolean {
  return baseTopic.split('/').every((level) => level.length > 0 && !/[+#]/.test(level));
}

/** The MQTT client id of a kiosk: a second connection with the same id replaces the first. */
export function kioskClientId(serial: string): string {
  assertSerial(serial);
  return `kiosk-${serial}`;
}

export function kioskTopic<C extends KioskChannel>(
  serial: string,
  channel: C,
  baseTopic: string = DEFAULT_BASE_TOPIC,
): KioskTopic<C> {
  assertSerial(serial);
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

function assertSerial(serial: string): void {
  if (!isValidSerial(serial)) throw new Error(`Not a valid kiosk serial for a topic: "${serial}"`);
}
