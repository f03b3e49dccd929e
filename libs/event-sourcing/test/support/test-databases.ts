/**
 * The engines the engine's suites run on: PGlite always, and PostgreSQL when TEST_DATABASE_URL is
 * set. Each opening is a database of its own holding the engine's tables (as a host's migrations
 * make them) and the suites' read models: on PGlite a cluster in memory, loaded from one migrated
 * once per process; on PostgreSQL a new database on the server, dropped on close.
 */
import { randomBytes } from 'node:crypto';
import { describe, it } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { EVENT_SOURCING_ENTITIES, EVENT_SOURCING_MIGRATIONS } from '../../src/index.js';
import { EngineTables1795000000000 } from './engine-tables.migration.js';
import { TestTables1799000000000 } from './test-tables.migration.js';
import { TEST_ENTITIES } from './test-rows.js';

export type EngineName = 'PGlite' | 'PostgreSQL';

export interface TestDatabase {
  dataSource: DataSource;
  engine: EngineName;
  /** PostgreSQL: the URL of this database (another process's connections reach it). */
  url: string | null;
  close(): Promise<void>;
}

export interface DatabaseEngine {
  name: EngineName;
  /** PostgreSQL: the server its databases are made on. */
  serverUrl?: string;
  open(): Promise<TestDatabase>;
}

const dataSourceOn = (url: string, poolSize: number): DataSource =>
  new DataSource({
    type: 'postgres',
    url,
    entities: [...EVENT_SOURCING_ENTITIES, ...TEST_ENTITIES],
    migrations: [EngineTables1795000000000, ...EVENT_SOURCING_MIGRATIONS, TestTables1799000000000],
    migrationsTableName: 'schema_migrations',
    poolSize,
  });

async function migrated(dataSource: DataSource): Promise<DataSource> {
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}

/** A PGlite cluster in memory, served on a loopback port of its own to the `pg` driver. */
async function servedPglite(loadDataDir?: Blob): Promise<TestDatabase & { pglite: PGlite }> {
  const pglite = await PGlite.create('memory://', { loadDataDir });
  // One connection: PGlite has one session (see the API's database for what two connections do).
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: 1 });
  await server.start();
  const dataSource = await migrated(
    dataSourceOn(`postgres://postgres@${server.getServerConn()}/postgres`, 1),
  );
  return {
    pglite,
    dataSource,
    engine: 'PGlite',
    url: null,
    close: async () => {
      await dataSource.destroy();
      await server.stop();
      await pglite.close();
    },
  };
}

/** The migrated cluster each PGlite opening starts from: migrated once in each process. */
let template: Promise<Blob> | null = null;

const migratedCluster = (): Promise<Blob> =>
  (template ??= (async () => {
    const db = await servedPglite();
    await db.pglite.exec('CHECKPOINT');
    // Not compressed: a gzipped archive takes twice as long to open.
    const dump = await db.pglite.dumpDataDir('none');
    await db.close();
    return dump;
  })());

const pgliteEngine: DatabaseEngine = {
  name: 'PGlite',
  open: async () => servedPglite(await migratedCluster()),
};

/** Runs `sql` on the server's maintenance database. */
async function onServer(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

const postgresEngine = (serverUrl: string): DatabaseEngine => ({
  name: 'PostgreSQL',
  serverUrl,
  async open() {
    const name = `engine_test_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const dataSource = await migrated(dataSourceOn(url.toString(), 10)).catch(async (error: unknown) => {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      throw error;
    });
    return {
      dataSource,
      engine: 'PostgreSQL',
      url: url.toString(),
      close: async () => {
        await dataSource.destroy();
        await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  },
});

/**
 * Another connection pool on the same database, as another process has (PostgreSQL); closing it
 * leaves the database in place.
 */
export async function anotherConnection(db: TestDatabase): Promise<TestDatabase> {
  const dataSource = await new DataSource({ ...db.dataSource.options, migrations: [] }).initialize();
  return { ...db, dataSource, close: () => dataSource.destroy() };
}

let told = false;

/** PGlite, and PostgreSQL when TEST_DATABASE_URL names a server. */
export function databaseEngines(): DatabaseEngine[] {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return [pgliteEngine, postgresEngine(serverUrl)];
  if (!told) console.info('PostgreSQL runs skipped: TEST_DATABASE_URL is not set (PGlite runs only).');
  told = true;
  return [pgliteEngine];
}

/**
 * The PostgreSQL engine alone, for a suite of what only PostgreSQL does; without a server the suite
 * `what` says it was skipped (a suite with no test fails).
 */
export function postgresEngines(what: string): DatabaseEngine[] {
  const engines = databaseEngines().filter((engine) => engine.name === 'PostgreSQL');
  if (engines.length === 0)
    describe(what, () => {
      it.skip('skipped: TEST_DATABASE_URL is not set, so there is no PostgreSQL server to test against', () =>
        undefined);
    });
  return engines;
}
