/**
 * Redis restarted while serving (issue 8, item 10). Two API instances share one database and a
 * private Redis (never the machine's shared one), whose Socket.IO adapter fans live updates out
 * between them. Redis is killed and started again, empty: the instances reconnect by themselves
 * and a profile edit made on one reaches a tab connected to the other again; the health answer
 * shows the queue down during the outage and up after it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { io, type Socket } from 'socket.io-client';
import type { Profile } from '@ambient/core';
import { createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/app-config.js';
import { DEMO_PASSWORD, freePort, startApi, type RunningApi } from '../support/api-app.js';
import {
  hasBinary,
  POSTGRES_BINARIES,
  startPrivatePostgres,
  startPrivateRedis,
  waitFor,
  type PrivatePostgres,
  type PrivateServer,
} from './support/private-engines.js';

const sharedPostgres = process.env.TEST_DATABASE_URL?.trim() || null;
const present = hasBinary('redis-server') && (sharedPostgres !== null || POSTGRES_BINARIES.every(hasBinary));
if (!present) {
  console.info(
    'Redis restart suite skipped: needs redis-server, and TEST_DATABASE_URL or initdb/pg_ctl, on PATH.',
  );
}
const describeWith = present ? describe : describe.skip;

/** Names take letters only: one word per attempt, so each edit is a change the tab can tell apart. */
const ATTEMPT_NAMES = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'];

describeWith('Redis restarted while two API instances serve', () => {
  let cluster: PrivatePostgres | null = null;
  let redis: PrivateServer;
  let first: RunningApi;
  let second: NestExpressApplication;
  let secondUrl: string;
  let token: string;
  let adminToken: string;
  let tab: Socket;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    if (!sharedPostgres) cluster = await startPrivatePostgres();
    const serverUrl = sharedPostgres ?? cluster!.serverUrl;
    first = await startApi(
      { name: 'PostgreSQL', serverUrl, open: () => Promise.reject(new Error('not used')) },
      { REDIS_URL: redis.url },
    );
    const port = await freePort();
    secondUrl = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      PORT: String(port),
      PUBLIC_URL: first.config.publicUrl,
      DATA_DIR: first.config.dataDir,
      DATABASE_URL: first.config.databaseUrl ?? '',
      REDIS_URL: redis.url,
      SEED_ON_EMPTY: 'false',
      GATEWAY_HEALTH_URL: 'http://127.0.0.1:1/health',
    });
    second = await createApp(config, { requestLogs: false });
    await second.listen(port, '127.0.0.1');
    token = await first.signIn('family@ambient.demo', DEMO_PASSWORD);
    adminToken = await first.signIn('admin@ambient.demo', DEMO_PASSWORD);
    tab = io(secondUrl, { path: '/socket.io', auth: { token }, transports: ['websocket'] });
    await new Promise<void>((resolve, reject) => {
      tab.once('connect', () => resolve());
      tab.once('connect_error', reject);
    });
  }, 90_000);

  afterAll(async () => {
    tab?.close();
    await second?.close();
    await first?.close();
    await redis?.close();
    cluster?.close();
  });

  /** Edits the profile on the first instance and answers whether the tab on the second saw it. */
  const editSeenAcross = async (name: string, timeoutMs: number): Promise<boolean> => {
    const received = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      const listener = (p: { profile: Profile }): void => {
        if (p.profile.name !== name) return;
        clearTimeout(timer);
        tab.off('profile.updated', listener);
        resolve(true);
      };
      tab.on('profile.updated', listener);
    });
    const me = (await (
      await fetch(`${first.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { profile: Profile };
    const saved = await fetch(`${first.url}/api/users/${encodeURIComponent(me.profile.id)}/profile/admin`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...me.profile, name }),
    });
    expect(saved.status).toBe(200);
    return received;
  };

  /** The queue's state in the health answer's details, which only an admin sees. */
  const queueState = async (url: string): Promise<string | undefined> => {
    const response = await fetch(`${url}/api/health`, { headers: { authorization: `Bearer ${adminToken}` } });
    const body = (await response.json()) as {
      parts: Array<{ part: string; state: string }>;
    };
    return body.parts.find((p) => p.part === 'queue')?.state;
  };

  it('fans live updates out again once Redis is back, by itself', async () => {
    expect(await editSeenAcross('Fiona Before Restart', 10_000)).toBe(true);

    await redis.kill();
    expect(await queueState(first.url)).toBe('down');
    // Writes do not need Redis: the edit is saved during the outage.
    const me = (await (
      await fetch(`${first.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { profile: Profile };
    expect(me.profile.name).toBe('Fiona Before Restart');

    await redis.start();
    const up = Date.now();
    let attempt = 0;
    // A restarted Redis is empty: the adapters must reconnect and subscribe again on their own.
    await waitFor(
      'an edit on one instance to reach the tab on the other',
      () => editSeenAcross(`Fiona After Restart ${ATTEMPT_NAMES[++attempt % ATTEMPT_NAMES.length]}`, 500),
      30_000,
      0,
    );
    console.info(
      `Redis restart: fan-out working again ${Date.now() - up} ms after the restart (${attempt} edit(s))`,
    );
    expect(await queueState(first.url)).toBe('up');
    expect(tab.connected).toBe(true);
  });
});
