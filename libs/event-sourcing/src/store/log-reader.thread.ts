/**
 * One of the threads that read the log ahead of a rebuild (see `readLogInThread`). The log after
 * `after` is cut into ranges `batchSize` positions wide; thread `index` of `threads` reads ranges
 * `index`, `index + threads`, … each with one `COPY … TO STDOUT` in COPY's binary form, which
 * PostgreSQL streams while this thread works (no row is made into JavaScript strings to be cloned
 * again for the fold's thread). It opens the sealed personal fields of every event whose person's
 * key it holds, and writes the events of each slice as one JSON text into a buffer it hands over to
 * the fold's thread without a copy (a range's last slice marked), at most `ahead` slices before the
 * fold has taken them; the fold's thread parses each slice once and folds. What it cannot open (an
 * erased or missing key, a key or box that does not open) goes as it was stored: the fold's thread
 * opens it, or reports why not. Its first range that starts at or after the log's head (asked
 * again first) it answers with `done`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { openBytes } from '../protection/data-key.js';
import { ERASED_CHANNEL } from '../protection/person-key-erased.migration.js';
import { personalFieldsPurpose, personKeyPurpose, SEALED_FIELDS } from '../protection/sealed-form.js';
import type { LogReaderThreadSettings, ThreadMessage } from './log-reader.js';

const settings = workerData as LogReaderThreadSettings;
const port = parentPort!;
/** Reads the log; the other connection reads people's keys and hears of their erasure meanwhile. */
const reader = new pg.Client({ connectionString: settings.connectionString });
const keyReader = new pg.Client({ connectionString: settings.connectionString });

/** How many events go to the fold's thread in one message (never more than a range is wide). */
const SLICE = Math.max(1, Math.min(1000, settings.batchSize));

// Every column as text, which COPY's binary form gives as its UTF-8 bytes; the sealed fields apart
// from the rest of the data, and each event's box when its sealed fields have the stored shape
// (as the codec's `sealedOf` asks). People's keys are not joined to each event (a lookup per event
// cost PostgreSQL more than the rest of the read): this thread reads them once, and those of people
// it has not seen when their events come.
const read = (
  after: bigint,
  until: bigint,
) => `COPY (SELECT e.global_position::text, e.event_id::text, e.stream_id,
    e.stream_version::text, e.type, e.schema_version::text,
    (CASE WHEN jsonb_typeof(e.data) = 'object' THEN e.data - '${SEALED_FIELDS}' ELSE e.data END)::text,
    e.metadata::text, floor(extract(epoch FROM e.recorded_at) * 1000)::text,
    (e.data->'${SEALED_FIELDS}')::text, e.data->'${SEALED_FIELDS}'->>'subject',
    CASE WHEN jsonb_typeof(e.data->'${SEALED_FIELDS}') = 'object'
      AND jsonb_typeof(e.data->'${SEALED_FIELDS}'->'subject') = 'string'
      AND jsonb_typeof(e.data->'${SEALED_FIELDS}'->'fields') = 'array'
      AND jsonb_typeof(e.data->'${SEALED_FIELDS}'->'box') = 'string'
    THEN e.data->'${SEALED_FIELDS}'->>'box' END
  FROM event_store e WHERE e.global_position > ${after.toString()} AND e.global_position <= ${until.toString()}
  ORDER BY e.global_position) TO STDOUT (FORMAT binary)`;

/** The columns, in the order read, and each one's place in a row. */
const COLUMN_NAMES = [
  'position',
  'eventId',
  'streamId',
  'version',
  'type',
  'schema',
  'data',
  'metadata',
  'recordedMs',
  'sealed',
  'subject',
  'box',
] as const;
const COLUMNS = COLUMN_NAMES.length;
const column = Object.fromEntries(COLUMN_NAMES.map((name, i) => [name, i])) as Record<
  (typeof COLUMN_NAMES)[number],
  number
>;

/** Each person's key as stored (null once erased), by subject; a person not here has no key row. */
const storedKeys = new Map<string, string | null>();

/** Reads the stored keys of these people (all of them when not given). */
async function readKeys(subjects?: string[]): Promise<void> {
  const { rows } = await keyReader.query<{ subject: string; wrapped_key: string | null }>(
    subjects
      ? {
          text: 'SELECT subject, wrapped_key FROM person_keys WHERE subject = ANY($1::text[])',
          values: [subjects],
        }
      : 'SELECT subject, wrapped_key FROM person_keys',
  );
  for (const row of rows) storedKeys.set(row.subject, row.wrapped_key);
}

/** People's keys unwrapped so far, with the stored form each was unwrapped from. */
const keys = new Map<string, { wrappedKey: string; key: Buffer }>();

function personKey(subject: string, wrappedKey: string): Buffer {
  const kept = keys.get(subject);
  if (kept?.wrappedKey === wrappedKey) return kept.key;
  const key = openBytes(settings.openWith!, wrappedKey, personKeyPurpose(subject));
  keys.set(subject, { wrappedKey, key });
  return key;
}

/** The personal fields in an event's box, as JSON of an object; null when they cannot be opened here. */
function opened(type: string, box: string, subject: string, wrappedKey: string): Buffer | null {
  try {
    const fields = openBytes(personKey(subject, wrappedKey), box, personalFieldsPurpose(type, subject));
    return fields[0] === OPEN_BRACE && fields[fields.length - 1] === CLOSE_BRACE ? fields : null;
  } catch {
    return null;
  }
}

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const COMMA = 0x2c;
const NULL_TEXT = Buffer.from('null');
const OPENED = Buffer.from(',"opened"]');
const FOUND = Buffer.from(',"found",');
const MISSING = Buffer.from(',"missing"]');

/**
 * The slice being written: a JSON array of the events, each an array (see `PackedEvent`) of its
 * texts as read (position as a string; stream version, schema version and time as numbers; data,
 * metadata and sealed fields as JSON), then for a sealed event its person and what became of its key.
 */
let out = Buffer.allocUnsafeSlow(1 << 20);
let length = 0;
let count = 0;

function room(bytes: number): void {
  if (length + bytes <= out.length) return;
  const larger = Buffer.allocUnsafeSlow(Math.max(out.length * 2, length + bytes));
  out.copy(larger, 0, 0, length);
  out = larger;
}

function bytes(source: Buffer, start: number, end: number): void {
  source.copy(out, length, start, end);
  length += end - start;
}

/**
 * A text as a JSON string: its bytes as they are, unless it holds what JSON escapes (the row's room
 * counts for that, see `pack`).
 */
function string(source: Buffer, start: number, end: number): void {
  for (let i = start; i < end; i++) {
    const byte = source[i]!;
    if (byte === QUOTE || byte === 0x5c || byte < 0x20) {
      length += out.write(JSON.stringify(source.toString('utf8', start, end)), length);
      return;
    }
  }
  out[length++] = QUOTE;
  bytes(source, start, end);
  out[length++] = QUOTE;
}

/** A column that may be null, as JSON (its text is JSON already, or a number). */
function json(source: Buffer, start: number, end: number): void {
  if (start < 0) bytes(NULL_TEXT, 0, NULL_TEXT.length);
  else bytes(source, start, end);
}

let credits = settings.ahead;
let wake: (() => void) | null = null;
port.on('message', () => {
  credits += 1;
  wake?.();
});

/** Sends the slice written so far (`[]` when it holds no event) and begins the next. */
async function send(end: boolean): Promise<void> {
  room(2);
  if (count === 0) out[length++] = 0x5b;
  out[length++] = 0x5d;
  while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
  credits -= 1;
  const slice = out.buffer;
  port.postMessage({ slice, length, end } satisfies ThreadMessage, [slice]);
  out = Buffer.allocUnsafeSlow(out.length);
  length = 0;
  count = 0;
}

/** Where each column of the rows of a chunk lies (start and end; start -1: null). */
let places = new Int32Array(COLUMNS * 2 * 256);
/** Each row's person (when it has one). */
const subjects: Array<string | null> = [];

/** Writes the row whose columns' places start at `at` (in `places`) into the slice. */
function pack(chunk: Buffer, at: number, subject: string | null): void {
  const start = (index: number) => places[at + index * 2]!;
  const end = (index: number) => places[at + index * 2 + 1]!;
  // Room for the whole row at once: each column's bytes, and the texts written as JSON strings
  // escaped at worst (six bytes a byte), so no write of the row runs past the buffer.
  let size = 48;
  for (let index = 0; index < COLUMNS; index++) size += Math.max(0, end(index) - start(index));
  for (const text of [column.position, column.eventId, column.streamId, column.type])
    size += 5 * (end(text) - start(text));
  // The opened fields, spliced into the data (the JSON text of an object without them).
  let fields: Buffer | null = null;
  let wrappedKey: string | null | undefined;
  if (subject) {
    wrappedKey = storedKeys.get(subject);
    if (
      settings.openWith &&
      wrappedKey &&
      start(column.box) >= 0 &&
      chunk[start(column.data)] === OPEN_BRACE
    ) {
      const type = chunk.toString('utf8', start(column.type), end(column.type));
      fields = opened(
        type,
        chunk.toString('latin1', start(column.box), end(column.box)),
        subject,
        wrappedKey,
      );
    }
    size += subject.length * 6 + (wrappedKey?.length ?? 0) + (fields?.length ?? 0) + 32;
  }
  room(size);
  out[length++] = count === 0 ? 0x5b : COMMA;
  out[length++] = 0x5b;
  string(chunk, start(column.position), end(column.position));
  out[length++] = COMMA;
  string(chunk, start(column.eventId), end(column.eventId));
  out[length++] = COMMA;
  string(chunk, start(column.streamId), end(column.streamId));
  out[length++] = COMMA;
  bytes(chunk, start(column.version), end(column.version));
  out[length++] = COMMA;
  string(chunk, start(column.type), end(column.type));
  out[length++] = COMMA;
  bytes(chunk, start(column.schema), end(column.schema));
  out[length++] = COMMA;
  if (fields === null) json(chunk, start(column.data), end(column.data));
  else if (end(column.data) - start(column.data) === 2) bytes(fields, 0, fields.length);
  else {
    bytes(chunk, start(column.data), end(column.data) - 1);
    out[length++] = COMMA;
    bytes(fields, 1, fields.length);
  }
  out[length++] = COMMA;
  bytes(chunk, start(column.metadata), end(column.metadata));
  out[length++] = COMMA;
  bytes(chunk, start(column.recordedMs), end(column.recordedMs));
  out[length++] = COMMA;
  if (fields === null) json(chunk, start(column.sealed), end(column.sealed));
  else bytes(NULL_TEXT, 0, NULL_TEXT.length);
  if (!subject) out[length++] = 0x5d;
  else {
    out[length++] = COMMA;
    length += out.write(JSON.stringify(subject), length);
    if (wrappedKey === undefined) bytes(MISSING, 0, MISSING.length);
    else if (fields !== null) bytes(OPENED, 0, OPENED.length);
    else {
      bytes(FOUND, 0, FOUND.length);
      length += out.write(JSON.stringify(wrappedKey), length);
      out[length++] = 0x5d;
    }
  }
  count += 1;
}

/** COPY's binary form begins with this signature, then 32 bits of flags and a header extension. */
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

/** Reads the range after `after` to `until` with one COPY, packing and sending its rows as they stream in. */
async function readRange(after: bigint, until: bigint): Promise<void> {
  let pending: Buffer | null = null;
  let header = false;
  let ended = false;
  for await (const received of reader.query(copyTo(read(after, until))) as AsyncIterable<Buffer>) {
    const chunk: Buffer = pending ? Buffer.concat([pending, received]) : received;
    let offset = 0;
    if (!header) {
      if (chunk.length < 19 || chunk.length < 19 + chunk.readInt32BE(15)) {
        pending = chunk;
        continue;
      }
      if (!chunk.subarray(0, SIGNATURE.length).equals(SIGNATURE))
        throw new Error('COPY did not answer in its binary form');
      offset = 19 + chunk.readInt32BE(15);
      header = true;
    }
    // The complete rows of the chunk: where their columns lie, and the people not seen before.
    let rows = 0;
    const unseen = new Set<string>();
    for (;;) {
      if (offset + 2 > chunk.length) break;
      const columns = chunk.readInt16BE(offset);
      if (columns === -1) {
        ended = true;
        offset += 2;
        break;
      }
      if (columns !== COLUMNS) throw new Error(`COPY answered ${columns} columns instead of ${COLUMNS}`);
      if (places.length < (rows + 1) * COLUMNS * 2) {
        const larger = new Int32Array(places.length * 2);
        larger.set(places);
        places = larger;
      }
      let at = offset + 2;
      let complete = true;
      for (let index = 0; index < COLUMNS; index++) {
        if (at + 4 > chunk.length) {
          complete = false;
          break;
        }
        const size = chunk.readInt32BE(at);
        at += 4;
        const slot = (rows * COLUMNS + index) * 2;
        if (size < 0) {
          places[slot] = -1;
          places[slot + 1] = -1;
          continue;
        }
        if (at + size > chunk.length) {
          complete = false;
          break;
        }
        places[slot] = at;
        places[slot + 1] = at + size;
        at += size;
      }
      if (!complete) break;
      const subjectAt = (rows * COLUMNS + column.subject) * 2;
      const subject =
        settings.withPersonKeys && places[subjectAt]! >= 0
          ? chunk.toString('utf8', places[subjectAt]!, places[subjectAt + 1]!)
          : null;
      if (subject && !storedKeys.has(subject)) unseen.add(subject);
      subjects[rows] = subject;
      rows += 1;
      offset = at;
    }
    pending = offset < chunk.length ? chunk.subarray(offset) : null;
    if (rows === 0) continue;
    // Keys made since they were read (people new to the log): their events come after them.
    if (unseen.size > 0) await readKeys([...unseen]);
    for (let row = 0; row < rows; row++) {
      pack(chunk, row * COLUMNS * 2, subjects[row]!);
      if (count === SLICE) await send(false);
    }
  }
  if (!ended || pending) throw new Error('COPY ended before the end of its rows');
  await send(true);
}

async function readHead(): Promise<bigint> {
  const { rows } = await reader.query<{ head: string }>(
    'SELECT coalesce(max(global_position), 0)::text AS head FROM event_store',
  );
  return BigInt(rows[0]!.head);
}

// A key destroyed while the log is read (an erasure) opens nothing read after it.
keyReader.on('notification', ({ channel, payload }) => {
  if (channel !== ERASED_CHANNEL || !payload) return;
  storedKeys.set(payload, null);
  keys.delete(payload);
});
try {
  await reader.connect();
  // In the order of the log's key, streamed as it is read: not sorted first, which PostgreSQL may
  // think cheaper for a wide range of a log without statistics (and then answers nothing until it
  // has sorted it all).
  await reader.query('SET enable_sort = off');
  await reader.query('SET max_parallel_workers_per_gather = 0');
  if (settings.withPersonKeys) {
    await keyReader.connect();
    await keyReader.query(`LISTEN ${ERASED_CHANNEL}`);
    await readKeys();
  }
  // This thread's ranges, until one starts at or after the head (asked again first).
  const start = BigInt(settings.after);
  const width = BigInt(settings.batchSize);
  let head = 0n;
  for (let range = settings.index; ; range += settings.threads) {
    const from = start + BigInt(range) * width;
    if (from >= head) head = await readHead();
    if (from >= head) {
      port.postMessage({ done: range } satisfies ThreadMessage);
      break;
    }
    await readRange(from, from + width);
  }
} catch (error) {
  port.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies ThreadMessage);
} finally {
  await reader.end().catch(() => undefined);
  await keyReader.end().catch(() => undefined);
  port.close();
}
