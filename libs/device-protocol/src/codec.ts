/**
 * What goes on the wire: payloads encoded as JSON, and every payload that arrives from the other
 * side checked before anything trusts it.
 */
import { KIOSK_TYPES, isKioskType, kioskTypeName } from './kiosk-type.js';
import {
  COMMAND_OUTCOMES,
  KIOSK_COMMAND_NAMES,
  MAX_REPORT_TEXT,
  MAX_SYNC_FAILURES,
  OFFLINE_REASONS,
  type KioskCommandName,
  type MediaSyncFailure,
} from './payloads.js';
import {
  DEFAULT_BASE_TOPIC,
  KIOSK_CHANNELS,
  kioskTopic,
  type KioskChannel,
  type KioskTopic,
  type KioskTopicPayloads,
  type QoS,
} from './topics.js';

export type DecodeResult<T> = { ok: true; value: T } | { ok: false; error: string };

export function encodePayload<C extends KioskChannel>(_channel: C, payload: KioskTopicPayloads[C]): string {
  return JSON.stringify(payload);
}

/** One message ready to publish: its topic, encoded payload, QoS and retained flag from the topic map. */
export interface KioskMessage<C extends KioskChannel = KioskChannel> {
  topic: KioskTopic<C>;
  payload: string;
  qos: QoS;
  retain: boolean;
}

/** Builds the message a kiosk (or, for commands, the gateway) publishes on a channel. */
export function kioskMessage<C extends KioskChannel>(
  serial: string,
  channel: C,
  payload: KioskTopicPayloads[C],
  baseTopic: string = DEFAULT_BASE_TOPIC,
): KioskMessage<C> {
  const { qos, retain } = KIOSK_CHANNELS[channel];
  return {
    topic: kioskTopic(serial, channel, baseTopic),
    payload: encodePayload(channel, payload),
    qos,
    retain,
  };
}

/**
 * Parses and checks a payload received on a channel. An empty payload is not a message but the
 * clearing of a retained one: callers handle it before decoding. Fields the protocol does not
 * know are dropped.
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

const KIOSK_TYPE_CHOICES = KIOSK_TYPES.map((type) => `${type} (${kioskTypeName(type)})`).join(' or ');

type Validators = {
  [C in KioskChannel]: (value: Record<string, unknown>) => DecodeResult<KioskTopicPayloads[C]>;
};

const validators: Validators = {
  presence(value) {
    switch (value.state) {
      case 'online':
        if (!isKioskType(value.kioskType)) return invalid(`kioskType must be ${KIOSK_TYPE_CHOICES}`);
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
      case 'updateAvailable': {
        if (!isPositiveInteger(value.updateLevel)) return invalid('updateLevel must be a positive integer');
        if (value.activityLevel !== undefined && !isPositiveInteger(value.activityLevel)) {
          return invalid('activityLevel must be a positive integer');
        }
        const activity = value.activityLevel === undefined ? {} : { activityLevel: value.activityLevel };
        return { ok: true, value: { ...envelope, command, updateLevel: value.updateLevel, ...activity } };
      }
      case 'messageReceived':
        if (!isId(value.messageId)) return invalid('messageId must be a positive integer');
        if (!isId(value.residentId)) return invalid('residentId must be a positive integer');
        return {
          ok: true,
          value: { ...envelope, command, messageId: value.messageId, residentId: value.residentId },
        };
    }
  },
  'message-opened'(value) {
    if (!isId(value.messageId)) return invalid('messageId must be a positive integer');
    if (!isId(value.residentId)) return invalid('residentId must be a positive integer');
    if (!isTimestamp(value.openedAt)) return invalid('openedAt must be an ISO 8601 time');
    return {
      ok: true,
      value: { messageId: value.messageId, residentId: value.residentId, openedAt: value.openedAt },
    };
  },
  'media-sync'(value) {
    if (!isTimestamp(value.mediaSyncDate)) return invalid('mediaSyncDate must be an ISO 8601 time');
    if (!isCount(value.itemsHeld)) return invalid('itemsHeld must be an integer, 0 or more');
    if (!Array.isArray(value.failures) || value.failures.length > MAX_SYNC_FAILURES) {
      return invalid(`failures must be a list of at most ${MAX_SYNC_FAILURES} items`);
    }
    const failures: MediaSyncFailure[] = [];
    for (const failure of value.failures as unknown[]) {
      if (!isRecord(failure) || !isReportText(failure.item) || !isReportText(failure.error)) {
        return invalid(`each failure needs an item and an error of 1 to ${MAX_REPORT_TEXT} characters`);
      }
      failures.push({ item: failure.item, error: failure.error });
    }
    if (!isCount(value.failureCount) || value.failureCount < failures.length) {
      return invalid('failureCount must be an integer, at least the number of failures listed');
    }
    return {
      ok: true,
      value: {
        mediaSyncDate: value.mediaSyncDate,
        itemsHeld: value.itemsHeld,
        failures,
        failureCount: value.failureCount,
      },
    };
  },
  levels(value) {
    const checked: Record<string, number | string | null> = {};
    for (const kind of ['update', 'activity'] as const) {
      const level = value[`${kind}Level`] ?? null;
      const date = value[`${kind}InstallDate`] ?? null;
      if (level !== null && !isPositiveInteger(level))
        return invalid(`${kind}Level must be a positive integer or null`);
      if (date !== null && !isTimestamp(date))
        return invalid(`${kind}InstallDate must be an ISO 8601 time or null`);
      if ((level === null) !== (date === null)) {
        return invalid(`${kind}Level and ${kind}InstallDate are both set or both null`);
      }
      checked[`${kind}Level`] = level;
      checked[`${kind}InstallDate`] = date;
    }
    return {
      ok: true,
      value: {
        updateLevel: checked.updateLevel as number | null,
        updateInstallDate: checked.updateInstallDate as string | null,
        activityLevel: checked.activityLevel as number | null,
        activityInstallDate: checked.activityInstallDate as string | null,
      },
    };
  },
  'command-results'(value) {
    if (typeof value.commandId !== 'string' || value.commandId.length === 0 || value.commandId.length > 64) {
      return invalid('commandId is required (at most 64 characters)');
    }
    if (!isOneOf(value.command, KIOSK_COMMAND_NAMES)) return invalid('unknown command');
    if (!isOneOf(value.outcome, COMMAND_OUTCOMES)) return invalid('outcome must be done or failed');
    const error = value.error ?? null;
    if (value.outcome === 'failed' ? !isReportText(error) : error !== null) {
      return invalid(`error is 1 to ${MAX_REPORT_TEXT} characters when failed, null when done`);
    }
    if (!isTimestamp(value.at)) return invalid('at must be an ISO 8601 time');
    return {
      ok: true,
      value: {
        commandId: value.commandId,
        command: value.command,
        outcome: value.outcome,
        error: error as string | null,
        at: value.at,
      },
    };
  },
};

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function isReportText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_REPORT_TEXT;
}

function invalid(error: string): { ok: false; error: string } {
  return { ok: false, error };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOneOf<T extends string>(value: unknown, allowed: readonly T[]): value is T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value);
}

/** An id of the console's (a 32-bit positive integer). */
function isId(value: unknown): value is number {
  return isPositiveInteger(value) && value <= 2_147_483_647;
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function isTimestamp(value: unknown): value is string {
  return typeof value === 'string' && ISO_8601.test(value) && !Number.isNaN(Date.parse(value));
}
