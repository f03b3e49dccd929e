/**
 * The demo seeded once and copied. Seeding it through commands takes seconds for every suite on
 * every engine, and the result is the same for the same code, settings and day: the first suite
 * seeds it and keeps it, every later one opens a copy of it. On PostgreSQL the copy is a database
 * made from the seeded one as a template; on PGlite an archive of its files (`dumpDataDir`). A seed
 * is kept as one folder per kind, engine and digest: the files it stored (the Abby packages) under
 * `data/`, copied into each copy's data folder, and on PGlite the archive beside them, on
 * PostgreSQL the name of its database (`database.txt`, a random name per seeding), so a database
 * and its files are always kept, and found, together, even when a run is cut off mid-seeding or
 * another checkout with the same code seeds beside it.
 *
 * A copy opens only with the keys it was sealed with: callers seed and open with the same fixed
 * test keys.
 */
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import pg from 'pg';
import type { Database } from '../../src/database/database.js';
import { DATABASE } from '../../src/database/database.module.js';
import { Seeder } from '../../src/seed/seeder.js';
import { createPostgresDatabase, ownedDatabase } from './databases.js';
import { madeOnce } from './file-claims.js';
import { pgliteTemplate, readArchive, schemaDigest } from './pglite-template.js';

/** The suites' own keys (test values only): a seed made with them opens in every copy. */
export const SUITE_KEYS: Record<string, string> = {
  DATA_ENCRYPTION_KEY: 'e2e0'.repeat(16),
  MEDIA_SIGNING_KEY: 'end-to-end-suite-media-signing-key',
};

/** An app started on a copy of the demo; `drop` removes the copy's database once it is closed. */
export interface OnDemoCopy<App extends INestApplicationContext> {
  app: App;
  drop(): Promise<void>;
}

/** Where an app opens: a PostgreSQL database, or PGlite in memory from `pgliteTemplate`. */
export interface DemoTarget {
  databaseUrl: string | null;
  dataDir: string;
  pgliteTemplate?: Blob;
}

export interface DemoSeeding<App extends INestApplicationContext> {
  /** Names the kept seed (`api`, `e2e`): each kind keeps its own. */
  kind: string;
  /** The PostgreSQL server; undefined for PGlite. */
  serverUrl?: string;
  /** The settings the seed depends on, beyond the code and the day. */
  settings: Record<string, string | undefined>;
  /** Makes the app on `target` (not listening yet), to seed the demo with or to run on a copy. */
  createApp(target: DemoTarget): Promise<App>;
}

/**
 * Settings that change nothing the seed writes: suites and specs that differ only in them open
 * copies of one seeded demo (they are left out of its digest). Any other setting seeds a demo of
 * its own.
 */
export const SEED_NEUTRAL = new Set([
  'GATEWAY_HEALTH_URL',
  'GATEWAY_API_TOKEN',
  'SUPER_ADMIN_IDS',
  'UNUPDATED_ABBYS_IDS',
  'UNUPDATED_ABBYS_EXCLUDED_IDS',
  'STATISTICS_USER_IDS',
  // The seed sends no mail: how mail travels changes nothing it writes.
  'SMTP_URL',
  // How long a failed job waits before its next try changes nothing the seed writes.
  'JOB_BACKOFF_MS',
  // The message purge runs after the seed: its retention and period change nothing the seed writes.
  'MESSAGE_RETENTION_DAYS',
  'MESSAGE_PURGE_EVERY_MS',
  // The sweep that ends override kiosks runs after the seed, which gives no override an end.
  'ABBY_OVERRIDE_SWEEP_MS',
  // The sweep of offline alerts (and of a moderated inbox's quiet time) records what it finds in
  // the log whenever it runs: how often it runs changes nothing the seed writes.
  'OFFLINE_ALERTS_SWEEP_MS',
  // Who reads the metrics and the event logs: the seed writes neither.
  'METRICS_TOKEN',
  'AUDITOR_IDS',
]);

const ROOT = resolve(import.meta.dirname, '..', '..', '..', '..');

/** The advisory lock under which one suite seeds the demo on PostgreSQL while the others wait. */
const SEEDING_LOCK = 4_280_016;

let sources: Buffer[] | null = null;

/** The server's and the engine's code: a change to it makes a new seed. */
function sourceFiles(): Buffer[] {
  if (sources) return sources;
  sources = [];
  for (const folder of ['apps/api/src', 'libs/core/src', 'libs/event-sourcing/src']) {
    const files = readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' }).sort();
    for (const file of files.filter((name) => name.endsWith('.ts')))
      sources.push(Buffer.from(file), readFileSync(join(ROOT, folder, file)));
  }
  return sources;
}

/**
 * The seed's digest: the migrations, the code, the settings the seed depends on and the day (the
 * demo's dates are the day it was seeded, so a kept seed serves one day at most).
 */
function seedDigest(settings: DemoSeeding<INestApplicationContext>['settings']): {
  day: string;
  hex: string;
} {
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  const relevant = Object.entries(settings).filter(([name]) => !SEED_NEUTRAL.has(name));
  const digest = schemaDigest()
    .update(day)
    .update(JSON.stringify(Object.fromEntries(relevant)));
  for (const part of sourceFiles()) digest.update(part);
  return { day, hex: digest.digest('hex').slice(0, 16) };
}

/**
 * Keeps a seed (its stored files under `data/`, on PGlite its database archive beside them) as the
 * folder `kept`, in one rename so that no suite ever sees a database without its files; answers
 * false when another suite kept one first (ours is dropped). Forgets the folders of its kind left
 * unused for a day (made for code or a day that has passed).
 */
function keepSeed(seeded: string, kept: string): boolean {
  let ours = true;
  try {
    renameSync(seeded, kept);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    rmSync(seeded, { recursive: true, force: true });
    ours = false;
  }
  const prefix = basename(kept).replace(/[0-9a-f]{16}$/, '');
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(tmpdir())) {
    const folder = join(tmpdir(), name);
    if (folder === kept || !name.startsWith(prefix)) continue;
    try {
      if (statSync(folder).mtimeMs < dayAgo) rmSync(folder, { recursive: true, force: true });
    } catch {
      /* another suite removed it first */
    }
  }
  return ours;
}

/** A new data folder holding a copy of the kept seed's files. */
function copyFolder(kept: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'ambient-copy-'));
  cpSync(join(kept, 'data'), dataDir, { recursive: true });
  return dataDir;
}

/** Seeds the demo through commands with an app made on `target`; answers PGlite's files. */
async function seedDemo(
  seeding: DemoSeeding<INestApplicationContext>,
  target: { databaseUrl: string | null; dataDir: string },
): Promise<Blob | undefined> {
  const app = await seeding.createApp({
    ...target,
    ...(target.databaseUrl ? {} : { pgliteTemplate: await pgliteTemplate() }),
  });
  try {
    await app.get(Seeder).seed('demo');
    return target.databaseUrl ? undefined : await app.get<Database>(DATABASE).dumpDataDir!();
  } finally {
    await app.close();
  }
}

/** Starts an app on a copy of the demo seeded once for this code, these settings and this day. */
export async function onDemoCopy<App extends INestApplicationContext>(
  seeding: DemoSeeding<App>,
): Promise<OnDemoCopy<App>> {
  const { day, hex } = seedDigest(seeding.settings);
  // Each engine's seed stores files of its own (their names are random): never one for the other's.
  const engine = seeding.serverUrl ? 'postgres' : 'pglite';
  const files = join(tmpdir(), `ambient-${seeding.kind}-seed-${engine}-${hex}`);
  if (seeding.serverUrl) {
    const copy = await postgresCopy(seeding, seeding.serverUrl, `${seeding.kind}_demo_${day}_${hex}`, files);
    const app = await seeding.createApp({ databaseUrl: copy.url, dataDir: copyFolder(files) });
    return { app, drop: copy.drop };
  }
  const archive = join(files, 'pglite.tar');
  // Seeded by one worker while the others wait for it.
  const kept = await madeOnce(
    `${files}.lock`,
    () => readArchive(archive),
    async () => {
      const seeded = mkdtempSync(join(tmpdir(), 'ambient-seeding-'));
      mkdirSync(join(seeded, 'data'));
      const made = await seedDemo(seeding, { databaseUrl: null, dataDir: join(seeded, 'data') });
      await writeFile(join(seeded, 'pglite.tar'), Buffer.from(await made!.arrayBuffer()));
      keepSeed(seeded, files);
    },
  );
  const app = await seeding.createApp({
    databaseUrl: null,
    dataDir: copyFolder(files),
    pgliteTemplate: kept,
  });
  return { app, drop: async () => undefined };
}

/**
 * A database of its own copied from the demo seeded on the server (seeded now if need be). The kept
 * folder names its database (`database.txt`, written before the folder is published): a folder and
 * a database are used together only when the folder says so, so a database left by a seeding that
 * did not finish, or by another checkout, is never paired with files it did not store.
 */
async function postgresCopy(
  seeding: DemoSeeding<INestApplicationContext>,
  serverUrl: string,
  prefix: string,
  files: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    let template: string | null = null;
    await admin.query('SELECT pg_advisory_lock($1)', [SEEDING_LOCK]);
    try {
      const named = keptDatabase(files);
      const found = named
        ? await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [named])
        : { rowCount: 0 };
      if (named && found.rowCount !== 0 && existsSync(join(files, 'data'))) template = named;
      else {
        const seedingDb = await createPostgresDatabase(serverUrl, { migrated: true });
        const seeded = mkdtempSync(join(tmpdir(), 'ambient-seeding-'));
        mkdirSync(join(seeded, 'data'));
        await seedDemo(seeding, { databaseUrl: seedingDb.url, dataDir: join(seeded, 'data') });
        template = `${prefix}_${randomBytes(4).toString('hex')}`;
        await admin.query(`ALTER DATABASE ${new URL(seedingDb.url).pathname.slice(1)} RENAME TO ${template}`);
        writeFileSync(join(seeded, 'database.txt'), template);
        // Under the lock, no other suite keeps a seed for this database: only a stale folder.
        rmSync(files, { recursive: true, force: true });
        keepSeed(seeded, files);
        // Seeds of other days, and this digest's earlier ones, are of no more use.
        const day = prefix.slice(`${seeding.kind}_demo_`.length).split('_')[0];
        const old = await admin.query<{ datname: string }>(
          'SELECT datname FROM pg_database WHERE datname LIKE $1 AND (datname NOT LIKE $2 OR datname LIKE $3) AND datname <> $4',
          [`${seeding.kind}\\_demo\\_%`, `${seeding.kind}\\_demo\\_${day}\\_%`, `${prefix}%`, template],
        );
        for (const { datname } of old.rows)
          await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [SEEDING_LOCK]);
    }
    const name = `${seeding.kind}_copy_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    return ownedDatabase(serverUrl, name);
  } finally {
    await admin.end();
  }
}

/** The database a kept seed's folder was seeded with, or null. */
function keptDatabase(files: string): string | null {
  try {
    const name = readFileSync(join(files, 'database.txt'), 'utf8').trim();
    return /^[a-z0-9_]+$/.test(name) ? name : null;
  } catch {
    return null;
  }
}
