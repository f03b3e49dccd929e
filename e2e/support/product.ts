/**
 * Starts the whole console for an end-to-end test: the real API in production mode on a free
 * port, serving the built console (apps/web/dist), on a database holding the demo data: an
 * in-memory PGlite, or with `TEST_DATABASE_URL` (as CI runs) a PostgreSQL database of the spec's
 * own, where the database's work leaves the test's process (a spec runs about a quarter faster).
 *
 * The demo data is seeded through commands once for the code under test: the first spec seeds
 * it and keeps it, named by a digest of the server's and the engine's code, of the migrations,
 * of the settings and of the day; every later spec starts from a copy of it. On PGlite the copy is
 * an archive of the database's files (`dumpDataDir`); on PostgreSQL a database made from the
 * seeded one as a template. The suite's data key and signing key are fixed, so that a copy opens
 * in every spec.
 */
import { randomBytes, type Hash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll } from '@jest/globals';
import type { Browser } from 'playwright-core';
import pg from 'pg';
import { createApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config/app-config.js';
import type { Database } from '../../apps/api/src/database/database.js';
import { DATABASE } from '../../apps/api/src/database/database.module.js';
import { Seeder } from '../../apps/api/src/seed/seeder.js';
import { freePort } from '../../apps/api/test/auth/oidc-test-client.js';
import { launchBrowser } from './browser.js';
import {
  archiveFile,
  keepArchive,
  pgliteTemplate,
  readArchive,
  schemaDigest,
} from '../../apps/api/test/support/pglite-template.js';

export { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-data.js';

export interface RunningProduct {
  url: string;
  app: NestExpressApplication;
  stop(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '..', '..');

/** The suite's own keys (test values only): a database seeded once opens in every spec. */
const SUITE_KEYS = {
  DATA_ENCRYPTION_KEY: 'e2e0'.repeat(16),
  MEDIA_SIGNING_KEY: 'end-to-end-suite-media-signing-key',
};

/**
 * The digest of the seeded demo for this code and these settings, seeded today: the demo's dates
 * are the day it was seeded, so a seeded copy serves one day at most.
 */
function seededDigest(env: NodeJS.ProcessEnv): Hash {
  const digest = schemaDigest().update(new Date().toISOString().slice(0, 10)).update(JSON.stringify(env));
  for (const folder of ['apps/api/src', 'libs/core/src', 'libs/event-sourcing/src']) {
    const files = readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' }).sort();
    for (const file of files.filter((name) => name.endsWith('.ts')))
      digest.update(file).update(readFileSync(join(ROOT, folder, file)));
  }
  return digest;
}

/** The advisory lock under which one spec seeds the demo on PostgreSQL while the others wait. */
const SEEDING_LOCK = 4_280_016;

const databaseUrl = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A PostgreSQL database of the spec's own, copied (`CREATE DATABASE … TEMPLATE`) from the demo
 * seeded once for this code and day; `seed` seeds it when no copy exists yet.
 */
async function seededPostgres(
  serverUrl: string,
  digest: Hash,
  seed: (url: string) => Promise<void>,
): Promise<{ url: string; drop(): Promise<void> }> {
  const template = `e2e_demo_${digest.digest('hex').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [SEEDING_LOCK]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount === 0) {
        const seeding = `${template}_seeding`;
        await admin.query(`DROP DATABASE IF EXISTS ${seeding} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${seeding}`);
        await seed(databaseUrl(serverUrl, seeding));
        await admin.query(`ALTER DATABASE ${seeding} RENAME TO ${template}`);
        // Demos seeded for other code or another day are of no more use.
        const old = await admin.query<{ datname: string }>(
          "SELECT datname FROM pg_database WHERE datname LIKE 'e2e\\_demo\\_%' AND datname <> $1",
          [template],
        );
        for (const { datname } of old.rows)
          await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [SEEDING_LOCK]);
    }
    const name = `e2e_spec_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    return {
      url: databaseUrl(serverUrl, name),
      drop: async () => {
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  } finally {
    await admin.end();
  }
}

/**
 * Starts the product for one spec: on PostgreSQL when `TEST_DATABASE_URL` is set (CI), on
 * PGlite in memory otherwise, each time from the demo seeded once.
 */
export async function startProduct(env: NodeJS.ProcessEnv = {}): Promise<RunningProduct> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const settings = (databaseUrl?: string) =>
    loadConfig({
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ambient-e2e-')),
      GATEWAY_HEALTH_URL: 'http://127.0.0.1:1/health',
      ...SUITE_KEYS,
      ...env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
  const options = { requestLogs: false, webDist: join(ROOT, 'apps', 'web', 'dist') };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database = await seededPostgres(serverUrl, seededDigest(env), async (seedingUrl) => {
      const seeding = await createApp(settings(seedingUrl), options);
      await seeding.get(Seeder).seed('demo');
      await seeding.close();
    });
    const app = await createApp(settings(database.url), options);
    await app.listen(port, '127.0.0.1');
    return {
      url,
      app,
      stop: async () => {
        await app.close();
        await database.drop();
      },
    };
  }
  const seeded = archiveFile('e2e-demo', seededDigest(env));
  const kept = readArchive(seeded);
  const app = await createApp(settings(), {
    ...options,
    pgliteDir: 'memory://',
    pgliteTemplate: kept ?? (await pgliteTemplate()),
  });
  if (!kept) {
    await app.get(Seeder).seed('demo');
    await keepArchive(seeded, await app.get<Database>(DATABASE).dumpDataDir!());
  }
  await app.listen(port, '127.0.0.1');
  return { url, app, stop: () => app.close() };
}

/** The product and Chromium of one spec: started before its tests, stopped after them. */
export interface Suite {
  readonly product: RunningProduct;
  readonly browser: Browser;
}

/** Starts the product (with `env`) and Chromium before the spec's tests and stops both after. */
export function productInChromium(env: NodeJS.ProcessEnv = {}): Suite {
  const suite = {} as { product: RunningProduct; browser: Browser };
  beforeAll(async () => {
    [suite.product, suite.browser] = await Promise.all([startProduct(env), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.product?.stop();
  });
  return suite;
}
