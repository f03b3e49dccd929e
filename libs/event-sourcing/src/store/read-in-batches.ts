import type { RecordedEvent } from './event-store.port.js';

/**
 * The log after `after` to its head in batches read in this process by `read`, the next batch
 * asked for while the caller works on one.
 */
export async function* readInBatches(
  read: (after: bigint, limit: number) => Promise<RecordedEvent[]>,
  after: bigint,
  batchSize: number,
): AsyncGenerator<RecordedEvent[]> {
  let next = read(after, batchSize);
  try {
    for (;;) {
      const batch = await next;
      const last = batch[batch.length - 1]?.globalPosition;
      const more = batch.length === batchSize && last !== undefined;
      if (more) next = read(last, batchSize);
      yield batch;
      if (!more) return;
    }
  } finally {
    // A caller that stopped early leaves the batch read ahead: its failure is nobody's.
    next.catch(() => undefined);
  }
}
