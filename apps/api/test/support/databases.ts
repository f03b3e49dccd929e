/**
 * The database engines every integration suite runs on: PGlite always, and real PostgreSQL
 * when TEST_DATABASE_URL is set (each suite gets a database of its own, dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/database/database.js';
import { ENTITIES } from '../../src/entities.js';
import { pgliteTemplate } from './pglite-template.js';

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

/** Creates an empty database of its own on the server; `drop` removes it. */
export async function createPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ambient_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
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
      const created = await createPostgresDatabase(serverUrl);
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
