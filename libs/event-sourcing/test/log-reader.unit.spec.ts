import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '../src/index.js';
import { readLogInThread } from '../src/rebuild/log-reader.js';
import { readInBatches } from '../src/store/read-in-batches.js';

const eventAt = (position: number): RecordedEvent => ({
  eventId: `event-${position}`,
  streamId: 'stream-1',
  streamVersion: position - 1,
  globalPosition: BigInt(position),
  type: 'Happened',
  version: 1,
  data: { n: position },
  metadata: { at: '2026-11-29T00:00:00.000Z' } as RecordedEvent['metadata'],
  recordedAt: new Date('2026-11-29T00:00:00.000Z'),
});

describe('reading the log in batches', () => {
  it('reads batch after batch to the end, asking for the next while one is worked on', async () => {
    const log = Array.from({ length: 25 }, (_, i) => eventAt(i + 1));
    const asked: bigint[] = [];
    const read = async (after: bigint, limit: number) => {
      asked.push(after);
      return log.filter((event) => event.globalPosition > after).slice(0, limit);
    };
    const sizes: number[] = [];
    for await (const batch of readInBatches(read, 0n, 10)) {
      sizes.push(batch.length);
      expect(asked).toHaveLength(Math.min(sizes.length + 1, 3));
    }
    expect(sizes).toEqual([10, 10, 5]);
    expect(asked).toEqual([0n, 10n, 20n]);
  });

  it('reads from a position, and an empty log is one empty batch', async () => {
    const log = Array.from({ length: 5 }, (_, i) => eventAt(i + 1));
    const read = async (after: bigint, limit: number) =>
      log.filter((event) => event.globalPosition > after).slice(0, limit);
    const from3: number[] = [];
    for await (const batch of readInBatches(read, 3n, 10))
      from3.push(...batch.map((e) => Number(e.globalPosition)));
    expect(from3).toEqual([4, 5]);
    const empty: RecordedEvent[][] = [];
    for await (const batch of readInBatches(async () => [], 0n, 10)) empty.push(batch);
    expect(empty).toEqual([[]]);
  });

  it('says why its thread could not read the log', async () => {
    const batches = readLogInThread({
      connectionString: 'postgres://nobody@127.0.0.1:1/none',
      withPersonKeys: true,
      after: '0',
      batchSize: 10,
      openWith: null,
    });
    await expect(async () => {
      for await (const batch of batches) expect(batch).toBeUndefined();
    }).rejects.toThrow(/^Reading the log failed: connect ECONNREFUSED 127\.0\.0\.1:1/);
  });
});
