/**
 * Thumbnails through the job queue inside the running API (issue 11, points 2 and 3): a picture
 * made by the test is stored, its thumbnail job runs (in-process, and on BullMQ with Redis when
 * TEST_REDIS_URL is set), and the thumbnail is decoded. A job that cannot succeed is shown to
 * admins with its error and tried again on demand; nobody else sees it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { JobQueue } from '../../src/jobs/index.js';
import { playableKey, probe, thumbnailKey } from '../../src/media/index.js';
import { BlobStore } from '../../src/storage/index.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { databaseEngines } from '../support/databases.js';
import { removeTestQueue, testQueuePrefix } from '../support/job-queues.js';
import { storageEngines } from '../support/s3-server.js';
import { typedApi, type TypedApi } from '../support/typed-api.js';

const [database] = databaseEngines();

/** A one-second 160 × 120 video with a tone, in a QuickTime file (Motion JPEG and PCM: not playable in browsers). */
async function oneSecondVideo(): Promise<Buffer> {
  const path = join(mkdtempSync(join(tmpdir(), 'ambient-video-')), 'clip.mov');
  await promisify(execFile)('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=22050'],
    ...['-t', '1', '-c:v', 'mjpeg', '-c:a', 'pcm_s16le', path],
  ]);
  return readFileSync(path);
}
const [files, s3] = storageEngines();

const setups: Array<{
  name: string;
  env: () => Promise<{ env: Record<string, string>; stop(): Promise<void> }>;
}> = [{ name: 'the in-process runner, on files', env: () => files!.start() }];
if (process.env.TEST_REDIS_URL) {
  setups.push({
    name: 'BullMQ on Redis, on S3 (s3rver)',
    env: async () => {
      const started = await s3!.start();
      return {
        env: {
          ...started.env,
          REDIS_URL: process.env.TEST_REDIS_URL!,
          QUEUE_PREFIX: testQueuePrefix(),
        },
        stop: started.stop,
      };
    },
  });
}

for (const setup of setups) {
  describe(`Thumbnails with ${setup.name}`, () => {
    let api: RunningApi;
    let stop: () => Promise<void>;
    let env: Record<string, string> = {};
    let store: BlobStore;
    let queue: JobQueue;
    let admin: string;
    let manager: string;
    let typed: TypedApi;

    beforeAll(async () => {
      const started = await setup.env();
      stop = started.stop;
      env = started.env;
      api = await startApi(database!, { ...started.env, JOB_BACKOFF_MS: '20' });
      typed = typedApi(api.url);
      store = api.app.get(BlobStore);
      queue = api.app.get(JobQueue);
      admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
      manager = await api.signIn('kiosk.manager@ambient.demo', DEMO_PASSWORD);
    }, 120_000);

    afterAll(async () => {
      await api?.close();
      await stop?.();
      if (env.REDIS_URL) await removeTestQueue(env.REDIS_URL, env.QUEUE_PREFIX!);
    });

    it('makes a JPEG thumbnail of a stored picture, at most 320 pixels on its longest side', async () => {
      const picture = await sharp({
        create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 30, b: 60 } },
      })
        .png()
        .toBuffer();
      await store.write('r-5/party.png', Readable.from([picture]));
      await queue.add('media.thumbnail', { key: 'r-5/party.png' }, 'thumbnail|r-5/party.png');
      await queue.drained();
      expect(thumbnailKey('r-5/party.png')).toBe('thumbnails/r-5/party.jpg');
      const thumbnail = await store.readAll('thumbnails/r-5/party.jpg');
      const { data, info } = await sharp(thumbnail).raw().toBuffer({ resolveWithObject: true });
      expect(info).toMatchObject({ width: 320, height: 240, channels: 3 });
      expect((await sharp(thumbnail).metadata()).format).toBe('jpeg');
      // The colour survived the trip (JPEG keeps it close).
      expect(Math.abs(data[0]! - 200) + Math.abs(data[1]! - 30) + Math.abs(data[2]! - 60)).toBeLessThan(20);
    });

    it('transcodes a video to an H.264 and AAC MP4 with a poster frame as its thumbnail', async () => {
      await store.write('k-7/clip.mov', Readable.from([await oneSecondVideo()]));
      await queue.add('media.transcode', { key: 'k-7/clip.mov' }, 'transcode|k-7/clip.mov');
      await queue.drained();
      expect(await queue.failed()).toEqual([]);
      expect(playableKey('k-7/clip.mov')).toBe('k-7/clip.mp4');
      const folder = mkdtempSync(join(tmpdir(), 'ambient-played-'));
      writeFileSync(join(folder, 'clip.mp4'), await store.readAll('k-7/clip.mp4'));
      const played = await probe(join(folder, 'clip.mp4'));
      expect(played).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac', width: 160, height: 120 });
      expect(played.duration).toBeGreaterThan(0.9);
      expect(played.duration).toBeLessThan(1.2);
      const poster = await sharp(await store.readAll('thumbnails/k-7/clip.jpg')).metadata();
      expect(poster).toMatchObject({ format: 'jpeg', width: 160, height: 120 });
    });

    it('shows a job that failed three times to admins only, with its error, and tries it again', async () => {
      await store.write('k-4/broken.png', Readable.from([Buffer.from('not a picture')]));
      await queue.add('media.thumbnail', { key: 'k-4/broken.png' }, 'thumbnail|k-4/broken.png');
      await queue.drained();

      const listed = await typed.get('/api/jobs/failed', { token: admin });
      expect(listed.status).toBe(200);
      const jobs = listed.json.jobs;
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({
        id: 'thumbnail|k-4/broken.png',
        name: 'media.thumbnail',
        payload: { key: 'k-4/broken.png' },
        attempts: 3,
      });
      expect(jobs[0]!.error).toMatch(/unsupported image format|Input buffer/i);

      expect((await typed.get('/api/jobs/failed', { token: manager })).status).toBe(403);
      expect(
        (
          await typed.post('/api/jobs/{id}/retry', {
            path: { id: 'thumbnail|k-4/broken.png' },
            token: manager,
          })
        ).status,
      ).toBe(403);
      expect(await typed.post('/api/jobs/{id}/retry', { path: { id: 'nothing' }, token: admin })).toEqual({
        status: 404,
        json: { errorSeverity: 0, errorMessage: 'This job has not failed, or no longer exists.' },
      });

      // The file is replaced by a real picture: the retried job succeeds.
      const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
        .png()
        .toBuffer();
      await store.write('k-4/broken.png', Readable.from([picture]));
      const retried = await typed.post('/api/jobs/{id}/retry', {
        path: { id: 'thumbnail|k-4/broken.png' },
        token: admin,
      });
      expect(retried.status).toBe(200);
      await queue.drained();
      expect((await sharp(await store.readAll('thumbnails/k-4/broken.jpg')).metadata()).width).toBe(64);
      expect((await typed.get('/api/jobs/failed', { token: admin })).json.jobs).toEqual([]);
    });
  });
}
