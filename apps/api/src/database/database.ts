/**
 * Opens the database: PostgreSQL when DATABASE_URL is set, otherwise PGlite (real PostgreSQL
 * compiled to WebAssembly) in this process with its files under `${dataDir}/pglite`, served on
 * a loopback port through pglite-socket so both engines use the same `pg` driver and code.
 */
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { DataSource } from 'typeorm';
import { EventRow } from './event-row.js';
import { MIGRATIONS } from './migrations/index.js';
import { READ_MODEL_ENTITIES } from './read-models.js';

export interface Database {
  dataSource: DataSource;
  engine: 'PostgreSQL' | 'PGlite';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  /** Where PGlite keeps its files; `memory://` keeps them in memory (tests). */
  pgliteDir: string;
  poolSize?: number;
}

export const ENTITIES = [...READ_MODEL_ENTITIES, EventRow];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function makeDataSource(url: string, poolSize: number): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    poolSize,
    logging: ['error'],
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const dataSource = makeDataSource(options.databaseUrl, options.poolSize ?? 10);
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    return { dataSource, engine: 'PostgreSQL', close: () => dataSource.destroy() };
  }

  if (!options.pgliteDir.startsWith('memory://')) mkdirSync(options.pgliteDir, { recursive: true });
  // pg_trgm backs the trigram indexes that make list searches (ILIKE '%term%') fast.
  const pglite = await PGlite.create(options.pgliteDir, { extensions: { pg_trgm } });
  const port = await freePort();
  // One connection: pglite-socket multiplexes connections onto PGlite's single session, and
  // concurrent extended-protocol queries from two connections can interleave (measured: the
  // write benchmark at concurrency 8 fails with "unnamed prepared statement does not exist").
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port, maxConnections: 1 });
  await server.start();
  const dataSource = makeDataSource(`postgres://postgres@127.0.0.1:${port}/postgres`, 1);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return {
    dataSource,
    engine: 'PGlite',
    close: async () => {
      await dataSource.destroy();
      await server.stop();
      await pglite.close();
    },
  };
}

export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'pglite');
}
