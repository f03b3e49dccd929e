/**
 * `npm run worker`'s metrics and health (decision 0108): the built worker (`apps/api/dist/worker.js`)
 * as a child process on BullMQ (TEST_REDIS_URL), its port on WORKER_METRICS_PORT. A job added by
 * this process fails its three tries in the worker: the worker's `/metrics` counts them and shows
 * the queue's failed job; it answers the metrics token only, refusing anyone else in the error
 * shape, in English and French; its `/health` says it is up. It runs on a PostgreSQL database of
 * its own when the run has a server (TEST_DATABASE_URL), else on a PGlite of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { translate } from '@ambient/core';
import { loadConfig } from '../../src/config/app-config.js';
import { jobQueueFor, type JobQueue } from '../../src/jobs/index.js';
import { freePort } from '../support/api-app.js';
import { createPostgresDatabase } from '../support/databases.js';
import { removeTestQueue, testQueuePrefix } from '../support/job-queues.js';
import { until } from '../support/until.js';
import { FAILING_JOB } from './failing-job.js';
import { sampleOf } from './prometheus-text.js';

const WORKER = fileURLToPath(new URL('../../dist/worker.js', import.meta.url));
const redisUrl = process.env.TEST_REDIS_URL?.trim() || null;
const runnable = redisUrl !== null && existsSync(WORKER);
if (!runnable)
  console.info('Worker metrics suite skipped: it needs TEST_REDIS_URL and `npm run build:server`.');
const describeRunnable = runnable ? describe : describe.skip;

const METRICS_TOKEN = 'worker-metrics-suite-token';

describeRunnable("the worker's metrics and health on BullMQ", () => {
  const prefix = testQueuePrefix();
  let worker: ChildProcess;
  let queue: JobQueue;
  let url = '';
  let database: { url: string; drop(): Promise<void> } | null = null;

  const scrape = async (): Promise<string> => {
    const answer = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(answer.status).toBe(200);
    return answer.text();
  };

  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) database = await createPostgresDatabase(serverUrl, { migrated: true });
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    worker = spawn(process.execPath, [WORKER], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'ambient-worker-metrics-')),
        REDIS_URL: redisUrl!,
        QUEUE_PREFIX: prefix,
        SEED_ON_EMPTY: 'false',
        JOB_BACKOFF_MS: '10',
        // No gateway answers: a job telling kiosks of an update fails each try.
        GATEWAY_HEALTH_URL: 'http://127.0.0.1:1/health',
        METRICS_TOKEN,
        WORKER_METRICS_PORT: String(port),
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer): void => {
        output += chunk.toString();
        if (output.includes('metrics and health at')) resolve();
      };
      worker.stdout!.on('data', read);
      worker.stderr!.on('data', read);
      worker.once('exit', (code) => reject(new Error(`The worker stopped (${code}): ${output}`)));
    });
    queue = await jobQueueFor(loadConfig({ REDIS_URL: redisUrl!, QUEUE_PREFIX: prefix, DATA_DIR: tmpdir() }));
  }, 120_000);

  afterAll(async () => {
    if (worker && worker.exitCode === null) {
      const exited = new Promise((done) => worker.once('exit', done));
      worker.kill('SIGTERM');
      await exited;
    }
    await queue?.close();
    if (redisUrl) await removeTestQueue(redisUrl, prefix);
    await database?.drop();
  });

  it('says it is up on /health', async () => {
    const answer = await fetch(`${url}/health`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ errorSeverity: null, errorMessage: null, status: 'ok' });
  });

  it('refuses its metrics without the token, in the error shape, in English and French', async () => {
    for (const [headers, languageId] of [
      [{}, 1],
      [{ authorization: 'Bearer not-the-token', 'accept-language': 'fr-CA' }, 2],
    ] as const) {
      const answer = await fetch(`${url}/metrics`, { headers });
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({
        errorSeverity: 1,
        errorMessage: translate('error.metricsRefused', {}, languageId),
      });
    }
  });

  it("counts the tries it ran and the queue's failed job, beside its process metrics", async () => {
    await queue.add(...FAILING_JOB, 'worker-metrics-suite');
    const job = { job: 'kiosks.updateAvailable' };
    const text = await until(
      'the job failed for good in the worker',
      scrape,
      (found) =>
        sampleOf(found, 'ambient_job_queue_jobs', { state: 'failed' }) === 1 &&
        sampleOf(found, 'ambient_job_attempts_total', { ...job, outcome: 'failed' }) === 3,
    );
    expect(sampleOf(text, 'ambient_job_duration_seconds_count', job)).toBe(3);
    for (const state of ['waiting', 'active', 'delayed'])
      expect(sampleOf(text, 'ambient_job_queue_jobs', { state })).toBe(0);
    expect(sampleOf(text, 'process_start_time_seconds')).toBeGreaterThan(0);
    // The worker runs no projections: it reports no lag of its own.
    expect(text).not.toContain('ambient_projection_lag_events');
    expect((await queue.counts()).failed).toBe(1);
  });
});
