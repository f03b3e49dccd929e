/**
 * kill -9 during a write burst (issue 8, item 10): the built API runs as a child process on a
 * database of its own; concurrent clients create organizations and record every acknowledged
 * one; the process is killed with SIGKILL mid-burst and started again on the same data. Every
 * acknowledged write must be there, and a rebuild of the read models must equal the live ones.
 * Runs on PGlite (files on disk, the killed process's lock taken over) and on PostgreSQL
 * (TEST_DATABASE_URL, or a private cluster when it is unset and initdb is on PATH).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../src/seed/demo-data.js';
import { createPostgresDatabase } from '../support/databases.js';
import {
  builtServerPresent,
  REBUILD_CLI,
  runNode,
  signIn,
  spawnApi,
  type ApiProcess,
} from './support/api-process.js';
import {
  freePort,
  hasBinary,
  POSTGRES_BINARIES,
  startPrivatePostgres,
  waitFor,
  type PrivatePostgres,
} from './support/private-engines.js';

const ADMIN = 'admin@ambient.demo';
const CLIENTS = 8;
/** Acknowledged writes before the kill. */
const ACKED_BEFORE_KILL = 60;

type Rows = Record<string, string[]>;

/** Every table's rows as sorted JSON lines, the checkpoints (a clock column) left out. */
async function tablesOf(query: (sql: string) => Promise<Array<Record<string, unknown>>>): Promise<Rows> {
  const tables = await query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ` +
      `AND table_name <> 'projection_checkpoints' ORDER BY table_name`,
  );
  const rows: Rows = {};
  for (const { table_name: name } of tables) {
    const result = await query(`SELECT row_to_json(t)::text AS line FROM "${String(name)}" t`);
    rows[String(name)] = result.map((r) => String(r.line)).sort();
  }
  return rows;
}

interface Engine {
  name: string;
  /** The API's environment for this engine's database. */
  env(): Promise<Record<string, string>>;
  tables(): Promise<Rows>;
  close(): Promise<void>;
}

function pgliteEngine(): Engine {
  const dataDir = mkdtempSync(join(tmpdir(), 'ambient-faults-api-'));
  return {
    name: 'PGlite',
    env: async () => ({ DATA_DIR: dataDir }),
    tables: async () => {
      const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
      try {
        return await tablesOf(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows);
      } finally {
        await db.close();
      }
    },
    close: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function postgresEngine(): Engine | null {
  const shared = process.env.TEST_DATABASE_URL?.trim() || null;
  if (!shared && !POSTGRES_BINARIES.every(hasBinary)) return null;
  const dataDir = mkdtempSync(join(tmpdir(), 'ambient-faults-api-'));
  let cluster: PrivatePostgres | null = null;
  let database: { url: string; drop(): Promise<void> } | null = null;
  const url = async (): Promise<string> => {
    if (!database) {
      if (!shared) cluster = await startPrivatePostgres();
      database = await createPostgresDatabase(shared ?? cluster!.serverUrl);
    }
    return database.url;
  };
  return {
    name: shared ? 'PostgreSQL' : 'PostgreSQL (private cluster)',
    env: async () => ({ DATA_DIR: dataDir, DATABASE_URL: await url() }),
    tables: async () => {
      const client = new pg.Client({ connectionString: await url() });
      await client.connect();
      try {
        return await tablesOf(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows);
      } finally {
        await client.end();
      }
    },
    close: async () => {
      await database?.drop().catch(() => undefined);
      cluster?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const postgres = postgresEngine();
if (!postgres) {
  console.info('kill -9 on PostgreSQL skipped: neither TEST_DATABASE_URL nor initdb/pg_ctl are available.');
}
const engines = [pgliteEngine(), ...(postgres ? [postgres] : [])];

const describeBuilt = builtServerPresent() ? describe : describe.skip;
if (!builtServerPresent()) console.info('kill -9 suite skipped: run `npm run build:server` first.');

describeBuilt.each(engines)('kill -9 during a write burst on $name', (engine) => {
  const running: ApiProcess[] = [];
  afterAll(async () => {
    for (const api of running) await api.kill9();
    await engine.close();
  });

  it('keeps every acknowledged write, and a rebuild equals the live read models', async () => {
    const env = await engine.env();
    const port = await freePort();
    const first = await spawnApi(port, env);
    running.push(first);
    const token = await signIn(first.url, ADMIN, DEMO_PASSWORD);

    const acknowledged = new Map<number, string>();
    let attempted = 0;
    let killed = false;
    const client = async (n: number): Promise<void> => {
      // Each client keeps writing until the process is gone, so requests are in flight at the kill.
      for (let i = 0; first.child.exitCode === null && first.child.signalCode === null; i++) {
        const name = `Burst ${n}-${i}`;
        attempted++;
        try {
          const response = await fetch(`${first.url}/api/organizations`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ name }),
          });
          if (response.status !== 200) throw new Error(`POST organizations answered ${response.status}`);
          const body = (await response.json()) as { organization: { id: number; name: string } };
          acknowledged.set(body.organization.id, body.organization.name);
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
    await waitFor('writes to be acknowledged', () => acknowledged.size >= ACKED_BEFORE_KILL, 30_000, 5);
    // From here on, a failed request is one the kill cut off: it was never acknowledged.
    killed = true;
    await first.kill9();
    await Promise.all(clients);
    const acked = new Map(acknowledged);

    const restartStarted = Date.now();
    const second = await spawnApi(port, env);
    running.push(second);
    const restartMs = Date.now() - restartStarted;
    const token2 = await signIn(second.url, ADMIN, DEMO_PASSWORD);
    const list = await fetch(`${second.url}/api/organizations/manager`, {
      headers: { authorization: `Bearer ${token2}` },
    });
    expect(list.status).toBe(200);
    const organizations = ((await list.json()) as { organizations: Array<{ id: number; name: string }> })
      .organizations;
    const found = new Map(organizations.map((o) => [o.id, o.name]));
    const lost = [...acked].filter(([id, name]) => found.get(id) !== name);
    console.info(
      `kill -9 on ${engine.name}: ${attempted} writes attempted, ${acked.size} acknowledged, ` +
        `${lost.length} acknowledged lost; restart answered in ${restartMs} ms`,
    );
    expect(lost).toEqual([]);

    // The live read models, then the same after a rebuild from the event log.
    await second.stop();
    const live = await engine.tables();
    expect(Object.keys(live)).toContain('organizations');
    const rebuild = await runNode(REBUILD_CLI, env);
    expect({ code: rebuild.code, output: rebuild.output }).toEqual({
      code: 0,
      output: expect.stringMatching(/Rebuilt/),
    });
    const rebuilt = await engine.tables();
    for (const table of Object.keys(live))
      expect({ table, rows: rebuilt[table] }).toEqual({ table, rows: live[table] });
    // Two API processes, a restart and a rebuild on PGlite files: about 25 s alone, over a minute
    // beside a browser spec on two cores. A ceiling, not a speed check.
  }, 480_000);
});
