/**
 * Opens the database: PostgreSQL when DATABASE_URL is set, otherwise PGlite (real PostgreSQL
 * compiled to WebAssembly) in this process with its files under `${dataDir}/pglite`, served on
 * a loopback port through pglite-socket so both engines use the same `pg` driver and code.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { DataSource } from 'typeorm';
import type { DataKey } from '@ambient/event-sourcing';
import { keepDataKeyFor } from './data-key.js';
import { MIGRATIONS } from './migrations/index.js';
import { QueryErrorLogger } from './query-error.logger.js';

export interface Database {
  dataSource: DataSource;
  engine: 'PostgreSQL' | 'PGlite';
  close(): Promise<void>;
  /** PGlite only: its data folder as a compressed archive (what `pgliteTemplate` takes). */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  /** Where PGlite keeps its files; `memory://` keeps them in memory (tests). */
  pgliteDir: string;
  /**
   * What a new PGlite database (in memory, or in a folder still empty) starts from: a data folder
   * dumped by `dumpDataDir` (tests start from one already migrated, instead of making and
   * migrating a cluster each time).
   */
  pgliteTemplate?: Blob;
  poolSize?: number;
  /** The TypeORM entities of every table (the composition root's `ENTITIES`). */
  entities: readonly EntityClass[];
  /** The migrations to run; all of them (`MIGRATIONS`) unless told (a test builds an older schema). */
  migrations?: readonly EntityClass[];
  /** Seals what an older log kept in clear, for the migrations that need it (decision 0024). */
  dataKey?: DataKey;
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM takes entity classes as plain functions
export type EntityClass = Function;

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

function makeDataSource(url: string, poolSize: number, options: DatabaseOptions): DataSource {
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    entities: [...options.entities],
    migrations: [...(options.migrations ?? MIGRATIONS)],
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    poolSize,
    logger: new QueryErrorLogger(),
  });
  if (options.dataKey) keepDataKeyFor(dataSource, options.dataKey);
  return dataSource;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const dataSource = makeDataSource(options.databaseUrl, options.poolSize ?? 10, options);
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    return { dataSource, engine: 'PostgreSQL', close: () => dataSource.destroy() };
  }

  let unlock = (): void => undefined;
  let fresh = true;
  if (!options.pgliteDir.startsWith('memory://')) {
    mkdirSync(options.pgliteDir, { recursive: true });
    unlock = lockPgliteFiles(options.pgliteDir);
    fresh = readdirSync(options.pgliteDir).length === 0;
  }
  // A new database (in memory, or files not made yet) starts from the template when given one.
  const loadDataDir = fresh ? options.pgliteTemplate : undefined;
  // pg_trgm backs the trigram indexes that make list searches (ILIKE '%term%') fast.
  const pglite = await PGlite.create(options.pgliteDir, { extensions: { pg_trgm }, loadDataDir });
  const port = await freePort();
  // One connection: pglite-socket multiplexes connections onto PGlite's single session, and
  // concurrent extended-protocol queries from two connections can interleave (measured: the
  // write benchmark at concurrency 8 fails with "unnamed prepared statement does not exist").
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port, maxConnections: 1 });
  await server.start();
  const dataSource = makeDataSource(`postgres://postgres@127.0.0.1:${port}/postgres`, 1, options);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return {
    dataSource,
    engine: 'PGlite',
    dumpDataDir: async () => {
      // Every page on the files first: the archive then opens without replaying the log. Not
      // compressed: unpacking a gzipped archive took half of each opening (about 0.6 s of 1.1 s).
      await pglite.exec('CHECKPOINT');
      return pglite.dumpDataDir('none');
    },
    close: async () => {
      await dataSource.destroy();
      await server.stop();
      await pglite.close();
      unlock();
    },
  };
}

/** Another process has the PGlite files open (PGlite cannot share them). */
export class PgliteFilesInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The database files under ${dir} are open in another process (pid ${pid}, the API or a command). ` +
        'PGlite cannot share its files between processes: stop that process first, then run this again ' +
        '(or run on PostgreSQL with DATABASE_URL, where the API and commands share the database).',
    );
    this.name = 'PgliteFilesInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock files this process holds: opening the same files twice in one process is refused too. */
const heldHere = new Set<string>();

/**
 * Claims the PGlite folder for this process with a lock file beside it holding our pid: a
 * second process (a rebuild or seed command while the API runs) is refused instead of opening
 * the same files and corrupting them. A lock left by a process that died is taken over.
 */
function lockPgliteFiles(dir: string): () => void {
  const file = `${dir}.lock`;
  if (heldHere.has(file)) throw new PgliteFilesInUseError(dir, process.pid);
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(file, 'utf8'));
    // Our own pid in a file this process does not hold is a lock left by a killed process whose
    // pid we were given again (a container's first process always has the same one): stale.
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder))
      throw new PgliteFilesInUseError(dir, holder);
    writeFileSync(file, String(process.pid));
  }
  heldHere.add(file);
  return () => {
    heldHere.delete(file);
    rmSync(file, { force: true });
  };
}

export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'pglite');
}
