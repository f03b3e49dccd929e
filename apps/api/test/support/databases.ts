/**
 * The database engines the integration suites run on (decision 0116): PGlite always, and real
 * PostgreSQL when TEST_DATABASE_URL is set (each suite gets a database of its own, dropped
 * afterwards). A suite of the database's own doing runs on both (`databaseEngines`); a suite of a
 * feature's behaviour on one (`featureEngines`).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/database/database.js';
import { ENTITIES } from '../../src/entities.js';
import { pgliteTemplate, schemaDigest } from './pglite-template.js';

export interface TestDatabase extends Database {
  /** The URL of this suite's database, or null for PGlite. */
  url: string | null;
}

export interface DatabaseEngine {
  name: 'PGlite' | 'PostgreSQL';
  /** The server a PostgreSQL engine creates its databases on. */
  serverUrl?: string;
  open(): Promise<TestDatabase>;
}

const pgliteEngine: DatabaseEngine = {
  name: 'PGlite',
  async open() {
    const db = await openDatabase({
      databaseUrl: null,
      pgliteDir: 'memory://',
      pgliteTemplate: await pgliteTemplate(),
      entities: ENTITIES,
    });
    return { ...db, url: null };
  },
};

/** The URL of database `name` on the server at `serverUrl`. */
export function databaseUrlOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The advisory lock under which one suite migrates the template while the others wait. */
const MIGRATING_LOCK = 4_280_017;

const migratedTemplates = new Map<string, Promise<string>>();

/**
 * A database on the server holding every migration and nothing else, made once for a set of
 * migrations (named by their digest): running the migrations takes a second or more on each new
 * database, copying a template a fraction of that.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  let made = migratedTemplates.get(serverUrl);
  if (!made) {
    made = makeMigratedTemplate(serverUrl);
    migratedTemplates.set(serverUrl, made);
  }
  return made;
}

async function makeMigratedTemplate(serverUrl: string): Promise<string> {
  const template = `ambient_schema_${schemaDigest().digest('hex').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [MIGRATING_LOCK]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount === 0) {
      const migrating = `${template}_migrating`;
      await admin.query(`DROP DATABASE IF EXISTS ${migrating} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${migrating}`);
      const db = await openDatabase({
        databaseUrl: databaseUrlOn(serverUrl, migrating),
        pgliteDir: '',
        entities: ENTITIES,
      });
      await db.close();
      await admin.query(`ALTER DATABASE ${migrating} RENAME TO ${template}`);
      // Templates of other migrations are of no more use.
      const old = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'ambient\\_schema\\_%' AND datname <> $1",
        [template],
      );
      for (const { datname } of old.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
    }
    return template;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [MIGRATING_LOCK]).catch(() => undefined);
    await admin.end();
  }
}

/**
 * Creates a database of its own on the server, empty or (`migrated`) holding every migration
 * already; `drop` removes it.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ambient_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (!options.migrated) await admin.query(`CREATE DATABASE ${name}`);
    else
      await admin
        .query(`CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate(serverUrl)}`)
        .catch(async (error) => {
          // Another checkout's suites, on other migrations, dropped the template: make it again.
          if ((error as { code?: string }).code !== '3D000') throw error;
          migratedTemplates.delete(serverUrl);
          await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate(serverUrl)}`);
        });
  } finally {
    await admin.end();
  }
  return ownedDatabase(serverUrl, name);
}

/** Database `name` on the server, with the `drop` that removes it (its connections closed). */
export function ownedDatabase(serverUrl: string, name: string): { url: string; drop(): Promise<void> } {
  return {
    url: databaseUrlOn(serverUrl, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

function postgresEngine(serverUrl: string): DatabaseEngine {
  return {
    name: 'PostgreSQL',
    serverUrl,
    async open() {
      const created = await createPostgresDatabase(serverUrl, { migrated: true });
      const db = await openDatabase({ databaseUrl: created.url, pgliteDir: '', entities: ENTITIES });
      return {
        ...db,
        url: created.url,
        close: async () => {
          await db.close();
          await created.drop();
        },
      };
    },
  };
}

let announced = false;

/**
 * Both engines, for a suite whose answer the engine can change: the event store's order and
 * concurrency, projections and the rebuild, what a restart finds in the engine's files, erasure's
 * rewrite of tables, unique keys met at once, the drivers' types in every documented answer.
 */
export function databaseEngines(): DatabaseEngine[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    if (!announced) {
      console.info('PostgreSQL runs skipped: TEST_DATABASE_URL is not set (PGlite runs only).');
      announced = true;
    }
    return [pgliteEngine];
  }
  return [pgliteEngine, postgresEngine(url)];
}

/**
 * One engine, for a suite of a feature's behaviour through the API (its answers, rules, rights,
 * texts, bad input): the same SQL on the same PostgreSQL code (PGlite is PostgreSQL built to
 * WebAssembly), so a second run would repeat the first. PostgreSQL when the run has it (the
 * production engine), PGlite otherwise, so a machine without a server still runs every suite.
 */
export function featureEngines(): DatabaseEngine[] {
  return databaseEngines().slice(-1);
}
