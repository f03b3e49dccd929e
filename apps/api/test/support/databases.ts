/**
 * The database engines every integration suite runs on: PGlite always, and real PostgreSQL
 * when TEST_DATABASE_URL is set (each suite gets a database of its own, dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/database/database.js';

export interface TestDatabase extends Database {
  /** The URL of this suite's database, or null for PGlite. */
  url: string | null;
}

export interface DatabaseEngine {
  name: 'PGlite' | 'PostgreSQL';
  open(): Promise<TestDatabase>;
}

const pgliteEngine: DatabaseEngine = {
  name: 'PGlite',
  async open() {
    const db = await openDatabase({ databaseUrl: null, pgliteDir: 'memory://' });
    return { ...db, url: null };
  },
};

function postgresEngine(serverUrl: string): DatabaseEngine {
  return {
    name: 'PostgreSQL',
    async open() {
      const name = `ambient_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const db = await openDatabase({ databaseUrl: url.toString(), pgliteDir: '' });
      return {
        ...db,
        url: url.toString(),
        close: async () => {
          await db.close();
          const dropper = new pg.Client({ connectionString: serverUrl });
          await dropper.connect();
          await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await dropper.end();
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
