import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
import { AppModule } from '../../src/app.module.js';
import { openToolContext } from '../../src/tool-context.js';
import { ProjectionRunner } from '@ambient/event-sourcing';
import { createPostgresDatabase, type DatabaseEngine } from './databases.js';
import { pgliteTemplate } from './pglite-template.js';

export interface CoreContext {
  app: INestApplicationContext;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * Boots the application without HTTP on one engine: PGlite in memory, or a fresh PostgreSQL
 * database of its own; following the log, as the API does, or as a command-line tool opens it
 * (`tool`: no background work, the projections not started).
 */
export async function startCore(
  engine: DatabaseEngine,
  env: NodeJS.ProcessEnv = {},
  { tool = false }: { tool?: boolean } = {},
): Promise<CoreContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ambient-test-'));
  let databaseUrl: string | undefined;
  let dispose = async (): Promise<void> => undefined;
  if (engine.serverUrl) {
    const created = await createPostgresDatabase(engine.serverUrl, { migrated: true });
    databaseUrl = created.url;
    dispose = created.drop;
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_ON_EMPTY: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const options = {
    pgliteDir: 'memory://',
    pgliteTemplate: databaseUrl ? undefined : await pgliteTemplate(),
  };
  const app = tool
    ? await openToolContext(config, options)
    : await NestFactory.createApplicationContext(AppModule.forRoot(config, options), { logger: ['error'] });
  app.enableShutdownHooks();
  if (!tool) await app.get(ProjectionRunner).start();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await dispose().catch(() => undefined);
    },
  };
}
