/**
 * The whole stack at once (issue 42, point 2; decision 0113), as the production-shaped stack runs
 * it: two API processes of one deployment on different ports, `npm run worker` running the jobs
 * (the APIs only add them, RUN_WORKERS=false), the device gateway on the machine's broker, simulated
 * kiosks, one PostgreSQL database made for the suite, one Redis and an S3 server. Every process is
 * started from the built server. It writes through both APIs at once (the same stream from both
 * included), has the worker make an upload's thumbnail, hears a kiosk's presence and a change made
 * on API 1 on a socket of API 2, sees the scheduled jobs and the offline-alert sweep act once,
 * kills API 1 with SIGKILL mid-burst, finds every acknowledged write through API 2, and rebuilds
 * the read models to what they were. Several processes cannot share PGlite: it needs
 * TEST_DATABASE_URL, TEST_REDIS_URL and TEST_MQTT_URL.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import type { ApiPaths, OfflineAlertNotice } from '@ambient/core';
import { KioskType } from '@ambient/device-protocol';
import { KioskSimulator } from '@ambient/simulators';
import { QUEUE_NAME } from '../../src/jobs/bullmq-queue.js';
import { DEMO_PASSWORD } from '../../src/seed/demo-data.js';
import { pngOf, startApi } from '../support/api-app.js';
import { databaseEngines, ownedDatabase } from '../support/databases.js';
import { SUITE_KEYS } from '../support/demo-copies.js';
import { removeTestQueue, testQueuePrefix } from '../support/job-queues.js';
import { openLiveSocket } from '../support/live-socket.js';
import { startS3rver } from '../support/s3-server.js';
import { addressOf, startSmtpServer, type SmtpServer } from '../support/smtp-server.js';
import { findIn, typedApi, type TypedAnswer } from '../support/typed-api.js';
import { until } from '../support/until.js';
import { REBUILD_CLI, runNode, signIn, spawnApi, type ApiProcess } from '../faults/support/api-process.js';
import { freePort } from '../faults/support/private-engines.js';
import { gatewayOnBroker, gatewayPorts, type GatewayOnBroker } from '../offline-alerts/gateway-on-broker.js';
import {
  counterSum,
  databaseRows,
  missingBuild,
  percentile,
  scrape,
  spawnWorker,
  WORKER_MAIN,
  type WorkerProcess,
} from './stack-processes.js';

const databaseServer = process.env.TEST_DATABASE_URL?.trim() || null;
const redisUrl = process.env.TEST_REDIS_URL?.trim() || null;
const mqttUrl = process.env.TEST_MQTT_URL?.trim() || null;
const postgres = databaseEngines().find((engine) => engine.name === 'PostgreSQL');

const ADMIN = 'admin@ambient.demo';
const FAMILY = 'family@ambient.demo';
/** Writers on each API during a burst, and the writes a burst makes before it stops. */
const WRITERS_PER_API = 3;
const BURST_WRITES = 150;
/** Renames of one organization sent through each API while the burst runs. */
const RENAMES_PER_API = 10;
/** Writes acknowledged by API 1 in the last burst before it is killed. */
const ACKED_BEFORE_KILL = 30;
const SCHEDULED_JOBS = ['abbyOverrides.expire', 'messages.purge'] as const;

interface KioskFacts {
  id: number;
  serialNumber: string;
  typeId: number;
  facilityId: number;
}

/** What a public library upload answers, as the document gives it (the typed client sends JSON only). */
type Uploaded = TypedAnswer<
  ApiPaths['/api/mediaitems/library/{library}/upload/{kind}']['post']['responses'][200]['content']['application/json']
>;

/** What a socket heard, and when (the test process's clock). */
interface Heard {
  at: number;
  event: string;
  payload: unknown;
}

describe('the job workers alone (`npm run worker`)', () => {
  it('refuse to start without REDIS_URL, saying why: the API then runs its jobs itself', async () => {
    const missing = missingBuild();
    if (missing.length > 0) throw new Error(`${missing.join(', ')} missing: run npm run build:server first`);
    const refused = await runNode(WORKER_MAIN, { REDIS_URL: '', DATA_DIR: tmpdir() });
    expect(refused).toEqual({
      code: 1,
      output: expect.stringContaining(
        'npm run worker needs REDIS_URL: without it the API runs its jobs in its own process and no worker is needed.',
      ),
    });
  });
});

if (databaseServer === null || redisUrl === null || mqttUrl === null)
  console.info(
    'The whole-stack suite does not run: it needs TEST_DATABASE_URL, TEST_REDIS_URL and TEST_MQTT_URL (several processes cannot share PGlite).',
  );
else
  describe(`the whole stack: two APIs, a worker and the gateway as processes, on PostgreSQL, Redis, ${mqttUrl} and S3`, () => {
    const queuePrefix = testQueuePrefix();
    let dataDir = '';
    const metricsToken = randomBytes(24).toString('base64url');
    const gatewayToken = randomBytes(24).toString('base64url');
    let database: { url: string; drop(): Promise<void> };
    let s3: { url: string; stop(): Promise<void> };
    let smtp: SmtpServer;
    let api1: ApiProcess;
    let api2: ApiProcess;
    let worker: WorkerProcess;
    let gateway: GatewayOnBroker;
    let db: pg.Client;
    let jobs: Queue;
    let admin = '';
    let family = '';
    let socket: Socket;
    const heard: Heard[] = [];
    const kiosks: KioskSimulator[] = [];
    /** Every process's environment but its ports. */
    let shared: Record<string, string> = {};
    const figures = { writesPerSecond: Number.NaN, presenceP95Ms: Number.NaN, duplicateJobRuns: Number.NaN };

    beforeAll(async () => {
      const missing = missingBuild();
      if (missing.length > 0)
        throw new Error(
          `The whole-stack suite starts the built server: ${missing.join(', ')} missing; run npm run build:server first`,
        );
      // The demo as the other suites have it (seeded once, copied): the API started on it in this
      // process is closed at once, its database and data folder left to the stack.
      const [seeded, s3Server, smtpServer] = await Promise.all([
        startApi(postgres!, {}),
        startS3rver(),
        startSmtpServer(),
      ]);
      [s3, smtp] = [s3Server, smtpServer];
      await seeded.app.close();
      const databaseUrl = seeded.config.databaseUrl!;
      database = {
        url: databaseUrl,
        drop: ownedDatabase(databaseServer, new URL(databaseUrl).pathname.slice(1)).drop,
      };
      dataDir = seeded.config.dataDir;
      const ports = await gatewayPorts();
      const [api1Port, api2Port, workerPort] = [await freePort(), await freePort(), await freePort()];
      const publicUrl = `http://localhost:${api1Port}`;
      shared = {
        // One deployment: one public address (the sign-in's issuer), one database, one Redis, one
        // bucket, one set of keys.
        PUBLIC_URL: publicUrl,
        SEED_ON_EMPTY: 'false',
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        QUEUE_PREFIX: queuePrefix,
        DATA_DIR: dataDir,
        // The keys the demo copy was sealed and signed with.
        ...SUITE_KEYS,
        S3_URL: s3.url,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        METRICS_TOKEN: metricsToken,
        GATEWAY_API_TOKEN: gatewayToken,
        GATEWAY_HEALTH_URL: ports.healthUrl,
        // The schedules every second or two, the purge taking every message sent before its run,
        // the offline-alert sweep twice a second: each acts several times within the suite.
        ABBY_OVERRIDE_SWEEP_MS: '1000',
        MESSAGE_PURGE_EVERY_MS: '2000',
        MESSAGE_RETENTION_DAYS: '0',
        OFFLINE_ALERTS_SWEEP_MS: '500',
        WORKER_CONCURRENCY: '2',
      };
      // The APIs sweep the outages at each presence change, the worker on its timer as well: an
      // alert raised when a grace period ends is the worker's, whose push must reach the APIs'
      // sockets; a recovery is swept by all three at once.
      const apiEnv = { ...shared, RUN_WORKERS: 'false', OFFLINE_ALERTS_SWEEP_MS: '600000' };
      [api1, api2, worker] = await Promise.all([
        spawnApi(api1Port, apiEnv),
        spawnApi(api2Port, apiEnv),
        spawnWorker(workerPort, shared),
      ]);
      gateway = await gatewayOnBroker({ name: 'the broker', mqttUrl }, ports, api1.url, gatewayToken);
      db = new pg.Client({ connectionString: database.url });
      await db.connect();
      jobs = new Queue(QUEUE_NAME, {
        connection: { url: redisUrl, maxRetriesPerRequest: null },
        prefix: queuePrefix,
      });
      // One sign-in serves both APIs: they share the issuer and its keys.
      [admin, family] = [
        await signIn(api1.url, ADMIN, DEMO_PASSWORD),
        await signIn(api1.url, FAMILY, DEMO_PASSWORD),
      ];
      socket = await openLiveSocket(api2.url, admin);
      socket.onAny((event: string, payload: unknown) =>
        heard.push({ at: performance.now(), event, payload }),
      );
    }, 180_000);

    afterAll(async () => {
      console.info(
        `Whole stack: ${figures.writesPerSecond.toFixed(0)} writes/s across both APIs, presence-to-socket p95 ${figures.presenceP95Ms.toFixed(0)} ms, ${figures.duplicateJobRuns} duplicate job runs`,
      );
      socket?.close();
      for (const kiosk of kiosks) await kiosk.drop().catch(() => undefined);
      await gateway?.stop();
      for (const api of [api1, api2]) await api?.kill9();
      await worker?.stop();
      await jobs?.close();
      await db?.end();
      await database?.drop().catch(() => undefined);
      await removeTestQueue(redisUrl, queuePrefix);
      // The deployment's sign-in state on Redis (provider storage, ended grants, sign-in counts).
      const redis = new Redis(redisUrl);
      try {
        const keys = await redis.keys(`ambient:*:${new URL(shared.PUBLIC_URL ?? 'http://none').host}:*`);
        if (keys.length > 0) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
      await s3?.stop();
      await smtp?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    /** The typed calls to one API process. */
    const on = (api: ApiProcess) => typedApi(api.url);

    const query = async <Row>(sql: string, values: unknown[] = []): Promise<Row[]> =>
      (await db.query(sql, values)).rows as Row[];

    /** What the socket on API 2 heard from `from` on, of one event. */
    const heardSince = (from: number, event: string): Heard[] =>
      heard.slice(from).filter((entry) => entry.event === event);

    const changed = (entry: Heard, readModel: string): boolean =>
      (entry.payload as { readModels?: string[] }).readModels?.includes(readModel) === true;

    /** A kiosk's presence as the fleet page of API 2 shows it. */
    const presenceOn2 = async (serialNumber: string): Promise<string | null | undefined> => {
      const answer = await on(api2).get('/api/fleet/kiosks', {
        query: { search: serialNumber },
        token: admin,
      });
      return answer.json.kiosks.find((kiosk) => kiosk.serialNumber === serialNumber)?.presence;
    };

    /** A kiosk with its secret, speaking to the gateway's broker; it connects when told. */
    const simulatorOf = async ({ id, serialNumber: serial, typeId }: KioskFacts): Promise<KioskSimulator> => {
      const credential = await on(api1).post('/api/kiosks/{id}/device-credential', {
        path: { id },
        token: admin,
      });
      expect(credential.status).toBe(200);
      const type = typeId === 2 ? KioskType.Genie : KioskType.Abby;
      const login = { username: serial, password: credential.json.secret };
      const simulator = new KioskSimulator({
        url: gateway.brokerUrl,
        baseTopic: gateway.baseTopic,
        serial,
        type,
        ...login,
        reconnectPeriodMs: 0,
      });
      kiosks.push(simulator);
      return simulator;
    };

    const presenceSamples: number[] = [];

    /**
     * Changes a kiosk's presence and answers how long it took the socket on API 2 to hear it (the
     * console then refetches the fleet), once API 2 shows the kiosk so.
     */
    async function presenceHeard(
      simulator: KioskSimulator,
      change: () => Promise<void>,
      expected: 'online' | 'offline',
    ): Promise<void> {
      const from = heard.length;
      const started = performance.now();
      await change();
      const arrival = await until(
        `API 2's socket to hear ${simulator.serial} ${expected}`,
        async () =>
          heardSince(from, 'readModels.changed').find((entry) => changed(entry, 'kiosk_device_status')),
        (entry) => entry !== undefined,
      );
      presenceSamples.push(arrival!.at - started);
      await until(
        `API 2 to show ${simulator.serial} ${expected}`,
        () => presenceOn2(simulator.serial),
        (p) => p === expected,
      );
    }

    /** The kiosks both demo managers are in charge of (the watched one raises the offline alert), then others. */
    const demoKiosks = async (): Promise<{ watched: KioskFacts; others: KioskFacts[] }> => {
      const rows = await query<KioskFacts & { managed: boolean }>(
        `SELECT k.id, k.serial_number AS "serialNumber", k.type_id AS "typeId", k.facility_id AS "facilityId",
                EXISTS (SELECT 1 FROM users u WHERE u.email = 'kiosk.manager@ambient.demo' AND k.id = ANY(u.kiosk_ids))
                AND EXISTS (SELECT 1 FROM users u WHERE u.email = 'domain.manager@ambient.demo' AND f.domain_id = ANY(u.domain_ids)) AS managed
           FROM kiosks k JOIN facilities f ON f.id = k.facility_id
          ORDER BY k.id`,
      );
      const watched = rows.find((row) => row.managed)!;
      const others = rows.filter((row) => row.facilityId !== watched.facilityId).slice(0, 3);
      return { watched, others };
    };

    let watched: KioskFacts;
    let watchedKiosk: KioskSimulator;

    it("shows a kiosk's presence and a change made on API 1 live on a socket of API 2", async () => {
      const found = await demoKiosks();
      watched = found.watched;
      const others = await Promise.all(found.others.map(simulatorOf));
      watchedKiosk = await simulatorOf(watched);
      for (const kiosk of [...others, watchedKiosk])
        await presenceHeard(kiosk, () => kiosk.connect(), 'online');
      for (const kiosk of others) await presenceHeard(kiosk, () => kiosk.disconnect(), 'offline');
      for (const kiosk of others) await presenceHeard(kiosk, () => kiosk.connect(), 'online');
      figures.presenceP95Ms = percentile(presenceSamples, 95);
      console.info(
        `Presence to a socket of API 2: p95 ${figures.presenceP95Ms.toFixed(0)} ms over ${presenceSamples.length} changes (gateway relaying to API 1)`,
      );

      // An organization created on API 1: API 2's admin dashboard and list hear of it and show it.
      const from = heard.length;
      const created = await on(api1).post('/api/organizations', {
        body: { name: 'Made On API One' },
        token: admin,
      });
      expect(created.status).toBe(200);
      const organization = created.json.organization;
      await until(
        "API 2's socket to hear the organization",
        async () => ({
          summaries: heardSince(from, 'summaries.changed').some((entry) =>
            (entry.payload as { kinds: string[] }).kinds.includes('organization'),
          ),
          readModels: heardSince(from, 'readModels.changed').some((entry) => changed(entry, 'organizations')),
        }),
        (seen) => seen?.summaries === true && seen.readModels,
      );
      const listed = await on(api2).get('/api/organizations/manager', { token: admin });
      expect(listed.json.organizations.find((o) => o.id === organization.id)).toEqual(organization);
    }, 120_000);

    /** Organizations the bursts created, each name new. */
    let written = 0;

    /** A burst of writers creating organizations; `acknowledged` and `byApi` grow while it runs. */
    interface Burst {
      acknowledged: Map<number, string>;
      byApi: Map<ApiProcess, number>;
      /** Answers the burst's length in seconds once every writer stopped. */
      done: Promise<number>;
    }

    /**
     * Writers on each API creating organizations until `enough` says stop or their API is gone;
     * a request failing once `stopped` holds was cut off by the kill, never acknowledged.
     */
    function burst(
      targets: ApiProcess[],
      enough: (progress: Pick<Burst, 'acknowledged' | 'byApi'>) => boolean,
      stopped: () => boolean = () => false,
    ): Burst {
      const acknowledged = new Map<number, string>();
      const byApi = new Map<ApiProcess, number>(targets.map((api) => [api, 0]));
      const started = performance.now();
      const writer = async (api: ApiProcess, n: number): Promise<void> => {
        while (
          !enough({ acknowledged, byApi }) &&
          api.child.exitCode === null &&
          api.child.signalCode === null
        ) {
          const name = `Burst ${api.url.slice(-5)}-${n}-${(written += 1)}`;
          try {
            const answer = await on(api).post('/api/organizations', { body: { name }, token: admin });
            if (answer.status !== 200)
              throw new Error(`POST organizations answered ${answer.status}: ${JSON.stringify(answer.json)}`);
            const organization = answer.json.organization;
            acknowledged.set(organization.id, organization.name);
            byApi.set(api, byApi.get(api)! + 1);
          } catch (error) {
            if (!stopped()) throw error;
          }
        }
      };
      const done = Promise.all(
        targets.flatMap((api) => Array.from({ length: WRITERS_PER_API }, (_, n) => writer(api, n))),
      ).then(() => (performance.now() - started) / 1000);
      // A writer's failure is told where the burst is awaited, not as an unhandled rejection before.
      done.catch(() => undefined);
      return { acknowledged, byApi, done };
    }

    /** The organizations API 2 lists, by id. */
    const organizationsOn = async (api: ApiProcess): Promise<Map<number, string>> =>
      new Map(
        (await on(api).get('/api/organizations/manager', { token: admin })).json.organizations.map((o) => [
          o.id,
          o.name,
        ]),
      );

    it('keeps every write made through both APIs at once, the same stream renamed from both included', async () => {
      const created = await on(api1).post('/api/organizations', {
        body: { name: 'Renamed From Both' },
        token: admin,
      });
      const shared = created.json.organization.id;
      const renamed: string[] = [];
      const renamer = async (api: ApiProcess, who: string): Promise<void> => {
        for (let i = 0; i < RENAMES_PER_API; i++) {
          const name = `Renamed ${who} ${i}`;
          const answer = await on(api).put('/api/organizations/{id}', {
            path: { id: shared },
            body: { name },
            token: admin,
          });
          expect({ status: answer.status, errorMessage: answer.json.errorMessage }).toEqual({
            status: 200,
            errorMessage: null,
          });
          renamed.push(name);
        }
      };
      const writes = burst([api1, api2], ({ acknowledged }) => acknowledged.size >= BURST_WRITES);
      const [seconds] = await Promise.all([writes.done, renamer(api1, 'one'), renamer(api2, 'two')]);
      figures.writesPerSecond = (writes.acknowledged.size + renamed.length) / seconds;
      console.info(
        `Writes through both APIs at once: ${writes.acknowledged.size + renamed.length} in ${seconds.toFixed(1)} s, ${figures.writesPerSecond.toFixed(0)}/s`,
      );

      // Every acknowledged creation is listed by both APIs.
      for (const api of [api1, api2]) {
        const listed = await organizationsOn(api);
        expect([...writes.acknowledged].filter(([id, name]) => listed.get(id) !== name)).toEqual([]);
      }
      // Every acknowledged rename is in the organization's stream once, and both APIs show the last.
      const stream = await query<{ name: string }>(
        `SELECT data->>'name' AS name FROM event_store WHERE stream_id = $1 AND type = 'OrganizationRenamed' ORDER BY stream_version`,
        [`organization-${shared}`],
      );
      expect(stream.map((event) => event.name).sort()).toEqual([...renamed].sort());
      for (const api of [api1, api2]) {
        const listed = (await on(api).get('/api/organizations/manager', { token: admin })).json.organizations;
        expect(listed.find((o) => o.id === shared)?.name).toBe(stream.at(-1)?.name);
      }
    }, 120_000);

    it('has the worker make the thumbnail of a picture uploaded through API 1, served by API 2', async () => {
      const form = new FormData();
      form.append('file', new Blob([await pngOf(800, 600)]), 'Whole stack.png');
      const uploaded = await fetch(`${api1.url}/api/mediaitems/library/public/upload/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}` },
        body: form,
      });
      expect(uploaded.status).toBe(200);
      const result = findIn(((await uploaded.json()) as Uploaded['json']).uploadResults);
      const id = result.mediaItem!.mediaItemId;
      const ready = await until(
        'the thumbnail to be made',
        async () =>
          (
            await on(api2).get('/api/mediaitems/library/{library}', {
              path: { library: 'public' },
              token: admin,
            })
          ).json.mediaItems.find((m) => m.mediaItemId === id),
        (item) => item?.processing === 'ready' && item.thumbnail !== null,
      );
      const thumbnail = await fetch(`${api2.url}${ready!.thumbnail!}`);
      expect(thumbnail.status).toBe(200);
      expect(await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).toMatchObject({
        format: 'jpeg',
        width: 320,
        height: 240,
      });
      // The worker made it: the APIs run no jobs.
      const made = async (url: string) =>
        counterSum(await scrape(url, metricsToken), 'ambient_job_attempts_total', {
          job: 'media.thumbnail',
          outcome: 'succeeded',
        });
      expect(await made(worker.metricsUrl)).toBeGreaterThanOrEqual(1);
      expect(await made(`${api1.url}/api/metrics`)).toBe(0);
      expect(await made(`${api2.url}/api/metrics`)).toBe(0);
    }, 120_000);

    /**
     * The scheduled jobs' runs at a quiet moment: the jobs BullMQ completed, the tries every process
     * says succeeded, the purges recorded. Read again until no job of theirs ran meanwhile.
     */
    async function scheduledRuns(): Promise<{
      completed: Record<string, number>;
      succeeded: Record<string, number>;
      purges: number;
    }> {
      const completed = async () => {
        const done = await jobs.getCompleted(0, -1);
        return Object.fromEntries(
          SCHEDULED_JOBS.map((name) => [name, done.filter((job) => job?.name === name).length]),
        );
      };
      return until(
        'a moment without scheduled jobs running',
        async () => {
          const before = await completed();
          const texts = await Promise.all(
            [worker.metricsUrl, `${api1.url}/api/metrics`, `${api2.url}/api/metrics`].map((url) =>
              scrape(url, metricsToken),
            ),
          );
          const succeeded = Object.fromEntries(
            SCHEDULED_JOBS.map((job) => [
              job,
              texts.reduce(
                (sum, text) =>
                  sum + counterSum(text, 'ambient_job_attempts_total', { job, outcome: 'succeeded' }),
                0,
              ),
            ]),
          );
          const [{ purges }] = (await query<{ purges: number }>(
            `SELECT count(*)::int AS purges FROM message_purges`,
          )) as [{ purges: number }];
          const after = await completed();
          const running = (await jobs.getActive()).filter((job) =>
            (SCHEDULED_JOBS as readonly string[]).includes(job?.name),
          );
          return running.length === 0 && JSON.stringify(before) === JSON.stringify(after)
            ? { completed: after, succeeded, purges }
            : undefined;
        },
        (runs) => runs !== undefined,
      ) as Promise<{ completed: Record<string, number>; succeeded: Record<string, number>; purges: number }>;
    }

    it('runs the override expiry, the message purge and the offline-alert sweep once across the three processes', async () => {
      // An override kiosk ending in a moment.
      const overrides = (await on(api1).get('/api/kiosks/update-override-abbys', { token: admin })).json
        .kiosks;
      const current = overrides.filter((k) => k.refId !== null).map((k) => k.id);
      const ending = current[0]!;
      const saved = await on(api1).post('/api/kiosks/activate-override-abbys', {
        body: {
          kioskIds: current,
          ends: [{ kioskId: ending, until: new Date(Date.now() + 1500).toISOString() }],
        },
        token: admin,
      });
      expect(saved.status).toBe(200);
      // A message the next purge takes (every message sent before a run is due).
      const me = (await on(api2).get('/api/users/me', { token: family })).json.profile;
      const [genie] = await query<{ id: number }>(
        `SELECT r.id FROM residents r JOIN kiosks k ON k.id = r.kiosk_id WHERE r.id = ANY($1::int[]) AND k.type_id = 2 ORDER BY r.id LIMIT 1`,
        [me.residentIds],
      );
      const sent = await on(api2).post('/api/messages', {
        body: { residentIds: [genie!.id], text: 'Lunch with the whole stack' },
        token: family,
      });
      expect(sent.status).toBe(200);
      const messageId = findIn(sent.json.messages).id;
      // The watched kiosk's facility alerts after 2 s offline at any hour; the kiosk loses its connection.
      const hhmm = (date: Date): string => date.toISOString().slice(11, 16);
      const settings = await on(api1).put('/api/facilities/{id}/alert-settings', {
        path: { id: watched.facilityId },
        body: {
          gracePeriodSeconds: 2,
          quietDays: [],
          quietHours: [],
          dayStart: hhmm(new Date(Date.now() - 3 * 3600_000)),
          dayEnd: hhmm(new Date(Date.now() + 3 * 3600_000)),
          timeZone: 'UTC',
        },
        token: admin,
      });
      expect(settings.status).toBe(200);
      const from = heard.length;
      await presenceHeard(watchedKiosk, () => watchedKiosk.drop(), 'offline');

      // Each one's effect, as an admin sees it.
      await until(
        'the override to end',
        async () =>
          (await on(api2).get('/api/kiosks/update-override-abbys', { token: admin })).json.kiosks.find(
            (k) => k.id === ending,
          ),
        (kiosk) => kiosk?.refId === null,
      );
      await until(
        'the message to be purged',
        async () =>
          query<{ outcome: string }>(`SELECT outcome FROM message_purge_details WHERE message_id = $1`, [
            messageId,
          ]),
        (rows) => rows?.length === 1 && rows[0]!.outcome === 'purged',
      );
      const alert = await until(
        'the offline alert raised',
        async () =>
          (await on(api2).get('/api/kiosks/{id}/offline-alerts', { path: { id: watched.id }, token: admin }))
            .json.offlineAlerts,
        (alerts) => (alerts ?? []).length === 1,
      );
      const alertNumber = alert[0]!.alertNumber;
      const mailedAbout = (): string[] =>
        smtp.received
          .filter((mail) => mail.text?.includes(watched.serialNumber))
          .map(addressOf)
          .sort();
      // The two demo managers in charge of the kiosk (the reason it was chosen).
      const managers = ['domain.manager@ambient.demo', 'kiosk.manager@ambient.demo'];
      await until(
        "the managers' emails",
        async () => mailedAbout(),
        (to) => managers.every((m) => to?.includes(m)),
      );
      const noticesOf = (): OfflineAlertNotice[] =>
        heardSince(from, 'offlineAlerts.changed')
          .map((entry) => entry.payload as OfflineAlertNotice)
          .filter((notice) => notice.kioskId === watched.id);
      // The worker raised it: its push reached the admin's socket on API 2.
      await until(
        "the alert's notice on API 2's socket",
        async () => noticesOf(),
        (notices) => notices.length > 0,
      );
      // Back online: the three processes sweep the recovery at once.
      await presenceHeard(watchedKiosk, () => watchedKiosk.connect(), 'online');
      await until(
        'the recovery told',
        async () => ({ notices: noticesOf().length, mails: mailedAbout().length }),
        (told) => told !== undefined && told.notices >= 2 && told.mails >= 4,
      );
      // Another two purge slots, in which every process swept the outages about four times more.
      const runs = await scheduledRuns();
      await until(
        'two more purges',
        async () => (await scheduledRuns()).purges,
        (purges) => purges >= runs.purges + 2,
      );
      const settled = await scheduledRuns();

      // Each happened once: the override ended, the message purged, the alert raised and cleared,
      // told once on the socket and once to each manager by email.
      const count = async (type: string, condition: string, value: unknown): Promise<number> =>
        (
          await query<{ n: number }>(
            `SELECT count(*)::int AS n FROM event_store WHERE type = $1 AND ${condition} = $2`,
            [type, value],
          )
        )[0]!.n;
      const effects = {
        overrideEnded: await count('AbbyOverrideKioskEnded', "(data->>'kioskId')::int", ending),
        alertRaised: await count(
          'KioskOfflineAlertRaised',
          'stream_id',
          `kiosk-offline-alerts-${watched.id}`,
        ),
        alertCleared: await count(
          'KioskOfflineAlertCleared',
          'stream_id',
          `kiosk-offline-alerts-${watched.id}`,
        ),
        messagePurged: (await query(`SELECT 1 FROM message_purge_details WHERE message_id = $1`, [messageId]))
          .length,
      };
      expect(effects).toEqual({ overrideEnded: 1, alertRaised: 1, alertCleared: 1, messagePurged: 1 });
      expect(noticesOf()).toEqual([
        expect.objectContaining({ state: 'raised', alertNumber }),
        expect.objectContaining({ state: 'cleared', alertNumber }),
      ]);
      expect(mailedAbout()).toEqual([managers[0], managers[0], managers[1], managers[1]]);

      // Each slot ran once: one try succeeded per job BullMQ completed, one purge recorded per purge job.
      figures.duplicateJobRuns =
        SCHEDULED_JOBS.reduce((sum, job) => sum + settled.succeeded[job]! - settled.completed[job]!, 0) +
        (settled.purges - settled.completed['messages.purge']!) +
        Object.values(effects).reduce((sum, n) => sum + n - 1, 0);
      console.info(
        `Scheduled jobs: ${JSON.stringify(settled.completed)} runs completed, ${JSON.stringify(settled.succeeded)} tries succeeded, ${settled.purges} purges recorded; ${figures.duplicateJobRuns} duplicate runs`,
      );
      expect(settled.succeeded).toEqual(settled.completed);
      expect(settled.purges).toBe(settled.completed['messages.purge']);
      expect(settled.completed['abbyOverrides.expire']).toBeGreaterThan(1);
    }, 120_000);

    it('loses nothing acknowledged when API 1 is killed mid-burst, and a rebuild equals the live read models', async () => {
      let killed = false;
      let survivorAtKill = 0;
      // API 2 keeps writing after the kill: the survivor's writes count as much as those before.
      const writes = burst(
        [api1, api2],
        ({ byApi }) => killed && byApi.get(api2)! >= survivorAtKill + ACKED_BEFORE_KILL,
        () => killed,
      );
      await until(
        'writes acknowledged by API 1',
        async () => writes.byApi.get(api1)!,
        (n) => n >= ACKED_BEFORE_KILL,
      );
      killed = true;
      survivorAtKill = writes.byApi.get(api2)!;
      await api1.kill9();
      await writes.done;

      const listed = await organizationsOn(api2);
      const lost = [...writes.acknowledged].filter(([id, name]) => listed.get(id) !== name);
      console.info(
        `SIGKILL of API 1 mid-burst: ${writes.byApi.get(api1)} writes acknowledged by API 1, ${writes.byApi.get(api2)} by API 2, ${lost.length} lost`,
      );
      expect(lost).toEqual([]);

      // The live read models, then the same after a rebuild from the log, nothing else running.
      await gateway.stop();
      await api2.stop();
      await worker.stop();
      const live = await databaseRows(database.url);
      const rebuild = await runNode(REBUILD_CLI, shared);
      expect({ code: rebuild.code, output: rebuild.output }).toEqual({
        code: 0,
        output: expect.stringMatching(/Rebuilt/),
      });
      const rebuilt = await databaseRows(database.url);
      expect(Object.keys(rebuilt)).toEqual(Object.keys(live));
      for (const table of Object.keys(live))
        expect({ table, rows: rebuilt[table] }).toEqual({ table, rows: live[table] });
    }, 180_000);
  });
