// The API in the bench's own process on a free port, the demo seeded when its admin is missing,
// and the admin signed in through the built-in provider as the console does.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../apps/api/dist/app.js';
import { loadConfig } from '../../apps/api/dist/config/app-config.js';
import { DEMO_PASSWORD } from '../../apps/api/dist/seed/demo-data.js';
import { Seeder } from '../../apps/api/dist/seed/seeder.js';
import { UsersReader } from '../../apps/api/dist/users/users.reader.js';
import { signIn } from './sign-in.js';

export async function startBenchApi(dataDir = mkdtempSync(join(tmpdir(), 'ambient-bench-'))) {
  const port = await new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });
  const url = `http://localhost:${port}`;
  // The data key the seed wrote into its data folder (DATA_DIR, `data` by default), so that the
  // bench's API, in a data folder of its own, opens the people's keys the seed sealed.
  const seededKey = join(process.env.DATA_DIR ?? 'data', 'keys', 'data-encryption.key');
  const dataKey =
    process.env.DATA_ENCRYPTION_KEY ??
    (existsSync(seededKey) ? readFileSync(seededKey, 'utf8').trim() : undefined);
  const config = loadConfig({
    ...process.env,
    ...(dataKey ? { DATA_ENCRYPTION_KEY: dataKey } : {}),
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    SEED_ON_EMPTY: 'false',
    LOG_LEVEL: 'warn',
  });
  const app = await createApp(config, { requestLogs: false });
  if (!(await app.get(UsersReader).findRowByEmail('admin@ambient.demo'))) await app.get(Seeder).seed('demo');
  await app.listen(port, '127.0.0.1');
  const token = await signIn(url, config.oidc.clientId, 'admin@ambient.demo', DEMO_PASSWORD);
  return { app, url, config, token };
}
