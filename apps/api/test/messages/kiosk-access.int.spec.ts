/**
 * A Genie's own access to its residents' messages and Geniegrams (issue 13; decision 0078), with
 * its serial and secret: it reads its resident's message and the picture's bytes, answers 404 for
 * another kiosk's, stops working at once when the secret is rotated or the serial changed, is
 * throttled after wrong secrets without saying whether a serial exists; a resident writes to a
 * contact from the kiosk, and the console shows it from the resident; the compose rules answer in
 * the spec's convention; a Geniegram and a message are reported opened and the console reads them
 * opened; a resident's Memory Album is reported shown, at most once per window, and the console
 * reads when (decision 0076).
 */
import { request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import type { ApiPaths, KioskAlbum } from '@ambient/core';
import { enMessages } from '@ambient/core';
import { KioskType } from '@ambient/device-protocol';
import { KioskSimulator } from '@ambient/simulators';
import { callApi, eventHead, refusal, settledEventHead } from '../support/api-calls.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { featureEngines } from '../support/databases.js';
import { unsigned } from '../support/signed-links.js';
import {
  findIn,
  typedApi,
  type ResultFields,
  type TypedAnswer,
  type TypedApi,
} from '../support/typed-api.js';

const picture = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();

interface KioskCredential {
  kioskId: number;
  serial: string;
  secret: string;
}

const NOT_RIGHT = 'This kiosk’s serial number or secret is not right.';

/** What the multipart uploads answer, as the document gives it (the typed client sends JSON only). */
type Uploaded<Path extends keyof ApiPaths> = ApiPaths[Path] extends {
  post: { responses: { 200: { content: { 'application/json': infer Json } } } };
}
  ? TypedAnswer<Json>['json']
  : never;

for (const database of featureEngines()) {
  describe(`a kiosk's own access to its messages on ${database.name}`, () => {
    let api: RunningApi;
    const tokens: Record<string, string> = {};
    let visitorId: string;
    /** A Genie resident the visitor is a contact of, and their kiosk. */
    let resident: number;
    let genie: KioskCredential;
    /** Another Genie with residents. */
    let otherGenie: KioskCredential;
    let otherResident: number;
    let typed: TypedApi;

    const query = <T>(sql: string, params: unknown[] = []) =>
      api.app.get(DataSource).query(sql, params) as Promise<T[]>;

    const basic = (serial: string, secret: string) =>
      `Basic ${Buffer.from(`${serial}:${secret}`).toString('base64')}`;

    /** The headers of a call made as the kiosk, with its serial and secret. */
    const asKiosk = (kiosk: { serial: string; secret: string }) => ({
      authorization: basic(kiosk.serial, kiosk.secret),
    });

    /** A multipart upload from the kiosk: the typed client sends JSON only. */
    async function kioskUpload(kiosk: KioskCredential, kind: string, fields: Record<string, string>) {
      const form = new FormData();
      form.append('file', new Blob([await picture()]), 'smile.png');
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const response = await fetch(`${api.url}/api/kiosk/messages/upload/${kind}`, {
        method: 'POST',
        headers: asKiosk(kiosk),
        body: form,
      });
      return {
        status: response.status,
        json: (await response.json()) as Uploaded<'/api/kiosk/messages/upload/{kind}'>,
      };
    }

    async function issue(kioskId: number): Promise<KioskCredential> {
      const answer = await typed.post('/api/kiosks/{id}/device-credential', {
        path: { id: kioskId },
        token: tokens.admin,
      });
      expect(answer.status).toBe(200);
      return { kioskId, serial: answer.json.username, secret: answer.json.secret };
    }

    /** The call is refused with this answer and appends no event. */
    async function refused(
      answer: () => Promise<{ status: number; json: ResultFields }>,
      expected: { status: number; json: ResultFields },
    ): Promise<void> {
      const head = await settledEventHead(api);
      expect(unsigned(await answer())).toEqual(unsigned(expected));
      expect(await eventHead(api)).toBe(head);
    }

    const consoleMessage = async (id: number, token: string | undefined) => {
      const answer = await typed.post('/api/messages/profile', { body: { residentIds: [resident] }, token });
      expect(answer.status).toBe(200);
      return answer.json.messages.find((message) => message.id === id);
    };

    /** A message to the resident, sent as the visitor from the console. */
    const sendFromConsole = async (text: string) =>
      (await typed.post('/api/messages', { body: { residentIds: [resident], text }, token: tokens.visitor }))
        .json.messages;

    beforeAll(async () => {
      api = await startApi(database);
      typed = typedApi(api.url);
      const [contact] = await query<{ id: string; email: string; resident_id: number; kiosk_id: number }>(
        `SELECT v.id, v.email, r.id AS resident_id, r.kiosk_id FROM users v
           JOIN residents r ON r.id = ANY(v.resident_ids) JOIN kiosks k ON k.id = r.kiosk_id
          WHERE v.functional_role = 'Guest' AND v.id LIKE 'ambient|demo-%' AND k.type_id = 2
            AND r.id = ANY((SELECT resident_ids FROM users WHERE id = 'ambient|family')::int[])
          ORDER BY v.id, r.id LIMIT 1`,
      );
      visitorId = contact!.id;
      resident = contact!.resident_id;
      for (const [key, email] of Object.entries({
        admin: 'admin@ambient.demo',
        family: 'family@ambient.demo',
        visitor: contact!.email,
      }))
        tokens[key] = await api.signIn(email, DEMO_PASSWORD);
      genie = await issue(contact!.kiosk_id);
      const [other] = await query<{ id: number; kiosk_id: number }>(
        `SELECT r.id, r.kiosk_id FROM residents r JOIN kiosks k ON k.id = r.kiosk_id
          WHERE k.type_id = 2 AND r.kiosk_id <> $1 ORDER BY r.id LIMIT 1`,
        [genie.kioskId],
      );
      otherResident = other!.id;
      otherGenie = await issue(other!.kiosk_id);
    }, 180_000);

    afterAll(async () => {
      await api?.close();
    });

    it("reads its resident's message, its words and its picture's bytes, and reading records nothing", async () => {
      const form = new FormData();
      form.append('file', new Blob([await picture()]), 'garden.png');
      form.append('residentId', String(resident));
      form.append('title', 'The garden');
      form.append('textMessage', 'Roses are out');
      const sent = await fetch(`${api.url}/api/messages/upload/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.visitor}` },
        body: form,
      });
      expect(sent.status).toBe(200);
      const [message] = ((await sent.json()) as Uploaded<'/api/messages/upload/{kind}'>).messages;
      const head = await settledEventHead(api);

      const inbox = await typed.get('/api/kiosk/messages', { headers: asKiosk(genie) });
      expect(inbox.status).toBe(200);
      const listed = findIn(inbox.json.messages, (each) => each.id === message!.id);
      expect(listed).toMatchObject({
        residentId: resident,
        messageTypeId: 1,
        userId: visitorId,
        senderName: message!.userNickname,
        subject: 'The garden',
        text: 'Roses are out',
        title: 'The garden',
        kind: 'image',
        isOpened: false,
        firstOpened: null,
      });
      expect(listed.media).toHaveLength(1);
      expect(listed.media[0]).toMatchObject({
        kind: 'image',
        contentType: 'image/png',
        title: 'The garden',
      });
      // Its own residents only, newest first.
      const residentIds = new Set(inbox.json.messages.map((each) => each.residentId));
      const [{ ids }] = (await query<{ ids: number[] }>(
        `SELECT array_agg(id) AS ids FROM residents WHERE kiosk_id = $1`,
        [genie.kioskId],
      )) as [{ ids: number[] }];
      expect([...residentIds].every((id) => ids.includes(id))).toBe(true);

      const one = await typed.get('/api/kiosk/messages/{id}', {
        path: { id: message!.id },
        headers: asKiosk(genie),
      });
      expect(one.status).toBe(200);
      // Read after the list, its picture's link may be signed for the next quarter hour already:
      // the same message otherwise, and that link serves too.
      expect(unsigned(one.json.message)).toEqual(unsigned(listed));
      const [oneMedia] = one.json.message.media;
      expect((await fetch(`${api.url}${oneMedia!.url}`)).status).toBe(200);

      // The picture's bytes, through its signed address, as the console's.
      const file = await fetch(`${api.url}${listed.media[0]!.url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(bytes.length).toBe(listed.media[0]!.size);
      expect((await sharp(bytes).metadata()).width).toBe(400);
      // Without its signature the file is not served.
      expect((await fetch(`${api.url}${listed.media[0]!.url.split('?')[0]}`)).status).toBe(403);

      // A resident's residents and their contacts: the visitor among them.
      const residents = await typed.get('/api/kiosk/residents', { headers: asKiosk(genie) });
      expect(residents.status).toBe(200);
      const mine = residents.json.residents.find((each) => each.id === resident);
      expect(mine?.contacts.map((contact) => contact.userId)).toContain(visitorId);
      expect(residents.json.residents.some((each) => each.id === otherResident)).toBe(false);

      expect(await eventHead(api)).toBe(head);
    });

    it("answers another kiosk's message, and a missing one, as missing", async () => {
      const [message] = await sendFromConsole('Only for you');
      const missing = refusal(404, 'This message no longer exists.', 1);
      const headers = asKiosk(otherGenie);
      await refused(
        () => typed.get('/api/kiosk/messages/{id}', { path: { id: message!.id }, headers }),
        missing,
      );
      await refused(
        () => typed.get('/api/kiosk/messages/{id}', { path: { id: 2147483000 }, headers }),
        missing,
      );
      await refused(
        () => typed.post('/api/kiosk/messages/{id}/opened', { path: { id: message!.id }, body: {}, headers }),
        missing,
      );
      const inbox = await typed.get('/api/kiosk/messages', { headers });
      expect(inbox.json.messages.some((each) => each.id === message!.id)).toBe(false);
      expect(inbox.json.messages.every((each) => each.residentId !== resident)).toBe(true);
      // Nor does it reach the resident through the filter.
      const filtered = await typed.get('/api/kiosk/messages', { query: { residentId: resident }, headers });
      expect(filtered).toEqual({
        status: 200,
        json: { errorSeverity: null, errorMessage: null, messages: [] },
      });
      expect((await consoleMessage(message!.id, tokens.visitor))?.isOpened).toBe(false);
    });

    it('reports a message opened, once, and the console reads it opened', async () => {
      const [message] = await sendFromConsole('Lunch at noon');
      const openedAt = '2026-05-06T07:08:09.000Z';
      const open = (body: { openedAt?: string }) =>
        typed.post('/api/kiosk/messages/{id}/opened', {
          path: { id: message!.id },
          body,
          headers: asKiosk(genie),
        });
      const opened = await open({ openedAt });
      expect(opened.status).toBe(200);
      expect(opened.json.message).toMatchObject({ id: message!.id, isOpened: true, firstOpened: openedAt });
      await refused(() => open({}), { status: 200, json: opened.json });
      expect(await consoleMessage(message!.id, tokens.visitor)).toMatchObject({
        isOpened: true,
        firstOpened: openedAt,
      });
    });

    it("reports its resident's album shown, once per window, and the console reads when; another kiosk's is missing", async () => {
      const form = new FormData();
      form.append('file', new Blob([await picture()]), 'beach.png');
      form.append('metadata', JSON.stringify([{ title: 'Beach' }]));
      const uploaded = await fetch(`${api.url}/api/mediaitems/resident/${resident}/upload/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.family}` },
        body: form,
      });
      expect(uploaded.status).toBe(200);
      const { mediaItem } = findIn(
        ((await uploaded.json()) as Uploaded<'/api/mediaitems/resident/{residentId}/upload/{kind}'>)
          .uploadResults,
      );
      const created = await typed.post('/api/residentplaylists', {
        body: { residentId: resident, name: 'Seaside' },
        token: tokens.family,
      });
      const albumId = created.json.playlist.id;
      const added = await typed.post('/api/residentplaylistblobs/bulk', {
        body: { playlistId: albumId, mediaItemIds: [mediaItem!.mediaItemId] },
        token: tokens.family,
      });
      expect(added.status).toBe(200);
      const otherAlbum = (
        await typed.post('/api/residentplaylists', {
          body: { residentId: otherResident, name: 'Elsewhere' },
          token: tokens.admin,
        })
      ).json.playlist;

      // Its residents' albums, never another kiosk's.
      const listed = await typed.get('/api/kiosk/playlists', { headers: asKiosk(genie) });
      expect(listed.status).toBe(200);
      const album: KioskAlbum = {
        id: albumId,
        residentId: resident,
        name: 'Seaside',
        isSlideShow: false,
        mediaCount: 1,
        lastViewDate: null,
      };
      expect(listed.json.playlists).toContainEqual(album);
      expect(listed.json.playlists.some((each) => each.id === otherAlbum.id)).toBe(false);

      // Another kiosk's resident's album, and a missing one, are missing; a bad time is a 400: none appends.
      const viewed = (kiosk: KioskCredential, id: number, body: { viewedAt?: string }, language?: string) =>
        typed.post('/api/kiosk/playlists/{id}/viewed', {
          path: { id },
          body,
          language,
          headers: asKiosk(kiosk),
        });
      const missing = refusal(404, 'This album no longer exists.', 1);
      await refused(() => viewed(genie, otherAlbum.id, {}), missing);
      await refused(() => viewed(otherGenie, albumId, {}), missing);
      await refused(() => viewed(genie, 2147483000, {}), missing);
      const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
      await refused(
        () => viewed(genie, albumId, { viewedAt: minutesAgo(-10) }),
        refusal(400, 'The viewing time is later than now.'),
      );
      await refused(
        () => viewed(genie, albumId, { viewedAt: minutesAgo(31 * 24 * 60) }, 'fr-CA'),
        refusal(400, 'L’heure de la vue remonte à plus de 30 jours.'),
      );
      const head = await settledEventHead(api);
      const notATime = await viewed(genie, albumId, { viewedAt: 'yesterday' });
      expect(notATime.status).toBe(400);
      expect(notATime.json.errorSeverity).toBe(0);
      expect(await eventHead(api)).toBe(head);

      // Shown 40 minutes ago: recorded; 5 minutes later, or earlier, nothing more.
      const first = minutesAgo(40);
      const recorded = await viewed(genie, albumId, { viewedAt: first });
      expect(recorded).toEqual({
        status: 200,
        json: { errorSeverity: null, errorMessage: null, playlist: { ...album, lastViewDate: first } },
      });
      const [event] = await query<{ data: unknown }>(
        `SELECT data FROM event_store WHERE type = 'MemoryAlbumViewed' ORDER BY global_position DESC LIMIT 1`,
      );
      // Ids and the time only.
      expect(event!.data).toEqual({ albumId, residentId: resident, kioskId: genie.kioskId, viewedAt: first });
      for (const viewedAt of [minutesAgo(35), minutesAgo(50)])
        await refused(() => viewed(genie, albumId, { viewedAt }), recorded);
      const detail = async () =>
        (await typed.get('/api/residentplaylists/{id}', { path: { id: albumId }, token: tokens.family })).json
          .playlist;
      // The picture was added after that viewing: not seen yet.
      expect(await detail()).toMatchObject({ lastViewDate: first, playlistBlobs: [{ lastViewDate: null }] });

      // Shown now, as the simulator reports it: recorded, and the console's list and the album's content say when.
      const simulator = new KioskSimulator({
        url: 'mqtt://127.0.0.1:1',
        serial: genie.serial,
        type: KioskType.Genie,
        apiUrl: api.url,
        password: genie.secret,
      });
      expect((await simulator.albums(resident)).map((each) => each.id)).toContain(albumId);
      const last = (await simulator.viewAlbum(albumId)).lastViewDate!;
      expect(Date.parse(last)).toBeGreaterThan(Date.parse(minutesAgo(1)));
      const albums = await typed.get('/api/residentplaylists/resident/{residentId}', {
        path: { residentId: resident },
        token: tokens.family,
      });
      expect(albums.json.residentPlaylists.find((each) => each.id === albumId)).toMatchObject({
        lastViewDate: last,
      });
      expect(await detail()).toMatchObject({ lastViewDate: last, playlistBlobs: [{ lastViewDate: last }] });
    });

    it('refuses a rotated secret at once, and never says whether a serial exists', async () => {
      const old = genie;
      genie = await issue(genie.kioskId);
      const notRight = refusal(401, NOT_RIGHT, 1);
      await refused(() => typed.get('/api/kiosk/messages', { headers: asKiosk(old) }), notRight);
      expect((await typed.get('/api/kiosk/messages', { headers: asKiosk(genie) })).status).toBe(200);
      // A serial nobody has answers as a wrong secret does.
      await refused(
        () =>
          typed.get('/api/kiosk/messages', {
            headers: asKiosk({ serial: 'GN00-NOBODY', secret: old.secret }),
          }),
        notRight,
      );
      // No credential, or a person's token, opens nothing either.
      expect(await typed.get('/api/kiosk/messages')).toEqual(notRight);
      expect(await typed.get('/api/kiosk/messages', { token: tokens.admin })).toEqual(notRight);
      const french = await typed.get('/api/kiosk/messages', { language: 'fr-CA' });
      expect(french).toEqual(
        refusal(401, 'Le numéro de série ou le secret de ce kiosque n’est pas le bon.', 1),
      );
      const raw = await fetch(`${api.url}/api/kiosk/messages`);
      expect(raw.headers.get('www-authenticate')).toMatch(/^Basic realm="kiosk"/);
    });

    it("keys a kiosk's retries: a message sent again with its Idempotency-Key is one message", async () => {
      const key = randomUUID();
      const send = (text: string) =>
        typed.post('/api/kiosk/messages', {
          body: { residentId: resident, userId: visitorId, text },
          headers: { ...asKiosk(genie), 'Idempotency-Key': key },
        });
      const first = await send('Sent once, retried after a timeout');
      expect(first.status).toBe(200);
      const head = await settledEventHead(api);
      const again = await send('Sent once, retried after a timeout');
      expect(again).toEqual(first);
      expect(await eventHead(api)).toBe(head);
      const [{ count }] = (await query<{ count: string }>(
        'SELECT count(*) AS count FROM messages WHERE text = $1',
        ['Sent once, retried after a timeout'],
      )) as [{ count: string }];
      expect(Number(count)).toBe(1);
      // The same key for another message is refused, and another kiosk's keys are its own: its
      // request with that key is judged on its own (here, refused for its own reason).
      expect((await send('Another message')).json.errorMessage).toBe(enMessages['idempotency.keyReused']);
      const other = await typed.post('/api/kiosk/messages', {
        body: { residentId: otherResident, userId: visitorId, text: 'Hi' },
        headers: { ...asKiosk(otherGenie), 'Idempotency-Key': key },
      });
      expect(other.json.errorMessage).toBe("This person is not one of the resident's contacts.");
    });

    it("never keeps a kiosk's new secret for a replay: the key says the request was done", async () => {
      const key = randomUUID();
      const issueWithKey = () =>
        typed.post('/api/kiosks/{id}/device-credential', {
          path: { id: otherGenie.kioskId },
          token: tokens.admin,
          headers: { 'Idempotency-Key': key },
        });
      const first = await issueWithKey();
      expect(first.status).toBe(200);
      const secret = first.json.secret;
      otherGenie = { ...otherGenie, secret };
      const stored = await query<{ answer: unknown }>('SELECT answer FROM idempotency_keys WHERE key = $1', [
        key,
      ]);
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(secret);
      const head = await settledEventHead(api);
      await refused(issueWithKey, refusal(409, enMessages['idempotency.answerWithheld']));
      expect(await eventHead(api)).toBe(head);
      expect((await typed.get('/api/kiosk/messages', { headers: asKiosk(otherGenie) })).status).toBe(200);
    });

    it("sends a resident's message to a contact, shown in the console as from the resident", async () => {
      const sent = await typed.post('/api/kiosk/messages', {
        body: { residentId: resident, userId: visitorId, text: 'Thank you for the flowers' },
        headers: asKiosk(genie),
      });
      expect(sent.status).toBe(200);
      const message = sent.json.message;
      expect(message).toMatchObject({
        residentId: resident,
        messageTypeId: 2,
        userId: visitorId,
        subject: 'Thank you for the flowers',
        text: 'Thank you for the flowers',
        kind: 'text',
      });
      for (const token of [tokens.visitor, tokens.family, tokens.admin])
        expect(await consoleMessage(message.id, token)).toMatchObject({
          messageTypeId: 2,
          userId: visitorId,
          residentId: resident,
          text: 'Thank you for the flowers',
          isOpened: false,
        });
      // The contact opens it in the console: it was sent to them.
      const openedByVisitor = await typed.put('/api/messages/{id}', {
        path: { id: message.id },
        body: { isOpened: true },
        token: tokens.visitor,
      });
      expect(openedByVisitor.status).toBe(200);
      // With a picture, kept in the resident's library.
      const withPicture = await kioskUpload(genie, 'images', {
        residentId: String(resident),
        userId: visitorId,
        title: 'My smile',
      });
      expect(withPicture.status).toBe(200);
      const pictured = withPicture.json.message;
      expect(pictured).toMatchObject({ messageTypeId: 2, kind: 'image', title: 'My smile' });
      expect(pictured.media).toHaveLength(1);
      const [blob] = (await consoleMessage(pictured.id, tokens.visitor))!.messageBlobs;
      expect(blob!.containerName).toBe(`r-${resident}`);
    });

    it("holds a resident's message to the compose rules, in the spec's convention, appending nothing", async () => {
      const send = (body: { text?: string; userId?: string }, language?: string) =>
        typed.post('/api/kiosk/messages', {
          body: { residentId: resident, userId: visitorId, ...body },
          language,
          headers: asKiosk(genie),
        });
      await refused(() => send({ text: '  ' }), refusal(422, 'Message is required'));
      await refused(() => send({}, 'fr-CA'), refusal(422, 'Le message est obligatoire'));
      await refused(
        () =>
          kioskUpload(genie, 'images', {
            residentId: String(resident),
            userId: visitorId,
            title: 'x'.repeat(51),
          }),
        refusal(422, 'Title cannot exceed 50 characters'),
      );
      await refused(
        () => kioskUpload(genie, 'audio', { residentId: String(resident), userId: visitorId, title: '' }),
        refusal(422, 'Title is required'),
      );
      // Another kiosk's resident is as a missing one; a stranger is no contact.
      await refused(
        () =>
          typed.post('/api/kiosk/messages', {
            body: { residentId: otherResident, userId: visitorId, text: 'Hi' },
            headers: asKiosk(genie),
          }),
        refusal(404, 'This resident no longer exists.', 1),
      );
      await refused(
        () => send({ userId: 'ambient|nobody', text: 'Hi' }),
        refusal(422, "This person is not one of the resident's contacts."),
      );
      // The schema at the edge: the kiosk says who writes, never the direction.
      // A field the document does not have: sent untyped.
      const unknownField = await callApi(api.url, 'POST', 'kiosk/messages', {
        body: { residentId: resident, userId: visitorId, text: 'Hi', messageTypeId: 1 },
        headers: asKiosk(genie),
      });
      expect(unknownField.status).toBe(400);
      expect(unknownField.json.errorSeverity).toBe(0);
    });

    it('reads a Geniegram written for its resident and reports it opened, once; another kiosk cannot', async () => {
      const form = new FormData();
      form.append('file', new Blob([await picture()]), 'party.png');
      form.append('kioskId', String(genie.kioskId));
      form.append('residentId', String(resident));
      form.append('message', 'Party on Friday\nIn the lounge');
      const sent = await fetch(`${api.url}/api/kioskemails/send/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.family}` },
        body: form,
      });
      expect(sent.status).toBe(200);
      const geniegramId = ((await sent.json()) as Uploaded<'/api/kioskemails/send/{kind}'>).kioskEmail.id;
      // The picture's thumbnail is made by the media workers: read once they are done with it.
      await settledEventHead(api);

      const list = await typed.get('/api/kiosk/geniegrams', {
        query: { residentId: resident },
        headers: asKiosk(genie),
      });
      expect(list.status).toBe(200);
      const mine = findIn(list.json.geniegrams, (each) => each.id === geniegramId);
      expect(mine).toMatchObject({
        residentId: resident,
        subject: 'Party on Friday',
        message: 'Party on Friday\nIn the lounge',
        isOpened: false,
        firstOpened: null,
      });
      expect(mine.media[0]).toMatchObject({ kind: 'image', contentType: 'image/png' });
      expect((await fetch(`${api.url}${mine.media[0]!.url}`)).status).toBe(200);

      const missing = refusal(404, 'This Geniegram no longer exists.', 1);
      /** Reports the Geniegram opened for `residentId`, as `kiosk`. */
      const open = (kiosk: KioskCredential, body: { residentId: number; openedAt?: string }) =>
        typed.post('/api/kiosk/geniegrams/{id}/opened', {
          path: { id: geniegramId },
          body,
          headers: asKiosk(kiosk),
        });
      await refused(
        () =>
          typed.get('/api/kiosk/geniegrams/{id}', {
            path: { id: geniegramId },
            headers: asKiosk(otherGenie),
          }),
        missing,
      );
      await refused(() => open(otherGenie, { residentId: otherResident }), missing);
      await refused(() => open(genie, { residentId: otherResident }), missing);
      expect(
        (await typed.get('/api/kiosk/geniegrams', { headers: asKiosk(otherGenie) })).json.geniegrams,
      ).not.toContainEqual(expect.objectContaining({ id: geniegramId }));

      const openedAt = '2026-05-06T10:00:00.000Z';
      const opened = await open(genie, { residentId: resident, openedAt });
      expect(opened.status).toBe(200);
      expect(unsigned(opened.json.geniegrams)).toEqual(
        unsigned([{ ...mine, isOpened: true, firstOpened: openedAt }]),
      );
      const [openedMedia] = opened.json.geniegrams[0]!.media;
      expect((await fetch(`${api.url}${openedMedia!.url}`)).status).toBe(200);
      await refused(() => open(genie, { residentId: resident }), { status: 200, json: opened.json });
      // The console reads when the resident saw it.
      const consoleList = await typed.get('/api/kioskemails/kiosk/{id}', {
        path: { id: genie.kioskId },
        token: tokens.family,
      });
      const shown = consoleList.json.kioskEmails.find((each) => each.id === geniegramId);
      expect(shown?.residents).toContainEqual(
        expect.objectContaining({ id: resident, firstOpened: openedAt }),
      );
    });

    /** A kiosk call from another loopback address, as from another device of the network. */
    const fromAddress = (localAddress: string, kiosk: { serial: string; secret: string }) =>
      new Promise<{ status: number; retryAfter: string | undefined; json: unknown }>((resolve, reject) => {
        const request = httpRequest(
          `${api.url}/api/kiosk/messages`,
          { localAddress, headers: { authorization: basic(kiosk.serial, kiosk.secret) } },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                retryAfter: response.headers['retry-after'],
                json: JSON.parse(text) as unknown,
              }),
            );
          },
        );
        request.on('error', reject);
        request.end();
      });

    it('throttles the guesser, not the kiosk: the right secret from elsewhere goes through (decision 0104)', async () => {
      const wrong = { serial: otherGenie.serial, secret: 'not-the-secret' };
      for (let attempt = 0; attempt < 10; attempt += 1)
        expect(await typed.get('/api/kiosk/messages', { headers: asKiosk(wrong) })).toEqual(
          refusal(401, NOT_RIGHT, 1),
        );
      // The guesser's address: refused before any secret is checked, the right one included.
      const response = await fetch(`${api.url}/api/kiosk/messages`, {
        headers: { authorization: basic(otherGenie.serial, otherGenie.secret) },
      });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await response.json()).toEqual({
        errorSeverity: 1,
        errorMessage: 'Too many failed attempts. Try again in 15 min.',
      });
      // The kiosk itself, from its own address: let through.
      const kiosk = await fromAddress('127.0.0.2', otherGenie);
      expect(kiosk.status).toBe(200);
      // A wrong secret from there is slowed down: the serial spent its failures from everywhere.
      const guess = await fromAddress('127.0.0.3', wrong);
      expect(guess).toMatchObject({
        status: 429,
        json: { errorSeverity: 1, errorMessage: 'Too many failed attempts. Try again in 15 min.' },
      });
      expect(Number(guess.retryAfter)).toBeGreaterThan(0);
      expect((await fromAddress('127.0.0.2', otherGenie)).status).toBe(200);
      // Another kiosk is not held back by this serial's failures, even from the guesser's address.
      expect((await typed.get('/api/kiosk/messages', { headers: asKiosk(genie) })).status).toBe(200);
    });

    it('ends the credential of a kiosk given another serial, at once', async () => {
      const { kiosk } = (
        await typed.get('/api/kiosks/{id}', { path: { id: genie.kioskId }, token: tokens.admin })
      ).json;
      const renamed = await typed.put('/api/kiosks/{id}', {
        path: { id: genie.kioskId },
        body: {
          serialNumber: 'GN99-RENAMED',
          name: kiosk.name,
          description: kiosk.description,
          kioskTypeId: kiosk.typeId,
          phidgetVersion: kiosk.phidgetVersion,
          phidgetHubSerialNumber: kiosk.phidgetHubSerialNumber,
          facilityId: kiosk.facilityId,
          languageId: kiosk.languageId,
          subscriptionLevel: kiosk.subscriptionLevel,
          updateLevel: kiosk.updateLevel,
          activityLevel: kiosk.activityLevel,
        },
        token: tokens.admin,
      });
      expect(renamed.status).toBe(200);
      // Neither the old serial nor the new one opens anything with the secret issued for the old.
      for (const serial of [genie.serial, 'GN99-RENAMED'])
        expect(
          await typed.get('/api/kiosk/messages', { headers: asKiosk({ serial, secret: genie.secret }) }),
        ).toEqual(refusal(401, NOT_RIGHT, 1));
      const reissued = await issue(genie.kioskId);
      expect(reissued.serial).toBe('GN99-RENAMED');
      expect((await typed.get('/api/kiosk/messages', { headers: asKiosk(reissued) })).status).toBe(200);
    });
  });
}
