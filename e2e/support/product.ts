/**
 * Starts the whole console for an end-to-end test: the real API in production mode on a free
 * port, serving the built console (apps/web/dist), with the demo data seeded through commands
 * into an in-memory PGlite (or a fresh PostgreSQL database when TEST_DATABASE_URL is set).
 */
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config/app-config.js';
import { Seeder } from '../../apps/api/src/seed/seeder.js';
import { pgliteTemplate } from '../../apps/api/test/support/pglite-template.js';

export { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-data.js';

export interface RunningProduct {
  url: string;
  app: NestExpressApplication;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
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
    ...env,
  });
  const app = await createApp(config, {
    pgliteDir: 'memory://',
    pgliteTemplate: await pgliteTemplate(),
    requestLogs: false,
    webDist: resolve(import.meta.dirname, '..', '..', 'apps', 'web', 'dist'),
  });
  await app.get(Seeder).seed('demo');
  await app.listen(port, '127.0.0.1');
  return { url, app, stop: () => app.close() };
}
