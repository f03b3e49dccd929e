/**
 * Abby's media path types and shared library through the API (issue 11, point 4; decision 0039):
 * files uploaded under a path type of their kind, listed by path type, renamed and deleted by
 * admins, read by staff, refused to visitors; a Genie item is no Abby file.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ApiPaths } from '@ambient/core';
import { JobQueue } from '../../src/jobs/index.js';
import { eventHead, refusal, settledEventHead } from '../support/api-calls.js';
import { DEMO_PASSWORD, pngOf, startApi, type RunningApi } from '../support/api-app.js';
import { featureEngines } from '../support/databases.js';
import { typedApi, type TypedAnswer, type TypedApi } from '../support/typed-api.js';

async function song(): Promise<Buffer> {
  const path = join(mkdtempSync(join(tmpdir(), 'ambient-abby-files-')), 'song.mp3');
  await promisify(execFile)('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=523:sample_rate=22050', '-t', '3', path],
  ]);
  return readFileSync(path);
}

/** What the multipart uploads answer, as the document gives it (the typed client sends JSON only). */
type Uploaded = TypedAnswer<
  ApiPaths['/api/mediafiles/upload/{kind}']['post']['responses'][200]['content']['application/json']
>;
type GenieUploaded = TypedAnswer<
  ApiPaths['/api/mediaitems/library/{library}/upload/{kind}']['post']['responses'][200]['content']['application/json']
>;

for (const engine of featureEngines()) {
  describe(`Abby media files on ${engine.name}`, () => {
    let api: RunningApi;
    let admin: string;
    let manager: string;
    let visitor: string;
    let typed: TypedApi;

    /**
     * A multipart upload into the shared library under a path type (`mediaPathTypeId`, which the
     * document's form requires; left out, the API refuses the upload).
     */
    async function upload(
      token: string,
      kind: 'images' | 'audio' | 'videos',
      name: string,
      bytes: Buffer,
      pathTypeId?: string,
    ): Promise<Uploaded> {
      const form = new FormData();
      form.append('file', new Blob([bytes]), name);
      if (pathTypeId !== undefined) form.append('mediaPathTypeId', pathTypeId);
      const response = await fetch(`${api.url}/api/mediafiles/upload/${kind}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return { status: response.status, json: (await response.json()) as Uploaded['json'] };
    }

    const files = async (token: string, query: { mediaPathTypeId?: number } = {}) => {
      const answer = await typed.get('/api/mediafiles/container/{containerId}', {
        path: { containerId: 1 },
        query,
        token,
      });
      expect(answer.status).toBe(200);
      return answer.json.mediaFiles;
    };

    beforeAll(async () => {
      api = await startApi(engine);
      typed = typedApi(api.url);
      admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
      manager = await api.signIn('kiosk.manager@ambient.demo', DEMO_PASSWORD);
      visitor = await api.signIn('visitor@ambient.demo', DEMO_PASSWORD);
    }, 180_000);

    afterAll(async () => {
      await api?.close();
    });

    it('lists the media path types in the caller’s language, filtered by their flags', async () => {
      const english = await typed.get('/api/mediapathtypes', { query: { isSharable: true }, token: manager });
      const types = english.json.mediaPathTypes;
      expect(types.map((t) => t.shortDescription)).toContain('Music');
      expect(types.every((t) => t.isSharable)).toBe(true);
      expect(types.find((t) => t.id === 5)).toMatchObject({
        category: 'Video',
        allowedTypes: '.mp4,video/mp4',
      });
      const french = await typed.get('/api/mediapathtypes', {
        query: { languageId: 2, isSystem: false },
        token: manager,
      });
      const frenchTypes = french.json.mediaPathTypes;
      expect(frenchTypes.find((t) => t.id === 1)?.description).toBe('Musique');
      expect(frenchTypes.some((t) => t.isSystem)).toBe(false);
    });

    it('keeps files under a path type of their kind, lists them by path type, and refuses the others', async () => {
      const music = await upload(admin, 'audio', 'Moonlight.mp3', await song(), '1');
      expect(music.status).toBe(200);
      expect(music.json.uploadResults[0]!.mediaFile).toMatchObject({
        title: 'Moonlight',
        category: 'Audio',
        container: 'abby-library',
        mediaPathTypeId: 1,
        contentType: 'audio/mpeg',
      });
      expect(music.json.uploadResults[0]!.mediaFile!.duration).toBeGreaterThan(2.9);
      const picture = await upload(admin, 'images', 'Garden.png', await pngOf(800, 600), '3');
      expect(picture.status).toBe(200);
      await api.app.get(JobQueue).drained();

      expect((await files(manager, { mediaPathTypeId: 1 })).map((f) => f.title)).toEqual(['Moonlight']);
      const pictures = await files(manager, { mediaPathTypeId: 3 });
      expect(pictures).toHaveLength(1);
      expect(pictures[0]).toMatchObject({ title: 'Garden', processing: 'ready' });
      expect(pictures[0]!.thumbnail).not.toBeNull();
      expect(await files(manager)).toHaveLength(2);

      const head = await settledEventHead(api);
      expect(await upload(admin, 'images', 'Garden.png', await pngOf(800, 600), '1')).toEqual(
        refusal(422, 'This library does not take this kind of media.'),
      );
      // Radio Shows are not in the shared library (spec 03 §2.2); personal pictures belong to a resident.
      for (const pathType of ['2', '4'])
        expect(await upload(admin, 'audio', 'Show.mp3', await song(), pathType)).toEqual(
          refusal(422, 'Choose a media type of the shared library for this file.'),
        );
      expect((await upload(admin, 'audio', 'Show.mp3', await song())).status).toBe(400);
      expect((await upload(manager, 'audio', 'Show.mp3', await song(), '1')).status).toBe(403);
      expect(await eventHead(api)).toBe(head);
    });

    it('lets admins rename and delete files, staff read them, and visitors nothing', async () => {
      const [file] = await files(admin, { mediaPathTypeId: 1 });
      const path = { id: file!.mediaFileId };
      expect(await typed.put('/api/mediafiles/{id}', { path, token: admin, body: { title: '' } })).toEqual(
        refusal(422, 'Title is required'),
      );
      const renamed = await typed.put('/api/mediafiles/{id}', {
        path,
        token: admin,
        body: { mediaFileId: file!.mediaFileId, title: 'Clair de lune' },
      });
      expect(renamed.json.mediaFile.title).toBe('Clair de lune');
      expect(
        (await typed.put('/api/mediafiles/{id}', { path, token: manager, body: { title: 'Mine' } })).status,
      ).toBe(403);
      expect((await typed.get('/api/mediafiles/{id}', { path, token: manager })).status).toBe(200);
      expect((await typed.get('/api/mediafiles/{id}', { path, token: visitor })).status).toBe(403);

      // Its address again, by id and blob name or by path type path and file name (a kiosk whose
      // signed address expired); the file itself answers there.
      const byId = await typed.post('/api/mediafiles/{id}', {
        path,
        token: manager,
        body: { blobName: file!.filename },
      });
      expect(byId.status).toBe(200);
      const url = byId.json.url;
      const served = await fetch(`${api.url}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(file!.contentType);
      const byPath = await typed.get('/api/mediafiles/container/{containerId}/address', {
        path: { containerId: 1 },
        query: { path: 'audio/music', filename: file!.filename },
        token: manager,
      });
      expect(byPath.status).toBe(200);
      expect(
        await typed.get('/api/mediafiles/container/{containerId}/address', {
          path: { containerId: 1 },
          query: { path: 'videos/tv', filename: file!.filename },
          token: manager,
        }),
      ).toEqual(refusal(404, 'This media item no longer exists.', 1));
      expect(
        await typed.post('/api/mediafiles/{id}', { path, token: manager, body: { blobName: 'other.mp3' } }),
      ).toEqual(refusal(404, 'This media item no longer exists.', 1));
      expect(
        (
          await typed.post('/api/mediafiles/{id}', {
            path,
            token: visitor,
            body: { blobName: file!.filename },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await typed.get('/api/mediafiles/container/{containerId}', {
            path: { containerId: 1 },
            token: visitor,
          })
        ).status,
      ).toBe(403);

      // A Genie item is no Abby file: neither read nor deleted as one.
      const form = new FormData();
      form.append('file', new Blob([await pngOf(400, 400)]), 'Sunrise.png');
      const genie = await fetch(`${api.url}/api/mediaitems/library/public/upload/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}` },
        body: form,
      });
      const genieId = ((await genie.json()) as GenieUploaded['json']).uploadResults[0]!.mediaItem!
        .mediaItemId;
      expect((await typed.get('/api/mediafiles/{id}', { path: { id: genieId }, token: admin })).status).toBe(
        404,
      );
      expect(
        (await typed.post('/api/mediafiles/delete', { token: admin, body: { mediaFileIds: [genieId] } }))
          .status,
      ).toBe(404);
      expect((await typed.get('/api/mediaitems/{id}', { path: { id: genieId }, token: admin })).status).toBe(
        200,
      );

      const deleted = await typed.post('/api/mediafiles/delete', {
        token: admin,
        body: { mediaFileIds: [file!.mediaFileId] },
      });
      expect(deleted.json).toMatchObject({ deletedIds: [file!.mediaFileId] });
      expect(await files(admin, { mediaPathTypeId: 1 })).toEqual([]);
      expect(await typed.get('/api/mediafiles/{id}', { path, token: admin })).toEqual(
        refusal(404, 'This media item no longer exists.', 1),
      );
    });
  });
}
