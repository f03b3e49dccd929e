/**
 * The API's Prometheus metrics and the operators' health detail (issue 42, points 3 and 4;
 * decision 0108), on the real API on each database engine: `GET /api/metrics` answers the metrics
 * token and admins and refuses anyone else in the error shape; a request shows up under its route
 * pattern with its status, never its address; errors are counted by class; every append is timed;
 * the projections' lag is 0 once caught up; the in-process queue's jobs and failed tries are
 * counted; `/api/health` tells the token and admins each part's engine and lag, anyone else only
 * the status. Then, with the device gateway running and a simulated kiosk online through it, the
 * health names the gateway reachable with that kiosk.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { KioskType, translate } from '@ambient/core';
import { EVENT_STORE, projectionLag, type EventStore } from '@ambient/event-sourcing';
import { KioskSimulator } from '@ambient/simulators';
import { DataSource } from 'typeorm';
import { JobQueue } from '../../src/jobs/index.js';
import { eventHead } from '../support/api-calls.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { databaseEngines } from '../support/databases.js';
import { until } from '../support/until.js';
import { gatewayOnBroker, gatewayPorts, type GatewayOnBroker } from '../offline-alerts/gateway-on-broker.js';
import { FAILING_JOB } from './failing-job.js';
import { labelValues, sampleOf } from './prometheus-text.js';

const METRICS_TOKEN = 'metrics-suite-token-6f1c2a9e4b7d';
const PARTS = ['database', 'eventStore', 'queue', 'storage', 'broker', 'signIn'];

interface Part {
  part: string;
  engine: string;
  state: string;
  detail?: string;
  lag?: { events: number; seconds: number; position: number; head: number };
  depth?: { waiting: number; active: number; delayed: number; failed: number };
  gateway?: string;
  connectedKiosks?: number;
}
interface KioskRow {
  id: number;
  serialNumber: string;
  typeId: number;
}

const get = (api: RunningApi, path: string, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(`${api.url}/api/${path}`, { headers });
const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

async function healthParts(api: RunningApi, headers: Record<string, string>): Promise<Part[] | undefined> {
  return ((await (await get(api, 'health', headers)).json()) as { parts?: Part[] }).parts;
}

for (const engine of databaseEngines()) {
  describe(`the metrics and the health's detail on ${engine.name}`, () => {
    let api: RunningApi;
    let admin = '';
    let manager = '';

    const scrape = async (): Promise<string> => {
      const answer = await get(api, 'metrics', bearer(METRICS_TOKEN));
      expect(answer.status).toBe(200);
      return answer.text();
    };
    const counted = (text: string, name: string, labels: Record<string, string>): number =>
      sampleOf(text, name, labels) ?? 0;

    beforeAll(async () => {
      api = await startApi(engine, { METRICS_TOKEN, JOB_BACKOFF_MS: '10' });
      admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
      manager = await api.signIn('kiosk.manager@ambient.demo', DEMO_PASSWORD);
    }, 180_000);

    afterAll(async () => {
      await api?.close();
    });

    it('answers the metrics token and an admin in Prometheus text, with the process metrics', async () => {
      for (const token of [METRICS_TOKEN, admin]) {
        const answer = await get(api, 'metrics', bearer(token));
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
        expect(answer.headers.get('cache-control')).toBe('no-store');
        const text = await answer.text();
        expect(sampleOf(text, 'process_start_time_seconds')).toBeGreaterThan(0);
        expect(sampleOf(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
        expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
        expect(text).toContain('# TYPE ambient_http_request_duration_seconds histogram');
      }
    });

    it('refuses anyone else in the error shape, in English and French, and counts the refusals', async () => {
      const before = await scrape();
      const cases: Array<[Record<string, string>, number, 'error.unauthorized' | 'error.forbidden']> = [
        [{}, 401, 'error.unauthorized'],
        [bearer('not-the-metrics-token'), 401, 'error.unauthorized'],
        [bearer(manager), 403, 'error.forbidden'],
      ];
      for (const [headers, status, key] of cases) {
        for (const [language, languageId] of [
          ['en', 1],
          ['fr-CA', 2],
        ] as const) {
          const answer = await get(api, 'metrics', { ...headers, 'accept-language': language });
          expect(answer.status).toBe(status);
          expect(await answer.json()).toEqual({
            errorSeverity: 1,
            errorMessage: translate(key, {}, languageId),
          });
        }
      }
      const after = await scrape();
      const refused = (status: string) =>
        counted(after, 'ambient_http_requests_total', { method: 'GET', route: '/api/metrics', status }) -
        counted(before, 'ambient_http_requests_total', { method: 'GET', route: '/api/metrics', status });
      expect([refused('401'), refused('403')]).toEqual([4, 2]);
    });

    it('counts requests under their route pattern and status, errors by class, never an address', async () => {
      const { kiosks } = (await (await get(api, 'kiosks', bearer(admin))).json()) as { kiosks: KioskRow[] };
      const kiosk = kiosks[0]!;
      const before = await scrape();
      for (const id of [kiosk.id, kiosk.id, 2_147_483_000])
        await (await get(api, `kiosks/${id}`, bearer(admin))).arrayBuffer();
      // No gateway answers here: the health is degraded, a 503.
      expect((await get(api, 'health')).status).toBe(503);
      const after = await scrape();
      const moved = (name: string, labels: Record<string, string>) =>
        counted(after, name, labels) - counted(before, name, labels);
      const route = { method: 'GET', route: '/api/kiosks/{id}' };
      expect(moved('ambient_http_requests_total', { ...route, status: '200' })).toBe(2);
      expect(moved('ambient_http_requests_total', { ...route, status: '404' })).toBe(1);
      expect(moved('ambient_http_errors_total', { ...route, class: '4xx' })).toBe(1);
      expect(moved('ambient_http_request_duration_seconds_count', route)).toBe(3);
      expect(moved('ambient_http_errors_total', { method: 'GET', route: '/api/health', class: '5xx' })).toBe(
        1,
      );
      const routes = labelValues(after, 'ambient_http_requests_total', 'route');
      expect(routes).toEqual(expect.arrayContaining(['/api/kiosks/{id}', '/api/health', '/api/metrics']));
      expect(routes.filter((name) => /\d/.test(name))).toEqual([]);
      expect(after).not.toContain(kiosk.serialNumber);
    });

    it('times every append, and shows the projections caught up: no lag, at the head', async () => {
      const appended = { outcome: 'appended' };
      const before = counted(await scrape(), 'ambient_event_store_append_duration_seconds_count', appended);
      const created = await fetch(`${api.url}/api/organizations`, {
        method: 'POST',
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Metrics Holdings' }),
      });
      expect(created.status).toBe(200);
      const head = Number(await eventHead(api));
      const text = await until(
        'the projections caught up with the write',
        scrape,
        (found) =>
          sampleOf(found, 'ambient_projection_lag_events') === 0 &&
          (sampleOf(found, 'ambient_projection_position') ?? 0) >= head,
      );
      expect(sampleOf(text, 'ambient_projection_lag_seconds')).toBe(0);
      expect(sampleOf(text, 'ambient_event_store_head_position')).toBe(
        sampleOf(text, 'ambient_projection_position'),
      );
      expect(sampleOf(text, 'ambient_projections_healthy')).toBe(1);
      expect(counted(text, 'ambient_event_store_append_duration_seconds_count', appended)).toBeGreaterThan(
        before,
      );
    });

    it('counts the events behind a checkpoint and ages the first, as the lag figures read them', async () => {
      const store = api.app.get<EventStore>(EVENT_STORE);
      const [first] = await store.readAll(0n, 1);
      const [{ total }] = (await api.app
        .get(DataSource)
        .query('SELECT count(*)::int AS total FROM event_store')) as [{ total: number }];
      const lag = await projectionLag(store, first!.globalPosition);
      expect(lag).toMatchObject({
        position: first!.globalPosition,
        head: await store.headPosition(),
        events: total - 1,
      });
      expect(lag.seconds).toBeGreaterThan(0);
      expect(await projectionLag(store, lag.head)).toEqual({
        position: lag.head,
        head: lag.head,
        events: 0,
        seconds: 0,
      });
    });

    it("counts the in-process queue's jobs and this process's failed tries", async () => {
      // Told to kiosks through a gateway that does not answer: each of its three tries fails.
      await api.app.get(JobQueue).add(...FAILING_JOB, 'metrics-suite');
      const job = { job: 'kiosks.updateAvailable' };
      const text = await until(
        'the job failed for good',
        scrape,
        (found) => sampleOf(found, 'ambient_job_queue_jobs', { state: 'failed' }) === 1,
      );
      expect(sampleOf(text, 'ambient_job_attempts_total', { ...job, outcome: 'failed' })).toBe(3);
      expect(sampleOf(text, 'ambient_job_duration_seconds_count', job)).toBe(3);
      for (const state of ['waiting', 'active', 'delayed'])
        expect(sampleOf(text, 'ambient_job_queue_jobs', { state })).toBe(0);
    });

    it("tells the metrics token and admins each part's engine and lag, anyone else only the status", async () => {
      for (const headers of [{}, bearer('not-the-metrics-token'), bearer(manager)]) {
        const answer = await get(api, 'health', headers);
        expect(Object.keys((await answer.json()) as object).sort()).toEqual([
          'errorMessage',
          'errorSeverity',
          'status',
        ]);
      }
      for (const headers of [bearer(METRICS_TOKEN), bearer(admin)]) {
        const parts = (await until(
          'the detail with the projections caught up',
          () => healthParts(api, headers),
          (found) => found?.find((p) => p.part === 'eventStore')?.lag?.events === 0,
        ))!;
        expect(parts.map((p) => p.part)).toEqual(PARTS);
        expect(parts[0]).toEqual({ part: 'database', engine: engine.name, state: 'up' });
        const store = parts[1]!;
        expect(store).toMatchObject({ engine: `${engine.name} event store`, state: 'up' });
        expect(store.lag).toEqual({
          events: 0,
          seconds: 0,
          position: store.lag!.head,
          head: store.lag!.head,
        });
        expect(store.lag!.head).toBeGreaterThan(0);
        expect(parts[2]).toEqual({
          part: 'queue',
          engine: 'in-process runner',
          state: 'up',
          depth: { waiting: 0, active: 0, delayed: 0, failed: 1 },
        });
        expect(parts[4]).toMatchObject({ part: 'broker', state: 'down', gateway: 'unreachable' });
      }
    });
  });

  describe(`the health's detail with the device gateway running, on ${engine.name}`, () => {
    const gatewayToken = 'metrics-suite-gateway-token';
    let api: RunningApi;
    let gateway: GatewayOnBroker;
    let kiosk: KioskSimulator | null = null;
    let admin = '';

    beforeAll(async () => {
      const ports = await gatewayPorts();
      api = await startApi(engine, { GATEWAY_API_TOKEN: gatewayToken, GATEWAY_HEALTH_URL: ports.healthUrl });
      gateway = await gatewayOnBroker({ name: 'aedes', mqttUrl: null }, ports, api.url, gatewayToken);
      admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
    }, 180_000);

    afterAll(async () => {
      await kiosk?.drop();
      await gateway?.stop();
      await api?.close();
    });

    it('names the gateway reachable, its broker up, and the simulated kiosk it holds online', async () => {
      const broker = async () => (await healthParts(api, bearer(admin)))?.find((p) => p.part === 'broker');
      expect(await broker()).toEqual({
        part: 'broker',
        engine: 'aedes (embedded)',
        state: 'up',
        gateway: 'reachable',
        connectedKiosks: 0,
      });
      const { kiosks } = (await (await get(api, 'kiosks', bearer(admin))).json()) as { kiosks: KioskRow[] };
      const row = kiosks.find((k) => k.typeId === KioskType.Genie)!;
      const issued = await fetch(`${api.url}/api/kiosks/${row.id}/device-credential`, {
        method: 'POST',
        headers: bearer(admin),
      });
      expect(issued.status).toBe(200);
      kiosk = new KioskSimulator({
        url: gateway.brokerUrl,
        serial: row.serialNumber,
        type: KioskType.Genie,
        username: row.serialNumber,
        password: ((await issued.json()) as { secret: string }).secret,
        reconnectPeriodMs: 0,
      });
      await kiosk.connect();
      await until('the kiosk online in the health', broker, (part) => part?.connectedKiosks === 1);
      const answer = await get(api, 'health', bearer(admin));
      expect(answer.status).toBe(200);
    });
  });
}
