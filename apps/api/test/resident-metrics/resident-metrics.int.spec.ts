/**
 * Resident metrics through the API (issue 13 point 6; decision 0073): the period selector's
 * periods, the mobile app users and their activations, the messages' bars and doughnuts, the
 * memory albums' counts, the uploads, the two-week flags; who may read them; bad input refused.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import type {
  MediaItem,
  MetricsChartData,
  Profile,
  ResidentAppUser,
  ResidentMessage,
  ResidentMessageMetricsResponse,
} from '@ambient/core';
import { callApi, eventHead, refusal, settledEventHead, type Answer } from '../support/api-calls.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { databaseEngines } from '../support/databases.js';

const PERIODS = ['WeekToDate', 'MonthToDate', 'LastMonth', 'YearToDate', 'LastYear'];
const picture = (shade: number) =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: { r: shade, g: 120, b: 200 } } })
    .png()
    .toBuffer();
const sum = (values: number[]): number => values.reduce((total, n) => total + n, 0);

for (const engine of databaseEngines()) {
  describe(`resident metrics on ${engine.name}`, () => {
    const gatewayToken = randomBytes(24).toString('base64url');
    let api: RunningApi;
    const tokens: Record<string, string> = {};
    let family: Profile;
    /** The family facilitator's Genie resident, whom the visitor is a contact of. */
    let resident: number;
    let visitorId: string;
    let serialNumber: string;

    const call = (method: string, path: string, body?: unknown, who = 'family', language?: string) =>
      callApi(api.url, method, path, { token: who === '' ? null : tokens[who], body, language });
    const query = <T>(sql: string, params: unknown[] = []) =>
      api.app.get(DataSource).query(sql, params) as Promise<T[]>;
    const chart = async (kind: string, body: unknown = {}, suffix = ''): Promise<MetricsChartData> => {
      const answer = await call('POST', `residentdashboard/${kind}/${resident}${suffix}`, body);
      expect(answer.status).toBe(200);
      return answer.json.chartData as MetricsChartData;
    };
    const messages = async (suffix = ''): Promise<ResidentMessageMetricsResponse> => {
      const answer = await call('GET', `residentdashboard/${resident}/message${suffix}`);
      expect(answer.status).toBe(200);
      return answer.json as unknown as ResidentMessageMetricsResponse;
    };
    const send = async (body: Record<string, unknown>, who = 'family'): Promise<ResidentMessage> => {
      const answer = await call('POST', 'messages', { residentIds: [resident], ...body }, who);
      expect(answer.status).toBe(200);
      return (answer.json.messages as ResidentMessage[])[0]!;
    };
    async function upload(title: string): Promise<MediaItem> {
      const form = new FormData();
      form.append('file', new Blob([await picture(title.length * 9)]), `${title}.png`);
      form.append('metadata', JSON.stringify([{ title }]));
      const response = await fetch(`${api.url}/api/mediaitems/resident/${resident}/upload/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.family}` },
        body: form,
      });
      expect(response.status).toBe(200);
      const json = (await response.json()) as { uploadResults: Array<{ mediaItem: MediaItem | null }> };
      return json.uploadResults[0]!.mediaItem!;
    }
    /** The call is refused with this answer and appends no event. */
    async function refused(answer: () => Promise<Answer>, expected: Answer): Promise<void> {
      const head = await settledEventHead(api);
      expect(await answer()).toEqual(expected);
      expect(await eventHead(api)).toBe(head);
    }

    beforeAll(async () => {
      api = await startApi(engine, { GATEWAY_API_TOKEN: gatewayToken });
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
        oneFamily: 'one.family@ambient.demo',
        manager: 'kiosk.manager@ambient.demo',
        visitor: contact!.email,
        otherVisitor: 'visitor@ambient.demo',
      }))
        tokens[key] = await api.signIn(email, DEMO_PASSWORD);
      family = ((await call('GET', 'users/me')).json as unknown as { profile: Profile }).profile;
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
      expect((await chart('messages', {}, '?locale=fr-CA')).labels[0]).toBe('lun.');
      const year = await chart('uploads', { timePeriod: 'LastYear' });
      expect(year.labels).toHaveLength(12);
      expect(year.labels[0]).toBe('Jan');
      expect(year.supportedTimePeriods.find((p) => p.selected)?.value).toBe('LastYear');
      const lastMonth = await chart('activation', { timePeriod: 'LastMonth' });
      expect(lastMonth.labels.length).toBeGreaterThanOrEqual(28);
      expect(new Date(lastMonth.toDate).getTime()).toBeLessThan(Date.now());
    });

    it('lists the people of the mobile app with their activation, and counts the activations of the period', async () => {
      const answer = await call('GET', `residentdashboard/${resident}/users`);
      expect(answer.status).toBe(200);
      const users = answer.json.users as ResidentAppUser[];
      const visitor = users.find((user) => user.id === visitorId);
      const facilitator = users.find((user) => user.id === family.id);
      // Both signed in for the first time at the start of this suite: they activated today.
      for (const user of [visitor, facilitator]) {
        expect(user).toMatchObject({ activationDate: expect.any(String), lastSignIn: expect.any(String) });
        expect(Date.now() - new Date(user!.activationDate!).getTime()).toBeLessThan(10 * 60_000);
      }
      expect(users.every((user) => user.name !== '')).toBe(true);
      const activated = users.filter((user) => user.activationDate !== null).length;
      const week = await chart('activation');
      expect(sum(week.periodCount)).toBe(activated);
      expect(week.periodCount[week.periodCount.length - 1]).toBe(activated);
      // A second sign-in leaves the activation where it was.
      const before = visitor!.activationDate;
      tokens.visitor = await api.signIn(
        (await query<{ email: string }>(`SELECT email FROM users WHERE id = $1`, [visitorId]))[0]!.email,
        DEMO_PASSWORD,
      );
      const again = (await call('GET', `residentdashboard/${resident}/users`)).json
        .users as ResidentAppUser[];
      expect(again.find((user) => user.id === visitorId)?.activationDate).toBe(before);
    });

    it('counts the messages received and sent by day, from whom, by content type and to whom', async () => {
      const before = await messages();
      const receivedBefore = await chart('messages', { messageDirection: 'UserToResident' });
      await send({ text: 'Good morning!' });
      await send({ text: 'See you Sunday' });
      await send({ text: 'Hello from me' }, 'visitor');
      const photo = await upload('Garden');
      await send({ kind: 'image', mediaItemIds: [photo.mediaItemId], title: 'The garden' }, 'family');
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
      const lastYear = await messages('?timePeriod=LastYear');
      expect(count(lastYear.userToResidentChartData, family.id)).toBe(0);
      expect(lastYear.messagesIn[1]).toBe(after.messagesIn[1]);
    });

    it('counts each album’s audio, images and videos, and the uploads of the period', async () => {
      const uploadsBefore = sum((await chart('uploads')).periodCount);
      const beach = await upload('Beach');
      const harbour = await upload('Harbour');
      expect(sum((await chart('uploads')).periodCount) - uploadsBefore).toBe(2);
      const album = await call('POST', 'residentplaylists', {
        residentId: resident,
        name: 'Aa metrics',
        description: '',
      });
      expect(album.status).toBe(200);
      const albumId = (album.json.playlist as { id: number }).id;
      const empty = await call('GET', `residentdashboard/${resident}/playlist`);
      expect((empty.json.playlists as Array<{ id: number }>).find((p) => p.id === albumId)).toEqual({
        id: albumId,
        name: 'Aa metrics',
        description: '',
        isActive: false,
        audioCount: 0,
        imageCount: 0,
        videoCount: 0,
        lastAddDate: null,
      });
      await call('POST', 'residentplaylistblobs/bulk', {
        playlistId: albumId,
        mediaItemIds: [beach.mediaItemId, harbour.mediaItemId],
      });
      const filled = await call('GET', `residentdashboard/${resident}/playlist`);
      expect((filled.json.playlists as Array<{ id: number }>).find((p) => p.id === albumId)).toMatchObject({
        isActive: true,
        audioCount: 0,
        imageCount: 2,
        videoCount: 0,
        lastAddDate: expect.any(String),
      });
    });

    it('flags two weeks without a check-in, a message or an album addition', async () => {
      const summary = async () => (await call('GET', `residentdashboard/${resident}/summary`)).json;
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
      const opened = await callApi(api.url, 'POST', 'device-gateway/messages/opened', {
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
      expect(
        (await call('GET', `residentdashboard/${quiet!.id}/summary`, undefined, 'admin')).json,
      ).toMatchObject({
        notCheckedIn: true,
        noRecentMessages: true,
        noRecentAlbumAdditions: true,
      });
    });

    it('lets those who may open the resident’s dashboard read the metrics, and answers others as for the dashboard', async () => {
      // The resident dashboard reads the resident in full; the metrics answer as it does.
      const dashboard = async (who: string) =>
        (await call('GET', `residents/${resident}/extended`, undefined, who)).status;
      const answers: Record<string, number> = {};
      for (const who of ['admin', 'family', 'visitor', 'oneFamily', 'otherVisitor', 'manager']) {
        const expected = await dashboard(who);
        answers[who] = expected;
        for (const [method, path] of [
          ['GET', `residentdashboard/${resident}/users`],
          ['GET', `residentdashboard/${resident}/message`],
          ['GET', `residentdashboard/${resident}/playlist`],
          ['GET', `residentdashboard/${resident}/summary`],
          ['POST', `residentdashboard/activation/${resident}`],
        ] as const)
          expect([
            who,
            path,
            (await call(method, path, method === 'POST' ? {} : undefined, who)).status,
          ]).toEqual([who, path, expected]);
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
      expect((await call('GET', `residentdashboard/${resident}/summary`, undefined, '')).status).toBe(401);
      expect(await call('GET', 'residentdashboard/999999/summary', undefined, 'admin')).toEqual(
        refusal(404, 'This resident no longer exists.', 1),
      );
    });

    it('refuses a period, a data source, a direction or a language it does not know, in the caller’s language', async () => {
      await refused(
        () => call('POST', `residentdashboard/messages/${resident}`, { timePeriod: 'Forever' }),
        refusal(400, 'The field timePeriod is not valid.'),
      );
      await refused(
        () => call('POST', `residentdashboard/messages/${resident}`, { messageDirection: 'Sideways' }),
        refusal(400, 'The field messageDirection is not valid.'),
      );
      await refused(
        () => call('POST', `residentdashboard/logins/${resident}`, {}),
        refusal(400, 'The field kind is not valid.'),
      );
      await refused(
        () => call('GET', `residentdashboard/${resident}/message?timePeriod=Tomorrow`),
        refusal(400, 'The field timePeriod is not valid.'),
      );
      await refused(
        () => call('GET', `residentdashboard/${resident}/message?locale=xx`, undefined, 'family', 'fr'),
        refusal(400, 'Le champ «\u202flocale\u202f» n’est pas valide.'),
      );
      await refused(
        () => call('GET', 'residentdashboard/0/summary'),
        refusal(400, 'The field id is not valid.'),
      );
    });

    it('shows a kiosk’s and a facility’s residents with their last message and album addition, quiet families first', async () => {
      await send({ text: 'Thinking of you' });
      const [place] = await query<{ kiosk_id: number; facility_id: number }>(
        `SELECT r.kiosk_id, k.facility_id FROM residents r JOIN kiosks k ON k.id = r.kiosk_id WHERE r.id = $1`,
        [resident],
      );
      const kioskPath = `residentdashboard/engagement/kiosk/${place!.kiosk_id}`;
      const facilityPath = `residentdashboard/engagement/facility/${place!.facility_id}`;
      for (const path of [kioskPath, facilityPath]) {
        const answer = await call('GET', path, undefined, 'admin');
        expect(answer.status).toBe(200);
        expect(answer.json.quietWindowDays).toBe(14);
        const rows = answer.json.residents as Array<Record<string, unknown>>;
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
      const ofKiosk = (
        (await call('GET', kioskPath, undefined, 'admin')).json.residents as Array<{ residentId: number }>
      ).map((r) => r.residentId);
      const ofFacility = (
        (await call('GET', facilityPath, undefined, 'admin')).json.residents as Array<{ residentId: number }>
      ).map((r) => r.residentId);
      expect(ofFacility).toEqual(expect.arrayContaining(ofKiosk));
      // Genie residents only: an Abby resident has neither messages nor memory albums.
      const kinds = await query<{ type_id: number }>(
        `SELECT DISTINCT k.type_id FROM residents r JOIN kiosks k ON k.id = r.kiosk_id WHERE r.id = ANY($1::int[])`,
        [ofFacility],
      );
      expect(kinds.map((k) => k.type_id)).toEqual([2]);
      // Two weeks without a message or an album addition: the family is quiet.
      const [quietOne] = await query<{ id: number; kiosk_id: number }>(
        `SELECT r.id, r.kiosk_id FROM residents r JOIN kiosks k ON k.id = r.kiosk_id WHERE k.type_id = 2
           AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.resident_id = r.id)
           AND NOT EXISTS (SELECT 1 FROM memory_albums a WHERE a.resident_id = r.id) ORDER BY r.id LIMIT 1`,
      );
      const elsewhere = (
        await call('GET', `residentdashboard/engagement/kiosk/${quietOne!.kiosk_id}`, undefined, 'admin')
      ).json.residents as Array<Record<string, unknown>>;
      expect(elsewhere.find((row) => row.residentId === quietOne!.id)).toMatchObject({
        lastMessageIn: null,
        lastAlbumAddition: null,
        quietFamily: true,
      });
      // A kiosk manager reads the residents of their kiosk's dashboard; a family facilitator, who
      // has no kiosk dashboard, reads neither the kiosk nor the facility.
      const manager = (
        (await call('GET', 'users/me', undefined, 'manager')).json as unknown as { profile: Profile }
      ).profile;
      const [genie] = await query<{ id: number }>(
        `SELECT id FROM kiosks WHERE id = ANY($1::int[]) AND type_id = 2 ORDER BY id LIMIT 1`,
        [manager.kioskIds],
      );
      const managed = genie!.id;
      const summaries = (
        await call('GET', `kioskdashboard/${managed}/resident-summaries`, undefined, 'manager')
      ).json.residents as Array<{ id: number }>;
      const byManager = await call(
        'GET',
        `residentdashboard/engagement/kiosk/${managed}`,
        undefined,
        'manager',
      );
      expect(byManager.status).toBe(200);
      expect(
        (byManager.json.residents as Array<{ residentId: number }>).map((r) => r.residentId).sort(),
      ).toEqual(summaries.map((r) => r.id).sort());
      expect((await call('GET', kioskPath, undefined, 'family')).status).toBe(
        (await call('GET', `kioskdashboard/${place!.kiosk_id}/resident-summaries`, undefined, 'family'))
          .status,
      );
      expect(await call('GET', facilityPath, undefined, 'family')).toEqual(
        refusal(404, 'This facility no longer exists.', 1),
      );
      for (const who of ['oneFamily', 'visitor', 'otherVisitor'])
        expect((await call('GET', kioskPath, undefined, who)).status).toBe(404);
      expect(await call('GET', 'residentdashboard/engagement/facility/999999', undefined, 'admin')).toEqual(
        refusal(404, 'This facility no longer exists.', 1),
      );
      expect(await call('GET', 'residentdashboard/engagement/kiosk/999999', undefined, 'admin')).toEqual(
        refusal(404, 'This kiosk no longer exists.', 1),
      );
    });
  });
}
