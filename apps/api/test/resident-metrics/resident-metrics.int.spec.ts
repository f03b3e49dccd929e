/**
 * Resident metrics through the API (issue 13 point 6; decision 0073): the period selector's
 * periods, the mobile app users and their activations, the messages' bars and doughnuts, the
 * memory albums' counts, the uploads, the two-week flags; who may read them; bad input refused.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import type { ApiPaths, MetricsChartData, Profile, ResidentMessage } from '@ambient/core';
import { callApi, eventHead, refusal, settledEventHead, type Answer } from '../support/api-calls.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { featureEngines } from '../support/databases.js';
import { uploadOne } from '../support/playlist-calls.js';
import { findIn, typedApi, type TypedApi } from '../support/typed-api.js';

const PERIODS = ['WeekToDate', 'MonthToDate', 'LastMonth', 'YearToDate', 'LastYear'];
const picture = (shade: number) =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: { r: shade, g: 120, b: 200 } } })
    .png()
    .toBuffer();
const sum = (values: number[]): number => values.reduce((total, n) => total + n, 0);

/** The callers: the family facilitator, the resident's contact among the visitors, and others. */
type Who = 'admin' | 'family' | 'oneFamily' | 'manager' | 'visitor' | 'otherVisitor';
type Chart = ApiPaths['/api/residentdashboard/{kind}/{id}']['post'];
type MessageBody = ApiPaths['/api/messages']['post']['requestBody']['content']['application/json'];

for (const engine of featureEngines()) {
  describe(`resident metrics on ${engine.name}`, () => {
    const gatewayToken = randomBytes(24).toString('base64url');
    let api: RunningApi;
    let tokens: Record<Who, string>;
    let family: Profile;
    /** The family facilitator's Genie resident, whom the visitor is a contact of. */
    let resident: number;
    let visitorId: string;
    let serialNumber: string;

    let typed: TypedApi;
    /** Untyped on purpose: for the calls that send a period, a kind, a language or an id the document refuses. */
    const untyped = (method: string, path: string, body?: unknown, language?: string) =>
      callApi(api.url, method, path, { token: tokens.family, body, language });
    const query = <T>(sql: string, params: unknown[] = []) =>
      api.app.get(DataSource).query(sql, params) as Promise<T[]>;
    const chart = async (
      kind: Chart['parameters']['path']['kind'],
      body: Chart['requestBody']['content']['application/json'] = {},
      locale?: 'fr-CA',
    ): Promise<MetricsChartData> => {
      const answer = await typed.post('/api/residentdashboard/{kind}/{id}', {
        path: { kind, id: resident },
        query: locale ? { locale } : {},
        body,
        token: tokens.family,
      });
      expect(answer.status).toBe(200);
      return answer.json.chartData;
    };
    const messages = async (timePeriod?: 'LastYear') => {
      const answer = await typed.get('/api/residentdashboard/{id}/message', {
        path: { id: resident },
        query: timePeriod ? { timePeriod } : {},
        token: tokens.family,
      });
      expect(answer.status).toBe(200);
      return answer.json;
    };
    const send = async (body: MessageBody, token = tokens.family): Promise<ResidentMessage> => {
      const answer = await typed.post('/api/messages', { body: { residentIds: [resident], ...body }, token });
      expect(answer.status).toBe(200);
      return findIn(answer.json.messages);
    };
    const upload = async (title: string) => {
      const result = await uploadOne(
        api,
        tokens.family,
        '/api/mediaitems/resident/{residentId}/upload/{kind}',
        { residentId: resident, kind: 'images' },
        { name: `${title}.png`, bytes: await picture(title.length * 9) },
        { metadata: JSON.stringify([{ title }]) },
      );
      return result.mediaItem!;
    };
    const users = async () =>
      (await typed.get('/api/residentdashboard/{id}/users', { path: { id: resident }, token: tokens.family }))
        .json.users;
    const albums = async () =>
      (
        await typed.get('/api/residentdashboard/{id}/playlist', {
          path: { id: resident },
          token: tokens.family,
        })
      ).json.playlists;
    const summaryOf = (id: number, token: string | null) =>
      typed.get('/api/residentdashboard/{id}/summary', { path: { id }, token });
    const ofKiosk = (id: number, token = tokens.admin) =>
      typed.get('/api/residentdashboard/engagement/kiosk/{id}', { path: { id }, token });
    const ofFacility = (id: number, token = tokens.admin) =>
      typed.get('/api/residentdashboard/engagement/facility/{id}', { path: { id }, token });
    /** The call is refused with this answer and appends no event. */
    async function refused(answer: () => Promise<Answer>, expected: Answer): Promise<void> {
      const head = await settledEventHead(api);
      expect(await answer()).toEqual(expected);
      expect(await eventHead(api)).toBe(head);
    }

    beforeAll(async () => {
      api = await startApi(engine, { GATEWAY_API_TOKEN: gatewayToken });
      typed = typedApi(api.url);
      const [contact] = await query<{ id: string; email: string; resident_ids: number[] }>(
        `SELECT v.id, v.email, v.resident_ids FROM users v JOIN users f ON f.id = 'ambient|family'
          WHERE v.functional_role = 'Guest' AND v.id LIKE 'ambient|demo-%' AND v.resident_ids && f.resident_ids
          ORDER BY v.id LIMIT 1`,
      );
      visitorId = contact!.id;
      resident = contact!.resident_ids[0]!;
      const signIn = (email: string) => api.signIn(email, DEMO_PASSWORD);
      tokens = {
        admin: await signIn('admin@ambient.demo'),
        family: await signIn('family@ambient.demo'),
        oneFamily: await signIn('one.family@ambient.demo'),
        manager: await signIn('kiosk.manager@ambient.demo'),
        visitor: await signIn(contact!.email),
        otherVisitor: await signIn('visitor@ambient.demo'),
      };
      family = (await typed.get('/api/users/me', { token: tokens.family })).json.profile;
      const [kiosk] = await query<{ serial_number: string }>(
        `SELECT k.serial_number FROM residents r JOIN kiosks k ON k.id = r.kiosk_id WHERE r.id = $1`,
        [resident],
      );
      serialNumber = kiosk!.serial_number;
    }, 180_000);

    afterAll(async () => {
      await api?.close();
    });

    it('offers the five periods, Week to date by default, labelled by day in the caller’s language', async () => {
      const week = await chart('messages');
      expect(week.supportedTimePeriods).toEqual(
        PERIODS.map((value) => ({ value, selected: value === 'WeekToDate' })),
      );
      expect(week.labels.length).toBeGreaterThanOrEqual(1);
      expect(week.labels.length).toBeLessThanOrEqual(7);
      expect(week.labels[0]).toBe('Mon');
      // The resident's facility has no zone of its own: its province's.
      expect(week.timeZone).toMatch(/^America\//);
      expect(week.periodCount).toHaveLength(week.labels.length);
      expect(new Date(week.fromDate).getTime()).toBeLessThanOrEqual(Date.now());
      expect(new Date(week.toDate).getTime()).toBeGreaterThan(Date.now());
      expect((await chart('messages', {}, 'fr-CA')).labels[0]).toBe('lun.');
      const year = await chart('uploads', { timePeriod: 'LastYear' });
      expect(year.labels).toHaveLength(12);
      expect(year.labels[0]).toBe('Jan');
      expect(year.supportedTimePeriods.find((p) => p.selected)?.value).toBe('LastYear');
      const lastMonth = await chart('activation', { timePeriod: 'LastMonth' });
      expect(lastMonth.labels.length).toBeGreaterThanOrEqual(28);
      expect(new Date(lastMonth.toDate).getTime()).toBeLessThan(Date.now());
    });

    it('lists the people of the mobile app with their activation, and counts the activations of the period', async () => {
      const listed = await users();
      const visitor = listed.find((user) => user.id === visitorId);
      const facilitator = listed.find((user) => user.id === family.id);
      // Both signed in for the first time at the start of this suite: they activated today.
      for (const user of [visitor, facilitator]) {
        expect(user).toMatchObject({ activationDate: expect.any(String), lastSignIn: expect.any(String) });
        expect(Date.now() - new Date(user!.activationDate!).getTime()).toBeLessThan(10 * 60_000);
      }
      expect(listed.every((user) => user.name !== '')).toBe(true);
      const activated = listed.filter((user) => user.activationDate !== null).length;
      const week = await chart('activation');
      expect(sum(week.periodCount)).toBe(activated);
      expect(week.periodCount[week.periodCount.length - 1]).toBe(activated);
      // A second sign-in leaves the activation where it was.
      const before = visitor!.activationDate;
      tokens.visitor = await api.signIn(
        (await query<{ email: string }>(`SELECT email FROM users WHERE id = $1`, [visitorId]))[0]!.email,
        DEMO_PASSWORD,
      );
      const again = await users();
      expect(again.find((user) => user.id === visitorId)?.activationDate).toBe(before);
    });

    it('counts the messages received and sent by day, from whom, by content type and to whom', async () => {
      const before = await messages();
      const receivedBefore = await chart('messages', { messageDirection: 'UserToResident' });
      await send({ text: 'Good morning!' });
      await send({ text: 'See you Sunday' });
      await send({ text: 'Hello from me' }, tokens.visitor);
      const photo = await upload('Garden');
      await send({ kind: 'image', mediaItemIds: [photo.mediaItemId], title: 'The garden' }, tokens.family);
      // Written in the resident's name to the visitor.
      await send({ text: 'Thank you', messageTypeId: 2, userId: visitorId });

      const received = await chart('messages', { messageDirection: 'UserToResident' });
      expect(sum(received.periodCount) - sum(receivedBefore.periodCount)).toBe(4);
      const sent = await chart('messages', { messageDirection: 'ResidentToUser' });
      expect(sent.periodCount[sent.periodCount.length - 1]).toBeGreaterThanOrEqual(1);

      const after = await messages();
      const count = (data: { keys: string[]; periodCount: number[] }, key: string) =>
        data.periodCount[data.keys.indexOf(key)] ?? 0;
      expect(
        count(after.userToResidentChartData, family.id) - count(before.userToResidentChartData, family.id),
      ).toBe(3);
      expect(
        count(after.userToResidentChartData, visitorId) - count(before.userToResidentChartData, visitorId),
      ).toBe(1);
      expect(
        after.userToResidentChartData.labels[after.userToResidentChartData.keys.indexOf(family.id)],
      ).toBe(family.name);
      expect(
        count(after.messageContentTypeChartData, 'text') - count(before.messageContentTypeChartData, 'text'),
      ).toBe(3);
      expect(
        count(after.messageContentTypeChartData, 'image') -
          count(before.messageContentTypeChartData, 'image'),
      ).toBe(1);
      expect(
        count(after.residentToUserChartData, visitorId) - count(before.residentToUserChartData, visitorId),
      ).toBe(1);
      // In the period, and in the last two weeks.
      expect(after.messagesIn[0] - before.messagesIn[0]).toBe(4);
      expect(after.messagesIn[1] - before.messagesIn[1]).toBe(4);
      expect(after.messagesOut[1] - before.messagesOut[1]).toBe(1);
      expect(after.fromDate).toBe(received.fromDate);
      // Another period: last year holds none of today's messages.
      const lastYear = await messages('LastYear');
      expect(count(lastYear.userToResidentChartData, family.id)).toBe(0);
      expect(lastYear.messagesIn[1]).toBe(after.messagesIn[1]);
    });

    it('counts each album’s audio, images and videos, and the uploads of the period', async () => {
      const uploadsBefore = sum((await chart('uploads')).periodCount);
      const beach = await upload('Beach');
      const harbour = await upload('Harbour');
      expect(sum((await chart('uploads')).periodCount) - uploadsBefore).toBe(2);
      const album = await typed.post('/api/residentplaylists', {
        body: { residentId: resident, name: 'Aa metrics', description: '' },
        token: tokens.family,
      });
      expect(album.status).toBe(200);
      const albumId = album.json.playlist.id;
      expect((await albums()).find((p) => p.id === albumId)).toEqual({
        id: albumId,
        name: 'Aa metrics',
        description: '',
        isActive: false,
        audioCount: 0,
        imageCount: 0,
        videoCount: 0,
        lastAddDate: null,
      });
      await typed.post('/api/residentplaylistblobs/bulk', {
        body: { playlistId: albumId, mediaItemIds: [beach.mediaItemId, harbour.mediaItemId] },
        token: tokens.family,
      });
      expect((await albums()).find((p) => p.id === albumId)).toMatchObject({
        isActive: true,
        audioCount: 0,
        imageCount: 2,
        videoCount: 0,
        lastAddDate: expect.any(String),
      });
    });

    it('flags two weeks without a check-in, a message or an album addition', async () => {
      const summary = async () => (await summaryOf(resident, tokens.family)).json;
      // Messages and an album addition came today; the resident has not opened anything on the kiosk.
      expect(await summary()).toMatchObject({
        errorSeverity: null,
        residentId: resident,
        quietWindowDays: 14,
        notCheckedIn: true,
        lastCheckIn: null,
        noRecentMessages: false,
        lastMessageIn: expect.any(String),
        noRecentAlbumAdditions: false,
      });
      // The resident opens a message on the kiosk: checked in.
      const message = await send({ text: 'Are you there?' });
      const openedAt = new Date().toISOString();
      const opened = await typed.post('/api/device-gateway/messages/opened', {
        body: { serialNumber, messageId: message.id, residentId: resident, openedAt },
        headers: { 'x-gateway-token': gatewayToken },
      });
      expect(opened.status).toBe(200);
      expect(await summary()).toMatchObject({ notCheckedIn: false, lastCheckIn: openedAt });
      // A resident with nothing at all is flagged three times.
      const [quiet] = await query<{ id: number }>(
        `SELECT r.id FROM residents r WHERE NOT EXISTS (SELECT 1 FROM messages m WHERE m.resident_id = r.id)
           AND NOT EXISTS (SELECT 1 FROM memory_albums a WHERE a.resident_id = r.id) ORDER BY r.id LIMIT 1`,
      );
      expect((await summaryOf(quiet!.id, tokens.admin)).json).toMatchObject({
        notCheckedIn: true,
        noRecentMessages: true,
        noRecentAlbumAdditions: true,
      });
    });

    it('lets those who may open the resident’s dashboard read the metrics, and answers others as for the dashboard', async () => {
      // The resident dashboard reads the resident in full; the metrics answer as it does.
      const dashboard = async (token: string) =>
        (await typed.get('/api/residents/{id}/extended', { path: { id: resident }, token })).status;
      const answers: Record<string, number> = {};
      const path = { id: resident };
      for (const who of ['admin', 'family', 'visitor', 'oneFamily', 'otherVisitor', 'manager'] as const) {
        const token = tokens[who];
        const expected = await dashboard(token);
        answers[who] = expected;
        for (const [label, call] of [
          [
            `residentdashboard/${resident}/users`,
            () => typed.get('/api/residentdashboard/{id}/users', { path, token }),
          ],
          [
            `residentdashboard/${resident}/message`,
            () => typed.get('/api/residentdashboard/{id}/message', { path, token }),
          ],
          [
            `residentdashboard/${resident}/playlist`,
            () => typed.get('/api/residentdashboard/{id}/playlist', { path, token }),
          ],
          [`residentdashboard/${resident}/summary`, () => summaryOf(resident, token)],
          [
            `residentdashboard/activation/${resident}`,
            () =>
              typed.post('/api/residentdashboard/{kind}/{id}', {
                path: { kind: 'activation', id: resident },
                body: {},
                token,
              }),
          ],
        ] as const)
          expect([who, label, (await call()).status]).toEqual([who, label, expected]);
      }
      // Virtual visitors, even the resident's own contact, do not open the dashboard (decision 0073).
      expect(answers).toEqual({
        admin: 200,
        family: 200,
        visitor: 404,
        oneFamily: 404,
        otherVisitor: 404,
        manager: 404,
      });
      expect((await summaryOf(resident, null)).status).toBe(401);
      expect(await summaryOf(999999, tokens.admin)).toEqual(
        refusal(404, 'This resident no longer exists.', 1),
      );
    });

    it('refuses a period, a data source, a direction or a language it does not know, in the caller’s language', async () => {
      await refused(
        () => untyped('POST', `residentdashboard/messages/${resident}`, { timePeriod: 'Forever' }),
        refusal(400, 'The field timePeriod is not valid.'),
      );
      await refused(
        () => untyped('POST', `residentdashboard/messages/${resident}`, { messageDirection: 'Sideways' }),
        refusal(400, 'The field messageDirection is not valid.'),
      );
      await refused(
        () => untyped('POST', `residentdashboard/logins/${resident}`, {}),
        refusal(400, 'The field kind is not valid.'),
      );
      await refused(
        () => untyped('GET', `residentdashboard/${resident}/message?timePeriod=Tomorrow`),
        refusal(400, 'The field timePeriod is not valid.'),
      );
      await refused(
        () => untyped('GET', `residentdashboard/${resident}/message?locale=xx`, undefined, 'fr'),
        refusal(400, 'Le champ «\u202flocale\u202f» n’est pas valide.'),
      );
      await refused(
        () => untyped('GET', 'residentdashboard/0/summary'),
        refusal(400, 'The field id is not valid.'),
      );
    });

    it('shows a kiosk’s and a facility’s residents with their last message and album addition, quiet families first', async () => {
      await send({ text: 'Thinking of you' });
      const [place] = await query<{ kiosk_id: number; facility_id: number }>(
        `SELECT r.kiosk_id, k.facility_id FROM residents r JOIN kiosks k ON k.id = r.kiosk_id WHERE r.id = $1`,
        [resident],
      );
      const kioskId = place!.kiosk_id;
      const facilityId = place!.facility_id;
      for (const answer of [await ofKiosk(kioskId), await ofFacility(facilityId)]) {
        expect(answer.status).toBe(200);
        expect(answer.json.quietWindowDays).toBe(14);
        const rows = answer.json.residents;
        expect(rows.find((row) => row.residentId === resident)).toMatchObject({
          name: expect.any(String),
          kioskId: place!.kiosk_id,
          // The facility's zone, on whose clock the console shows the days (as the metrics' charts).
          timeZone: (await chart('messages')).timeZone,
          lastMessageIn: expect.any(String),
          noRecentMessages: false,
          // A message this week: not quiet, whatever the albums.
          quietFamily: false,
        });
        // Quiet families come first, each group by name.
        const quiet = rows.map((row) => row.quietFamily);
        expect(quiet).toEqual([...quiet].sort((a, b) => Number(b) - Number(a)));
        for (const row of rows.filter((r) => r.quietFamily))
          expect(row).toMatchObject({ noRecentMessages: true, noRecentAlbumAdditions: true });
      }
      // The facility holds the kiosk's residents and maybe more.
      const inKiosk = (await ofKiosk(kioskId)).json.residents.map((r) => r.residentId);
      const inFacility = (await ofFacility(facilityId)).json.residents.map((r) => r.residentId);
      expect(inFacility).toEqual(expect.arrayContaining(inKiosk));
      // Genie residents only: an Abby resident has neither messages nor memory albums.
      const kinds = await query<{ type_id: number }>(
        `SELECT DISTINCT k.type_id FROM residents r JOIN kiosks k ON k.id = r.kiosk_id WHERE r.id = ANY($1::int[])`,
        [inFacility],
      );
      expect(kinds.map((k) => k.type_id)).toEqual([2]);
      // Two weeks without a message or an album addition: the family is quiet.
      const [quietOne] = await query<{ id: number; kiosk_id: number }>(
        `SELECT r.id, r.kiosk_id FROM residents r JOIN kiosks k ON k.id = r.kiosk_id WHERE k.type_id = 2
           AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.resident_id = r.id)
           AND NOT EXISTS (SELECT 1 FROM memory_albums a WHERE a.resident_id = r.id) ORDER BY r.id LIMIT 1`,
      );
      const elsewhere = (await ofKiosk(quietOne!.kiosk_id)).json.residents;
      expect(elsewhere.find((row) => row.residentId === quietOne!.id)).toMatchObject({
        lastMessageIn: null,
        lastAlbumAddition: null,
        quietFamily: true,
      });
      // A kiosk manager reads the residents of their kiosk's dashboard; a family facilitator, who
      // has no kiosk dashboard, reads neither the kiosk nor the facility.
      const manager = (await typed.get('/api/users/me', { token: tokens.manager })).json.profile;
      const [genie] = await query<{ id: number }>(
        `SELECT id FROM kiosks WHERE id = ANY($1::int[]) AND type_id = 2 ORDER BY id LIMIT 1`,
        [manager.kioskIds],
      );
      const managed = genie!.id;
      const residentSummaries = (id: number, token: string) =>
        typed.get('/api/kioskdashboard/{id}/resident-summaries', { path: { id }, token });
      const summaries = (await residentSummaries(managed, tokens.manager)).json.residents;
      const byManager = await ofKiosk(managed, tokens.manager);
      expect(byManager.status).toBe(200);
      expect(byManager.json.residents.map((r) => r.residentId).sort()).toEqual(
        summaries.map((r) => r.id).sort(),
      );
      expect((await ofKiosk(kioskId, tokens.family)).status).toBe(
        (await residentSummaries(kioskId, tokens.family)).status,
      );
      expect(await ofFacility(facilityId, tokens.family)).toEqual(
        refusal(404, 'This facility no longer exists.', 1),
      );
      for (const who of ['oneFamily', 'visitor', 'otherVisitor'] as const)
        expect((await ofKiosk(kioskId, tokens[who])).status).toBe(404);
      expect(await ofFacility(999999)).toEqual(refusal(404, 'This facility no longer exists.', 1));
      expect(await ofKiosk(999999)).toEqual(refusal(404, 'This kiosk no longer exists.', 1));
    });
  });
}
