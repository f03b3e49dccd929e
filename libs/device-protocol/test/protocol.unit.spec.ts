import { describe, expect, it } from '@jest/globals';
import { KioskType as CoreKioskType } from '@ambient/core';
import {
  GOODBYE,
  KIOSK_CHANNELS,
  KIOSK_TYPES,
  KioskType,
  LAST_WILL,
  PROTOCOL_VERSION,
  decodePayload,
  encodePayload,
  isKioskType,
  isValidBaseTopic,
  kioskChannelFilter,
  kioskClientId,
  kioskMessage,
  kioskTopic,
  kioskTypeName,
  parseKioskTopic,
  parseKioskType,
  type KioskChannel,
  type KioskTopicPayloads,
  generateKioskSecret,
  hashKioskSecret,
  verifyKioskSecret,
  KIOSK_SECRET_HASH_PATTERN,
  mosquittoPasswordFile,
  mosquittoAclFile,
  mosquittoQueueFor,
  kioskMayPublish,
  kioskMaySubscribe,
} from '../src/index.js';

describe('device protocol topics', () => {
  it('builds and parses a kiosk topic under the base topic', () => {
    expect(kioskTopic('ABBY-0001', 'presence')).toBe('ambient/kiosks/ABBY-0001/presence');
    expect(parseKioskTopic('ambient/kiosks/ABBY-0001/heartbeat')).toEqual({
      serial: 'ABBY-0001',
      channel: 'heartbeat',
    });
    expect(parseKioskTopic('site/a/kiosks/G1/commands', 'site/a')).toEqual({
      serial: 'G1',
      channel: 'commands',
    });
    expect(kioskChannelFilter('presence', 'site/a')).toBe('site/a/kiosks/+/presence');
  });

  it('refuses serials and topics that are not protocol topics', () => {
    expect(() => kioskTopic('A/B', 'presence')).toThrow();
    expect(() => kioskTopic('#', 'presence')).toThrow();
    expect(() => kioskTopic('S'.repeat(21), 'presence')).toThrow();
    expect(parseKioskTopic('ambient/kiosks/A1/unknown')).toBeNull();
    expect(parseKioskTopic('ambient/kiosks/A1/presence/extra')).toBeNull();
    expect(parseKioskTopic('other/kiosks/A1/presence')).toBeNull();
    expect(isValidBaseTopic('ambient/+')).toBe(false);
    expect(isValidBaseTopic('ambient//x')).toBe(false);
    expect(() => kioskClientId('A+B')).toThrow();
  });

  it('names a kiosk client after its serial', () => {
    expect(kioskClientId('ABBY-0001')).toBe('kiosk-ABBY-0001');
  });

  it('publishes presence retained at QoS 1, heartbeats at QoS 0, commands at QoS 1 not retained, reports retained and results not', () => {
    expect(KIOSK_CHANNELS).toEqual({
      presence: { direction: 'up', qos: 1, retain: true },
      heartbeat: { direction: 'up', qos: 0, retain: false },
      commands: { direction: 'down', qos: 1, retain: false },
      'media-sync': { direction: 'up', qos: 1, retain: true },
      levels: { direction: 'up', qos: 1, retain: true },
      'command-results': { direction: 'up', qos: 1, retain: false },
      'message-opened': { direction: 'up', qos: 1, retain: false },
    });
  });

  it('builds each message with the topic, QoS and retained flag of its channel', () => {
    expect(kioskMessage('G-7', 'presence', LAST_WILL, 'site/a')).toEqual({
      topic: 'site/a/kiosks/G-7/presence',
      payload: '{"state":"offline","reason":"connectionLost"}',
      qos: 1,
      retain: true,
    });
    expect(
      kioskMessage('G-7', 'heartbeat', { sentAt: '2026-01-02T03:04:05Z', uptimeSeconds: 1 }),
    ).toMatchObject({
      topic: 'ambient/kiosks/G-7/heartbeat',
      qos: 0,
      retain: false,
    });
  });
});

describe('device protocol kiosk types', () => {
  it('speaks the core encoding of kiosk types', () => {
    expect(KioskType).toBe(CoreKioskType);
    expect(KIOSK_TYPES).toEqual([1, 2]);
    expect(isKioskType(KioskType.Abby)).toBe(true);
    expect(isKioskType(3)).toBe(false);
    expect(isKioskType('abby')).toBe(false);
    expect(kioskTypeName(KioskType.Genie)).toBe('Genie');
  });

  it('reads a kiosk type typed by a person, by name or number', () => {
    expect(parseKioskType('abby')).toBe(KioskType.Abby);
    expect(parseKioskType(' GENIE ')).toBe(KioskType.Genie);
    expect(parseKioskType('2')).toBe(KioskType.Genie);
    expect(parseKioskType('3')).toBeNull();
    expect(parseKioskType('toaster')).toBeNull();
    expect(parseKioskType('')).toBeNull();
  });
});

describe('device protocol payloads', () => {
  function expectRoundTrip<C extends KioskChannel>(channel: C, payload: KioskTopicPayloads[C]): void {
    expect(decodePayload(channel, encodePayload(channel, payload))).toEqual({ ok: true, value: payload });
  }

  it('round-trips every kind of payload', () => {
    expectRoundTrip('presence', {
      state: 'online',
      kioskType: KioskType.Genie,
      protocolVersion: PROTOCOL_VERSION,
      since: '2026-01-02T03:04:05.000Z',
    });
    expectRoundTrip('presence', LAST_WILL);
    expectRoundTrip('presence', GOODBYE);
    expectRoundTrip('heartbeat', { sentAt: '2026-01-02T03:04:05Z', uptimeSeconds: 12 });
    expectRoundTrip('commands', {
      command: 'syncNow',
      commandId: 'c1',
      issuedAt: '2026-01-02T03:04:05+01:00',
    });
    expectRoundTrip('commands', {
      command: 'contentChanged',
      commandId: 'c2',
      issuedAt: '2026-01-02T03:04:05Z',
    });
    expectRoundTrip('commands', {
      command: 'updateAvailable',
      commandId: 'c3',
      issuedAt: '2026-01-02T03:04:05Z',
      updateLevel: 7,
    });
  });

  it.each([
    ['presence', 'not json'],
    ['presence', '[]'],
    ['presence', '{"state":"online","kioskType":3,"protocolVersion":2,"since":"2026-01-02T03:04:05Z"}'],
    // Protocol version 1 named the kiosk type; version 2 sends the core's number.
    ['presence', '{"state":"online","kioskType":"abby","protocolVersion":1,"since":"2026-01-02T03:04:05Z"}'],
    ['presence', '{"state":"online","kioskType":1,"protocolVersion":2,"since":"yesterday"}'],
    ['presence', '{"state":"offline"}'],
    ['heartbeat', '{"sentAt":"2026-01-02T03:04:05Z","uptimeSeconds":-1}'],
    ['commands', '{"command":"selfDestruct","commandId":"c","issuedAt":"2026-01-02T03:04:05Z"}'],
    ['commands', '{"command":"updateAvailable","commandId":"c","issuedAt":"2026-01-02T03:04:05Z"}'],
  ] as const)('rejects an invalid %s payload: %s', (channel, raw) => {
    expect(decodePayload(channel, raw)).toMatchObject({ ok: false });
  });

  it('rejects bytes that are not UTF-8', () => {
    expect(decodePayload('heartbeat', new Uint8Array([0xff, 0xfe]))).toMatchObject({ ok: false });
  });

  it('keeps only the protocol fields of a payload', () => {
    const decoded = decodePayload(
      'heartbeat',
      '{"sentAt":"2026-01-02T03:04:05Z","uptimeSeconds":3,"extra":true}',
    );
    expect(decoded).toEqual({ ok: true, value: { sentAt: '2026-01-02T03:04:05Z', uptimeSeconds: 3 } });
  });
});

describe('protocol 3: credentials and topic rules', () => {
  it('verifies a secret against its stored hash only, in the Mosquitto password-file format', () => {
    const secret = generateKioskSecret();
    const hash = hashKioskSecret(secret);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toMatch(KIOSK_SECRET_HASH_PATTERN);
    expect(verifyKioskSecret(secret, hash)).toBe(true);
    expect(verifyKioskSecret(generateKioskSecret(), hash)).toBe(false);
    expect(verifyKioskSecret(secret, 'plain')).toBe(false);
    expect(hashKioskSecret(secret)).not.toBe(hash); // salted
    expect(mosquittoPasswordFile([{ username: 'ABBY-1', secretHash: hash }])).toBe(`ABBY-1:${hash}\n`);
    expect(() => mosquittoPasswordFile([{ username: 'a:b', secretHash: hash }])).toThrow();
  });

  it('lets a kiosk publish only on its own upstream channels and hear only its own commands', () => {
    expect(kioskMayPublish('ABBY-1', 'ambient/kiosks/ABBY-1/levels')).toBe(true);
    expect(kioskMayPublish('ABBY-1', 'ambient/kiosks/ABBY-2/levels')).toBe(false);
    expect(kioskMayPublish('ABBY-1', 'ambient/kiosks/ABBY-1/commands')).toBe(false);
    expect(kioskMayPublish('ABBY-1', 'elsewhere/kiosks/ABBY-1/presence')).toBe(false);
    expect(kioskMaySubscribe('ABBY-1', 'ambient/kiosks/ABBY-1/commands')).toBe(true);
    expect(kioskMaySubscribe('ABBY-1', 'ambient/kiosks/+/commands')).toBe(false);
    expect(kioskMaySubscribe('ABBY-1', '#')).toBe(false);
    expect(mosquittoAclFile('b')).toContain('pattern read b/kiosks/%u/commands');
  });

  it("sizes Mosquitto's queue for the whole fleet's burst to the gateway, never below its default (decision 0087)", () => {
    expect(mosquittoQueueFor(10)).toBe(1000);
    expect(mosquittoQueueFor(10_000)).toBe(40_000);
  });
});

describe('protocol 3: reports', () => {
  it('checks media sync reports', () => {
    const report = { mediaSyncDate: '2026-11-23T10:00:00.000Z', itemsHeld: 3, failures: [], failureCount: 0 };
    expect(decodePayload('media-sync', JSON.stringify(report))).toEqual({ ok: true, value: report });
    expect(decodePayload('media-sync', JSON.stringify({ ...report, itemsHeld: -1 })).ok).toBe(false);
    expect(decodePayload('media-sync', JSON.stringify({ ...report, failures: [{ item: 'a' }] })).ok).toBe(
      false,
    );
    expect(
      decodePayload('media-sync', JSON.stringify({ ...report, failures: [{ item: 'a', error: 'b' }] })).ok,
    ).toBe(false); // failureCount below the failures listed
  });

  it('checks levels: a level and its install date are set or null together', () => {
    const never = {
      updateLevel: null,
      updateInstallDate: null,
      activityLevel: null,
      activityInstallDate: null,
    };
    expect(decodePayload('levels', JSON.stringify(never))).toEqual({ ok: true, value: never });
    expect(decodePayload('levels', JSON.stringify({ ...never, updateLevel: 22 })).ok).toBe(false);
    expect(
      decodePayload(
        'levels',
        JSON.stringify({ ...never, updateLevel: 0, updateInstallDate: '2026-11-23T10:00:00Z' }),
      ).ok,
    ).toBe(false);
  });

  it('checks command results: an error when failed, none when done', () => {
    const done = {
      commandId: 'c-1',
      command: 'syncNow',
      outcome: 'done',
      error: null,
      at: '2026-11-23T10:00:00.000Z',
    };
    expect(decodePayload('command-results', JSON.stringify(done))).toEqual({ ok: true, value: done });
    expect(decodePayload('command-results', JSON.stringify({ ...done, outcome: 'failed' })).ok).toBe(false);
    expect(decodePayload('command-results', JSON.stringify({ ...done, error: 'x' })).ok).toBe(false);
    expect(decodePayload('command-results', JSON.stringify({ ...done, command: 'reboot' })).ok).toBe(false);
  });

  it('tells a kiosk of a message for one of its residents, and reads back that the resident opened it', () => {
    const told = {
      commandId: 'message-7',
      issuedAt: '2026-11-23T10:00:00.000Z',
      command: 'messageReceived',
      messageId: 7,
      residentId: 12,
    };
    expect(decodePayload('commands', JSON.stringify(told))).toEqual({ ok: true, value: told });
    expect(decodePayload('commands', JSON.stringify({ ...told, messageId: 0 })).ok).toBe(false);
    expect(decodePayload('commands', JSON.stringify({ ...told, residentId: 2 ** 31 })).ok).toBe(false);
    const opened = { messageId: 7, residentId: 12, openedAt: '2026-11-23T10:05:00.000Z' };
    expect(decodePayload('message-opened', JSON.stringify(opened))).toEqual({ ok: true, value: opened });
    expect(decodePayload('message-opened', JSON.stringify({ ...opened, openedAt: 'soon' })).ok).toBe(false);
    expect(decodePayload('message-opened', JSON.stringify({ ...opened, messageId: '7' })).ok).toBe(false);
  });
});
