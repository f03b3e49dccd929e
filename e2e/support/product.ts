/**
 * Starts the whole console for an end-to-end test: the real API in production mode on a free
 * port, serving the built console (apps/web/dist), on a database holding the demo data: an
 * in-memory PGlite, or with `TEST_DATABASE_URL` (as CI runs) a PostgreSQL database of the spec's
 * own, where the database's work leaves the test's process (a spec runs about a quarter faster).
 *
 * The demo data is seeded through commands once for the code under test and every spec starts
 * from a copy of it (`demo-copies.ts`), opened with the suites' fixed keys.
 */
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { createApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config/app-config.js';
import { freePort } from '../../apps/api/test/auth/oidc-test-client.js';
import { onDemoCopy, SUITE_KEYS } from '../../apps/api/test/support/demo-copies.js';
import { keepsBrowser, sharedBrowser } from './browser.js';

export { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-data.js';

export interface RunningProduct {
  url: string;
  app: NestExpressApplication;
  stop(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * Starts the product for one spec: on PostgreSQL when `TEST_DATABASE_URL` is set (CI), on
 * PGlite in memory otherwise, each time from a copy of the demo seeded once. Its public URL names
 * `publicHost` (localhost unless told).
 */
export async function startProduct(
  env: NodeJS.ProcessEnv = {},
  publicHost = 'localhost',
): Promise<RunningProduct> {
  const port = await freePort();
  const url = `http://${publicHost}:${port}`;
  const settings = (databaseUrl: string | null, dataDir: string) =>
    loadConfig({
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      GATEWAY_HEALTH_URL: 'http://127.0.0.1:1/health',
      ...SUITE_KEYS,
      ...env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
  const options = { requestLogs: false, webDist: join(ROOT, 'apps', 'web', 'dist') };
  const { app, drop } = await onDemoCopy({
    kind: 'e2e',
    serverUrl: process.env.TEST_DATABASE_URL,
    settings: { ...SUITE_KEYS, ...env },
    createApp: ({ databaseUrl, dataDir, pgliteTemplate }) =>
      createApp(settings(databaseUrl, dataDir), { ...options, pgliteDir: 'memory://', pgliteTemplate }),
  });
  await app.listen(port, '127.0.0.1');
  return {
    url,
    app,
    stop: async () => {
      await app.close();
      await drop();
    },
  };
}

/** The product and Chromium of one spec: started before its tests, stopped after them. */
export interface Suite {
  readonly product: RunningProduct;
  readonly browser: Browser;
}

/**
 * Starts the product (with `env`) before the spec's tests, in the worker's Chromium, and after them
 * closes every browser context the spec opened (run in band, the Chromium) and stops the product.
 */
export function productInChromium(env: NodeJS.ProcessEnv = {}, publicHost?: string): Suite {
  const suite = {} as { product: RunningProduct; browser: Browser };
  beforeAll(async () => {
    [suite.product, suite.browser] = await Promise.all([startProduct(env, publicHost), sharedBrowser()]);
  }, 120_000);
  afterAll(async () => {
    if (keepsBrowser) await Promise.all(suite.browser?.contexts().map((context) => context.close()) ?? []);
    else await suite.browser?.close();
    await suite.product?.stop();
  });
  return suite;
}
