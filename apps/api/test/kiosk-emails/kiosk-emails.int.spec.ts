/**
 * Kiosk emails, the Geniegrams, through the API (issue 13 point 4; decisions 0065, 0066): a kiosk
 * manager sends one with an uploaded picture and a sound of the kiosk's library, seen first in the
 * kiosk's list; who reads and who sends (admins read, never send; a family facilitator reaches
 * their residents only); every rule with its message in English and French; a refused call
 * appends nothing; no word of it in clear in the log; its media held while it lasts; erasing the
 * only resident it still reaches takes it and its uploaded photo with her (decisions 0061, 0102).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import type { ApiPaths, KioskEmailBlob, Profile } from '@ambient/core';
import { ProjectionRunner } from '@ambient/event-sourcing';
import { thumbnailKey } from '../../src/media/index.js';
import { BlobStore } from '../../src/storage/index.js';
import { callApi, eventHead, refusal, settledEventHead, type Answer } from '../support/api-calls.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { featureEngines } from '../support/databases.js';
import { typedApi, type ResultFields, type TypedAnswer, type TypedApi } from '../support/typed-api.js';
import { until } from '../support/until.js';

const run = promisify(execFile);

/** What `POST kioskemails/send` takes as JSON. */
type GeniegramJson = ApiPaths['/api/kioskemails/send']['post']['requestBody']['content']['application/json'];
/** What sending a Geniegram answers, as the document gives it. */
type Sent = TypedAnswer<
  ApiPaths['/api/kioskemails/send/{kind}']['post']['responses'][200]['content']['application/json']
>;
/** What a media upload answers, as the document gives it. */
type Uploaded = TypedAnswer<
  ApiPaths['/api/mediaitems/kiosk/{kioskId}/upload/{kind}']['post']['responses'][200]['content']['application/json']
>;

const picture = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();

/** A second of a tone, as an mp3 (or an mp4 video with `video`) made by ffmpeg. */
async function recording(video = false): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'geniegram-'));
  try {
    const path = join(dir, video ? 'clip.mp4' : 'tone.mp3');
    const input = video
      ? ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10', '-pix_fmt', 'yuv420p']
      : ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=22050'];
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...input, '-t', '1', path]);
    return await readFile(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

for (const database of featureEngines()) {
  describe(`Geniegrams on ${database.name}`, () => {
    let api: RunningApi;
    const tokens: Record<string, string> = {};
    let family: Profile;
    /** A Genie of the kiosk manager's, with its residents. */
    let genie: number;
    /** The Genie's residents, two at least. */
    let genieResidents: [number, number, ...number[]];
    /** The family facilitator's Genie resident and their kiosk. */
    let familyResident: number;
    let familyKiosk: number;
    let abby: number;
    /** A picture of the kiosk's library, and a sound of the public one. */
    let libraryPicture: number;
    let publicSound: number;
    let typed: TypedApi;

    /** A Geniegram sent as JSON (`POST kioskemails/send`), its ids as numbers or lists as the API takes them. */
    const sendJson = (body: GeniegramJson, who = 'manager', language?: string) =>
      typed.post('/api/kioskemails/send', { body, token: tokens[who], language });

    const query = <T>(sql: string, params: unknown[] = []) =>
      api.app.get(DataSource).query(sql, params) as Promise<T[]>;

    /** A multipart call, as the console sends it: the typed client sends JSON only. */
    function form(
      path: string,
      fields: Record<string, string>,
      files: Array<{ name: string; bytes: Buffer }> = [],
      who = 'manager',
      language?: string,
    ): Promise<Response> {
      const body = new FormData();
      for (const file of files) body.append('file', new Blob([file.bytes]), file.name);
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      return fetch(`${api.url}/api/${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tokens[who]}`,
          ...(language ? { 'accept-language': language } : {}),
        },
        body,
      });
    }

    /** A Geniegram sent as a form, answered as the document gives it. */
    async function post(...args: Parameters<typeof form>): Promise<Sent> {
      const response = await form(...args);
      return { status: response.status, json: (await response.json()) as Sent['json'] };
    }

    /** Media uploaded into a library as a form, answered as the document gives it. */
    async function upload(...args: Parameters<typeof form>): Promise<Uploaded> {
      const response = await form(...args);
      return { status: response.status, json: (await response.json()) as Uploaded['json'] };
    }

    /** A kiosk's Geniegrams as `who` reads them. */
    const read = (kioskId: number, who = 'manager') =>
      typed.get('/api/kioskemails/kiosk/{id}', { path: { id: kioskId }, token: tokens[who] });

    const list = async (kioskId: number, who = 'manager') => {
      const answer = await read(kioskId, who);
      expect(answer.status).toBe(200);
      return answer.json;
    };

    const sent = (answer: Sent) => {
      expect(answer).toMatchObject({ status: 200, json: { errorSeverity: null, errorMessage: null } });
      return answer.json.kioskEmail;
    };

    /** A kiosk's library items, read by `who`. */
    const kioskItems = async (kioskId: number, who: string, search?: string) =>
      (
        await typed.get('/api/mediaitems/kiosk/{kioskId}', {
          path: { kioskId },
          query: { search },
          token: tokens[who],
        })
      ).json.mediaItems;

    /** The call is refused with this answer and appends no event. */
    async function refused(
      answer: () => Promise<{ status: number; json: ResultFields }>,
      expected: { status: number; json: ResultFields },
    ): Promise<void> {
      const head = await settledEventHead(api);
      expect(await answer()).toEqual(expected);
      expect(await eventHead(api)).toBe(head);
    }

    beforeAll(async () => {
      api = await startApi(database);
      typed = typedApi(api.url);
      for (const [key, email] of Object.entries({
        admin: 'admin@ambient.demo',
        manager: 'kiosk.manager@ambient.demo',
        domainManager: 'domain.manager@ambient.demo',
        family: 'family@ambient.demo',
        visitor: 'visitor@ambient.demo',
      }))
        tokens[key] = await api.signIn(email, DEMO_PASSWORD);
      family = (await typed.get('/api/users/me', { token: tokens.family })).json.profile;
      const [kiosk] = await query<{ id: number }>(
        `SELECT k.id FROM kiosks k JOIN users u ON u.id = 'ambient|kioskManager' AND k.id = ANY(u.kiosk_ids)
          WHERE k.type_id = 2 AND (SELECT count(*) FROM residents r WHERE r.kiosk_id = k.id) >= 2
          ORDER BY k.id LIMIT 1`,
      );
      genie = kiosk!.id;
      const [first, second, ...more] = (
        await query<{ id: number }>(`SELECT id FROM residents WHERE kiosk_id = $1 ORDER BY id`, [genie])
      ).map((row) => row.id);
      genieResidents = [first!, second!, ...more];
      const [own] = await query<{ id: number; kiosk_id: number }>(
        `SELECT r.id, r.kiosk_id FROM residents r JOIN kiosks k ON k.id = r.kiosk_id
          WHERE r.id = ANY($1::int[]) AND k.type_id = 2 AND k.id <> $2 ORDER BY r.id LIMIT 1`,
        [family.residentIds, genie],
      );
      familyResident = own!.id;
      familyKiosk = own!.kiosk_id;
      const [abbyKiosk] = await query<{ id: number }>(
        `SELECT id FROM kiosks WHERE type_id = 1 ORDER BY id LIMIT 1`,
      );
      abby = abbyKiosk!.id;
      const kept = await upload(
        `mediaitems/kiosk/${genie}/upload/images`,
        { metadata: JSON.stringify([{ title: 'Garden party' }]) },
        [{ name: 'garden.png', bytes: await picture() }],
      );
      libraryPicture = kept.json.uploadResults[0]!.mediaItem!.mediaItemId;
      const sound = await upload(
        'mediaitems/library/public/upload/audio',
        { metadata: JSON.stringify([{ title: 'Birdsong' }]) },
        [{ name: 'birdsong.mp3', bytes: await recording() }],
        'admin',
      );
      publicSound = sound.json.uploadResults[0]!.mediaItem!.mediaItemId;
    }, 180_000);

    afterAll(async () => {
      await api?.close();
    });

    it('lists a kiosk with no Geniegram yet, and its residents to pick from', async () => {
      const { kioskEmails, selectorResidents } = await list(genie);
      expect(kioskEmails).toEqual([]);
      expect(selectorResidents.map((resident) => resident.id).sort((a, b) => a - b)).toEqual(genieResidents);
      expect(selectorResidents[0]).toMatchObject({ kioskId: genie, kioskTypeId: 2, isSelectable: true });
    });

    it('sends a Geniegram with an uploaded picture and media of the library, seen first in the list', async () => {
      const [first, second] = genieResidents;
      const geniegram = sent(
        await post(
          'kioskemails/send/images',
          {
            containerName: `k-${genie}`,
            metadata: JSON.stringify([
              {
                blobName: 'cake.png',
                title: 'The cake',
                description: '',
                kioskFolder: 'email',
                destination: 'kiosk',
              },
            ]),
            mediaItemId: `${libraryPicture},${publicSound}`,
            residentId: `${first},${second}`,
            message: 'Happy birthday!\r\nWe will call on Sunday.',
            deviceInfo: 'Admin Site',
          },
          [{ name: 'cake.png', bytes: await picture() }],
        ),
      );
      expect(geniegram).toMatchObject({
        kioskId: genie,
        subject: 'Happy birthday!',
        message: 'Happy birthday!\nWe will call on Sunday.',
        sender: { id: 'ambient|kioskManager', nickname: expect.any(String) },
      });
      expect(geniegram.messageId).toMatch(/^<[0-9a-f-]{36}@geniegram\.ambient>$/);
      expect(geniegram.residents.map((resident) => resident.id).sort((a, b) => a - b)).toEqual([
        first,
        second,
      ]);
      expect(geniegram.users).toHaveLength(2);
      expect(geniegram.blobs.map((blob) => [blob.title, blob.containerName, blob.contentType])).toEqual([
        ['Garden party', `k-${genie}`, 'image/png'],
        ['Birdsong', 'public', expect.stringMatching(/^audio\//)],
        ['The cake', `k-${genie}`, 'image/png'],
      ]);
      const { kioskEmails } = await list(genie);
      // The same, its pictures' thumbnails made meanwhile.
      expect(kioskEmails[0]).toEqual({ ...geniegram, blobs: expect.any(Array) });
      expect(kioskEmails[0]!.blobs.map((blob) => blob.id)).toEqual(geniegram.blobs.map((blob) => blob.id));
      // Admins and the kiosk's domain manager read it; admins may not pick residents.
      const forAdmin = await list(genie, 'admin');
      expect(forAdmin.kioskEmails[0]!.id).toBe(geniegram.id);
      expect(forAdmin.selectorResidents.every((resident) => !resident.isSelectable)).toBe(true);
      // A sent one with only text goes by kioskId.
      const note = sent(await sendJson({ kioskId: genie, residentId: [first], message: 'Just a note' }));
      expect(note.blobs).toEqual([]);
      expect((await list(genie)).kioskEmails.map((email) => email.id).slice(0, 2)).toEqual([
        note.id,
        geniegram.id,
      ]);
    });

    it('takes pictures and audio uploaded together, each kept as what its content is, and videos alone', async () => {
      const both = sent(
        await post(
          'kioskemails/send/images',
          {
            containerName: `k-${genie}`,
            residentId: String(genieResidents[0]),
            message: 'A song and a photo',
          },
          [
            { name: 'photo.png', bytes: await picture() },
            { name: 'song.mp3', bytes: await recording() },
          ],
        ),
      );
      expect(both.blobs.map((blob) => blob.contentType.split('/')[0])).toEqual(['image', 'audio']);
      const clip = sent(
        await post(
          'kioskemails/send/videos',
          { containerName: `k-${genie}`, residentId: String(genieResidents[0]), message: 'A clip' },
          [{ name: 'clip.mp4', bytes: await recording(true) }],
        ),
      );
      expect(clip.blobs.map((blob) => blob.contentType)).toEqual(['video/mp4']);
    });

    it('keeps no word of a Geniegram in clear in the log', async () => {
      sent(
        await sendJson({
          kioskId: genie,
          residentId: String(genieResidents[0]),
          message: 'Secret family recipe',
        }),
      );
      const rows = await query<{ n: number }>(
        `SELECT count(*)::int AS n FROM event_store WHERE data::text LIKE '%Secret family recipe%'`,
      );
      expect(rows[0]!.n).toBe(0);
    });

    it('holds its kiosk library media: they cannot be deleted while it lasts', async () => {
      const items = await kioskItems(genie, 'manager', 'Garden party');
      expect(items.find((item) => item.mediaItemId === libraryPicture)?.isSelectable).toBe(false);
      const answer = await typed.post('/api/mediaitems/delete', {
        body: { mediaItemIds: [libraryPicture] },
        token: tokens.manager,
      });
      expect(answer.status).toBe(422);
    });

    it('lets admins read but never send, with nothing appended', async () => {
      await refused(
        () => sendJson({ kioskId: genie, residentId: [genieResidents[0]], message: 'Hi' }, 'admin'),
        refusal(403, 'Admins read Geniegrams but do not send them.', 1),
      );
      await refused(
        () => sendJson({ kioskId: abby, residentId: [1], message: 'Hi' }, 'admin'),
        refusal(422, 'Geniegrams go to Genie kiosks only.'),
      );
      const forAbby = await list(abby, 'admin');
      expect(forAbby.kioskEmails).toEqual([]);
      expect(forAbby.selectorResidents.every((resident) => !resident.isSelectable)).toBe(true);
    });

    it('lets a family facilitator reach their own residents only', async () => {
      const theirs = await list(familyKiosk, 'family');
      expect(theirs.selectorResidents.map((resident) => resident.id)).toEqual(
        family.residentIds.filter((id) => theirs.selectorResidents.some((resident) => resident.id === id)),
      );
      expect(theirs.selectorResidents.map((resident) => resident.id)).toContain(familyResident);
      const geniegram = sent(
        await sendJson(
          { kioskId: familyKiosk, residentId: [familyResident], message: 'From your daughter' },
          'family',
        ),
      );
      expect((await list(familyKiosk, 'family')).kioskEmails.map((email) => email.id)).toContain(
        geniegram.id,
      );
      // A resident of another kiosk, or of this one who is not theirs, answers as a missing one.
      await refused(
        () =>
          sendJson(
            { kioskId: familyKiosk, residentId: [familyResident, genieResidents[0]], message: 'Hi' },
            'family',
          ),
        refusal(404, 'This resident no longer exists.', 1),
      );
    });

    it('answers a kiosk out of reach, a visitor and a missing kiosk as missing, appending nothing', async () => {
      // A Genie neither the kiosk manager nor the family facilitator reaches.
      const [other] = await query<{ id: number }>(
        `SELECT k.id FROM kiosks k JOIN users u ON u.id = 'ambient|kioskManager'
          WHERE k.type_id = 2 AND NOT (k.id = ANY(u.kiosk_ids))
            AND NOT EXISTS (SELECT 1 FROM residents r WHERE r.kiosk_id = k.id AND r.id = ANY($1::int[]))
          ORDER BY k.id LIMIT 1`,
        [family.residentIds],
      );
      for (const [who, kioskId] of [
        ['visitor', genie],
        ['admin', 999_999],
        ['manager', other!.id],
        ['family', other!.id],
      ] as const) {
        expect(await read(kioskId, who)).toEqual(refusal(404, 'This kiosk no longer exists.', 1));
        await refused(
          () => sendJson({ kioskId, residentId: [1], message: 'Hi' }, who),
          refusal(404, 'This kiosk no longer exists.', 1),
        );
      }
      // Not an id: a path the document refuses, sent untyped.
      expect((await callApi(api.url, 'GET', 'kioskemails/kiosk/abc', { token: tokens.manager })).status).toBe(
        400,
      );
      expect((await typed.get('/api/kioskemails/kiosk/{id}', { path: { id: genie } })).status).toBe(401);
    });

    it('refuses what breaks a rule, with its message in English and French, appending nothing', async () => {
      const base = { kioskId: genie, residentId: [genieResidents[0]], message: 'Hello' };
      const cases: Array<[GeniegramJson, Answer, Answer]> = [
        [
          { ...base, message: '  ' },
          refusal(422, 'Email message is required'),
          refusal(422, 'Le message du courriel est obligatoire'),
        ],
        [
          { ...base, residentId: [] },
          refusal(422, 'Resident is required'),
          refusal(422, 'Le résident est obligatoire'),
        ],
        [
          { ...base, message: 'a'.repeat(4001) },
          refusal(422, 'Message cannot exceed 4000 characters'),
          refusal(422, 'Le message ne peut pas dépasser 4000 caractères'),
        ],
        [
          { ...base, mediaItemId: [999_999] },
          refusal(404, 'This media item no longer exists.'),
          refusal(404, 'Ce média n’existe plus.'),
        ],
        [
          { ...base, userId: 'ambient|admin' },
          refusal(403, 'You are not allowed to do this.', 1),
          refusal(403, 'Vous n’êtes pas autorisé à faire ceci.', 1),
        ],
      ];
      for (const [body, english, french] of cases) {
        await refused(() => sendJson(body), english);
        await refused(() => sendJson(body, 'manager', 'fr'), french);
      }
      // Media of a resident's library are not the kiosk's.
      const residentUpload = await upload(
        `mediaitems/resident/${genieResidents[0]}/upload/images`,
        { metadata: JSON.stringify([{ title: 'Their own picture' }]) },
        [{ name: 'own.png', bytes: await picture() }],
      );
      const residentItem = residentUpload.json.uploadResults[0]!.mediaItem!.mediaItemId;
      await refused(
        () => sendJson({ ...base, mediaItemId: String(residentItem) }),
        refusal(422, "A Geniegram takes media from the kiosk's library or the public library only."),
      );
      // After a picture, no video.
      await refused(
        () =>
          post(
            'kioskemails/send/videos',
            {
              containerName: `k-${genie}`,
              residentId: String(genieResidents[0]),
              message: 'Hi',
              mediaItemId: String(libraryPicture),
            },
            [{ name: 'clip.mp4', bytes: Buffer.from('not read: refused before') }],
          ),
        refusal(422, 'A Geniegram holds pictures and audio, or videos, not both.'),
      );
      // Files need their kind; the kiosk is named once.
      expect(
        (
          await post(
            'kioskemails/send',
            { kioskId: String(genie), residentId: String(genieResidents[0]), message: 'Hi' },
            [{ name: 'cake.png', bytes: await picture() }],
          )
        ).status,
      ).toBe(400);
      expect(
        (await post('kioskemails/send/pictures', { kioskId: String(genie), message: 'Hi' })).status,
      ).toBe(400);
      expect((await sendJson({ residentId: [1], message: 'Hi' })).status).toBe(400);
      expect((await sendJson({ residentId: [1], message: 'Hi', containerName: 'r-1' })).status).toBe(400);
      expect((await sendJson({ ...base, residentId: 'a,b' })).status).toBe(400);
    });

    it("forgets an erased resident's copy and keeps the others'", async () => {
      const [kept, erased] = genieResidents;
      const geniegram = sent(
        await sendJson({ kioskId: genie, residentId: [kept, erased], message: 'To both' }),
      );
      expect(
        (
          await typed.delete('/api/residents/{id}/personal-data', {
            path: { id: erased! },
            token: tokens.admin,
          })
        ).status,
      ).toBe(200);
      const after = (await list(genie)).kioskEmails.find((email) => email.id === geniegram.id);
      expect(after?.residents.map((resident) => resident.id)).toEqual([kept]);
      expect(after?.message).toBe('To both');
      const copies = await query<{ resident_id: number }>(
        `SELECT resident_id FROM kiosk_email_copies WHERE kiosk_email_id = $1`,
        [geniegram.id],
      );
      expect(copies.map((copy) => copy.resident_id)).toEqual([kept]);
    });

    it('keeps the photo of a Geniegram another resident still has, after one of its residents is erased', async () => {
      // The birthday Geniegram went to the first two residents; the second was erased above.
      const birthday = (await list(genie)).kioskEmails.find((email) => email.subject === 'Happy birthday!');
      expect(birthday?.residents.map((resident) => resident.id)).toEqual([genieResidents[0]]);
      const cake = birthday?.blobs.find((blob) => blob.title === 'The cake');
      expect(cake).toBeDefined();
      expect((await fetch(`${api.url}${cake!.uri}`)).status).toBe(200);
      const items = await kioskItems(genie, 'manager', 'cake');
      expect(items.map((item) => item.mediaItemId)).toContain(cake!.mediaItemId);
    });

    it('takes a Geniegram and its uploaded photo with the erased resident it was written to: lists, files, addresses and a rebuild', async () => {
      const stored = api.app.get(BlobStore);
      const readModels = async (): Promise<Record<string, unknown[]>> => {
        const out: Record<string, unknown[]> = {};
        for (const table of api.app.get(ProjectionRunner).registered.flatMap((p) => p.tables))
          out[table] = await query(`SELECT * FROM "${table}" ORDER BY 1`);
        return out;
      };
      const listed = async (who: string) =>
        (await list(familyKiosk, who)).kioskEmails.map((email) => email.id);
      const familyKioskItems = async () =>
        (await kioskItems(familyKiosk, 'admin')).map((item) => item.mediaItemId);
      // The family writes to their resident alone, with a photo they upload and a sound of the public library.
      const geniegram = sent(
        await post(
          'kioskemails/send/images',
          {
            containerName: `k-${familyKiosk}`,
            metadata: JSON.stringify([{ title: 'The new puppy' }]),
            mediaItemId: String(publicSound),
            residentId: String(familyResident),
            message: 'Look who came home with us',
          },
          [{ name: 'puppy.png', bytes: await picture() }],
          'family',
        ),
      );
      const attached = geniegram.blobs.find((blob) => blob.mediaItemId !== publicSound);
      expect(attached).toMatchObject({ title: 'The new puppy', containerName: `k-${familyKiosk}` });
      // Its thumbnail is made meanwhile: the addresses the family holds serve the photo and the thumbnail.
      const shown = await until(
        "the photo's thumbnail",
        async () =>
          (await list(familyKiosk, 'family')).kioskEmails
            .find((email) => email.id === geniegram.id)
            ?.blobs.find((blob) => blob.id === attached!.id),
        (blob: KioskEmailBlob | undefined) => Boolean(blob?.thumbnail),
      );
      const addresses = [shown!.uri, shown!.thumbnail!];
      for (const address of addresses) expect((await fetch(`${api.url}${address}`)).status).toBe(200);
      const item = (await kioskItems(familyKiosk, 'admin')).find(
        (each) => each.mediaItemId === attached!.mediaItemId,
      );
      expect(item).toMatchObject({ title: 'The new puppy', addedBy: expect.any(String) });
      const [row] = await query<{ blob_key: string }>(`SELECT blob_key FROM media_items WHERE id = $1`, [
        attached!.mediaItemId,
      ]);
      const keys = [row!.blob_key, thumbnailKey(row!.blob_key)];
      for (const key of keys) expect(await stored.stat(key)).not.toBeNull();

      expect(
        (
          await typed.delete('/api/residents/{id}/personal-data', {
            path: { id: familyResident },
            token: tokens.admin,
          })
        ).status,
      ).toBe(200);

      // Gone for everyone who read it, from the kiosk's library, from the store and from its addresses.
      expect(await listed('family')).not.toContain(geniegram.id);
      expect(await listed('admin')).not.toContain(geniegram.id);
      expect(await familyKioskItems()).not.toContain(attached!.mediaItemId);
      for (const key of keys) expect(await stored.stat(key)).toBeNull();
      for (const address of addresses) expect((await fetch(`${api.url}${address}`)).status).toBe(404);
      // What it took from a library stays there.
      expect(
        (await typed.get('/api/mediaitems/{id}', { path: { id: publicSound }, token: tokens.admin })).status,
      ).toBe(200);
      // Nothing holds the photo any more, and a rebuild gives the same rows.
      const live = await readModels();
      await api.app.get(ProjectionRunner).rebuild();
      expect(await readModels()).toEqual(live);
      expect(await listed('admin')).not.toContain(geniegram.id);
      expect(await familyKioskItems()).not.toContain(attached!.mediaItemId);
    });
  });
}
