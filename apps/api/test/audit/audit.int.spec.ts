/**
 * The audit log and the event logs (issue 14 points 1, 2 and 4; decisions 0057 to 0059): every
 * command is recorded as an attempt and an outcome beside the domain events; a refused or failed
 * command appends no domain event but leaves its failure described as the spec reads it; the logs
 * are paged and searched on the server; admins and the auditors of AUDITOR_IDS read them, others
 * are refused, and every read is itself recorded. The entries hold no person's data in clear.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import ExcelJS from 'exceljs';
import { DataSource } from 'typeorm';
import type { ApiPaths, Kiosk, Resident } from '@ambient/core';
import { systemContext } from '@ambient/event-sourcing';
import { ResidentCommandMessage } from '../../src/residents/resident.commands.js';
import { callApi, eventHead, settledEventHead } from '../support/api-calls.js';
import { DEMO_PASSWORD, pngOf, startApi, type RunningApi } from '../support/api-app.js';
import { featureEngines } from '../support/databases.js';
import { typedApi, type TypedApi } from '../support/typed-api.js';
import { until } from '../support/until.js';

const AUDITOR_ID = 'ambient|kioskManager';

/** The logs, each paged and searched alike. */
type Log =
  | '/api/admin/kiosk-events'
  | '/api/admin/resident-events'
  | '/api/admin/user-events'
  | '/api/admin/genie-playlist-events'
  | '/api/admin/abby-playlist-events';
/** A log's page, search and Verbose, and for the playlists' logs which kind (the kiosks' or the residents'). */
type LogQuery = NonNullable<ApiPaths['/api/admin/genie-playlist-events']['get']['parameters']['query']>;

for (const engine of featureEngines()) {
  describe(`audit log on ${engine.name}`, () => {
    let api: RunningApi;
    let admin: string;
    let auditor: string;
    let family: string;
    let kiosk: Kiosk;
    let resident: Resident;
    let typed: TypedApi;

    const read = async (log: Log, query: LogQuery = {}, token = admin, language?: string) => {
      const answer = await typed.get(log, { query, token, language });
      expect(answer.status).toBe(200);
      return answer.json;
    };
    /** Waits until the log's page holds the entries wanted (entries are written in batches). */
    const logHas = (
      log: Log,
      query: LogQuery,
      accept: (events: Awaited<ReturnType<typeof read>>['events']) => boolean,
      token = admin,
      language?: string,
    ) =>
      until(
        `${log} ${JSON.stringify(query)}`,
        () => read(log, query, token, language),
        (page) => page !== undefined && accept(page.events),
      );
    type HistoryKind = ApiPaths['/api/admin/history/{kind}/{id}']['get']['parameters']['path']['kind'];
    type HistoryQuery = NonNullable<ApiPaths['/api/admin/history/{kind}/{id}']['get']['parameters']['query']>;
    /** The history of one item, as at `query.at` when given. */
    const historyOf = (
      kind: HistoryKind,
      id: string,
      query: HistoryQuery = {},
      token = admin,
      language?: string,
    ) => typed.get('/api/admin/history/{kind}/{id}', { path: { kind, id }, query, token, language });

    beforeAll(async () => {
      api = await startApi(engine, { AUDITOR_IDS: AUDITOR_ID });
      typed = typedApi(api.url);
      admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
      auditor = await api.signIn('kiosk.manager@ambient.demo', DEMO_PASSWORD);
      family = await api.signIn('family@ambient.demo', DEMO_PASSWORD);
      kiosk = (
        await typed.post('/api/kiosks', {
          body: {
            serialNumber: 'AU-AUDIT-1',
            name: 'Audited Abby',
            kioskTypeId: 1,
            facilityId: null,
            languageId: 1,
            description: null,
          },
          token: admin,
        })
      ).json.kiosk;
      resident = (
        await typed.post('/api/residents', {
          body: {
            firstName: 'Zéphirine',
            lastName: 'Audette',
            kioskTypeId: 1,
            kioskId: kiosk.id,
            languageId: 1,
            bluetoothBeaconId: '4711',
          },
          token: admin,
        })
      ).json.resident;
      expect(resident.id).toBeGreaterThan(0);
    }, 120_000);

    afterAll(async () => {
      await api?.close();
    });

    it('records a command’s attempt and its outcome; Verbose off hides the attempt', async () => {
      const verbose = await logHas(
        '/api/admin/kiosk-events',
        { verbose: true, search: 'Audited Abby' },
        (events) => events.some((e) => e.outcome === 'succeeded' && e.command === 'RegisterKiosk'),
      );
      const registered = verbose.events.filter(
        (e) => e.targetId === String(kiosk.id) || e.command === 'RegisterKiosk',
      );
      expect(registered.map((e) => e.description)).toEqual(
        expect.arrayContaining(['Succeeded: register kiosk']),
      );
      const success = verbose.events.find((e) => e.command === 'RegisterKiosk' && e.outcome === 'succeeded');
      expect(success).toMatchObject({
        username: 'Alice Administrator',
        email: 'admin@ambient.demo',
        performedByRole: 'Admin',
        source: 'console',
        targetName: 'Audited Abby',
        targetContext: 'ABBY',
        errorMessage: null,
      });
      // The attempt has no target yet (the id is the command's answer) but is in the log, Verbose on.
      const all = await read('/api/admin/kiosk-events', {
        verbose: true,
        search: 'register kiosk',
        pageSize: 100,
      });
      expect(all.events.some((e) => e.description === 'Attempting to register kiosk')).toBe(true);
      const quiet = await read('/api/admin/kiosk-events', { search: 'register kiosk', pageSize: 100 });
      expect(quiet.events.length).toBeGreaterThan(0);
      expect(quiet.events.some((e) => e.description.startsWith('Attempting to'))).toBe(false);

      const residents = await logHas('/api/admin/resident-events', { search: 'Audette' }, (events) =>
        events.some((e) => e.command === 'AdmitResident'),
      );
      expect(residents.events[0]).toMatchObject({
        description: 'Succeeded: admit resident',
        targetName: 'Zéphirine Audette',
        targetContext: 'ABBY',
      });
    });

    it('records a refused command as invalid data, severity 0, appending no domain event', async () => {
      const before = await settledEventHead(api);
      const refused = await typed.delete('/api/kiosks/{id}', {
        path: { id: kiosk.id },
        token: admin,
        language: 'fr-CA',
      });
      expect(refused.status).toBe(422);
      expect(await eventHead(api)).toBe(before);
      const page = await logHas(
        '/api/admin/kiosk-events',
        { search: 'Audited Abby' },
        (events) => events.some((e) => e.command === 'DeleteKiosk' && e.outcome === 'refused'),
        admin,
        'fr-CA',
      );
      const entry = page.events.find((e) => e.command === 'DeleteKiosk');
      expect(entry).toMatchObject({
        description: 'Failed: delete kiosk (invalid data)',
        errorSeverity: 0,
        targetName: 'Audited Abby',
      });
      // In the reader's language: the refusal's own text, without the names it held (kept nowhere).
      expect(refused.json.errorMessage).toContain('Zéphirine Audette');
      expect(entry?.errorMessage).toBe(
        '… héberge encore un résident\u202f: …. Supprimez le résident ou déplacez-le vers un autre kiosque avant de supprimer ce kiosque.',
      );
      expect(await eventHead(api)).toBe(before);
    });

    it('records a command that failed inside as an internal error, severity 1, appending nothing', async () => {
      const before = await settledEventHead(api);
      const broken = new ResidentCommandMessage(
        // A malformed command no controller would send: the handler fails on it.
        { type: 'UpdateResident', residentId: resident.id, input: null as never, restricted: false },
        systemContext(),
      );
      await expect(api.app.get(CommandBus).execute(broken)).rejects.toThrow();
      expect(await eventHead(api)).toBe(before);
      const page = await logHas(
        '/api/admin/resident-events',
        { search: 'Audette', verbose: true },
        (events) => events.some((e) => e.command === 'UpdateResident' && e.outcome === 'failed'),
      );
      const failed = page.events.find((e) => e.command === 'UpdateResident' && e.outcome === 'failed');
      expect(failed).toMatchObject({
        description: 'Error occurred: update resident',
        errorSeverity: 1,
        errorMessage: expect.any(String),
        source: 'system',
        username: null,
        targetName: 'Zéphirine Audette',
      });
      expect(page.events.some((e) => e.description === 'Attempting to update resident')).toBe(true);
    });

    it('pages and searches on the server', async () => {
      const first = await read('/api/admin/kiosk-events', { verbose: true, pageSize: 2, page: 0 });
      const second = await read('/api/admin/kiosk-events', { verbose: true, pageSize: 2, page: 1 });
      expect(first.events).toHaveLength(2);
      expect(first.total).toBeGreaterThanOrEqual(4);
      expect(first.totalCapped).toBe(false);
      expect(second.events.map((e) => e.id)).not.toContain(first.events[0]!.id);
      // Newest first.
      expect(first.events[0]!.createDate >= second.events[0]!.createDate).toBe(true);
      const nothing = await read('/api/admin/kiosk-events', { search: 'no such thing anywhere' });
      expect(nothing).toEqual({
        events: [],
        total: 0,
        totalCapped: false,
        errorSeverity: null,
        errorMessage: null,
      });
      const bad = await typed.get('/api/admin/user-events', { query: { pageSize: 0 }, token: admin });
      expect(bad.status).toBe(400);
      // Genie's residents' playlists (Memory Albums) and Abby's: filtered by context and type.
      const genieResidents = await read('/api/admin/genie-playlist-events', {
        isKiosk: false,
        verbose: true,
      });
      expect(genieResidents.events.every((e) => e.command.includes('Album'))).toBe(true);
      expect((await read('/api/admin/abby-playlist-events', { isKiosk: true })).events).toEqual([]);
    });

    it('shows a community playlist’s commands in the Genie kiosk playlist log, named by playlist and kiosk, with the media they add or remove', async () => {
      const genie = (
        await typed.post('/api/kiosks', {
          body: {
            serialNumber: 'AU-AUDIT-2',
            name: 'Audited Genie',
            kioskTypeId: 2,
            facilityId: null,
            languageId: 1,
            description: null,
          },
          token: admin,
        })
      ).json.kiosk;
      const created = await typed.post('/api/kioskplaylists', {
        body: { kioskId: genie.id, name: 'Soirée jazz' },
        token: admin,
      });
      expect(created.status).toBe(200);
      const page = await logHas(
        '/api/admin/genie-playlist-events',
        { isKiosk: true, search: 'jazz' },
        (events) => events.some((e) => e.command === 'CreateKioskPlaylist' && e.outcome === 'succeeded'),
      );
      expect(page.events.find((e) => e.command === 'CreateKioskPlaylist')).toMatchObject({
        description: 'Succeeded: create kiosk playlist',
        title: 'Soirée jazz',
        kioskName: 'Audited Genie',
        targetContext: 'GENIE',
      });
      // The resident playlists' log does not show it.
      const residents = await read('/api/admin/genie-playlist-events', { isKiosk: false, search: 'jazz' });
      expect(residents.events).toEqual([]);

      // Which media an entry adds or removes, titled when the log is read; a deleted one is said so.
      const upload = async (title: string): Promise<number> => {
        // A multipart upload: sent as a form, outside the typed JSON calls.
        const form = new FormData();
        form.append('file', new Blob([await pngOf(400, 400)]), `${title}.png`);
        form.append('metadata', JSON.stringify([{ title, kioskFolder: 'ambient' }]));
        const response = await fetch(`${api.url}/api/mediaitems/kiosk/${genie.id}/upload/images`, {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}` },
          body: form,
        });
        expect(response.status).toBe(200);
        return ((await response.json()) as { uploadResults: [{ mediaItem: { mediaItemId: number } }] })
          .uploadResults[0].mediaItem.mediaItemId;
      };
      const [beach, choir, gone] = [await upload('Beach'), await upload('Choir'), await upload('Gone')];
      const playlistId = created.json.playlist.id;
      const added = await typed.post('/api/kioskplaylistblobs/bulk', {
        body: { playlistId, mediaItemIds: [beach, choir, gone] },
        token: admin,
      });
      expect(added.status).toBe(200);
      const [, choirItem] = added.json.playlistBlobs;
      expect(
        (
          await typed.post('/api/kioskplaylistblobs/delete', {
            body: { playlistBlobIds: [choirItem!.id] },
            token: admin,
          })
        ).status,
      ).toBe(200);
      expect(
        (await typed.post('/api/mediaitems/delete', { body: { mediaItemIds: [gone] }, token: admin })).status,
      ).toBe(200);
      const withMedia = await logHas(
        '/api/admin/genie-playlist-events',
        { isKiosk: true, search: 'jazz' },
        (events) => events.some((e) => e.command === 'RemoveKioskPlaylistItems' && e.outcome === 'succeeded'),
      );
      const entry = (command: string) =>
        withMedia.events.find((e) => e.command === command && e.outcome === 'succeeded');
      expect(entry('AddKioskPlaylistItems')?.media).toEqual({
        action: 'added',
        items: [
          { id: beach, title: 'Beach' },
          { id: choir, title: 'Choir' },
          { id: gone, title: null },
        ],
      });
      expect(entry('RemoveKioskPlaylistItems')?.media).toEqual({
        action: 'removed',
        items: [{ id: choir, title: 'Choir' }],
      });
      expect(entry('CreateKioskPlaylist')?.media).toBeNull();
      // The entries keep the ids, never the titles.
      const kept = await api.app
        .get(DataSource)
        .query(
          `SELECT media_ids, row_to_json(e)::text AS text FROM audit_entries e WHERE command = 'AddKioskPlaylistItems'`,
        );
      expect((kept as Array<{ media_ids: number[] }>).map((row) => row.media_ids)).toContainEqual([
        beach,
        choir,
        gone,
      ]);
      expect((kept as Array<{ text: string }>).some((row) => row.text.includes('Beach'))).toBe(false);
      // Nobody outside the log's readers sees them.
      expect(
        (await typed.get('/api/admin/genie-playlist-events', { query: { isKiosk: true }, token: family }))
          .status,
      ).toBe(403);
    });

    it('shows Abby profiles in the Abby playlist log by kind, and replays a profile’s history', async () => {
      const created = await typed.post('/api/abbykioskprofiles', {
        body: { kioskId: kiosk.id, name: 'Hall calme' },
        token: admin,
      });
      expect(created.status).toBe(200);
      const profileId = created.json.profile.id;
      expect(
        (
          await typed.put('/api/abbykioskprofiles/{id}', {
            path: { id: profileId },
            body: { name: 'Hall serein', description: 'Soir' },
            token: admin,
          })
        ).status,
      ).toBe(200);
      const forResident = await typed.post('/api/abbyresidentprofiles', {
        body: { residentId: resident.id, name: 'Chansons de Zéphirine' },
        token: admin,
      });
      expect(forResident.status).toBe(200);

      // A kiosk's profile in the Abby kiosk playlists' log, named by profile and kiosk, with its history.
      const kioskPage = await logHas(
        '/api/admin/abby-playlist-events',
        { isKiosk: true, search: 'serein' },
        (events) => events.some((e) => e.command === 'EditAbbyProfile' && e.outcome === 'succeeded'),
      );
      expect(kioskPage.events.find((e) => e.command === 'CreateAbbyProfile')).toMatchObject({
        description: 'Succeeded: create abby profile',
        targetId: String(profileId),
        title: 'Hall serein',
        kioskName: 'Audited Abby',
        targetContext: 'ABBY',
        historyKind: 'abbyProfile',
      });
      // A resident's profile in the resident playlists' log only, named by its resident.
      const residentPage = await logHas(
        '/api/admin/abby-playlist-events',
        { isKiosk: false, search: 'Chansons' },
        (events) => events.some((e) => e.command === 'CreateAbbyProfile' && e.outcome === 'succeeded'),
      );
      expect(residentPage.events.find((e) => e.command === 'CreateAbbyProfile')).toMatchObject({
        title: 'Chansons de Zéphirine',
        residentName: 'Zéphirine Audette',
        kioskName: 'Audited Abby',
        historyKind: 'abbyProfile',
      });
      expect(
        (await read('/api/admin/abby-playlist-events', { isKiosk: true, search: 'Chansons' })).events,
      ).toEqual([]);
      expect((await read('/api/admin/genie-playlist-events', { search: 'serein' })).events).toEqual([]);

      const history = (await historyOf('abbyProfile', String(profileId))).json;
      expect(history).toMatchObject({
        kind: 'abbyProfile',
        id: String(profileId),
        state: {
          name: 'Hall serein',
          description: 'Soir',
          kioskId: kiosk.id,
          residentId: null,
          isActive: false,
        },
        names: { kiosk: { [String(kiosk.id)]: 'Audited Abby' } },
      });
      expect(history.events.map((event) => event.type)).toEqual(['AbbyProfileCreated', 'AbbyProfileEdited']);
      expect(history.events[1]!.changes).toEqual([
        { field: 'description', before: '', after: 'Soir' },
        { field: 'name', before: 'Hall calme', after: 'Hall serein' },
      ]);
    });

    it('lets admins and auditors read the logs, refuses others, and records every read', async () => {
      expect((await typed.get('/api/admin/user-events', { token: family })).status).toBe(403);
      expect((await typed.get('/api/admin/resident-events', { token: null })).status).toBe(401);
      const asAuditor = await read('/api/admin/resident-events', {}, auditor);
      expect(asAuditor.events.length).toBeGreaterThan(0);
      const reads = await logHas('/api/admin/user-events', { search: 'Karen Wilson' }, (events) =>
        events.some((e) => e.command === 'ResidentEvents' && e.outcome === 'read'),
      );
      expect(reads.events.find((e) => e.command === 'ResidentEvents')).toMatchObject({
        description: 'Read: resident events',
        username: 'Karen Wilson',
      });
      // Auditors read only: a write of theirs is refused as their role says (not an admin here).
      expect(
        (await typed.delete('/api/kiosks/{id}', { path: { id: kiosk.id }, token: auditor })).status,
      ).toBe(403);
    });

    it('replays a resident’s history: who changed what and when, and the resident as at any moment', async () => {
      const edited = await typed.put('/api/residents/{id}', {
        path: { id: resident.id },
        body: {
          firstName: 'Zélie',
          lastName: 'Audette',
          kioskTypeId: 1,
          kioskId: kiosk.id,
          languageId: 2,
          bluetoothBeaconId: '4711',
        },
        token: admin,
      });
      expect(edited.status).toBe(200);
      const whole = await historyOf('resident', String(resident.id));
      expect(whole.status).toBe(200);
      const history = whole.json;
      expect(history).toMatchObject({ kind: 'resident', id: String(resident.id), at: null, version: 1 });
      expect(history.state).toMatchObject({ status: 'active', firstName: 'Zélie', languageId: 2 });
      const [admitted, update] = history.events;
      expect(admitted).toMatchObject({
        version: 0,
        type: 'ResidentAdmitted',
        command: 'AdmitResident',
        userId: 'ambient|admin',
        username: 'Alice Administrator',
        performedByRole: 'Admin',
        source: 'console',
      });
      expect(admitted!.changes).toEqual(
        expect.arrayContaining([
          { field: 'status', before: 'absent', after: 'active' },
          { field: 'firstName', before: null, after: 'Zéphirine' },
        ]),
      );
      expect(update).toMatchObject({ version: 1, type: 'ResidentUpdated', command: 'UpdateResident' });
      // Only what changed: the name and the language, not the kiosk or the beacon.
      expect(update!.changes).toEqual([
        { field: 'firstName', before: 'Zéphirine', after: 'Zélie' },
        { field: 'languageId', before: 1, after: 2 },
      ]);

      // As at the admission: the state then, and the history up to then.
      const then = await historyOf('resident', String(resident.id), { at: admitted!.at }, auditor);
      expect(then.json).toMatchObject({
        version: 0,
        at: admitted!.at,
        state: { firstName: 'Zéphirine', languageId: 1 },
      });
      expect(then.json.events).toHaveLength(1);
      // The moment alone, without the events that made it.
      const stateOnly = await historyOf('resident', String(resident.id), { at: admitted!.at, events: false });
      expect(stateOnly.json).toMatchObject({ version: 0, events: [], state: { firstName: 'Zéphirine' } });
      const before = new Date(Date.parse(admitted!.at) - 60_000).toISOString();
      const nothingThen = (errorMessage: string) => ({
        status: 404,
        json: { errorSeverity: 1, errorMessage },
      });
      expect(await historyOf('resident', String(resident.id), { at: before }, admin, 'en')).toEqual(
        nothingThen('Nothing was recorded of this item at that time.'),
      );
      expect(await historyOf('resident', '2147483647', {}, admin, 'fr')).toEqual(
        nothingThen('Rien n’était enregistré de cet élément à ce moment.'),
      );
      expect(await historyOf('resident', 'abc', {}, admin, 'en')).toEqual(
        nothingThen('Nothing was recorded of this item at that time.'),
      );
      // A kind the document does not have: untyped on purpose.
      expect((await callApi(api.url, 'GET', 'admin/history/organization/1', { token: admin })).status).toBe(
        400,
      );
      expect((await historyOf('resident', String(resident.id), { at: 'yesterday' })).status).toBe(400);
      expect((await historyOf('resident', String(resident.id), {}, family)).status).toBe(403);

      // A kiosk's and a user's histories too.
      const kioskHistory = (await historyOf('kiosk', String(kiosk.id))).json;
      expect(kioskHistory.events[0]).toMatchObject({ type: 'KioskRegistered', command: 'RegisterKiosk' });
      const userHistory = (await historyOf('user', 'ambient|family')).json;
      expect(userHistory.events[0]).toMatchObject({ type: 'UserRegistered', version: 0 });
      expect(userHistory.state).toMatchObject({ email: 'family@ambient.demo' });

      // Each read is recorded in the subject's log, naming it.
      const reads = await logHas('/api/admin/resident-events', { search: 'Audette' }, (events) =>
        events.some((e) => e.command === 'ResidentHistory'),
      );
      expect(reads.events.find((e) => e.command === 'ResidentHistory')).toMatchObject({
        outcome: 'read',
        description: 'Read: resident history',
        targetName: 'Zélie Audette',
      });
    });

    it('names the ids a history refers to, and exports it as a workbook in the reader’s language', async () => {
      const history = (await historyOf('resident', String(resident.id))).json;
      expect(history.names.kiosk).toEqual({ [String(kiosk.id)]: 'Audited Abby' });
      expect(history.names.resident).toEqual({ [String(resident.id)]: expect.any(String) });

      // A workbook, not JSON: read as bytes.
      const download = async (path: string, token = admin, language?: string) => {
        const response = await fetch(`${api.url}/api/${path}`, {
          headers: {
            authorization: `Bearer ${token}`,
            ...(language ? { 'accept-language': language } : {}),
          },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain('spreadsheetml');
        expect(response.headers.get('content-disposition')).toBe(
          `attachment; filename="history-resident-${resident.id}.xlsx"`,
        );
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(await response.arrayBuffer());
        return workbook;
      };
      const rows = (sheet: ExcelJS.Worksheet): unknown[][] =>
        sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? [row.slice(1)] : []));

      const english = await download(`admin/history/resident/${resident.id}/export`);
      const events = english.getWorksheet('Events')!;
      expect(rows(events)[0]).toEqual([
        'Date (UTC)',
        'Performed by',
        'Role',
        'Source',
        'Event',
        'Field',
        'Before',
        'After',
      ]);
      // One row per change; the date is a real Excel date.
      const edit = rows(events).find((row) => row[4] === 'ResidentUpdated' && row[5] === 'Language');
      expect(edit).toEqual([
        expect.any(Date),
        'Alice Administrator',
        'Admin',
        'Console',
        'ResidentUpdated',
        'Language',
        'English',
        'French',
      ]);
      expect(events.getCell('A2').type).toBe(ExcelJS.ValueType.Date);
      expect(rows(events).find((row) => row[5] === 'Kiosk')).toEqual(
        expect.arrayContaining(['ResidentAdmitted', '—', 'Audited Abby']),
      );
      expect(rows(english.getWorksheet('State')!)).toEqual(
        expect.arrayContaining([
          ['Field', 'Value'],
          ['First name', 'Zélie'],
          ['Language', 'French'],
        ]),
      );

      // In French, as at the admission, for the auditor.
      const admittedAt = history.events[0]!.at;
      const french = await download(
        `admin/history/resident/${resident.id}/export?at=${encodeURIComponent(admittedAt)}`,
        auditor,
        'fr-CA',
      );
      const historique = french.getWorksheet('Événements')!;
      expect(rows(historique)[0]).toEqual([
        'Date (UTC)',
        'Effectué par',
        'Rôle',
        'Source',
        'Événement',
        'Champ',
        'Avant',
        'Après',
      ]);
      expect(rows(historique).some((row) => row[4] === 'ResidentUpdated')).toBe(false);
      expect(rows(french.getWorksheet('État')!)).toEqual(
        expect.arrayContaining([
          ['Prénom', 'Zéphirine'],
          ['Langue', 'Anglais'],
        ]),
      );

      // The same rules as the history: others refused, nothing at that time a 404, each read recorded.
      expect(
        (
          await typed.get('/api/admin/history/{kind}/{id}/export', {
            path: { kind: 'resident', id: String(resident.id) },
            token: family,
          })
        ).status,
      ).toBe(403);
      expect(
        await typed.get('/api/admin/history/{kind}/{id}/export', {
          path: { kind: 'resident', id: '2147483647' },
          token: admin,
        }),
      ).toEqual({
        status: 404,
        json: { errorSeverity: 1, errorMessage: 'Nothing was recorded of this item at that time.' },
      });
      const reads = await logHas(
        '/api/admin/resident-events',
        { search: 'Audette' },
        (events) =>
          events.filter((e) => e.command === 'ResidentHistory' && e.username === 'Karen Wilson').length > 0,
      );
      expect(reads.events.find((e) => e.command === 'ResidentHistory')?.historyKind).toBe('resident');
    });

    it('keeps no person’s name, email or password in the audit entries', async () => {
      await api.app.get(DataSource).query('SELECT 1');
      const rows = (await api.app
        .get(DataSource)
        .query(`SELECT row_to_json(e)::text AS entry FROM audit_entries e`)) as Array<{ entry: string }>;
      expect(rows.length).toBeGreaterThan(5);
      const text = rows.map((r) => r.entry).join('\n');
      for (const personal of [
        'Zéphirine',
        'Audette',
        'Alice Administrator',
        'admin@ambient.demo',
        DEMO_PASSWORD,
      ])
        expect(text).not.toContain(personal);
    });
  });
}
