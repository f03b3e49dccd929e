// Commands per second of a simple write (a profile edit through the CommandBus: load the
// stream, decide, append at the expected version, wait for the read model) at concurrency 8.
// Usage: npm run bench:write [-- --seconds 10 --concurrency 8]
// Runs on PGlite in a temporary folder, or on PostgreSQL when DATABASE_URL is set (use an
// empty database: the demo seed is written first).
import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { loadConfig } from '../apps/api/dist/config/app-config.js';
import { CoreModule } from '../apps/api/dist/core.module.js';
import { systemContext } from '../apps/api/dist/event-sourcing/command-context.js';
import { ProjectionRunner } from '../apps/api/dist/event-sourcing/projection-runner.js';
import { Seeder } from '../apps/api/dist/seed/seeder.js';
import { UserCommandMessage } from '../apps/api/dist/users/user.commands.js';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 10);
const concurrency = arg('concurrency', 8);

const config = loadConfig({
  ...process.env,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'ambient-bench-')),
  SEED_ON_EMPTY: 'false',
});
const app = await NestFactory.createApplicationContext(
  CoreModule.forRoot(config, { pgliteDir: 'memory://' }),
  { logger: ['error'] },
);
await app.get(ProjectionRunner).start();
const seeder = app.get(Seeder);
if (await seeder.isEmpty()) await seeder.seed('demo');
const commands = app.get(CommandBus);
const users = [
  'admin',
  'domainManager',
  'kioskManager',
  'oneKioskManager',
  'family',
  'oneFamily',
  'visitor',
].map((k) => `ambient|${k}`);
for (let i = 1; i <= 16; i += 1) users.push(`ambient|demo-${i}`);

const latencies = [];
let done = 0;
const deadline = Date.now() + seconds * 1000;
async function worker(w) {
  let n = 0;
  while (Date.now() < deadline) {
    const userId = users[(w + n * concurrency) % users.length];
    const started = performance.now();
    await commands.execute(
      new UserCommandMessage(
        userId,
        {
          type: 'EditProfile',
          data: {
            name: `Bench User ${String.fromCharCode(65 + w)} ${String.fromCharCode(65 + (n % 26))}`,
            nickname: '',
            languageId: null,
            picture: null,
            defaultResidentId: null,
          },
        },
        systemContext(),
      ),
    );
    latencies.push(performance.now() - started);
    done += 1;
    n += 1;
  }
}
const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
console.log(
  JSON.stringify({
    engine: config.databaseUrl ? 'PostgreSQL' : 'PGlite',
    concurrency,
    commands: done,
    seconds: Number(elapsed.toFixed(1)),
    commandsPerSecond: Number((done / elapsed).toFixed(1)),
    p50ms: Number(pct(50)),
    p99ms: Number(pct(99)),
  }),
);
await app.close();
