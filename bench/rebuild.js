// How fast `npm run projections:rebuild` replays the log, beside a bulk copy of the same rows in
// the same run (the limit of this database for moving that much data).
// Usage: DATABASE_URL=postgres://... npm run bench:rebuild [-- --events 1000000 [--again]]
// Writes synthetic user events straight into an empty database's log (a fifth registrations,
// the rest profile edits; personal fields sealed as the API seals them), then, in a new process,
// times the rebuild, and the same rows copied by `INSERT … SELECT` into a bare table and into one
// of the log's own shape, before the rebuild and after it.
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../apps/api/dist/config/app-config.js';
import { openToolContext } from '../apps/api/dist/tool-context.js';
import { PERSONAL_DATA } from '../libs/core/dist/index.js';
import {
  DataKey,
  PersonalDataCodec,
  PersonKeys,
  ProjectionRunner,
  SEALED_FIELDS,
} from '../libs/event-sourcing/dist/index.js';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const total = arg('events', 1_000_000);
if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to an empty PostgreSQL database.');
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'ambient-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  // A fixed key (a bench value), so a log written by one run opens in the next (--again).
  DATA_ENCRYPTION_KEY: process.env.DATA_ENCRYPTION_KEY ?? 'be0c'.repeat(16),
  SEED_ON_EMPTY: 'false',
});
// As the command opens it: without the API's background work (the offline alert sweep would wait
// for the live projections, which would then apply the log being written event by event).
const app = await openToolContext(config);
const dataSource = app.get(DataSource);
const users = Math.floor(total / 5);
const meta = `jsonb_build_object('userId', null, 'functionalRole', null, 'at', '2026-11-23T00:00:00.000Z',
  'correlationId', 'bench', 'command', 'bench', 'source', 'system')`;
let started = performance.now();
// A log written by an earlier run (same --events) is rebuilt again as it is: `--again`.
const again = process.argv.includes('--again');
if (!again) {
  await dataSource.query(
    `
    INSERT INTO event_store (event_id, stream_id, stream_version, type, schema_version, data, metadata)
    SELECT gen_random_uuid(), 'user-bench|' || u, 0, 'UserRegistered', 3,
      jsonb_build_object('userId', 'bench|' || u, 'email', 'u' || u || '@bench.demo',
        'name', 'Bench User', 'nickname', 'Bench', 'languageId', null, 'picture', null, 'defaultResidentId', null,
        'role', 'Guest', 'domainIds', '[]'::jsonb, 'facilityIds', '[]'::jsonb, 'kioskIds', '[]'::jsonb, 'residentIds', '[]'::jsonb),
      ${meta}
    FROM generate_series(1, $1) AS u`,
    [users],
  );
  await dataSource.query(
    `
    INSERT INTO event_store (event_id, stream_id, stream_version, type, schema_version, data, metadata)
    SELECT gen_random_uuid(), 'user-bench|' || u, 1 + e / $1, 'UserProfileEdited', 1,
      jsonb_build_object('userId', 'bench|' || u, 'name', 'Edited ' || e, 'nickname', 'Bench',
        'languageId', null, 'picture', null, 'defaultResidentId', null),
      ${meta}
    FROM generate_series(0, $2 - 1) AS e,
      -- Each round of edits touches every user once, in a scattered order (a stride prime to their
      -- number), as people's events mingle in a real log.
      LATERAL (SELECT 1 + (e % $1)::bigint * 1000003 % $1 AS u) AS edited`,
    [users, total - users],
  );
  // As the API stores them: each person's fields sealed under their own key (decision 0024).
  const codec = new PersonalDataCodec(PERSONAL_DATA, new PersonKeys(dataSource, app.get(DataKey)));
  for (let after = '0'; ;) {
    const rows = await dataSource.query(
      `SELECT global_position, type, data FROM event_store
        WHERE global_position > $1 AND NOT data ? $2 ORDER BY global_position LIMIT 10000`,
      [after, SEALED_FIELDS],
    );
    if (rows.length === 0) break;
    after = rows[rows.length - 1].global_position;
    const sealed = await codec.seal(rows);
    await dataSource.query(
      `UPDATE event_store e SET data = v.data FROM unnest($1::bigint[], $2::jsonb[]) AS v(position, data)
        WHERE e.global_position = v.position`,
      [rows.map((row) => row.global_position), sealed.map((data) => JSON.stringify(data))],
    );
  }
}
// Sealing rewrote every row: the log as PostgreSQL keeps an append-only one, without the dead rows
// (autovacuum would clear them; it may be off), and with its statistics.
await dataSource.query('VACUUM ANALYZE event_store');
const written = (performance.now() - started) / 1000;
if (!again) {
  // The rebuild is measured in a process of its own, as `npm run projections:rebuild` runs: not in
  // this one, whose heap still holds what writing and sealing a million events left behind.
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  const measured = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1), '--again'], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_LOG_WRITTEN_SECONDS: String(written) },
  });
  process.exit(measured.status ?? 1);
}

/**
 * Each timed part starts from a checkpoint: what the part before it wrote (writing the log writes
 * gigabytes; each copy, hundreds of megabytes) is then on disk, not flushed by PostgreSQL's
 * checkpointer while the next part runs and charged to it.
 */
const settle = () => dataSource.query('CHECKPOINT');

/** Seconds to copy the log's rows with one INSERT … SELECT into a new table made `LIKE event_store …`. */
const copy = async (like) => {
  await settle();
  const began = performance.now();
  await dataSource.query(`CREATE TABLE bench_event_copy (LIKE event_store ${like})`);
  await dataSource.query('INSERT INTO bench_event_copy SELECT * FROM event_store');
  const seconds = (performance.now() - began) / 1000;
  await dataSource.query('DROP TABLE bench_event_copy');
  return seconds;
};
const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM event_store');
/**
 * Rows a second copied into a bare table (no key, no index), and into one of the log's own shape
 * (its primary key, unique keys and index, as the INSERT … SELECT figure had).
 */
const copyRates = async () => ({
  bare: count / (await copy('')),
  shaped: count / (await copy('INCLUDING ALL')),
});

// The copies run before the rebuild and after it; each ratio is to the faster of the two. Before it,
// this process is quiet; just after it, V8's helper threads may still be collecting the rebuild's
// garbage on the cores the copy needs, which would make the copy slower and the ratio kinder.
const before = await copyRates();
// The CPU the rebuild costs this process: its own thread, the threads reading the log, V8's helpers
// (PostgreSQL's processes not counted).
await settle();
const cpuBefore = process.cpuUsage();
const report = await app.get(ProjectionRunner).rebuild();
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const after = await copyRates();
const bareRate = Math.max(before.bare, after.bare);
const shapedRate = Math.max(before.shaped, after.shaped);
console.log(
  JSON.stringify({
    events: report.events,
    readModelRows: report.rows,
    logWrittenSeconds: Number(Number(process.env.BENCH_LOG_WRITTEN_SECONDS ?? written).toFixed(1)),
    rebuildSeconds: Number(report.seconds.toFixed(1)),
    firstEventSeconds: Number(report.firstEventSeconds.toFixed(2)),
    foldSeconds: Number(report.foldSeconds.toFixed(1)),
    rebuildCpuSeconds: Number(cpuSeconds.toFixed(1)),
    cpuMicrosecondsPerEvent: Math.round((cpuSeconds * 1e6) / report.events),
    rebuildEventsPerSecond: Math.round(report.eventsPerSecond),
    bareCopyRowsPerSecond: Math.round(bareRate),
    logShapedCopyRowsPerSecond: Math.round(shapedRate),
    logShapedCopyBeforeAndAfter: [Math.round(before.shaped), Math.round(after.shaped)],
    ratioToBareCopy: Number((report.eventsPerSecond / bareRate).toFixed(2)),
    ratioToLogShapedCopy: Number((report.eventsPerSecond / shapedRate).toFixed(2)),
  }),
);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
