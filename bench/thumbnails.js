// Thumbnails per second through the job queue, beside raw sharp on the same pictures in the same
// process and run, each at its own concurrency: the queue's workers at WORKER_CONCURRENCY (the
// API's setting: pictures worked on at once, out of three times as many jobs taken; decision 0090), raw sharp at `--raw-concurrency` (by default one picture more than the cores, its
// best measured: 80 to 90/s on two cores against 70 to 80/s with one per core):
//   queue: the media slice's jobs as an upload leaves them (read the stored picture, sharp to a
//          JPEG of at most 320 px, write it to the store, record MediaItemProcessed on the item),
//          timed from the moment the workers start until the queue has drained; in-process, or
//          BullMQ when REDIS_URL is set (its CPU per picture printed beside Redis's and PostgreSQL's);
//   raw:   sharp alone with the same pipeline, reading and writing plain files, before and after.
// The pictures are made here (noisy JPEGs, so they compress like photographs) and uploaded into
// the public library through the media command (judged, kept, recorded, their jobs queued) while
// the workers are stopped. Goal: queue at least 0.8 of raw (the mean of its two rounds).
// Usage: npm run bench:thumbnails [-- --pictures 200 --width 1600 --height 1200 --raw-concurrency 3]
import 'reflect-metadata';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { createApp } from '../apps/api/dist/app.js';
import { loadConfig } from '../apps/api/dist/config/app-config.js';
import { uploadFolder } from '../apps/api/dist/common/disk-upload.js';
import { JOBS_PER_PLACE, JobQueue, JobsModule } from '../apps/api/dist/jobs/index.js';
import { MediaCommandMessage } from '../apps/api/dist/media/media-item.commands.js';
import { systemContext } from '../libs/event-sourcing/dist/index.js';
import { Limits } from '../libs/core/dist/index.js';
import { cpuMeter } from './support/cpu.js';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const pictures = arg('pictures', 200);
const width = arg('width', 1600);
const height = arg('height', 1200);
const rawConcurrency = arg('raw-concurrency', availableParallelism() + 1);

const dataDir = mkdtempSync(join(tmpdir(), 'ambient-bench-thumbnails-'));
const config = loadConfig({
  ...process.env,
  PORT: '0',
  DATA_DIR: dataDir,
  SEED_ON_EMPTY: 'false',
  LOG_LEVEL: 'warn',
  QUEUE_PREFIX: `bench-${Date.now()}`,
});
// The workers start when the bench says so, once every job is queued.
const app = await createApp(
  { ...config, jobs: { ...config.jobs, runWorkers: false } },
  { requestLogs: false },
);
await app.init();
const queue = app.get(JobQueue);
const concurrency = config.jobs.concurrency;

// The pictures, uploaded 20 at a time: their jobs wait for the workers.
const uploads = uploadFolder(dataDir);
mkdirSync(uploads, { recursive: true });
for (let first = 0; first < pictures; first += 20) {
  const files = [];
  for (let n = first; n < Math.min(first + 20, pictures); n += 1) {
    const path = join(uploads, `bench-${n}.jpg`);
    const bytes = await sharp({
      create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 90 + (n % 80), sigma: 40 } },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    writeFileSync(path, bytes);
    files.push({ originalname: `picture ${n}.jpg`, size: bytes.length, path });
  }
  const outcomes = await app
    .get(CommandBus)
    .execute(
      new MediaCommandMessage(
        { type: 'UploadMedia', container: 'public', kind: 'image', pathTypeId: null, files, metadata: [] },
        systemContext(),
      ),
    );
  const refused = outcomes.find((o) => o.refusal);
  if (refused) throw new Error(`${refused.fileName}: ${refused.refusal.key}`);
}
const keys = (await app.get(DataSource).query('SELECT blob_key FROM media_items ORDER BY id')).map(
  (row) => row.blob_key,
);

const mediaRoot = join(dataDir, 'media');
const rawOut = join(dataDir, 'raw-thumbnails');
mkdirSync(rawOut, { recursive: true });

/** The job's pipeline, on plain files. */
const rawThumbnail = (key, n) =>
  sharp(join(mediaRoot, key), { failOn: 'truncated', limitInputPixels: Limits.pictureMaxPixels })
    .rotate()
    .resize(320, 320, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(join(rawOut, `${n}.jpg`));

async function rawRound() {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: rawConcurrency }, async () => {
      for (let n = next++; n < keys.length; n = next++) await rawThumbnail(keys[n], n);
    }),
  );
  return keys.length / ((performance.now() - started) / 1000);
}

/** Starts the workers on the queued jobs and times them until the queue has drained. */
async function queueRound() {
  const started = performance.now();
  await app.get(JobsModule).startWorkers();
  await queue.drained();
  const seconds = (performance.now() - started) / 1000;
  const failed = await queue.failed();
  if (failed.length > 0) throw new Error(`Jobs failed: ${failed[0].error}`);
  const [{ ready }] = await app
    .get(DataSource)
    .query(`SELECT count(*)::int AS ready FROM media_items WHERE processing = 'ready'`);
  if (ready !== keys.length) throw new Error(`${ready} of ${keys.length} items are ready`);
  return keys.length / seconds;
}

const before = await rawRound();
const queueCpu = cpuMeter({ redis: /redis/, postgres: /postgres/ });
const queued = await queueRound();
const queueUsed = queueCpu.stop();
const rawCpu = cpuMeter({});
const after = await rawRound();
const rawUsed = rawCpu.stop();
const raw = (before + after) / 2;
const perPicture = (ms) => (ms / pictures).toFixed(1);
console.log(
  `${pictures} pictures ${width}×${height}: raw sharp (${rawConcurrency} at once) ${before.toFixed(1)}/s then ` +
    `${after.toFixed(1)}/s, queue (${queue.engine}, ${concurrency} at once of ${JOBS_PER_PLACE * concurrency} jobs taken) ${queued.toFixed(1)}/s, ratio ${(queued / raw).toFixed(2)} (goal ≥ 0.80)`,
);
console.log(
  `CPU per picture (ms): raw ${perPicture(rawUsed.self)}; queue ${perPicture(queueUsed.self)} in this process ` +
    `(sharp's threads included), ${perPicture(queueUsed.redis)} Redis, ${perPicture(queueUsed.postgres)} PostgreSQL`,
);
await app.close();
// The pictures and thumbnails (about 200 MB for 200 pictures) go with the run.
rmSync(dataDir, { recursive: true, force: true });
