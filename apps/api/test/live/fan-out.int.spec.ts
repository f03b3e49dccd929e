import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { io, type Socket } from 'socket.io-client';
import type { Profile } from '@ambient/core';
import { createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/app-config.js';
import { UsersReader } from '../../src/users/users.reader.js';
import { databaseEngines } from '../support/databases.js';
import { DEMO_PASSWORD, freePort, startApi, type RunningApi } from '../support/api-app.js';

const redisUrl = process.env.TEST_REDIS_URL;
const postgres = databaseEngines().find((engine) => engine.name === 'PostgreSQL');

if (redisUrl && postgres) {
  describe('two API instances on one PostgreSQL database and one Redis', () => {
    let first: RunningApi;
    let second: NestExpressApplication;
    let secondUrl: string;

    beforeAll(async () => {
      first = await startApi(postgres, { REDIS_URL: redisUrl });
      const port = await freePort();
      secondUrl = `http://127.0.0.1:${port}`;
      // Same database, keys and issuer (PUBLIC_URL) as the first: one deployment, two processes.
      const config = loadConfig({
        PORT: String(port),
        PUBLIC_URL: first.config.publicUrl,
        DATA_DIR: first.config.dataDir,
        DATABASE_URL: first.config.databaseUrl ?? '',
        REDIS_URL: redisUrl,
        SEED_ON_EMPTY: 'false',
        GATEWAY_HEALTH_URL: 'http://127.0.0.1:1/health',
      });
      second = await createApp(config, { requestLogs: false });
      await second.listen(port, '127.0.0.1');
    }, 120_000);

    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it('pushes a profile edit made on one instance to a tab connected to the other', async () => {
      const token = await first.signIn('family@ambient.demo', DEMO_PASSWORD);
      const tab: Socket = io(secondUrl, {
        path: '/socket.io',
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
      });
      await new Promise<void>((resolve, reject) => {
        tab.on('connect', () => resolve());
        tab.on('connect_error', reject);
      });
      const received = new Promise<Profile>((resolve) =>
        tab.on('profile.updated', (p: { profile: Profile }) => resolve(p.profile)),
      );
      const me = (await (
        await fetch(`${first.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { profile: Profile };
      const saved = await fetch(`${first.url}/api/users/${encodeURIComponent(me.profile.id)}/profile/admin`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...me.profile, name: 'Fiona Across Instances' }),
      });
      expect(saved.status).toBe(200);
      expect((await received).name).toBe('Fiona Across Instances');
      tab.close();
    });

    it('lets both instances project the same log without applying an event twice', async () => {
      const reader = second.get(UsersReader);
      await expect(reader.findProfile('ambient|family')).resolves.toMatchObject({
        name: 'Fiona Across Instances',
      });
      expect(await reader.count()).toBe(await first.app.get(UsersReader).count());
    });
  });
} else {
  describe('two API instances on one PostgreSQL database and one Redis', () => {
    it.skip('skipped: needs TEST_DATABASE_URL and TEST_REDIS_URL (a shared PostgreSQL and Redis)', () =>
      undefined);
  });
}
