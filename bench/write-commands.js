// Commands per second of a simple write at concurrency 8, read-your-writes included, beside two
// peers doing the same work in the same run on the same database:
//   ambient: a profile edit through the CommandBus (load the user's stream, decide, append at the
//            expected version, answer once the users read model has it);
//   emmett:  @event-driven-io/emmett-postgresql doing the same (aggregateStream, decide,
//            appendToStream at the expected version, an inline projection updating the row, in a
//            table indexed by name as the console's users are, for its list's sort and search);
//   bare:    single-row INSERTs through a pool of 8 (the limit of this database and driver).
// Usage: npm run bench:write [-- --seconds 10 --concurrency 8 --users 800 --only ambient|emmett|bare]
// On PostgreSQL with DATABASE_URL (use an empty database), else PGlite in memory (ambient only).
import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import pg from 'pg';
import { SQL } from '@event-driven-io/dumbo';
import { STREAM_DOES_NOT_EXIST } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore, postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import { loadConfig } from '../apps/api/dist/config/app-config.js';
import { AppModule } from '../apps/api/dist/app.module.js';
import { ProjectionRunner, systemContext } from '../libs/event-sourcing/dist/index.js';
import { UserCommandMessage } from '../apps/api/dist/users/index.js';
import { measureLatencies } from './support/latency.js';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 10);
const concurrency = arg('concurrency', 8);
const userCount = arg('users', 800);
const databaseUrl = process.env.DATABASE_URL ?? null;

/** Runs `work(worker, n)` from `concurrency` workers for `seconds`; latencies in ms. */
async function measure(name, work) {
  const { calls, ...figures } = await measureLatencies(work, { seconds, concurrency });
  return { name, commands: calls, ...figures };
}

/** Worker w owns users w, w + concurrency, ...: no two workers write one stream at once. */
const mine = (w, n) => w + ((n * concurrency) % (userCount - (userCount % concurrency)));
const profile = (w, n) => ({
  name: `Bench User ${String.fromCharCode(65 + (w % 26))} ${String.fromCharCode(65 + (n % 26))}`,
  nickname: '',
  languageId: null,
  picture: null,
  defaultResidentId: null,
});

async function ambient() {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ambient-bench-')),
    SEED_ON_EMPTY: 'false',
  });
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot(config, { pgliteDir: 'memory://' }),
    { logger: ['error'] },
  );
  await app.get(ProjectionRunner).start();
  const commands = app.get(CommandBus);
  const context = systemContext();
  const ids = Array.from({ length: userCount }, (_, i) => `bench|user-${i}`);
  for (const userId of ids) {
    await commands.execute(
      new UserCommandMessage(
        {
          type: 'RegisterUser',
          data: {
            userId,
            email: `${userId.replace('|', '.')}@bench.demo`,
            name: 'Bench User',
            nickname: 'Bench',
            languageId: null,
            picture: null,
            defaultResidentId: null,
            role: 'Guest',
            domainIds: [],
            facilityIds: [],
            kioskIds: [],
            residentIds: [],
          },
        },
        context,
      ),
    );
  }
  const result = await measure('ambient', (w, n) =>
    commands.execute(
      new UserCommandMessage(
        { type: 'EditProfile', userId: ids[mine(w, n)], data: profile(w, n) },
        systemContext(),
      ),
    ),
  );
  await app.close();
  return result;
}

async function emmett() {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  await pool.query(
    'CREATE TABLE IF NOT EXISTS bench_emmett_profiles (id text PRIMARY KEY, name text NOT NULL, nickname text NOT NULL)',
  );
  // The same read model as the console's users list: sorted and searched by name, so an edit of a
  // name changes the same two indexes (`users_name_id_idx`, `users_name_trgm_idx`).
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await pool.query(
    'CREATE INDEX IF NOT EXISTS bench_emmett_profiles_name_id_idx ON bench_emmett_profiles (name, id)',
  );
  await pool.query(
    'CREATE INDEX IF NOT EXISTS bench_emmett_profiles_name_trgm_idx ON bench_emmett_profiles USING gin (name gin_trgm_ops)',
  );
  await pool.end();
  const profiles = postgreSQLRawSQLProjection({
    name: 'bench_emmett_profiles',
    canHandle: ['UserRegistered', 'UserProfileEdited'],
    evolve: (event) =>
      event.type === 'UserRegistered'
        ? SQL`INSERT INTO bench_emmett_profiles (id, name, nickname) VALUES (${event.data.userId}, ${event.data.name}, ${event.data.nickname})`
        : SQL`UPDATE bench_emmett_profiles SET name = ${event.data.name}, nickname = ${event.data.nickname} WHERE id = ${event.data.userId}`,
  });
  const store = getPostgreSQLEventStore(databaseUrl, {
    projections: [{ type: 'inline', projection: profiles }],
  });
  await store.schema.migrate();
  const evolve = (state, event) =>
    event.type === 'UserRegistered' ? { ...event.data } : { ...state, ...event.data };
  const ids = Array.from({ length: userCount }, (_, i) => `emmett-user-${i}`);
  for (const userId of ids) {
    await store.appendToStream(
      `user-${userId}`,
      [{ type: 'UserRegistered', data: { userId, name: 'Bench User', nickname: 'Bench' } }],
      {
        expectedStreamVersion: STREAM_DOES_NOT_EXIST,
      },
    );
  }
  const result = await measure('emmett', async (w, n) => {
    const userId = ids[mine(w, n)];
    const { state, currentStreamVersion } = await store.aggregateStream(`user-${userId}`, {
      evolve,
      initialState: () => null,
    });
    const next = profile(w, n);
    if (state.name === next.name) return;
    await store.appendToStream(
      `user-${userId}`,
      [{ type: 'UserProfileEdited', data: { userId, name: next.name, nickname: next.nickname || 'Bench' } }],
      {
        expectedStreamVersion: currentStreamVersion,
      },
    );
  });
  await store.close();
  return result;
}

async function bare() {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency });
  await pool.query(
    'CREATE TABLE IF NOT EXISTS bench_bare_rows (id bigserial PRIMARY KEY, k text NOT NULL, v jsonb NOT NULL)',
  );
  const result = await measure('bare', (w, n) =>
    pool.query('INSERT INTO bench_bare_rows (k, v) VALUES ($1, $2)', [
      `w${w}`,
      JSON.stringify(profile(w, n)),
    ]),
  );
  await pool.end();
  return result;
}

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const runs = { ambient, ...(databaseUrl ? { emmett, bare } : {}) };
const results = [];
for (const [name, run] of Object.entries(runs)) if (only === null || only === name) results.push(await run());
const base = results[0].perSecond;
console.log(
  JSON.stringify({ engine: databaseUrl ? 'PostgreSQL' : 'PGlite', concurrency, seconds, users: userCount }),
);
for (const r of results)
  console.log(JSON.stringify({ ...r, ambientRatio: Number((base / r.perSecond).toFixed(2)) }));
