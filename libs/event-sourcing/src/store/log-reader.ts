import type { KeyObject } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { SEALED_FIELDS } from '../protection/sealed-form.js';
import type { RecordedEvent } from './event-store.port.js';

/** How many slices (see the thread) it sends ahead of the fold. */
const AHEAD = 12;

/** What the log reader's thread is started with. */
export interface LogReaderSettings {
  connectionString: string;
  /** Whether each sealed event goes with its person's stored key (`person_keys`, beside the log). */
  withPersonKeys: boolean;
  /** Reads after this position. */
  after: string;
  /** No batch holds more events. */
  batchSize: number;
  ahead: number;
  /** The data key, to open the sealed fields of events whose person's stored key the thread read. */
  openWith: KeyObject | null;
}

/**
 * One event as the thread writes it (a slice is a JSON array of them): its columns, the position as
 * a string; its data without its sealed fields, which come apart (`sealed`, null when it has none or
 * when the thread opened them into the data); then for a sealed event its person, and whether the
 * thread opened its fields, found their key (stored form, null once erased) or found none.
 */
export type PackedEvent = [
  position: string,
  eventId: string,
  streamId: string,
  streamVersion: number,
  type: string,
  schemaVersion: number,
  data: unknown,
  metadata: RecordedEvent['metadata'],
  recordedMs: number,
  sealed: unknown,
  subject?: string,
  key?: 'opened' | 'found' | 'missing',
  wrappedKey?: string | null,
];

/** A slice of events (`length` bytes of `slice`: a JSON array of `PackedEvent`), or why reading failed. */
export type ThreadMessage = { slice: ArrayBuffer; length: number; last: boolean } | { error: string };

function unpack(packed: PackedEvent): RecordedEvent {
  const [position, eventId, streamId, streamVersion, type, version, data, metadata, recordedMs, sealed] =
    packed;
  const [, , , , , , , , , , subject, key, wrappedKey] = packed;
  if (sealed !== null) (data as Record<string, unknown>)[SEALED_FIELDS] = sealed;
  const event: RecordedEvent = {
    eventId,
    streamId,
    streamVersion,
    globalPosition: BigInt(position),
    type,
    version,
    data,
    metadata,
    recordedAt: new Date(recordedMs),
  };
  if (subject)
    event.personKey =
      key === 'opened'
        ? { subject, opened: true }
        : key === 'found'
          ? { subject, wrappedKey: wrappedKey ?? null }
          : { subject, missing: true };
  return event;
}

/** The events of a slice the thread sent. */
const eventsOf = (message: { slice: ArrayBuffer; length: number }): RecordedEvent[] =>
  (JSON.parse(Buffer.from(message.slice, 0, message.length).toString('utf8')) as PackedEvent[]).map(unpack);

// Under the test runner the library runs from its TypeScript sources, compiled as they are
// imported: the thread then registers the same compiler before it imports its own source.
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const THREAD = new URL(`./log-reader.thread.${FROM_SOURCE ? 'ts' : 'js'}`, import.meta.url);
const THREAD_ARGS = FROM_SOURCE ? ['--import', '@swc-node/register/esm-register'] : [];

/**
 * The log after `settings.after` to its head, in batches read by a thread of this process with
 * connections of its own, which reads the next ones (and opens their sealed fields) while the
 * caller works on one; each batch comes as one JSON text, parsed here. Ending the loop early stops
 * the thread.
 */
export async function* readLogInThread(
  settings: Omit<LogReaderSettings, 'ahead'>,
): AsyncGenerator<RecordedEvent[]> {
  const worker = new Worker(THREAD, { workerData: { ...settings, ahead: AHEAD }, execArgv: THREAD_ARGS });
  const inbox: ThreadMessage[] = [];
  let failure: Error | null = null;
  let exited = false;
  let wake: (() => void) | null = null;
  worker.on('message', (message: ThreadMessage) => {
    inbox.push(message);
    wake?.();
  });
  worker.on('error', (error) => {
    failure = error;
    wake?.();
  });
  worker.on('exit', () => {
    exited = true;
    wake?.();
  });
  try {
    for (;;) {
      while (inbox.length === 0) {
        if (failure) throw failure;
        if (exited) throw new Error('The thread reading the log stopped before the end of the log');
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
      }
      const message = inbox.shift()!;
      if ('error' in message) throw new Error(`Reading the log failed: ${message.error}`);
      if (!message.last) worker.postMessage('more');
      const events = eventsOf(message);
      if (events.length > 0 || message.last) yield events;
      if (message.last) return;
    }
  } finally {
    await worker.terminate();
  }
}

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
