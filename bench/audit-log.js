// A page of the audit logs (issue 14, point 6: a page of a log of 1,000,000 entries with a search,
// p99 under 100 ms) through the whole API (HTTP, bearer token, admin check, SQL, names joined from
// the read models, JSON): the newest page, a page far down, Verbose on, and searches that match a
// resident's name, a phrase of the descriptions, and nothing. The entries are written once, straight
// into `audit_entries` in the shape the recorder writes (commands of the audited table, outcomes
// and targets the demo's people and kiosks), and kept for the next run.
// Usage (a PostgreSQL database of its own):
//   createdb bench_audit
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_audit npm run bench:audit [-- --entries 1000000 --seconds 10 --concurrency 4]
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AUDITED_COMMANDS, auditDescription } from '../libs/core/dist/index.js';
import { startBenchApi } from './support/api.js';
import { measureLatencies } from './support/latency.js';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const entries = Number(arg('entries', 1_000_000));
const seconds = Number(arg('seconds', 10));
const concurrency = Number(arg('concurrency', 4));
if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to a PostgreSQL database of its own (createdb bench_audit).');
  process.exit(1);
}

// The entries are kept for the next run, and so are the demo's people, sealed under this key.
process.env.DATA_ENCRYPTION_KEY ??= 'a0d1'.repeat(16);
const { app, url, token } = await startBenchApi();
const db = app.get(DataSource);

// The commands of each log, with the descriptions the recorder gives their attempt and success.
const TARGETS = { user: 'user', resident: 'resident', kiosk: 'kiosk', playlist: 'album' };
const commands = Object.entries(AUDITED_COMMANDS)
  .filter(
    ([, audited]) =>
      audited.log in TARGETS && audited.isKiosk !== true && !audited.targetField?.endsWith('serialNumber'),
  )
  .map(([command, audited]) => ({
    command,
    log: audited.log,
    context: audited.context ?? null,
    attempt: auditDescription('attempt', command),
    succeeded: auditDescription('succeeded', command),
  }));
const ids = async (sql) => (await db.query(sql)).map((row) => String(row.id));
const targets = {
  user: await ids('SELECT id FROM users ORDER BY id'),
  resident: await ids('SELECT id FROM residents ORDER BY id'),
  kiosk: await ids('SELECT id FROM kiosks ORDER BY id'),
  album: await ids('SELECT id FROM memory_albums ORDER BY id'),
};
if (targets.album.length === 0) targets.album = targets.resident;

const [{ n: present }] = await db.query('SELECT count(*)::int AS n FROM audit_entries');
if (present < entries) {
  const started = performance.now();
  const BATCH = 100_000;
  for (let from = present; from < entries; from += BATCH) {
    const to = Math.min(entries, from + BATCH) - 1;
    // Entry g: command g mod n, its attempt when g is even and its success when odd, a second
    // apart going back from now, by one of the demo's users, on one target of its log's kind.
    await db.query(
      `INSERT INTO audit_entries (at, log, outcome, command, description, correlation_id, user_id,
              performer_role, source, target_kind, target_id, context, is_kiosk)
       SELECT now() - g * interval '1 second', c.log, CASE WHEN g % 2 = 0 THEN 'attempt' ELSE 'succeeded' END,
              c.command, CASE WHEN g % 2 = 0 THEN c.attempt ELSE c.succeeded END, md5(g::text),
              ($5::text[])[1 + (g / 7) % cardinality($5::text[])], 'Admin', 'console', c.kind,
              CASE c.kind WHEN 'user' THEN ($5::text[])[1 + g % cardinality($5::text[])]
                          WHEN 'resident' THEN ($6::text[])[1 + g % cardinality($6::text[])]
                          WHEN 'kiosk' THEN ($7::text[])[1 + g % cardinality($7::text[])]
                          ELSE ($8::text[])[1 + g % cardinality($8::text[])] END,
              c.context, CASE WHEN c.log = 'playlist' THEN false END
         FROM generate_series($1::int, $2::int) g
         JOIN (SELECT (row_number() OVER ()) - 1 AS i, * FROM jsonb_to_recordset($3::jsonb)
                 AS x(command text, log text, kind text, context text, attempt text, succeeded text)) c
           ON c.i = g % $4`,
      [
        from,
        to,
        JSON.stringify(commands.map((c) => ({ ...c, kind: TARGETS[c.log] }))),
        commands.length,
        targets.user,
        targets.resident,
        targets.kiosk,
        targets.album,
      ],
    );
    process.stdout.write(`\r${to + 1} entries`);
  }
  await db.query('ANALYZE audit_entries');
  console.log(
    `\nwrote ${entries - present} entries in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function measure(name, path) {
  const get = async () => {
    const response = await fetch(`${url}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const first = await get();
  const { calls, ...figures } = await measureLatencies(get, { seconds, concurrency });
  return {
    name,
    shown: first.events.length,
    total: `${first.total}${first.totalCapped ? '+' : ''}`,
    requests: calls,
    ...figures,
  };
}

const [{ n: total }] = await db.query('SELECT count(*)::int AS n FROM audit_entries');
const [{ name: residentName }] = await db.query('SELECT name FROM residents ORDER BY id LIMIT 1');
const lastName = residentName.split(' ').at(-1);
console.log(`${total} audit entries; ${concurrency} concurrent requests, ${seconds} s each`);
const results = [];
for (const [name, path] of [
  ['resident log, newest page', 'admin/resident-events?page=0&pageSize=25'],
  ['resident log, Verbose, newest page', 'admin/resident-events?page=0&pageSize=25&verbose=true'],
  ['user log, page 400', 'admin/user-events?page=400&pageSize=25'],
  [
    `resident log, search "${lastName}"`,
    `admin/resident-events?page=0&pageSize=25&search=${encodeURIComponent(lastName)}`,
  ],
  [
    'kiosk log, search "Succeeded: Edit"',
    `admin/kiosk-events?page=0&pageSize=25&search=${encodeURIComponent('Succeeded: Edit')}`,
  ],
  [
    'kiosk log, search "update kiosk"',
    `admin/kiosk-events?page=0&pageSize=25&search=${encodeURIComponent('update kiosk')}`,
  ],
  [
    'resident log, search "Failed: delete"',
    `admin/resident-events?page=0&pageSize=25&verbose=true&search=${encodeURIComponent('Failed: delete')}`,
  ],
  ['user log, search that finds nothing', 'admin/user-events?page=0&pageSize=25&search=zzqx'],
]) {
  results.push(await measure(name, path));
}
console.table(results);

// A resident's history of 10,000 events (point 6: the state of such a stream at a moment under
// 200 ms): made once through the API, an admission then updates of the language and the beacon,
// and kept. Replayed as at its middle event, one request at a time.
const historyEvents = Number(arg('history-events', 10_000));
const send = async (method, path, body) => {
  const response = await fetch(`${url}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status !== 200)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
};
const [abby] = await db.query('SELECT id FROM kiosks WHERE type_id = 1 ORDER BY id LIMIT 1');
const payload = (n) => ({
  firstName: 'Bench',
  lastName: 'History',
  kioskTypeId: 1,
  kioskId: abby.id,
  languageId: 1 + (n % 2),
  bluetoothBeaconId: String(1000 + n),
});
let [long] = await db.query(`SELECT id FROM residents WHERE first_name = 'Bench' AND last_name = 'History'`);
if (!long) long = (await send('POST', 'residents', payload(0))).resident;
const stream = `resident-${long.id}`;
const versions = async () =>
  (await db.query('SELECT count(*)::int AS n FROM event_store WHERE stream_id = $1', [stream]))[0].n;
for (let n = await versions(); n < historyEvents; n += 1) {
  await send('PUT', `residents/${long.id}`, payload(n));
  if (n % 500 === 0) process.stdout.write(`\r${n} events of the resident`);
}
const [middle] = await db.query(
  'SELECT recorded_at FROM event_store WHERE stream_id = $1 ORDER BY stream_version OFFSET $2 LIMIT 1',
  [stream, Math.floor(historyEvents / 2)],
);
const at = encodeURIComponent(middle.recorded_at.toISOString());
const replay = (events) => async () =>
  send('GET', `admin/history/resident/${long.id}?at=${at}${events ? '' : '&events=false'}`);
console.log(`\n${await versions()} events in the resident's stream`);
const replays = [];
for (const [name, events] of [
  ['history as at the middle event', true],
  ['state alone as at the middle event', false],
]) {
  const replayed = await replay(events)();
  const { calls, ...figures } = await measureLatencies(replay(events), { seconds, concurrency: 1 });
  replays.push({
    name,
    events: replayed.events.length,
    version: replayed.version,
    bytes: JSON.stringify(replayed).length,
    requests: calls,
    ...figures,
  });
}
console.table(replays);
await app.close();
