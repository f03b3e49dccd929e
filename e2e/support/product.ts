/**
 * Starts the whole console for an end-to-end test: the real API in production mode on a free
 * port, serving the built console (apps/web/dist), on an in-memory PGlite holding the demo data.
 *
 * The demo data is seeded through commands once for the code under test: the first spec seeds
 * it and keeps its database as an archive (`dumpDataDir`), named by a digest of the server's and
 * the engine's code, of the migrations and of the settings; every later spec starts from a copy
 * of it. The suite's data key and signing key are fixed, so that a copy opens in every spec.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config/app-config.js';
import type { Database } from '../../apps/api/src/database/database.js';
import { DATABASE } from '../../apps/api/src/database/database.module.js';
import { Seeder } from '../../apps/api/src/seed/seeder.js';
import { freePort } from '../../apps/api/test/auth/oidc-test-client.js';
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
 * The file of the seeded archive for this code and these settings, seeded today: the demo's
 * dates are the day it was seeded, so an archive serves one day at most.
 */
function seededFile(env: NodeJS.ProcessEnv): string {
  const digest = schemaDigest().update(new Date().toISOString().slice(0, 10)).update(JSON.stringify(env));
  for (const folder of ['apps/api/src', 'libs/core/src', 'libs/event-sourcing/src']) {
    const files = readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' }).sort();
    for (const file of files.filter((name) => name.endsWith('.ts')))
      digest.update(file).update(readFileSync(join(ROOT, folder, file)));
  }
  return archiveFile('e2e-demo', digest);
}

export async function startProduct(env: NodeJS.ProcessEnv = {}): Promise<RunningProduct> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ambient-e2e-')),
    GATEWAY_HEALTH_URL: 'http://127.0.0.1:1/health',
    ...SUITE_KEYS,
    ...env,
  });
  const seeded = seededFile(env);
  const kept = readArchive(seeded);
  const app = await createApp(config, {
    pgliteDir: 'memory://',
    pgliteTemplate: kept ?? (await pgliteTemplate()),
    requestLogs: false,
    webDist: join(ROOT, 'apps', 'web', 'dist'),
  });
  if (!kept) {
    await app.get(Seeder).seed('demo');
    await keepArchive(seeded, await app.get<Database>(DATABASE).dumpDataDir!());
  }
  await app.listen(port, '127.0.0.1');
  return { url, app, stop: () => app.close() };
}
