/**
 * The thread that reads the log ahead of a rebuild (see `readLogInThread`): with its own
 * connection it reads batch after batch (PostgreSQL reads the next while this thread works on
 * one), opens the sealed personal fields of every event whose person's key came with it, and sends
 * the events in slices, at most `ahead` slices before the fold has taken them, so that the fold's
 * thread only parses and folds. What it cannot open (an erased or missing key, a key or box that
 * does not open) goes as it was stored: the fold's thread opens it, or reports why not.
 */
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { openBytes } from '../protection/data-key.js';
import { ERASED_CHANNEL } from '../protection/person-key-erased.migration.js';
import { personalFieldsPurpose, personKeyPurpose, SEALED_FIELDS } from '../protection/sealed-form.js';
import type { EventTexts, LogReaderSettings, PackedEvent, ThreadMessage } from './log-reader.js';

const settings = workerData as LogReaderSettings;
const port = parentPort!;
const client = new pg.Client({ connectionString: settings.connectionString });

/** How many events go to the fold's thread in one message. */
const SLICE = 1000;

/** Every column as PostgreSQL's text: the fold's thread parses what it needs. */
const AS_TEXT = { getTypeParser: () => (value: string) => value };
// The sealed fields apart from the rest of the data: only they are parsed here. People's keys are
// not joined to each event (a lookup per event cost PostgreSQL more than the rest of the read):
// this thread reads them once, and those of people it has not seen when their events come.
const SQL = `SELECT e.global_position, e.event_id, e.stream_id, e.stream_version, e.type, e.schema_version,
    CASE WHEN jsonb_typeof(e.data) = 'object' THEN e.data - '${SEALED_FIELDS}' ELSE e.data END AS data, e.metadata, floor(extract(epoch FROM e.recorded_at) * 1000) AS recorded_ms,
    e.data->'${SEALED_FIELDS}' AS sealed, e.data->'${SEALED_FIELDS}'->>'subject' AS subject,
    CASE WHEN jsonb_typeof(e.data->'${SEALED_FIELDS}') = 'object'
      AND jsonb_typeof(e.data->'${SEALED_FIELDS}'->'subject') = 'string'
      AND jsonb_typeof(e.data->'${SEALED_FIELDS}'->'fields') = 'array'
      AND jsonb_typeof(e.data->'${SEALED_FIELDS}'->'box') = 'string'
    THEN e.data->'${SEALED_FIELDS}'->>'box' END AS box
  FROM event_store e WHERE e.global_position > $1 ORDER BY e.global_position LIMIT $2`;

/** Each person's key as stored (null once erased), by subject; a person not here has no key row. */
const storedKeys = new Map<string, string | null>();

/** Reads the stored keys of these people (all of them when not given). */
async function readKeys(subjects?: string[]): Promise<void> {
  const { rows } = await client.query<{ subject: string; wrapped_key: string | null }>(
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

/**
 * The personal fields in an event's box (PostgreSQL answers the box only of sealed fields of the
 * stored shape, as the codec's `sealedOf` asks), as JSON; null when they cannot be opened here.
 */
function opened(type: string, box: string, subject: string, wrappedKey: string): string | null {
  try {
    return openBytes(personKey(subject, wrappedKey), box, personalFieldsPurpose(type, subject)).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

function pack(row: Array<string | null>): PackedEvent {
  const event = row.slice(0, 10) as EventTexts;
  const subject = settings.withPersonKeys ? row[10] : null;
  if (!subject) return event;
  const wrappedKey = storedKeys.get(subject);
  if (wrappedKey === undefined) return [...event, subject, 'missing'];
  const box = row[11];
  const fields = settings.openWith && wrappedKey && box ? opened(event[4], box, subject, wrappedKey) : null;
  if (fields === null) return [...event, subject, 'found', wrappedKey];
  event[9] = fields;
  return [...event, subject, 'opened'];
}

let credits = settings.ahead;
let wake: (() => void) | null = null;
port.on('message', () => {
  credits += 1;
  wake?.();
});

const read = (after: string) => {
  const rows = client
    .query<Array<string | null>>({
      text: SQL,
      values: [after, settings.batchSize],
      rowMode: 'array',
      types: AS_TEXT,
    })
    .then((result) => result.rows);
  // Its failure is reported when it is awaited.
  rows.catch(() => undefined);
  return rows;
};
// A key destroyed while the log is read (an erasure) opens nothing read after it.
client.on('notification', ({ channel, payload }) => {
  if (channel !== ERASED_CHANNEL || !payload) return;
  storedKeys.set(payload, null);
  keys.delete(payload);
});
try {
  await client.connect();
  if (settings.withPersonKeys) {
    await client.query(`LISTEN ${ERASED_CHANNEL}`);
    await readKeys();
  }
  let next: Promise<Array<Array<string | null>>> | null = read(settings.after);
  while (next) {
    const rows: Array<Array<string | null>> = await next;
    const last = rows.length < settings.batchSize;
    // Keys made since they were read (people new to the log): their events come after them.
    const unseen = new Set<string>();
    if (settings.withPersonKeys)
      for (const row of rows) if (row[10] && !storedKeys.has(row[10])) unseen.add(row[10]);
    if (unseen.size > 0) await readKeys([...unseen]);
    // PostgreSQL reads the next batch while this one is opened.
    next = last ? null : read(rows[rows.length - 1]![0]!);
    // Sent in slices: the fold's thread holds few events at a time (less of them outlives a
    // young-generation collection there).
    for (let i = 0; i < rows.length || i === 0; i += SLICE) {
      const batch = rows.slice(i, i + SLICE).map(pack);
      while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
      credits -= 1;
      port.postMessage({ batch, last: last && i + SLICE >= rows.length } satisfies ThreadMessage);
    }
  }
} catch (error) {
  port.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies ThreadMessage);
} finally {
  await client.end().catch(() => undefined);
  port.close();
}
