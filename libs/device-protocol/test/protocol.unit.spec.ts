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

  it('publishes presence retained at QoS 1, heartbeats at QoS 0, commands at QoS 1 not retained', () => {
    expect(KIOSK_CHANNELS).toEqual({
      presence: { direction: 'up', qos: 1, retain: true },
      heartbeat: { direction: 'up', qos: 0, retain: false },
      commands: { direction: 'down', qos: 1, retain: false },
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
