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
import type { LogReaderThreadSettings, SharedKeys, ThreadMessage, ToThreadMessage } from './log-reader.js';

const settings = workerData as LogReaderThreadSettings;
const port = parentPort!;
/** Reads the log; the other connection reads people's keys and hears of their erasure meanwhile. */
const reader = new pg.Client({ connectionString: settings.connectionString });
const keyReader = new pg.Client({ connectionString: settings.connectionString });

/** How many events go to the fold's thread in one message (never more than a range is wide). */
const SLICE = Math.max(1, Math.min(1000, settings.batchSize));

// Every column as text, which COPY's binary form gives as its UTF-8 bytes, but the event's id and
// time in their binary forms (PostgreSQL spends less making them, this thread writes them out); the
// sealed fields apart from the rest of the data, and each event's box when its sealed fields have
// the stored shape (as the codec's `sealedOf` asks). The sealed fields as stored come only when
// this thread has no data key: otherwise it opens nearly all of them, and reads again those of the
// few events it cannot open (`sealedOf`). People's keys are not joined to each event (a lookup per
// event cost PostgreSQL more than the rest of the read): this thread reads them once, and those of
// people it has not seen when their events come.
const read = (after: bigint, until: bigint) => `COPY (SELECT e.global_position::text, e.event_id, e.stream_id,
    e.stream_version::text, e.type, e.schema_version::text,
    (CASE WHEN jsonb_typeof(e.data) = 'object' THEN e.data - '${SEALED_FIELDS}' ELSE e.data END)::text,
    e.metadata::text, e.recorded_at,
    ${settings.openWith ? 'NULL::text' : `(e.data->'${SEALED_FIELDS}')::text`},
    CASE WHEN jsonb_typeof(e.data) = 'object' THEN e.data ? '${SEALED_FIELDS}' ELSE false END,
    e.data->'${SEALED_FIELDS}'->>'subject',
    CASE WHEN jsonb_typeof(e.data->'${SEALED_FIELDS}') = 'object'
      AND jsonb_typeof(e.data->'${SEALED_FIELDS}'->'subject') = 'string'
      AND jsonb_typeof(e.data->'${SEALED_FIELDS}'->'fields') = 'array'
      AND jsonb_typeof(e.data->'${SEALED_FIELDS}'->'box') = 'string'
    THEN e.data->'${SEALED_FIELDS}'->>'box' END
  FROM event_store e WHERE e.global_position > ${after.toString()} AND e.global_position <= ${until.toString()}
  ORDER BY e.global_position) TO STDOUT (FORMAT binary)`;

/** The sealed fields as stored of the events at these positions (those this thread did not open). */
async function sealedOf(positions: string[]): Promise<Map<string, string>> {
  const { rows } = await keyReader.query<{ position: string; sealed: string }>({
    text: `SELECT global_position::text AS position, (data->'${SEALED_FIELDS}')::text AS sealed
             FROM event_store WHERE global_position = ANY($1::bigint[])`,
    values: [positions],
  });
  return new Map(rows.map((row) => [row.position, row.sealed]));
}

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
  'recordedAt',
  'sealed',
  'hasSealed',
  'subject',
  'box',
] as const;
const COLUMNS = COLUMN_NAMES.length;
const column = Object.fromEntries(COLUMN_NAMES.map((name, i) => [name, i])) as Record<
  (typeof COLUMN_NAMES)[number],
  number
>;

/** COPY's binary form begins with this signature, then 32 bits of flags and a header extension. */
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

/**
 * What became of a shared slot's key (see `SharedKeys`): not unwrapped yet, being unwrapped by a
 * thread, there to take, failed to unwrap, or erased while the log is read.
 */
const SLOT = { empty: 0, busy: 1, ready: 2, failed: 3, erased: 4 } as const;
const KEY_BYTES = 32;

/**
 * Each person's place in `stored` (a person not here has no key row): the first `shared.count` are
 * the shared list's slots, in its order; people read since (new to the log) come after them.
 */
const people = new Map<string, number>();
/** Each place's key as stored (null once erased; undefined: in the list, not read yet, see `storedKey`). */
const stored: Array<string | null | undefined> = [];
/** The keys shared with the other threads (none until the first thread's list is taken). */
let shared: { count: number; unwrapped: Buffer; states: Int32Array } = {
  count: 0,
  unwrapped: Buffer.alloc(0),
  states: new Int32Array(0),
};
/** Erasures heard before the list was taken: the list may predate them. */
const erasedEarly = new Set<string>();
let listTaken = false;

/** Reads the stored keys of these people (new to the log since the list was read). */
async function readKeys(subjects: string[]): Promise<void> {
  const { rows } = await keyReader.query<{ subject: string; wrapped_key: string | null }>({
    text: 'SELECT subject, wrapped_key FROM person_keys WHERE subject = ANY($1::text[])',
    values: [subjects],
  });
  for (const row of rows) {
    if (people.has(row.subject)) continue;
    people.set(row.subject, stored.length);
    stored.push(row.wrapped_key);
  }
}

/** Every person's stored key, in COPY's binary form, into memory the other threads can share. */
async function readList(): Promise<SharedKeys> {
  const chunks: Buffer[] = [];
  let size = 0;
  const copy = keyReader.query(
    copyTo('COPY (SELECT subject, wrapped_key FROM person_keys) TO STDOUT (FORMAT binary)'),
  );
  for await (const chunk of copy as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
  }
  const list = new SharedArrayBuffer(size);
  const bytes = Buffer.from(list);
  let at = 0;
  for (const chunk of chunks) at += chunk.copy(bytes, at);
  const count = listPlaces(bytes).length / 4;
  return {
    list,
    unwrapped: new SharedArrayBuffer(count * KEY_BYTES),
    states: new SharedArrayBuffer(count * Int32Array.BYTES_PER_ELEMENT),
  };
}

/**
 * Where each row's subject and stored key lie in a list in COPY's binary form of two columns: four
 * numbers a row (start and end of each; -1 for a null key).
 */
function listPlaces(bytes: Buffer): Int32Array {
  if (bytes.length < 19 || !bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE))
    throw new Error("People's keys did not come in COPY's binary form");
  let at = 19 + bytes.readInt32BE(15);
  let found = new Int32Array(4 * 1024);
  let count = 0;
  for (;;) {
    const columns = bytes.readInt16BE(at);
    at += 2;
    if (columns === -1) return found.subarray(0, count * 4);
    if (columns !== 2) throw new Error(`People's keys came with ${columns} columns instead of 2`);
    if (found.length < (count + 1) * 4) {
      const larger = new Int32Array(found.length * 2);
      larger.set(found);
      found = larger;
    }
    const subjectSize = bytes.readInt32BE(at);
    found[count * 4] = at + 4;
    found[count * 4 + 1] = at = at + 4 + subjectSize;
    const wrappedSize = bytes.readInt32BE(at);
    found[count * 4 + 2] = wrappedSize < 0 ? -1 : at + 4;
    found[count * 4 + 3] = at = wrappedSize < 0 ? at + 4 : at + 4 + wrappedSize;
    count += 1;
  }
}

/** The shared list, and where each listed person's stored key lies in it (read when first wanted). */
let list: { bytes: Buffer; places: Int32Array } | null = null;

/**
 * Takes the list of people's keys (this thread's or the first thread's) and shares their slots.
 * Only subjects are read now: a person's stored key is read from the list when first wanted.
 */
function takeList(keys: SharedKeys): void {
  const bytes = Buffer.from(keys.list);
  const places = listPlaces(bytes);
  const count = places.length / 4;
  for (let slot = 0; slot < count; slot++) {
    people.set(bytes.toString('utf8', places[slot * 4]!, places[slot * 4 + 1]!), slot);
    stored.push(undefined);
  }
  list = { bytes, places };
  shared = { count, unwrapped: Buffer.from(keys.unwrapped), states: new Int32Array(keys.states) };
  listTaken = true;
  for (const subject of erasedEarly) erased(subject);
  erasedEarly.clear();
}

/** A person's key as stored (null once erased), read from the list when first wanted. */
function storedKey(slot: number): string | null {
  let wrapped = stored[slot];
  if (wrapped === undefined) {
    const start = list!.places[slot * 4 + 2]!;
    wrapped = start < 0 ? null : list!.bytes.toString('latin1', start, list!.places[slot * 4 + 3]!);
    stored[slot] = wrapped;
  }
  return wrapped;
}

/** A person's key destroyed while the log is read: nothing read after it opens with it. */
function erased(subject: string): void {
  keys.delete(subject);
  if (!listTaken) {
    erasedEarly.add(subject);
    return;
  }
  const slot = people.get(subject);
  if (slot === undefined) {
    people.set(subject, stored.length);
    stored.push(null);
    return;
  }
  stored[slot] = null;
  if (slot < shared.count) Atomics.store(shared.states, slot, SLOT.erased);
}

/** People's keys unwrapped so far, with the stored form each was unwrapped from. */
const keys = new Map<string, { wrappedKey: string; key: Buffer }>();

function personKey(subject: string, slot: number, wrappedKey: string): Buffer {
  const kept = keys.get(subject);
  if (kept?.wrappedKey === wrappedKey) return kept.key;
  const key = slot < shared.count ? sharedKey(slot, subject, wrappedKey) : unwrap(subject, wrappedKey);
  keys.set(subject, { wrappedKey, key });
  return key;
}

const unwrap = (subject: string, wrappedKey: string): Buffer =>
  openBytes(settings.openWith!, wrappedKey, personKeyPurpose(subject));

/**
 * A listed person's key: as another thread unwrapped it, or unwrapped here and shared (a slot's
 * stored key is the list's, the same in every thread). Two threads that meet a person at once both
 * unwrap their key, one of them sharing it.
 */
function sharedKey(slot: number, subject: string, wrappedKey: string): Buffer {
  const { states, unwrapped } = shared;
  const state = Atomics.load(states, slot);
  if (state === SLOT.ready) return Buffer.from(unwrapped.subarray(slot * KEY_BYTES, (slot + 1) * KEY_BYTES));
  if (state === SLOT.failed) throw new Error("A person's key does not open");
  if (state !== SLOT.empty || Atomics.compareExchange(states, slot, SLOT.empty, SLOT.busy) !== SLOT.empty)
    return unwrap(subject, wrappedKey);
  let key: Buffer;
  try {
    key = unwrap(subject, wrappedKey);
  } catch (error) {
    Atomics.compareExchange(states, slot, SLOT.busy, SLOT.failed);
    throw error;
  }
  if (key.length === KEY_BYTES) {
    key.copy(unwrapped, slot * KEY_BYTES);
    // Published after its bytes; an erasure heard meanwhile stays.
    Atomics.compareExchange(states, slot, SLOT.busy, SLOT.ready);
  }
  return key;
}

/** The personal fields in an event's box, as JSON of an object; null when they cannot be opened here. */
function opened(type: string, box: string, subject: string, slot: number, wrappedKey: string): Buffer | null {
  try {
    const fields = openBytes(personKey(subject, slot, wrappedKey), box, personalFieldsPurpose(type, subject));
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

/** Short copies byte by byte: `Buffer.copy` costs more to call than to copy a few bytes. */
const SHORT_COPY = 32;

function bytes(source: Buffer, start: number, end: number): void {
  if (end - start > SHORT_COPY) source.copy(out, length, start, end);
  else for (let i = start, at = length; i < end; i++, at++) out[at] = source[i]!;
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
let listCame: (() => void) | null = null;
port.on('message', (message: ToThreadMessage) => {
  if (message === 'more') {
    credits += 1;
    wake?.();
    return;
  }
  takeList(message.keys);
  listCame?.();
});

/**
 * Hears of erasures, then takes people's keys: the first thread reads them (after it listens, so no
 * erasure falls between) and shares them; the others take its list when it comes.
 */
async function listKeys(): Promise<void> {
  if (!settings.withPersonKeys) {
    listTaken = true;
    return;
  }
  await keyReader.connect();
  await keyReader.query(`LISTEN ${ERASED_CHANNEL}`);
  if (settings.index === 0) {
    const keys = await readList();
    takeList(keys);
    port.postMessage({ keys } satisfies ThreadMessage);
  } else if (!listTaken) await new Promise<void>((resolve) => (listCame = resolve));
}

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
/** Each row's opened fields (null: not opened here), and its person's key as stored (see `prepare`). */
const openedFields: Array<Buffer | null> = [];
const wrappedKeys: Array<string | null | undefined> = [];

/**
 * Opens the sealed fields of the row whose columns' places start at `at` when its person's key is
 * at hand; notes what was found of the key (undefined: no key row; null: erased).
 */
function prepare(chunk: Buffer, row: number, at: number, subject: string | null): void {
  openedFields[row] = null;
  wrappedKeys[row] = undefined;
  if (!subject) return;
  const slot = people.get(subject);
  let wrappedKey = slot === undefined ? undefined : storedKey(slot);
  // Erased while the log is read, heard by another thread.
  if (wrappedKey && slot! < shared.count && Atomics.load(shared.states, slot!) === SLOT.erased)
    wrappedKey = null;
  wrappedKeys[row] = wrappedKey;
  const box = places[at + column.box * 2]!;
  if (!settings.openWith || !wrappedKey || box < 0 || chunk[places[at + column.data * 2]!] !== OPEN_BRACE)
    return;
  openedFields[row] = opened(
    chunk.toString('utf8', places[at + column.type * 2]!, places[at + column.type * 2 + 1]!),
    chunk.toString('latin1', box, places[at + column.box * 2 + 1]!),
    subject,
    slot!,
    wrappedKey,
  );
}

const HEX = Buffer.from('0123456789abcdef', 'latin1');
/** Where `timestamptz`'s binary form counts from (microseconds since 2000-01-01 UTC). */
const EPOCH_2000_MS = 946_684_800_000;

/** A `uuid` (its 16 bytes) as a JSON string. */
function uuid(source: Buffer, start: number, end: number): void {
  if (end - start !== 16) throw new Error("COPY answered an event's id that is not a uuid");
  out[length++] = QUOTE;
  for (let i = 0; i < 16; i++) {
    if (i === 4 || i === 6 || i === 8 || i === 10) out[length++] = 0x2d;
    const byte = source[start + i]!;
    out[length++] = HEX[byte >> 4]!;
    out[length++] = HEX[byte & 15]!;
  }
  out[length++] = QUOTE;
}

/** A `timestamptz` (its 8 bytes) as milliseconds since 1970, rounded down. */
function time(source: Buffer, start: number, end: number): void {
  if (end - start !== 8) throw new Error("COPY answered an event's time that is not a timestamp");
  const micros = source.readInt32BE(start) * 2 ** 32 + source.readUInt32BE(start + 4);
  length += out.write(String(Math.floor(micros / 1000) + EPOCH_2000_MS), length, 'latin1');
}

/**
 * Writes the row whose columns' places start at `at` (in `places`) into the slice: its fields as
 * `prepare` opened them, or its sealed fields as stored (`sealed`, read again, when the COPY left
 * them out).
 */
function pack(chunk: Buffer, row: number, at: number, sealed: string | undefined): void {
  const start = (index: number) => places[at + index * 2]!;
  const end = (index: number) => places[at + index * 2 + 1]!;
  const subject = subjects[row] ?? null;
  const fields = openedFields[row] ?? null;
  const wrappedKey = wrappedKeys[row];
  // Room for the whole row at once: each column's bytes, the id and time written out, and the
  // texts written as JSON strings escaped at worst (six bytes a byte), so no write of the row runs
  // past the buffer.
  let size = 96;
  for (let index = 0; index < COLUMNS; index++) size += Math.max(0, end(index) - start(index));
  for (const text of [column.position, column.streamId, column.type]) size += 5 * (end(text) - start(text));
  if (sealed !== undefined) size += Buffer.byteLength(sealed);
  if (subject) size += subject.length * 6 + (wrappedKey?.length ?? 0) + (fields?.length ?? 0) + 32;
  room(size);
  out[length++] = count === 0 ? 0x5b : COMMA;
  out[length++] = 0x5b;
  string(chunk, start(column.position), end(column.position));
  out[length++] = COMMA;
  uuid(chunk, start(column.eventId), end(column.eventId));
  out[length++] = COMMA;
  string(chunk, start(column.streamId), end(column.streamId));
  out[length++] = COMMA;
  bytes(chunk, start(column.version), end(column.version));
  out[length++] = COMMA;
  string(chunk, start(column.type), end(column.type));
  out[length++] = COMMA;
  bytes(chunk, start(column.schema), end(column.schema));
  out[length++] = COMMA;
  // The opened fields, spliced into the data (the JSON text of an object without them).
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
  time(chunk, start(column.recordedAt), end(column.recordedAt));
  out[length++] = COMMA;
  if (fields !== null) bytes(NULL_TEXT, 0, NULL_TEXT.length);
  else if (sealed !== undefined) length += out.write(sealed, length);
  else json(chunk, start(column.sealed), end(column.sealed));
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

/** Reads the range after `after` to `until` with one COPY, packing and sending its rows as they stream in. */
async function readRange(after: bigint, until: bigint): Promise<void> {
  let pending: Buffer | null = null;
  let header = false;
  let ended = false;
  for await (const received of reader.query(copyTo(read(after, until))) as AsyncIterable<Buffer>) {
    // A row's person is looked up in people's keys: their list first.
    if (!listTaken) await listed;
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
      if (subject && !people.has(subject)) unseen.add(subject);
      subjects[rows] = subject;
      rows += 1;
      offset = at;
    }
    pending = offset < chunk.length ? chunk.subarray(offset) : null;
    if (rows === 0) continue;
    // Keys made since they were read (people new to the log): their events come after them.
    if (unseen.size > 0) await readKeys([...unseen]);
    const unopened: string[] = [];
    for (let row = 0; row < rows; row++) {
      const at = row * COLUMNS * 2;
      prepare(chunk, row, at, subjects[row] ?? null);
      // Sealed fields this thread did not open, which the COPY left out.
      if (settings.openWith && openedFields[row] === null && chunk[places[at + column.hasSealed * 2]!] === 1)
        unopened.push(chunk.toString('latin1', places[at]!, places[at + 1]!));
    }
    const sealed = unopened.length > 0 ? await sealedOf(unopened) : null;
    for (let row = 0; row < rows; row++) {
      const at = row * COLUMNS * 2;
      pack(chunk, row, at, sealed?.get(chunk.toString('latin1', places[at]!, places[at + 1]!)));
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
  if (channel === ERASED_CHANNEL && payload) erased(payload);
});
/** People's keys listed (see `listKeys`), while the first range is asked for. */
const listed = listKeys();
listed.catch(() => undefined);
try {
  await reader.connect();
  // In the order of the log's key, streamed as it is read: not sorted first, which PostgreSQL may
  // think cheaper for a wide range of a log without statistics (and then answers nothing until it
  // has sorted it all).
  await reader.query('SET enable_sort = off');
  await reader.query('SET max_parallel_workers_per_gather = 0');
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
  await listed;
} catch (error) {
  port.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies ThreadMessage);
} finally {
  await reader.end().catch(() => undefined);
  await keyReader.end().catch(() => undefined);
  port.close();
}
