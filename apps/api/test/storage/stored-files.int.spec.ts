/**
 * Pictures and Genie releases kept through the storage port (issue 11, point 1), on files and on an
 * S3 API (s3rver started here): written through the API, read back through signed addresses,
 * whole or in part, and removed with their owner.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { blobStoreFor, type BlobStore } from '../../src/storage/index.js';
import { apiCaller, zipOf } from '../admin/admin-test-client.js';
import { typedApi } from '../support/typed-api.js';
import { DEMO_PASSWORD, pngOf, startApi, type RunningApi } from '../support/api-app.js';
import { databaseEngines } from '../support/databases.js';
import { storageEngines } from '../support/s3-server.js';

const [database] = databaseEngines();

for (const storage of storageEngines()) {
  describe(`Pictures and releases on ${storage.name}`, () => {
    let api: RunningApi;
    let stop: () => Promise<void>;
    let store: BlobStore;
    let admin: string;
    let caller: ReturnType<typeof apiCaller>;

    beforeAll(async () => {
      const started = await storage.start();
      stop = started.stop;
      api = await startApi(database!, started.env);
      store = await blobStoreFor(api.config);
      caller = apiCaller(api.url);
      admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
    }, 120_000);

    afterAll(async () => {
      await api?.close();
      await store?.close();
      await stop?.();
    });

    const onDisk = (): string[] => {
      const root = join(api.config.dataDir, 'media');
      return existsSync(root) ? readdirSync(root, { recursive: true }).map(String) : [];
    };

    it('keeps a profile picture in the store and serves it whole and in part through its signed address only', async () => {
      const png = await pngOf(400, 400);
      const kept = await caller.upload('users/picture', admin, { name: 'me.png', content: png });
      expect(kept.status).toBe(200);
      const address = kept.json.picture as string;
      const [path, query] = address.split('?');
      const key = decodeURIComponent(path!.slice('/api/media/'.length));
      expect(await store.readAll(key)).toEqual(png);
      if (api.config.s3) expect(onDisk()).toEqual([]);

      const whole = await fetch(`${api.url}${address}`);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('image/png');
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(Buffer.from(await whole.arrayBuffer())).toEqual(png);

      const part = await fetch(`${api.url}${address}`, { headers: { range: 'bytes=1-3' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 1-3/${png.length}`);
      expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('PNG');

      const tail = await fetch(`${api.url}${address}`, { headers: { range: 'bytes=-4' } });
      expect(Buffer.from(await tail.arrayBuffer())).toEqual(png.subarray(png.length - 4));

      const past = await fetch(`${api.url}${address}`, { headers: { range: `bytes=${png.length}-` } });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${png.length}`);

      expect((await fetch(`${api.url}${path}`)).status).toBe(403);
      expect(
        (
          await fetch(
            `${api.url}${path}?${query!.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'x' ? 'y' : 'x'}`)}`,
          )
        ).status,
      ).toBe(403);
    });

    it('keeps a release zip in the store, and nothing of a refused one', async () => {
      const refused = await caller.upload('genieupdates/release', admin, {
        name: 'genie.zip',
        content: Buffer.from('not a zip at all'),
      });
      expect(refused.status).toBe(422);
      expect(await store.list('releases')).toEqual([]);

      const zip = zipOf('app.apk', 'the Genie application');
      const released = await caller.upload('genieupdates/release', admin, {
        name: 'genie-5.0.0.zip',
        content: zip,
      });
      expect(released.status).toBe(200);
      const kept = await store.list('releases');
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatch(/^releases\/[\w-]+-genie-5\.0\.0\.zip$/);
      expect(await store.readAll(kept[0]!)).toEqual(zip);
      expect(readdirSync(join(api.config.dataDir, 'tmp', 'uploads'))).toEqual([]);
      if (api.config.s3) expect(onDisk()).toEqual([]);
    });

    it('removes an erased person’s pictures from the store', async () => {
      const manager = await api.signIn('kiosk.manager@ambient.demo', DEMO_PASSWORD);
      const kept = await caller.upload('users/picture', manager, {
        name: 'me.png',
        content: await pngOf(410, 410),
      });
      expect(kept.status).toBe(200);
      const key = decodeURIComponent(
        (kept.json.picture as string).split('?')[0]!.slice('/api/media/'.length),
      );
      const folder = key.slice(0, key.lastIndexOf('/'));
      expect(await store.list(folder)).toEqual([key]);
      const me = await typedApi(api.url).get('/api/users/me', { token: manager });
      const erased = await typedApi(api.url).delete('/api/users/{id}/personal-data', {
        path: { id: me.json.profile.id },
        token: admin,
      });
      expect(erased.status).toBe(200);
      expect(await store.list(folder)).toEqual([]);
    });

    it('names the storage engine on the health page, up', async () => {
      const health = await fetch(`${api.url}/api/health`, { headers: { authorization: `Bearer ${admin}` } });
      const body = (await health.json()) as { parts: Array<{ part: string; engine: string; state: string }> };
      const part = body.parts.find((p) => p.part === 'storage');
      expect(part?.state).toBe('up');
      expect(part?.engine).toMatch(
        api.config.s3 ? /^S3 \(http:\/\/127\.0\.0\.1:\d+\/ambient-media\)$/ : /^files \(/,
      );
    });
  });
}
