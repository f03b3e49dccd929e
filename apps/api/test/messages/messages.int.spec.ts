/**
 * Messages through the API (issue 13; decision 0043): a virtual visitor writes to their resident,
 * a family facilitator sends a picture to two residents, a resident's voice message is played
 * by the visitor it was sent to and so opened; the spec's rules and messages in English and
 * French; who reaches which message; a refused call appends nothing; no text in clear in the log.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import type { ApiPaths, Profile } from '@ambient/core';
import { eventHead, refusal, settledEventHead } from '../support/api-calls.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { featureEngines } from '../support/databases.js';
import { storageEngines } from '../support/s3-server.js';
import { typedApi, type ResultFields, type TypedAnswer, type TypedApi } from '../support/typed-api.js';

const run = promisify(execFile);

const picture = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** Two seconds of a tone, as an mp3 made by ffmpeg. */
async function voice(): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'voice-'));
  try {
    const path = join(dir, 'voice.mp3');
    await run('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=22050',
      '-t',
      '2',
      path,
    ]);
    return await readFile(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const [files] = storageEngines();

/** What `POST messages` takes. */
type MessageBody = ApiPaths['/api/messages']['post']['requestBody']['content']['application/json'];
/** What `POST messages/upload/{kind}` answers, as the document gives it. */
type Uploaded = TypedAnswer<
  ApiPaths['/api/messages/upload/{kind}']['post']['responses'][200]['content']['application/json']
>;

for (const database of featureEngines()) {
  describe(`Messages on ${database.name}`, () => {
    let api: RunningApi;
    let stop: () => Promise<void>;
    const tokens: Record<string, string> = {};
    let family: Profile;
    let visitorId: string;
    /** The family facilitator's Genie resident, whom the visitor is a contact of. */
    let resident: number;
    /** Another of the family facilitator's residents. */
    let secondResident: number;
    let foreignResident: number;
    let typed: TypedApi;

    /** A message sent through `POST messages`, as the visitor unless told. */
    const send = (body: MessageBody, token = tokens.visitor, language?: string) =>
      typed.post('/api/messages', { body, token, language });

    const query = <T>(sql: string, params: unknown[] = []) =>
      api.app.get(DataSource).query(sql, params) as Promise<T[]>;

    /** A multipart upload, as the console sends it: the typed client sends JSON only. */
    async function upload(
      token: string,
      kind: string,
      fields: Record<string, string>,
      file?: { name: string; bytes: Buffer },
      language?: string,
    ): Promise<Uploaded> {
      const form = new FormData();
      if (file) form.append('file', new Blob([file.bytes]), file.name);
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const response = await fetch(`${api.url}/api/messages/upload/${kind}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) },
        body: form,
      });
      return { status: response.status, json: (await response.json()) as Uploaded['json'] };
    }

    /** The messages of a successful answer. */
    const messagesOf = <Message>(answer: { status: number; json: { messages: Message[] } }): Message[] => {
      expect(answer.status).toBe(200);
      return answer.json.messages;
    };

    /**
     * The call is refused with this answer and appends no event. The media workers append their
     * outcome for the pictures and voices sent before, so the head is read once none is pending.
     */
    async function refused(
      answer: () => Promise<{ status: number; json: ResultFields }>,
      expected: { status: number; json: ResultFields },
    ): Promise<void> {
      const head = await settledEventHead(api);
      expect(await answer()).toEqual(expected);
      expect(await eventHead(api)).toBe(head);
    }

    beforeAll(async () => {
      const started = await files!.start();
      stop = started.stop;
      api = await startApi(database, started.env);
      typed = typedApi(api.url);
      // A seeded virtual visitor of the family facilitator's Genie resident.
      const [contact] = await query<{ id: string; email: string; resident_ids: number[] }>(
        `SELECT v.id, v.email, v.resident_ids FROM users v JOIN users f ON f.id = 'ambient|family'
          WHERE v.functional_role = 'Guest' AND v.id LIKE 'ambient|demo-%' AND v.resident_ids && f.resident_ids
          ORDER BY v.id LIMIT 1`,
      );
      visitorId = contact!.id;
      resident = contact!.resident_ids[0]!;
      for (const [key, email] of Object.entries({
        admin: 'admin@ambient.demo',
        family: 'family@ambient.demo',
        manager: 'kiosk.manager@ambient.demo',
        visitor: contact!.email,
        otherVisitor: 'visitor@ambient.demo',
      }))
        tokens[key] = await api.signIn(email, DEMO_PASSWORD);
      family = (await typed.get('/api/users/me', { token: tokens.family })).json.profile;
      secondResident = family.residentIds.find((id) => id !== resident)!;
      const [foreign] = await query<{ id: number }>(
        `SELECT id FROM residents WHERE NOT (id = ANY($1::int[])) ORDER BY id LIMIT 1`,
        [family.residentIds],
      );
      foreignResident = foreign!.id;
    }, 180_000);

    afterAll(async () => {
      await api?.close();
      await stop?.();
    });

    it('lets a virtual visitor write to their resident, in one thread, unopened until the kiosk shows it', async () => {
      const [first] = messagesOf(
        await upload(tokens.visitor!, 'text-only', {
          residentId: String(resident),
          textMessage: 'Hello Mum\nSee you on Sunday',
          messageTypeId: '1',
          deviceInfo: 'Ambient Connect',
        }),
      );
      expect(first).toMatchObject({
        userId: visitorId,
        residentId: resident,
        subject: 'Hello Mum',
        text: 'Hello Mum\nSee you on Sunday',
        kind: 'text',
        isOpened: false,
        firstOpened: null,
        messageTypeId: 1,
        isInitiator: true,
        messageBlobs: [],
      });
      const [second] = messagesOf(
        await send({ residentIds: [resident], subject: 'Lunch', text: 'Lunch on Sunday?' }),
      );
      expect(second).toMatchObject({
        messageThreadId: first!.messageThreadId,
        isInitiator: false,
        subject: 'Lunch',
      });
      const seen = messagesOf(await typed.post('/api/messages/profile', { body: {}, token: tokens.visitor }));
      expect(seen.map((message) => message.id).slice(0, 2)).toEqual([second!.id, first!.id]);
      expect(seen.every((message) => message.userId === visitorId)).toBe(true);
      // Their resident's family facilitator reads it too; staff of other kiosks do not.
      const forFamily = messagesOf(
        await typed.post('/api/messages/profile', {
          body: { residentIds: [resident] },
          token: tokens.family,
        }),
      );
      expect(forFamily.map((message) => message.id)).toEqual(expect.arrayContaining([first!.id, second!.id]));
      const searched = messagesOf(
        await typed.post('/api/messages/profile', {
          query: { last: 5 },
          body: { search: 'lunch', messageTypeId: 1 },
          token: tokens.family,
        }),
      );
      expect(searched.map((message) => message.id)).toEqual([second!.id]);
      // The visitor is not the recipient: only the kiosk opens a message to a resident.
      await refused(
        () =>
          typed.put('/api/messages/{id}', {
            path: { id: first!.id },
            body: { isOpened: true },
            token: tokens.visitor,
          }),
        refusal(403, 'Only the one a message was sent to can mark it opened.'),
      );
    });

    it('sends a picture to two residents, each keeping it in their own library, titled and subject by title', async () => {
      const sent = messagesOf(
        await upload(
          tokens.family!,
          'images',
          { residentId: `${resident},${secondResident}`, title: ' The garden in May ', messageTypeId: '1' },
          { name: 'garden.png', bytes: await picture() },
        ),
      );
      expect(
        sent.map((message) => [message.residentId, message.kind, message.subject, message.title]),
      ).toEqual([
        [resident, 'image', 'The garden in May', 'The garden in May'],
        [secondResident, 'image', 'The garden in May', 'The garden in May'],
      ]);
      expect(sent.map((message) => message.messageBlobs.map((blob) => blob.containerName))).toEqual([
        [`r-${resident}`],
        [`r-${secondResident}`],
      ]);
      expect(sent[0]!.messageBlobs[0]).toMatchObject({
        title: 'The garden in May',
        contentType: 'image/png',
      });
      expect(sent[0]!.userId).toBe(family.id);
      // The visitor reaches their own thread only, not the family facilitator's.
      const seen = messagesOf(await typed.post('/api/messages/profile', { body: {}, token: tokens.visitor }));
      expect(seen.some((message) => message.id === sent[0]!.id)).toBe(false);
      await refused(
        () => typed.delete('/api/messages/{id}', { path: { id: sent[0]!.id }, token: tokens.visitor }),
        refusal(404, 'This message no longer exists.', 1),
      );
      await refused(
        () =>
          typed.put('/api/messages/{id}', {
            path: { id: sent[0]!.id },
            body: { isOpened: true },
            token: tokens.visitor,
          }),
        refusal(404, 'This message no longer exists.', 1),
      );
      await refused(
        () =>
          typed.delete('/api/messageblobs/{id}', {
            path: { id: sent[0]!.messageBlobs[0]!.id },
            token: tokens.visitor,
          }),
        refusal(404, 'This attachment is no longer in the message.', 1),
      );
      // The family facilitator deletes one; it is gone for everyone.
      expect(
        await typed.delete('/api/messages/{id}', { path: { id: sent[1]!.id }, token: tokens.family }),
      ).toEqual({
        status: 200,
        json: { errorSeverity: null, errorMessage: null, deletedIds: [sent[1]!.id] },
      });
      await refused(
        () => typed.delete('/api/messages/{id}', { path: { id: sent[1]!.id }, token: tokens.family }),
        refusal(404, 'This message no longer exists.', 1),
      );
    });

    it("keeps a message's picture in the resident's library until the message is deleted", async () => {
      const [sent] = messagesOf(
        await upload(
          tokens.family!,
          'images',
          { residentId: String(resident), title: 'Kept by its message', messageTypeId: '1' },
          { name: 'kept.png', bytes: await picture() },
        ),
      );
      const mediaItemId = sent!.messageBlobs[0]!.mediaItemId;
      const library = async () =>
        (
          await typed.get('/api/mediaitems/resident/{residentId}', {
            path: { residentId: resident },
            query: { search: 'Kept by' },
            token: tokens.family,
          })
        ).json.mediaItems;
      expect((await library()).find((item) => item.mediaItemId === mediaItemId)?.isSelectable).toBe(false);
      await refused(
        () =>
          typed.post('/api/mediaitems/delete', {
            body: { mediaItemIds: [mediaItemId] },
            token: tokens.family,
          }),
        refusal(
          422,
          'A message holds 1 of the selected media: delete the message first, or leave that media out.',
        ),
      );
      await refused(
        () =>
          typed.delete('/api/mediaitems/{id}', {
            path: { id: mediaItemId },
            token: tokens.family,
            language: 'fr-CA',
          }),
        refusal(
          422,
          'Un message contient 1 des médias choisis\u202f: supprimez d’abord le message ou laissez ces médias de côté.',
        ),
      );
      // Once the message goes, its picture may go too.
      expect(
        (await typed.delete('/api/messages/{id}', { path: { id: sent!.id }, token: tokens.family })).status,
      ).toBe(200);
      expect((await library()).find((item) => item.mediaItemId === mediaItemId)?.isSelectable).toBe(true);
      expect(
        (
          await typed.post('/api/mediaitems/delete', {
            body: { mediaItemIds: [mediaItemId] },
            token: tokens.family,
          })
        ).json.deletedIds,
      ).toEqual([mediaItemId]);
    });

    it("plays a resident's voice message to the visitor it was sent to, which opens it; anyone else's playback logs nothing", async () => {
      const [sent] = messagesOf(
        await upload(
          tokens.family!,
          'audio',
          { residentId: String(resident), title: 'Thank you', messageTypeId: '2', userId: visitorId },
          { name: 'thanks.mp3', bytes: await voice() },
        ),
      );
      expect(sent).toMatchObject({ messageTypeId: 2, userId: visitorId, kind: 'audio', isOpened: false });
      const head = await settledEventHead(api);
      const byFamily = await typed.get('/api/messages/{id}/voiceurl', {
        path: { id: sent!.id },
        query: { log: true },
        token: tokens.family,
      });
      expect(byFamily.json).toMatchObject({ isOpened: false, url: expect.any(String) });
      expect(await eventHead(api)).toBe(head);
      const byVisitor = await typed.get('/api/messages/{id}/voiceurl', {
        path: { id: sent!.id },
        query: { log: true },
        token: tokens.visitor,
      });
      expect(byVisitor.json).toMatchObject({ errorSeverity: null, isOpened: true });
      const [opened] = messagesOf(
        await typed.post('/api/messages/profile', { body: { messageTypeId: 2 }, token: tokens.visitor }),
      );
      expect(opened).toMatchObject({ id: sent!.id, isOpened: true, firstOpened: expect.any(String) });
      // The thread read by the visitor leaves nothing more to open.
      const thread = messagesOf(
        await typed.put('/api/messages/thread/{id}', {
          path: { id: sent!.messageThreadId },
          body: { isOpened: true },
          token: tokens.visitor,
        }),
      );
      expect(
        thread.filter((message) => message.messageTypeId === 2).every((message) => message.isOpened),
      ).toBe(true);
      const text = messagesOf(
        await typed.post('/api/messages/profile', { body: { messageTypeId: 1 }, token: tokens.visitor }),
      )[0]!;
      await refused(
        () =>
          typed.get('/api/messages/{id}/voiceurl', {
            path: { id: text.id },
            query: { log: true },
            token: tokens.visitor,
          }),
        refusal(422, 'This message has no voice recording.'),
      );
    });

    it('holds the compose rules with their messages, in English and French, appending nothing', async () => {
      await refused(
        () => send({ residentIds: [resident], text: '   ' }),
        refusal(422, 'Message is required'),
      );
      await refused(
        () => send({ residentIds: [resident], text: '   ' }, tokens.visitor, 'fr'),
        refusal(422, 'Le message est obligatoire'),
      );
      await refused(
        () => send({ residentIds: [], text: 'Hi' }),
        refusal(422, 'Please choose at least one resident.'),
      );
      await refused(
        async () =>
          upload(
            tokens.visitor!,
            'images',
            { residentId: String(resident), title: 't'.repeat(51) },
            { name: 'long.png', bytes: await picture() },
          ),
        refusal(422, 'Title cannot exceed 50 characters'),
      );
      await refused(
        async () =>
          upload(
            tokens.visitor!,
            'images',
            { residentId: String(resident), title: 't'.repeat(51) },
            { name: 'long.png', bytes: await picture() },
            'fr',
          ),
        refusal(422, 'Le titre ne peut pas dépasser 50 caractères'),
      );
      await refused(
        async () =>
          upload(
            tokens.visitor!,
            'images',
            { residentId: String(resident) },
            { name: 'untitled.png', bytes: await picture() },
          ),
        refusal(422, 'Title is required'),
      );
      // A user writes in their own name only: the state the command would produce is refused.
      await refused(
        () => send({ residentIds: [resident], text: 'Hi', userId: family.id }),
        refusal(403, 'You may not send or change this message.', 1),
      );
      // A resident writes only to their contacts, and a visitor does not write as the resident.
      await refused(
        () =>
          send(
            { residentIds: [resident], text: 'Hi', messageTypeId: 2, userId: 'ambient|admin' },
            tokens.family,
          ),
        refusal(422, "This person is not one of the resident's contacts."),
      );
      await refused(
        () =>
          send({
            residentIds: [resident],
            text: 'Hi',
            messageTypeId: 2,
            userId: visitorId,
          }),
        refusal(403, 'You may not send or change this message.', 1),
      );
    });

    it('answers residents and messages outside the scope as missing ones', async () => {
      const missingResident = refusal(404, 'This resident no longer exists.', 1);
      await refused(() => send({ residentIds: [foreignResident], text: 'Hi' }), missingResident);
      await refused(
        () => send({ residentIds: [foreignResident], text: 'Hi' }, tokens.family),
        missingResident,
      );
      await refused(
        () => send({ residentIds: [resident], text: 'Hi' }, tokens.otherVisitor),
        missingResident,
      );
      const [mine] = messagesOf(await send({ residentIds: [resident], text: 'Only ours' }));
      const missing = refusal(404, 'This message no longer exists.', 1);
      await refused(
        () => typed.delete('/api/messages/{id}', { path: { id: mine!.id }, token: tokens.otherVisitor }),
        missing,
      );
      await refused(
        () =>
          typed.get('/api/messages/{id}/voiceurl', { path: { id: mine!.id }, token: tokens.otherVisitor }),
        missing,
      );
      await refused(
        () =>
          typed.put('/api/messages/thread/{id}', {
            path: { id: mine!.messageThreadId },
            body: {},
            token: tokens.otherVisitor,
          }),
        missing,
      );
      await refused(
        () => typed.delete('/api/messages/{id}', { path: { id: 2147483000 }, token: tokens.visitor }),
        missing,
      );
      expect(
        messagesOf(await typed.post('/api/messages/profile', { body: {}, token: tokens.otherVisitor })),
      ).toEqual([]);
      const [managerKiosk] = await query<{ kiosk_id: number }>(
        `SELECT kiosk_id FROM residents WHERE id = $1`,
        [resident],
      );
      const manager = (await typed.get('/api/users/me', { token: tokens.manager })).json.profile;
      if (!manager.kioskIds.includes(managerKiosk!.kiosk_id)) {
        await refused(
          () => typed.delete('/api/messages/{id}', { path: { id: mine!.id }, token: tokens.manager }),
          missing,
        );
        const listed = messagesOf(
          await typed.post('/api/messages/profile', { body: {}, token: tokens.manager }),
        );
        expect(listed.some((message) => message.residentId === resident)).toBe(false);
      }
      // The admin reaches it, and deletes it.
      expect(
        (await typed.delete('/api/messages/{id}', { path: { id: mine!.id }, token: tokens.admin })).status,
      ).toBe(200);
    });

    it('keeps what residents and their contacts write out of the event log in clear', async () => {
      const rows = await query<{ data: string }>(
        `SELECT data::text AS data FROM event_store WHERE type = 'MessageSent'`,
      );
      expect(rows.length).toBeGreaterThan(3);
      for (const row of rows) {
        expect(row.data).not.toContain('See you on Sunday');
        expect(row.data).not.toContain('garden in May');
        expect(row.data).not.toContain('Thank you');
      }
    });
  });
}
