/**
 * The contract every EventStore adapter keeps. Each adapter's spec calls this with a factory.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventMetadata } from '@ambient/core';
import {
  WrongExpectedVersionError,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
} from '../src/index.js';

const metadata = (command: string): EventMetadata => ({
  userId: 'user-1',
  functionalRole: 'Admin',
  at: '2026-11-21T10:00:00.000Z',
  correlationId: `corr-${command}`,
  command,
  source: 'console',
});

const event = (type: string, data: Record<string, unknown>): NewEvent => ({
  type,
  data,
  metadata: metadata(type),
});

let unique = 0;
const streamName = (prefix: string): string => `${prefix}-${Date.now()}-${++unique}`;

export function eventStoreContract(
  name: string,
  open: () => Promise<{ store: EventStore; dispose(): Promise<void> }>,
): void {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    let dispose: () => Promise<void>;

    beforeAll(async () => {
      ({ store, dispose } = await open());
    });
    afterAll(async () => {
      await dispose();
    });

    it('appends to a new stream and reads it back in order with data and metadata', async () => {
      const stream = streamName('user');
      const result = await store.append(
        stream,
        [event('UserRegistered', { name: 'Ann' }), event('UserProfileEdited', { name: 'Anne' })],
        'no_stream',
      );
      expect(result.nextExpectedVersion).toBe(1);
      const read = await store.readStream(stream);
      expect(read.map((e) => [e.type, e.streamVersion])).toEqual([
        ['UserRegistered', 0],
        ['UserProfileEdited', 1],
      ]);
      expect(read[1]?.data).toEqual({ name: 'Anne' });
      expect(read[0]?.metadata).toEqual(metadata('UserRegistered'));
      expect(read[1]!.globalPosition).toBeGreaterThan(read[0]!.globalPosition);
      expect(read[1]!.globalPosition).toBe(result.lastPosition);
    });

    it('reads a stream up to a moment: the events recorded at or before it, none after', async () => {
      const stream = streamName('resident');
      await store.append(stream, [event('ResidentAdmitted', { name: 'Ann' })], 'no_stream');
      const [first] = await store.readStream(stream);
      // The second event is recorded at a later millisecond than the first.
      while (Date.now() <= first!.recordedAt.getTime()) await new Promise((done) => setImmediate(done));
      await store.append(stream, [event('ResidentUpdated', { name: 'Anne' })], 0);
      const [, second] = await store.readStream(stream);
      expect(second!.recordedAt.getTime()).toBeGreaterThan(first!.recordedAt.getTime());

      expect((await store.readStream(stream, first!.recordedAt)).map((e) => e.type)).toEqual([
        'ResidentAdmitted',
      ]);
      expect((await store.readStream(stream, second!.recordedAt)).map((e) => e.type)).toEqual([
        'ResidentAdmitted',
        'ResidentUpdated',
      ]);
      expect(await store.readStream(stream, new Date(first!.recordedAt.getTime() - 1))).toEqual([]);
    });

    it('reads an empty list for a stream that does not exist', async () => {
      await expect(store.readStream(streamName('nobody'))).resolves.toEqual([]);
    });

    it('refuses an append at the wrong expected version and keeps the stream unchanged', async () => {
      const stream = streamName('kiosk');
      await store.append(stream, [event('KioskRegistered', { n: 1 })], 'no_stream');
      await expect(store.append(stream, [event('X', {})], 'no_stream')).rejects.toBeInstanceOf(
        WrongExpectedVersionError,
      );
      await expect(store.append(stream, [event('X', {})], 5)).rejects.toBeInstanceOf(
        WrongExpectedVersionError,
      );
      await store.append(stream, [event('KioskRenamed', { n: 2 })], 0);
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual([
        'KioskRegistered',
        'KioskRenamed',
      ]);
    });

    it('appends to several streams in one call, each at its expected version', async () => {
      const domain = streamName('domain');
      const facility = streamName('facility');
      await store.append(facility, [event('FacilityCreated', { n: 1 })], 'no_stream');
      const results = await store.appendMany([
        {
          streamId: domain,
          events: [event('DomainCreated', {}), event('DomainRenamed', {})],
          expected: 'no_stream',
        },
        { streamId: facility, events: [event('FacilityDomainChanged', {})], expected: 0 },
      ]);
      expect(results.map((r) => r.nextExpectedVersion)).toEqual([1, 1]);
      expect((await store.readStream(domain)).map((e) => e.type)).toEqual(['DomainCreated', 'DomainRenamed']);
      const facilityEvents = await store.readStream(facility);
      expect(facilityEvents.map((e) => e.type)).toEqual(['FacilityCreated', 'FacilityDomainChanged']);
      expect(facilityEvents[1]!.globalPosition).toBe(results[1]!.lastPosition);
    });

    it('writes nothing to any stream when one stream of a multi-stream append is stale', async () => {
      const domain = streamName('domain');
      const facility = streamName('facility');
      await store.append(
        facility,
        [event('FacilityCreated', { n: 1 }), event('FacilityRenamed', {})],
        'no_stream',
      );
      const error = await store
        .appendMany([
          { streamId: domain, events: [event('DomainCreated', {})], expected: 'no_stream' },
          { streamId: facility, events: [event('FacilityDomainChanged', {})], expected: 0 },
        ])
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WrongExpectedVersionError);
      expect((error as WrongExpectedVersionError).streamId).toBe(facility);
      expect((error as WrongExpectedVersionError).actual).toBe(1);
      expect(await store.readStream(domain)).toEqual([]);
      expect(await store.readStream(facility)).toHaveLength(2);
    });

    it('lets exactly one of two concurrent writers at the same version win', async () => {
      const stream = streamName('race');
      await store.append(stream, [event('Created', {})], 'no_stream');
      const results = await Promise.allSettled([
        store.append(stream, [event('A', {})], 0),
        store.append(stream, [event('B', {})], 0),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.find((r) => r.status === 'rejected');
      expect((rejected as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('reads everything from a global position, across streams, in order', async () => {
      const before = await store.headPosition();
      const a = streamName('a');
      const b = streamName('b');
      await store.append(a, [event('A1', {})], 'no_stream');
      await store.append(b, [event('B1', {})], 'no_stream');
      await store.append(a, [event('A2', {})], 0);
      const all = await store.readAll(before, 100);
      expect(all.map((e) => e.type)).toEqual(['A1', 'B1', 'A2']);
      const afterFirst = await store.readAll(all[0]!.globalPosition, 100);
      expect(afterFirst.map((e) => e.type)).toEqual(['B1', 'A2']);
      expect(await store.readAll(before, 1)).toHaveLength(1);
      expect(await store.headPosition()).toBe(all[2]!.globalPosition);
    });

    it('delivers past and new events to a subscriber from a position', async () => {
      const before = await store.headPosition();
      const stream = streamName('sub');
      await store.append(stream, [event('Past', {})], 'no_stream');
      const seen: RecordedEvent[] = [];
      let resolveDone: () => void = () => undefined;
      const done = new Promise<void>((resolve) => (resolveDone = resolve));
      const subscription = store.subscribe(before, async (e) => {
        if (e.streamId !== stream) return;
        seen.push(e);
        if (seen.length === 2) resolveDone();
      });
      await store.append(stream, [event('New', {})], 0);
      await done;
      await subscription.stop();
      expect(seen.map((e) => e.type)).toEqual(['Past', 'New']);
    });

    it('answers a ping', async () => {
      await expect(store.ping()).resolves.toBe(true);
    });
  });
}
