/**
 * Genie media items through the API (issue 11, points 3, 4 and 7; decision 0039): media made here
 * (pictures with sharp, sound and video with ffmpeg) uploaded into a resident's, a kiosk's and the
 * public library, judged by their content, processed by the workers (in-process on files; BullMQ
 * on an S3 server when TEST_REDIS_URL is set), their thumbnails and playable copies decoded;
 * edits with the spec's messages, deletes of the selected rows (all or none), and who reaches
 * which library. A refused call appends nothing and keeps no file.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import type { ApiPaths, Profile } from '@ambient/core';
import { JobQueue, type JobRun } from '../../src/jobs/index.js';
import { probe, thumbnailKey } from '../../src/media/index.js';
import { MediaProcessing } from '../../src/media/media-processing.js';
import { BlobStore } from '../../src/storage/index.js';
import { eventHead, refusal, settledEventHead } from '../support/api-calls.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { databaseEngines } from '../support/databases.js';
import { removeTestQueue, testQueuePrefix } from '../support/job-queues.js';
import { storageEngines } from '../support/s3-server.js';
import { findIn, typedApi, type TypedAnswer, type TypedApi } from '../support/typed-api.js';

const run = promisify(execFile);
const scratch = mkdtempSync(join(tmpdir(), 'ambient-media-items-'));

/** A media file made by ffmpeg from its test sources. */
async function ffmpegFile(name: string, args: string[]): Promise<Buffer> {
  const path = join(scratch, name);
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, path]);
  return readFileSync(path);
}
const tone = (name: string, extra: string[] = []) =>
  ffmpegFile(name, ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=22050', '-t', '2', ...extra]);
const clip = (name: string, codec: string[]) =>
  ffmpegFile(name, [
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=22050'],
    ...['-t', '1.5', ...codec],
  ]);
const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();

/** What a multipart upload answers, as the document gives it (every library's upload answers alike). */
type UploadAnswer = TypedAnswer<
  ApiPaths['/api/mediaitems/resident/{residentId}/upload/{kind}']['post']['responses'][200]['content']['application/json']
>;
/** The query of a library's list. */
type ListQuery = NonNullable<ApiPaths['/api/mediaitems/resident/{residentId}']['get']['parameters']['query']>;

/** A library, named by its owner: a resident, a kiosk, or a shared one. */
type Library =
  | { owner: 'resident'; id: number }
  | { owner: 'kiosk'; id: number }
  | { owner: 'library'; name: 'public' | 'manuals' | 'promotional' };
const residentLibrary = (id: number): Library => ({ owner: 'resident', id });
const kioskLibrary = (id: number): Library => ({ owner: 'kiosk', id });
const publicLibrary: Library = { owner: 'library', name: 'public' };
/** The library's path under `mediaitems/`, for the uploads the typed client cannot send. */
const libraryPath = (library: Library): string =>
  library.owner === 'library' ? `library/${library.name}` : `${library.owner}/${library.id}`;

const [files, s3] = storageEngines();
const setups = databaseEngines().map((database, index) => ({
  database,
  // PGlite with in-process jobs on files; PostgreSQL with BullMQ on an S3 server when Redis is given.
  bullmq: index > 0 && Boolean(process.env.TEST_REDIS_URL),
}));

for (const { database, bullmq } of setups) {
  describe(`Genie media items on ${database.name}, ${bullmq ? 'BullMQ and S3 (s3rver)' : 'in-process jobs and files'}`, () => {
    let api: RunningApi;
    let stop: () => Promise<void>;
    let env: Record<string, string> = {};
    let queue: JobQueue;
    let store: BlobStore;
    const tokens: Record<string, string> = {};
    const profiles: Record<string, Profile> = {};
    let ownResident: number;
    let otherResident: number;
    let managerKiosk: number;
    let otherKiosk: number;
    let typed: TypedApi;

    /** A multipart upload, as the console sends it: the typed client sends JSON only. */
    async function upload(
      token: string,
      library: Library,
      kind: 'images' | 'audio' | 'videos',
      parts: Array<{ name: string; bytes: Buffer }>,
      metadata?: unknown,
      language?: string,
    ): Promise<UploadAnswer> {
      const form = new FormData();
      for (const part of parts) form.append('file', new Blob([part.bytes]), part.name);
      if (metadata !== undefined) form.append('metadata', JSON.stringify(metadata));
      const response = await fetch(`${api.url}/api/mediaitems/${libraryPath(library)}/upload/${kind}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) },
        body: form,
      });
      return { status: response.status, json: (await response.json()) as UploadAnswer['json'] };
    }

    /** A library's answer to `token`, as the caller may read it. */
    const read = (token: string | undefined, library: Library, query: ListQuery = {}) => {
      switch (library.owner) {
        case 'resident':
          return typed.get('/api/mediaitems/resident/{residentId}', {
            path: { residentId: library.id },
            query,
            token,
          });
        case 'kiosk':
          return typed.get('/api/mediaitems/kiosk/{kioskId}', {
            path: { kioskId: library.id },
            query,
            token,
          });
        case 'library':
          return typed.get('/api/mediaitems/library/{library}', {
            path: { library: library.name },
            query,
            token,
          });
      }
    };

    /** A library's items, read by `token`. */
    async function list(token: string, library: Library, query: ListQuery = {}) {
      const answer = await read(token, library, query);
      expect(answer.status).toBe(200);
      return answer.json;
    }

    async function fetched(address: string): Promise<Buffer> {
      const response = await fetch(`${api.url}${address}`);
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    }

    /** The upload folder holds nothing once a request is answered. */
    const leftUploads = (): string[] => {
      try {
        return readdirSync(join(api.config.dataDir, 'tmp', 'uploads'));
      } catch {
        return [];
      }
    };

    beforeAll(async () => {
      const started = bullmq ? await s3!.start() : await files!.start();
      stop = started.stop;
      env = bullmq
        ? { ...started.env, REDIS_URL: process.env.TEST_REDIS_URL!, QUEUE_PREFIX: testQueuePrefix() }
        : started.env;
      api = await startApi(database, { ...env, JOB_BACKOFF_MS: '20' });
      typed = typedApi(api.url);
      queue = api.app.get(JobQueue);
      store = api.app.get(BlobStore);
      for (const [key, email] of Object.entries({
        admin: 'admin@ambient.demo',
        family: 'family@ambient.demo',
        manager: 'kiosk.manager@ambient.demo',
        visitor: 'visitor@ambient.demo',
      })) {
        tokens[key] = await api.signIn(email, DEMO_PASSWORD);
        profiles[key] = (await typed.get('/api/users/me', { token: tokens[key] })).json.profile;
      }
      ownResident = profiles.family!.residentIds[0]!;
      managerKiosk = profiles.manager!.kioskIds[0]!;
      const residents = (await typed.get('/api/residents/manager', { token: tokens.admin })).json.residents;
      const managed = new Set(profiles.manager!.kioskIds);
      otherResident = findIn(
        residents,
        (r) => !profiles.family!.residentIds.includes(r.id) && !managed.has(r.kioskId ?? 0),
      ).id;
      const kiosks = (await typed.get('/api/kiosks/manager', { token: tokens.admin })).json.kiosks;
      otherKiosk = findIn(kiosks, (k) => !managed.has(k.id)).id;
    }, 180_000);

    // The workers finish what a test gave them before the next one counts events.
    beforeEach(() => queue.drained());

    afterAll(async () => {
      await api?.close();
      await stop?.();
      if (env.REDIS_URL) await removeTestQueue(env.REDIS_URL, env.QUEUE_PREFIX!);
    });

    it('keeps the valid pictures of an upload, refuses the others with their reason, and makes thumbnails', async () => {
      const answer = await upload(
        tokens.family!,
        residentLibrary(ownResident),
        'images',
        [
          { name: 'Garden party.png', bytes: await picture(800, 600) },
          { name: 'tiny.png', bytes: await picture(300, 200) },
          { name: 'Lake.jpg', bytes: await picture(600, 900, 'jpeg') },
        ],
        [{ title: ' Garden party ', description: 'Summer 2026' }, {}, {}],
      );
      expect(answer.status).toBe(200);
      const results = answer.json.uploadResults;
      expect(results.map((r) => [r.fileName, r.mediaItem?.title ?? null, r.errorMessage])).toEqual([
        ['Garden party.png', 'Garden party', null],
        [
          'tiny.png',
          null,
          'The image resolution is too low: 300 × 200 pixels. It must be at least 400 × 400 pixels.',
        ],
        // Without a title, the file's name without its extension.
        ['Lake.jpg', 'Lake', null],
      ]);
      const garden = results[0]!.mediaItem!;
      expect(garden).toMatchObject({
        containerName: `r-${ownResident}`,
        kind: 'image',
        contentType: 'image/png',
        description: 'Summer 2026',
        kioskFolder: null,
        addedBy: profiles.family!.name,
        isEditable: true,
        isSelectable: true,
      });
      // The stored name is the server's, never the uploaded one.
      expect(garden.blobName).toMatch(/^[0-9a-f-]{36}\.png$/);
      expect(leftUploads()).toEqual([]);

      await queue.drained();
      const { mediaItems, total } = await list(tokens.family!, residentLibrary(ownResident));
      expect(total).toBe(2);
      // Newest first.
      expect(mediaItems.map((m) => m.title)).toEqual(['Lake', 'Garden party']);
      expect(mediaItems.every((m) => m.processing === 'ready' && m.thumbnail !== null)).toBe(true);
      const thumbnail = await sharp(await fetched(mediaItems[1]!.thumbnail!)).metadata();
      expect(thumbnail).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
      const original = await sharp(await fetched(mediaItems[1]!.uri)).metadata();
      expect(original).toMatchObject({ format: 'png', width: 800, height: 600 });
    });

    it('measures sound, transcodes video with a poster, and files kiosk items as Standard', async () => {
      const sound = await upload(tokens.manager!, kioskLibrary(managerKiosk), 'audio', [
        { name: 'Birdsong.mp3', bytes: await tone('birdsong.mp3') },
      ]);
      expect(sound.status).toBe(200);
      const song = sound.json.uploadResults[0]!.mediaItem!;
      expect(song).toMatchObject({
        kind: 'audio',
        contentType: 'audio/mpeg',
        processing: 'ready',
        thumbnail: null,
      });
      expect(song.duration).toBeGreaterThan(1.9);
      expect(song.duration).toBeLessThan(2.2);
      expect(song.kioskFolder).toBe('ambient');
      expect(song.kioskId).toBe(managerKiosk);

      const video = await upload(
        tokens.manager!,
        kioskLibrary(managerKiosk),
        'videos',
        [{ name: 'Concert.mp4', bytes: await clip('concert.mp4', ['-c:v', 'mpeg4', '-c:a', 'aac']) }],
        [{ title: 'Concert', kioskFolder: 'announcement' }],
      );
      expect(video.status).toBe(200);
      const concert = video.json.uploadResults[0]!.mediaItem!;
      expect(concert).toMatchObject({ kind: 'video', processing: 'pending', kioskFolder: 'announcement' });
      expect(concert.duration).toBeGreaterThan(1.4);

      await queue.drained();
      const items = await list(tokens.manager!, kioskLibrary(managerKiosk), { mediaType: 'video' });
      expect(items.total).toBe(1);
      const ready = items.mediaItems[0]!;
      expect(ready).toMatchObject({ processing: 'ready', title: 'Concert' });
      // The playable copy is H.264 and AAC, whatever the upload's codecs were.
      writeFileSync(join(scratch, 'played.mp4'), await fetched(ready.uri));
      expect(await probe(join(scratch, 'played.mp4'))).toMatchObject({
        videoCodec: 'h264',
        audioCodec: 'aac',
        width: 320,
        height: 240,
      });
      expect(await sharp(await fetched(ready.thumbnail!)).metadata()).toMatchObject({
        format: 'jpeg',
        width: 320,
      });
      expect(
        (await list(tokens.manager!, kioskLibrary(managerKiosk), { mediaType: 'audio' })).mediaItems,
      ).toHaveLength(1);
      expect((await list(tokens.manager!, kioskLibrary(managerKiosk), { search: 'conc' })).total).toBe(1);
    });

    it('refuses files that are not what their slot takes, with the spec messages, keeping nothing', async () => {
      const head = await settledEventHead(api);
      const library = residentLibrary(ownResident);
      const valid = async () => [{ name: 'p.png', bytes: await picture(500, 500) }];
      const webp = async () => [{ name: 'a.webp', bytes: await picture(500, 500, 'webp') }];
      const mov = await clip('clip.mov', ['-c:v', 'mjpeg', '-c:a', 'pcm_s16le']);
      const cases: Array<{
        kind: 'images' | 'audio' | 'videos';
        parts: Array<{ name: string; bytes: Buffer }>;
        metadata?: unknown;
        language?: string;
        answer: ReturnType<typeof refusal>;
        into?: Library;
      }> = [
        {
          kind: 'images',
          parts: await webp(),
          answer: refusal(422, 'webp files are not accepted at this time.'),
        },
        {
          kind: 'images',
          parts: [{ name: 'song.png', bytes: await tone('song.mp3') }],
          answer: refusal(422, 'Please select valid image files.'),
        },
        {
          kind: 'audio',
          parts: [{ name: 'song.mp3', bytes: await tone('song.wav') }],
          answer: refusal(422, 'Only mp3 audio files are supported at this time.'),
        },
        {
          kind: 'videos',
          parts: [{ name: 'clip.mp4', bytes: mov }],
          answer: refusal(422, 'Only mp4 video files are supported at this time.'),
        },
        {
          kind: 'images',
          parts: await valid(),
          metadata: [{ title: '  ' }],
          answer: refusal(422, 'Title is required'),
        },
        {
          kind: 'images',
          parts: await valid(),
          metadata: [{}, {}],
          answer: refusal(400, 'The metadata does not describe the files sent (one entry per file).'),
        },
        {
          kind: 'images',
          parts: await webp(),
          language: 'fr-CA',
          answer: refusal(422, 'Les fichiers webp ne sont pas acceptés pour le moment.'),
        },
        // Manuals and promotional media take video only (spec 03 §2.1).
        {
          kind: 'images',
          parts: await valid(),
          into: { owner: 'library', name: 'manuals' },
          answer: refusal(422, 'This library does not take this kind of media.'),
        },
      ];
      for (const each of cases) {
        const token = each.into ? tokens.admin! : tokens.family!;
        expect(
          await upload(token, each.into ?? library, each.kind, each.parts, each.metadata, each.language),
        ).toEqual(each.answer);
      }
      expect(
        await upload(tokens.family!, library, 'images', await valid(), undefined, 'fr-CA'),
      ).toMatchObject({
        status: 200,
      });
      expect(leftUploads()).toEqual([]);
      // Only the valid upload appended anything: the item, then its thumbnail.
      await queue.drained();
      const appended = (await api.app
        .get(DataSource)
        .query('SELECT type FROM event_store WHERE global_position > $1 ORDER BY global_position', [
          head.toString(),
        ])) as Array<{ type: string }>;
      expect(appended.map((e) => e.type)).toEqual(['MediaItemAdded', 'MediaItemProcessed']);
    });

    it('lets each role reach only its libraries', async () => {
      const image = async () => [{ name: 'p.png', bytes: await picture(500, 500) }];
      const head = await settledEventHead(api);
      expect(
        (await upload(tokens.family!, residentLibrary(otherResident), 'images', await image())).status,
      ).toBe(404);
      expect((await upload(tokens.manager!, kioskLibrary(otherKiosk), 'images', await image())).status).toBe(
        404,
      );
      expect((await upload(tokens.manager!, publicLibrary, 'images', await image())).status).toBe(403);
      expect(
        (await upload(tokens.visitor!, residentLibrary(ownResident), 'images', await image())).status,
      ).toBe(403);
      expect(await eventHead(api)).toBe(head);
      expect(leftUploads()).toEqual([]);

      expect((await read(tokens.family, residentLibrary(otherResident))).status).toBe(404);
      expect((await read(tokens.manager, kioskLibrary(otherKiosk))).status).toBe(404);
      expect((await read(tokens.family, publicLibrary)).status).toBe(200);
      expect((await read(tokens.visitor, publicLibrary)).status).toBe(403);

      const admins = await upload(tokens.admin!, publicLibrary, 'images', await image(), [
        { title: 'Sunrise' },
      ]);
      expect(admins.status).toBe(200);
      const sunrise = admins.json.uploadResults[0]!.mediaItem!;
      // Everyone on staff reads the public library; only admins change it.
      expect(
        (
          await typed.get('/api/mediaitems/{id}', {
            path: { id: sunrise.mediaItemId },
            token: tokens.manager,
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await typed.put('/api/mediaitems/{id}', {
            path: { id: sunrise.mediaItemId },
            token: tokens.manager,
            body: { title: 'Mine' },
          })
        ).status,
      ).toBe(403);
      const family = await list(tokens.family!, residentLibrary(ownResident));
      // A manager of other kiosks sees the family's items as missing ones.
      expect(
        await typed.get('/api/mediaitems/{id}', {
          path: { id: family.mediaItems[0]!.mediaItemId },
          token: tokens.manager,
        }),
      ).toEqual(refusal(404, 'This media item no longer exists.', 1));
    });

    it('gives a file’s address again, by item or by container and name, only to whoever may read its library', async () => {
      const item = (await list(tokens.family!, residentLibrary(ownResident))).mediaItems[0]!;
      const byItem = await typed.post('/api/mediaitems/{id}', {
        path: { id: item.mediaItemId },
        token: tokens.family,
        body: { blobName: item.blobName },
      });
      expect(byItem.status).toBe(200);
      const url = byItem.json.url;
      // The address serves the file itself.
      expect((await sharp(await fetched(url)).metadata()).format).toBe(
        item.contentType === 'image/png' ? 'png' : 'jpeg',
      );
      const byName = await typed.get('/api/mediaitems/address', {
        query: { containerName: item.containerName, blobName: item.blobName },
        token: tokens.admin,
      });
      expect(byName.status).toBe(200);
      expect(await fetched(byName.json.url)).toEqual(await fetched(url));

      const missing = refusal(404, 'This media item no longer exists.', 1);
      // Another name than the item's, a name no item has, someone else's library: all missing.
      expect(
        await typed.post('/api/mediaitems/{id}', {
          path: { id: item.mediaItemId },
          token: tokens.family,
          body: { blobName: 'another.png' },
        }),
      ).toEqual(missing);
      expect(
        await typed.get('/api/mediaitems/address', {
          query: { containerName: item.containerName, blobName: 'none.png' },
          token: tokens.family,
        }),
      ).toEqual(missing);
      expect(
        await typed.post('/api/mediaitems/{id}', {
          path: { id: item.mediaItemId },
          token: tokens.manager,
          body: { blobName: item.blobName },
        }),
      ).toEqual(missing);
      expect(
        await typed.get('/api/mediaitems/address', {
          query: { containerName: item.containerName, blobName: item.blobName },
          token: tokens.manager,
        }),
      ).toEqual(missing);
      // A path is no file name.
      expect(
        (
          await typed.post('/api/mediaitems/{id}', {
            path: { id: item.mediaItemId },
            token: tokens.family,
            body: { blobName: `../${item.containerName}/${item.blobName}` },
          })
        ).status,
      ).toBe(400);
    });

    it('edits titles and descriptions with the spec rules', async () => {
      const [item] = (await list(tokens.family!, residentLibrary(ownResident), { sort: 'title' })).mediaItems;
      /** The item edited by the family facilitator. */
      const edit = (body: { title: string; description?: string }, language?: string) =>
        typed.put('/api/mediaitems/{id}', {
          path: { id: item!.mediaItemId },
          token: tokens.family,
          body,
          language,
        });
      const head = await settledEventHead(api);
      expect(await edit({ title: ' ' })).toEqual(refusal(422, 'Title is required'));
      expect(await edit({ title: 'x'.repeat(101) })).toEqual(
        refusal(422, 'Title cannot exceed 100 characters'),
      );
      expect(await edit({ title: 'T', description: 'd'.repeat(201) })).toEqual(
        refusal(422, 'Description cannot exceed 200 characters'),
      );
      expect(await edit({ title: '' }, 'fr-CA')).toEqual(refusal(422, 'Le titre est obligatoire'));
      expect(await eventHead(api)).toBe(head);
      const edited = await edit({ title: 'Grandchildren', description: 'At the lake' });
      expect(edited.status).toBe(200);
      expect(edited.json.mediaItem).toMatchObject({
        title: 'Grandchildren',
        description: 'At the lake',
      });
      // The same values again change nothing and append nothing.
      const after = await settledEventHead(api);
      await edit({ title: 'Grandchildren', description: 'At the lake' });
      expect(await eventHead(api)).toBe(after);
    });

    it('keeps titles and file names out of the event log in clear', async () => {
      const rows = (await api.app
        .get(DataSource)
        .query(
          `SELECT data::text AS data FROM event_store WHERE type IN ('MediaItemAdded', 'MediaItemEdited')`,
        )) as Array<{ data: string }>;
      expect(rows.length).toBeGreaterThan(3);
      for (const row of rows) {
        expect(row.data).not.toContain('Grandchildren');
        expect(row.data).not.toContain('Garden party');
        expect(row.data).not.toContain('Birdsong');
      }
    });

    it('deletes the selected items, all or none, with their files', async () => {
      const mine = (await list(tokens.family!, residentLibrary(ownResident))).mediaItems;
      const foreign = (await list(tokens.admin!, kioskLibrary(managerKiosk))).mediaItems[0]!;
      const head = await settledEventHead(api);
      expect(
        await typed.post('/api/mediaitems/delete', {
          token: tokens.family,
          body: { mediaItemIds: [mine[0]!.mediaItemId, foreign.mediaItemId] },
        }),
      ).toEqual(refusal(404, 'This media item no longer exists.', 1));
      expect(await eventHead(api)).toBe(head);
      expect((await list(tokens.family!, residentLibrary(ownResident))).total).toBe(mine.length);

      const key = `${mine[0]!.containerName}/${mine[0]!.blobName}`;
      expect(await store.stat(key)).not.toBeNull();
      const deleted = await typed.post('/api/mediaitems/delete', {
        token: tokens.family,
        body: { mediaItemIds: mine.map((m) => m.mediaItemId) },
      });
      expect(deleted.json).toMatchObject({ deletedIds: mine.map((m) => m.mediaItemId) });
      expect((await list(tokens.family!, residentLibrary(ownResident))).total).toBe(0);
      expect(await store.stat(key)).toBeNull();
      // The file's address no longer answers.
      expect((await fetch(`${api.url}${mine[0]!.uri}`)).status).toBe(404);
      expect(
        await typed.delete('/api/mediaitems/{id}', {
          path: { id: mine[0]!.mediaItemId },
          token: tokens.family,
        }),
      ).toEqual(refusal(404, 'This media item no longer exists.', 1));
    });

    it('takes results the workers report together, late or about items deleted meanwhile, without failing any', async () => {
      const kept = (await list(tokens.admin!, kioskLibrary(managerKiosk))).mediaItems.filter(
        (m) => m.processing === 'ready',
      );
      expect(kept.length).toBeGreaterThan(0);
      const processing = api.app.get(MediaProcessing);
      const head = await settledEventHead(api);
      const reported = [
        ...kept.map((m) => `${m.containerName}/${m.blobName}`),
        // A file deleted before its worker reported, and one no item ever held.
        `r-${ownResident}/deleted-meanwhile.png`,
        'k-1/never-an-item.png',
      ];
      await Promise.all(
        reported.map((key) =>
          processing.recording({ key }, { attempt: 1 } as JobRun, async () => ({
            playableKey: null,
            thumbnail: true,
          })),
        ),
      );
      // Items already ready stay as they are: nothing is recorded twice.
      expect(await eventHead(api)).toBe(head);
      expect(
        (await list(tokens.admin!, kioskLibrary(managerKiosk))).mediaItems.filter(
          (m) => m.processing === 'ready',
        ),
      ).toHaveLength(kept.length);
    });

    it('removes what a worker makes for an item deleted while it ran, and records nothing', async () => {
      const library = residentLibrary(ownResident);
      const uploaded = await upload(tokens.family!, library, 'images', [
        { name: 'deleted-while-processed.png', bytes: await picture(500, 500) },
      ]);
      expect(uploaded.status).toBe(200);
      const [item] = (await list(tokens.family!, library, { search: 'deleted-while-processed' })).mediaItems;
      const key = `${item!.containerName}/${item!.blobName}`;
      const thumbnail = thumbnailKey(key);
      const head = await settledEventHead(api);
      // The worker is still at work when the item is deleted; its thumbnail is written after.
      await api.app
        .get(MediaProcessing)
        .recording({ key, mediaItemId: item!.mediaItemId }, { attempt: 1 } as JobRun, async () => {
          const deleted = await typed.delete('/api/mediaitems/{id}', {
            path: { id: item!.mediaItemId },
            token: tokens.family,
          });
          expect(deleted.status).toBe(200);
          await store.write(thumbnail, Readable.from([await picture(32, 24, 'jpeg')]), 'image/jpeg');
          return { playableKey: null, thumbnail: true };
        });
      expect(await store.stat(key)).toBeNull();
      expect(await store.stat(thumbnail)).toBeNull();
      // Only the deletion was appended.
      expect(await eventHead(api)).toBe(head + 1n);
    });
  });
}
