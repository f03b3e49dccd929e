/**
 * The real API for integration tests: createApp on one engine (in-memory PGlite, or a fresh
 * PostgreSQL database), the demo data seeded through commands, listening on a free port, with
 * a helper that signs in through the built-in provider exactly as the console does.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../src/app.js';
import { APP_CONFIG, loadConfig, type AppConfig } from '../../src/config/app-config.js';
import { Seeder } from '../../src/seed/seeder.js';
import { freePort, signInWithCode } from '../auth/oidc-test-client.js';
import { createPostgresDatabase, type DatabaseEngine } from './databases.js';
import { pgliteTemplate } from './pglite-template.js';
import { onDemoCopy, SEED_NEUTRAL, SUITE_KEYS } from './demo-copies.js';

export { DEMO_PASSWORD } from '../../src/seed/demo-data.js';

export { freePort };

export interface RunningApi {
  app: NestExpressApplication;
  config: AppConfig;
  url: string;
  /** Signs in on the provider's page and answers the API access token. */
  signIn(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/** An existing database to start on (a test that wrote an older log first) instead of a new one. */
export interface ExistingDatabase {
  /** PostgreSQL: this database, left in place on close. */
  databaseUrl?: string;
  /** PGlite: these files. */
  pgliteDir?: string;
  /** It holds an API's data already: the demo is not seeded again. */
  seeded?: boolean;
}

/**
 * A database of its own that outlives one API, for a test that stops and starts APIs on it: a new
 * PostgreSQL database (`drop` removes it), or PGlite files in a new folder.
 */
export async function ownDatabase(
  engine: DatabaseEngine,
): Promise<ExistingDatabase & { drop(): Promise<void> }> {
  if (!engine.serverUrl)
    return {
      pgliteDir: join(mkdtempSync(join(tmpdir(), 'ambient-db-')), 'pglite'),
      drop: async () => undefined,
    };
  const created = await createPostgresDatabase(engine.serverUrl);
  return { databaseUrl: created.url, drop: created.drop };
}

export async function startApi(
  engine: DatabaseEngine,
  env: Record<string, string> = {},
  existing: ExistingDatabase = {},
): Promise<RunningApi> {
  const port = await freePort();
  const settings = (databaseUrl: string | null, dataDir: string, more: Record<string, string> = {}) =>
    loadConfig({
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      GATEWAY_HEALTH_URL: 'http://127.0.0.1:1/health',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...more,
      ...env,
    });
  const options = { requestLogs: false, throwOnStartFailure: true } as const;
  const fresh = !existing.databaseUrl && !existing.pgliteDir && !existing.seeded;
  if (fresh && Object.keys(env).every((name) => SEED_NEUTRAL.has(name))) {
    const config = (dataDir: string, databaseUrl: string | null) =>
      settings(databaseUrl, dataDir, SUITE_KEYS);
    const { app, drop } = await onDemoCopy({
      kind: 'api',
      serverUrl: engine.serverUrl,
      settings: SUITE_KEYS,
      createApp: ({ databaseUrl, dataDir, pgliteTemplate }) =>
        createApp(config(dataDir, databaseUrl), { ...options, pgliteDir: 'memory://', pgliteTemplate }),
    });
    return running(app, app.get<AppConfig>(APP_CONFIG), port, drop);
  }

  let databaseUrl: string | null = existing.databaseUrl ?? null;
  let drop = async (): Promise<void> => undefined;
  if (engine.serverUrl && !databaseUrl) {
    const created = await createPostgresDatabase(engine.serverUrl, { migrated: true });
    databaseUrl = created.url;
    drop = created.drop;
  }
  const config = settings(databaseUrl, mkdtempSync(join(tmpdir(), 'ambient-api-')));
  const app = await createApp(config, {
    ...options,
    pgliteDir: existing.pgliteDir ?? 'memory://',
    // A new database starts from the migrated template (an existing folder opens as it is).
    pgliteTemplate: databaseUrl ? undefined : await pgliteTemplate(),
  });
  if (!existing.seeded) await app.get(Seeder).seed('demo');
  return running(app, config, port, drop);
}

/** The API listening on `port`, with its sign-in helper; `drop` removes its database on close. */
async function running(
  app: NestExpressApplication,
  config: AppConfig,
  port: number,
  drop: () => Promise<void>,
): Promise<RunningApi> {
  await app.listen(port, '127.0.0.1');
  const url = config.publicUrl;

  const signIn = (email: string, password: string): Promise<string> =>
    signInWithCode(url, email, password, config.oidc.clientId);

  return {
    app,
    config,
    url,
    signIn,
    close: async () => {
      await app.close();
      await drop().catch(() => undefined);
    },
  };
}

/** A PNG of the given size (one flat colour), made with zlib, for picture uploads. */
export async function pngOf(width: number, height: number): Promise<Buffer> {
  const { deflateSync, crc32 } = await import('node:zlib');
  const chunk = (type: string, data: Buffer): Buffer => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x7f)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
