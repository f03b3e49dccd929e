/**
 * PostgreSQL restarted while serving (issue 8, item 10). A private cluster (never the machine's
 * shared server) is stopped at once, as a crash would, under a running API and device gateway:
 * requests during the outage answer 503 with the spec's error fields instead of hanging, and once
 * the server is back both recover by themselves: writes succeed, the projections catch up, and the
 * presence facts the gateway observed during the outage are recorded in order.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { deviceStream } from '@ambient/core';
import { KioskType } from '@ambient/device-protocol';
import { KioskSimulator } from '@ambient/simulators';
import pg from 'pg';
import { startGateway, type RunningGateway } from '../../../device-gateway/src/gateway.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import {
  hasBinary,
  POSTGRES_BINARIES,
  startPrivatePostgres,
  waitFor,
  type PrivatePostgres,
} from './support/private-engines.js';

const present = POSTGRES_BINARIES.every(hasBinary);
if (!present) console.info('PostgreSQL restart suite skipped: initdb and pg_ctl are not on PATH.');
const describeWith = present ? describe : describe.skip;

describeWith('PostgreSQL restarted while the API and the gateway serve', () => {
  let cluster: PrivatePostgres;
  let api: RunningApi;
  let gateway: RunningGateway;
  let token: string;
  const kiosks: KioskSimulator[] = [];
  const baseTopic = `ambient-faults-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    api = await startApi({
      name: 'PostgreSQL',
      serverUrl: cluster.serverUrl,
      open: () => Promise.reject(new Error('not used')),
    });
    token = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
    gateway = await startGateway(
      {
        httpPort: 0,
        mqttUrl: null,
        mqttHost: '127.0.0.1',
        mqttPort: 0,
        baseTopic,
        connectTimeoutMs: 5_000,
        databaseUrl: api.config.databaseUrl,
        eventStoreUrl: null,
      },
      { logger: false },
    );
  }, 60_000);

  afterAll(async () => {
    for (const kiosk of kiosks) await kiosk.drop().catch(() => undefined);
    await gateway?.close();
    await api?.close();
    cluster?.close();
  });

  const call = async (
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: Record<string, unknown> }> => {
    const response = await fetch(`${api.url}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };

  const facts = async (serial: string): Promise<string[]> => {
    const client = new pg.Client({ connectionString: api.config.databaseUrl! });
    await client.connect();
    try {
      const { rows } = await client.query<{ type: string }>(
        'SELECT type FROM event_store WHERE stream_id = $1 ORDER BY stream_version',
        [deviceStream(serial)],
      );
      return rows.map((r) => r.type);
    } finally {
      await client.end();
    }
  };

  /**
   * Whether the health answer (its details, seen by an admin) shows the database and the event
   * store up; the broker part follows the API's own gateway setting, not this gateway.
   */
  const databaseHealthy = async (): Promise<boolean> => {
    const response = await fetch(`${api.url}/api/health`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json()) as { parts?: Array<{ part: string; state: string }> };
    const states = (body.parts ?? []).filter((p) => p.part === 'database' || p.part === 'eventStore');
    return states.length === 2 && states.every((p) => p.state === 'up');
  };

  it('answers 503 during the outage and recovers by itself, losing nothing', async () => {
    expect(await databaseHealthy()).toBe(true);
    const health = (await (await fetch(`${gateway.httpUrl}/health`)).json()) as { broker: { url: string } };
    const serial = `PGR${randomUUID().slice(0, 6).toUpperCase()}`;
    const kiosk = new KioskSimulator({
      url: health.broker.url,
      serial,
      type: KioskType.Abby,
      baseTopic,
      reconnectPeriodMs: 0,
    });
    kiosks.push(kiosk);
    await kiosk.connect();
    // Protocol 3: the kiosk's levels follow its presence.
    await waitFor('the kiosk online and levels facts', async () => (await facts(serial)).length === 2);

    const before = await call('POST', 'organizations', { name: 'Before The Outage' });
    expect(before.status).toBe(200);

    cluster.crash();
    const down = Date.now();

    // Reads, writes and the health answer at once, with a clean 503 and the spec's fields.
    for (const [method, path, body] of [
      ['GET', 'organizations/manager', undefined],
      ['POST', 'organizations', { name: 'During The Outage' }],
    ] as const) {
      const answer = await call(method, path, body);
      expect({ method, path, status: answer.status, json: answer.json }).toEqual({
        method,
        path,
        status: 503,
        json: { errorSeverity: 1, errorMessage: expect.any(String) },
      });
    }
    const healthDuring = await fetch(`${api.url}/api/health`, { signal: AbortSignal.timeout(10_000) });
    expect(healthDuring.status).toBe(503);
    expect(await databaseHealthy()).toBe(false);
    // The kiosk leaves while the database is down: the gateway records it once it is back.
    await kiosk.drop();

    cluster.start();
    const up = Date.now();
    const after = await waitFor(
      'a write to succeed after the restart',
      async () => {
        const answer = await call('POST', 'organizations', { name: 'After The Outage' });
        return answer.status === 200 ? answer : undefined;
      },
      30_000,
      100,
    );
    const apiRecoveredMs = Date.now() - up;
    const id = (after.json.organization as { id: number }).id;
    const names = (
      (await call('GET', 'organizations/manager')).json.organizations as Array<{ id: number; name: string }>
    ).map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining(['Before The Outage', 'After The Outage']));
    expect(names).not.toContain('During The Outage');
    expect(id).toBeGreaterThan((before.json.organization as { id: number }).id);

    await waitFor('the database and the event store healthy again', databaseHealthy, 30_000, 100);
    await waitFor(
      'the offline fact observed during the outage',
      async () => (await facts(serial)).length === 3,
      30_000,
      100,
    );
    const gatewayRecoveredMs = Date.now() - up;
    expect(await facts(serial)).toEqual(['KioskCameOnline', 'KioskLevelsInstalled', 'KioskWentOffline']);
    console.info(
      `PostgreSQL restart: outage ${up - down} ms; API writing again ${apiRecoveredMs} ms after the restart, ` +
        `gateway facts recorded ${gatewayRecoveredMs} ms after it`,
    );
  });
});
