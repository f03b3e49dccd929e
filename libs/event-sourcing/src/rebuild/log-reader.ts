import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { SEALED_FIELDS } from '../protection/sealed-form.js';
import type { RecordedEvent } from '../store/event-store.port.js';
import type { LogReadAhead, LogReadAheadSettings } from '../store/log-read-ahead.js';

/** How many slices (see the thread) each thread sends ahead of the fold. */
const AHEAD = 6;

/** How many threads read the log: two where the machine has two cores or more, one otherwise. */
const THREADS = Math.min(2, availableParallelism());

/** What the log is read with. */
export interface LogReaderSettings extends Omit<LogReadAheadSettings, 'sealed'> {
  /** Whether each sealed event goes with its person's stored key (`person_keys`, beside the log). */
  withPersonKeys: boolean;
  /** How many threads read it (`THREADS` when not given). */
  threads?: number;
}

/** What each reading thread is started with: which of the ranges it reads, and how far ahead. */
export interface LogReaderThreadSettings extends LogReaderSettings {
  threads: number;
  index: number;
  ahead: number;
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

/**
 * People's keys as the first thread read them, shared with the others (each person's key is then
 * unwrapped once, by whichever thread meets them first): `list` holds rows of COPY's binary form
 * (subject, stored key); a person's slot is their row's place. `unwrapped`
 * holds each slot's key (32 bytes) once its state (`states`, see the thread's `SLOT`) says so.
 */
export interface SharedKeys {
  list: SharedArrayBuffer;
  unwrapped: SharedArrayBuffer;
  states: SharedArrayBuffer;
}

/**
 * What a thread says: a slice of the events of its current range (`length` bytes of `slice`: a JSON
 * array of `PackedEvent`; `end` on the range's last), that its range `done` starts at or after the
 * log's head, people's keys for the other threads (the first thread's), or why it failed.
 */
export type ThreadMessage =
  | { slice: ArrayBuffer; length: number; end: boolean }
  | { done: number }
  | { keys: SharedKeys }
  | { error: string };

/** What a thread is told: take one more slice's credit, or people's keys (see `SharedKeys`). */
export type ToThreadMessage = 'more' | { keys: SharedKeys };

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
 * The log after `settings.after` to its head, in batches read by threads of this process, each with
 * connections of its own, which read the next ranges of positions (and open their sealed fields)
 * while the caller works on one: thread `i` reads the ranges `i`, `i + threads`, … and the caller
 * takes them in order, each slice one JSON text, parsed here. The read ends at the first range that
 * starts at or after the head (the thread reading it asks for the head again first). Ending the
 * loop early stops the threads.
 */
export async function* readLogInThread(settings: LogReaderSettings): AsyncGenerator<RecordedEvent[]> {
  const threads = settings.threads ?? THREADS;
  const inboxes: Array<Array<Exclude<ThreadMessage, { keys: SharedKeys }>>> = [];
  const exited = new Set<number>();
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const workers = Array.from({ length: threads }, (_, index) => {
    const workerData: LogReaderThreadSettings = { ...settings, threads, index, ahead: AHEAD };
    const worker = new Worker(THREAD, { workerData, execArgv: THREAD_ARGS });
    inboxes.push([]);
    worker.on('message', (message: ThreadMessage) => {
      if ('keys' in message) {
        for (const other of workers)
          if (other !== worker) other.postMessage(message satisfies ToThreadMessage);
        return;
      }
      inboxes[index]!.push(message);
      wake?.();
    });
    worker.on('error', (error) => {
      failure = error;
      wake?.();
    });
    worker.on('exit', () => {
      exited.add(index);
      wake?.();
    });
    return worker;
  });
  try {
    for (let range = 0; ; range++) {
      const index = range % threads;
      const inbox = inboxes[index]!;
      for (let end = false; !end;) {
        while (inbox.length === 0) {
          if (failure) throw failure;
          if (exited.has(index))
            throw new Error('A thread reading the log stopped before the end of the log');
          await new Promise<void>((resolve) => (wake = resolve));
          wake = null;
        }
        const message = inbox.shift()!;
        if ('error' in message) throw new Error(`Reading the log failed: ${message.error}`);
        if ('done' in message) return;
        workers[index]!.postMessage('more' satisfies ToThreadMessage);
        const events = eventsOf(message);
        if (events.length > 0) yield events;
        end = message.end;
      }
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/** The PostgreSQL store's log read ahead by threads of this process (given to the store as its `readAhead`). */
export const readLogAhead: LogReadAhead = ({ sealed, ...settings }) =>
  readLogInThread({ ...settings, withPersonKeys: sealed });
