/**
 * `npm run worker` killed mid-job (kill -9) and started again (issue 11, point 2): the job it was
 * running is taken up by the new worker once its lock expires, and every thumbnail gets made. The
 * built worker (`apps/api/dist/worker.js`) runs as a child process, on BullMQ (TEST_REDIS_URL) with
 * its files on an S3 API (s3rver) the test process serves, and both workers on one PostgreSQL
 * database when the run has a server (TEST_DATABASE_URL; else each on a PGlite of its own, which
 * takes seconds more to start).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue, type Job } from 'bullmq';
import sharp from 'sharp';
import { loadConfig } from '../../src/config/app-config.js';
import { jobQueueFor, type JobQueue } from '../../src/jobs/index.js';
import { blobStoreFor, type BlobStore } from '../../src/storage/index.js';
import { createPostgresDatabase } from '../support/databases.js';
import { testQueuePrefix } from '../support/job-queues.js';
import { startS3rver } from '../support/s3-server.js';

const WORKER = fileURLToPath(new URL('../../dist/worker.js', import.meta.url));
const redisUrl = process.env.TEST_REDIS_URL;
const runnable = Boolean(redisUrl) && existsSync(WORKER);
if (!runnable)
  console.info('Worker restart suite skipped: it needs TEST_REDIS_URL and `npm run build:server`.');
const describeRunnable = runnable ? describe : describe.skip;

/** Waits until `check` holds, failing after `ms`. */
async function until(check: () => Promise<boolean>, ms = 150_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describeRunnable('A worker killed mid-job', () => {
  const prefix = testQueuePrefix();
  let s3: { url: string; stop(): Promise<void> };
  let store: BlobStore;
  let queue: JobQueue;
  let inspect: Queue;
  let database: { url: string; drop(): Promise<void> } | null = null;
  const children: ChildProcess[] = [];

  const startWorker = async (): Promise<ChildProcess> => {
    const child = spawn(process.execPath, [WORKER], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'ambient-worker-')),
        REDIS_URL: redisUrl,
        QUEUE_PREFIX: prefix,
        S3_URL: s3.url,
        WORKER_CONCURRENCY: '1',
        JOB_LOCK_MS: '1000',
        SEED_ON_EMPTY: 'false',
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer): void => {
        output += chunk.toString();
        if (output.includes('Workers running')) resolve();
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('exit', (code) => reject(new Error(`The worker stopped (${code}): ${output}`)));
    });
    return child;
  };

  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) database = await createPostgresDatabase(serverUrl, { migrated: true });
    s3 = await startS3rver();
    const config = loadConfig({
      S3_URL: s3.url,
      REDIS_URL: redisUrl!,
      QUEUE_PREFIX: prefix,
      DATA_DIR: tmpdir(),
    });
    store = await blobStoreFor(config);
    await store.open();
    queue = await jobQueueFor(config);
    inspect = new Queue('jobs', { connection: { url: redisUrl!, maxRetriesPerRequest: null }, prefix });
  }, 60_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await inspect?.obliterate({ force: true }).catch(() => undefined);
    await inspect?.close();
    await queue?.close();
    await s3?.stop();
    await database?.drop();
  });

  it('is taken up by the next worker, and every thumbnail is made', async () => {
    // Noise does not compress: each picture takes a moment to decode, so a job is running when the kill comes.
    const picture = await sharp({
      create: {
        width: 2400,
        height: 2400,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const keys = Array.from({ length: 6 }, (_, i) => `r-${i + 1}/noise.png`);
    for (const key of keys) await store.write(key, Readable.from([picture]));

    const first = await startWorker();
    for (const key of keys) await queue.add('media.thumbnail', { key }, `thumbnail|${key}`);
    await until(async () => (await store.stat('thumbnails/r-1/noise.jpg')) !== null);
    // The thumbnails only: a scheduled job (the override kiosks' sweep) may run beside them.
    const thumbnails = (jobs: Job[]): Job[] => jobs.filter((job) => job.name === 'media.thumbnail');
    await until(async () => thumbnails(await inspect.getActive()).length === 1);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const [killed] = thumbnails(await inspect.getActive());
    expect(killed).toBeDefined();
    // Killed before the job was marked done (its thumbnail may or may not have been written).
    expect(await killed!.getState()).toBe('active');

    await startWorker();
    await until(async () => (await inspect.getJob(killed!.id!))?.finishedOn !== undefined);
    expect(await (await inspect.getJob(killed!.id!))!.getState()).toBe('completed');
    await until(async () => thumbnails(await inspect.getCompleted()).length === keys.length);
    for (const key of keys) {
      const thumbnail = await store.readAll(`thumbnails/${key.replace('.png', '.jpg')}`);
      expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 320 });
    }
    expect(await queue.failed()).toEqual([]);
  }, 400_000);
});
