/**
 * The live fleet tiles' counts (decision 0037): presence and levels as the devices report them,
 * relayed by the embedded gateway (`POST device-gateway/facts`), beside the console's kiosks.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { enMessages, type ApiPaths } from '@ambient/core';
import { DataSource } from 'typeorm';
import { apiCaller, zipOf } from '../admin/admin-test-client.js';
import { FleetReader } from '../../src/devices/index.js';
import { callApi, eventHead, refusal } from '../support/api-calls.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { featureEngines } from '../support/databases.js';
import { findIn, typedApi, type TypedApi } from '../support/typed-api.js';

/** A fact as the gateway relays it (`POST device-gateway/facts`). */
type Fact = ApiPaths['/api/device-gateway/facts']['post']['requestBody']['content']['application/json'];
/** The query of the fleet's list. */
type FleetQuery = NonNullable<ApiPaths['/api/fleet/kiosks']['get']['parameters']['query']>;
const now = () => new Date().toISOString();

for (const engine of featureEngines()) {
  describe(`fleet summary on ${engine.name}`, () => {
    const gatewayToken = randomBytes(24).toString('base64url');
    let api: RunningApi;
    let admin: string;
    let kiosks: Array<{ id: number; serialNumber: string; typeId: number }>;
    let typed: TypedApi;

    const summary = async () => (await typed.get('/api/fleet/summary', { token: admin })).json;
    const relay = async (fact: Fact): Promise<void> => {
      const answer = await typed.post('/api/device-gateway/facts', {
        body: fact,
        headers: { 'x-gateway-token': gatewayToken },
      });
      expect(answer.status).toBeLessThan(300);
    };

    const list = async (query: FleetQuery) => {
      const answer = await typed.get('/api/fleet/kiosks', { query, token: admin });
      expect(answer.status).toBe(200);
      return answer.json;
    };

    beforeAll(async () => {
      api = await startApi(engine, { GATEWAY_API_TOKEN: gatewayToken });
      typed = typedApi(api.url);
      admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
      kiosks = (await typed.get('/api/kiosks', { token: admin })).json.kiosks;
    }, 120_000);

    afterAll(async () => {
      await api?.close();
    });

    it('counts every kiosk as never connected until its device speaks, and the backlog by kind', async () => {
      const before = await summary();
      expect(before).toMatchObject({ errorSeverity: null, errorMessage: null, online: 0, offline: 0 });
      expect(before.neverConnected).toBe(kiosks.length);
      expect(before.abbysBehind + before.geniesBehind).toBeLessThanOrEqual(kiosks.length);
    });

    it('moves a kiosk from never connected to online and offline, and out of the backlog once it installs the latest level', async () => {
      const genie = findIn(kiosks, (k) => k.typeId === 2);
      const before = await summary();
      await relay({
        type: 'RecordOnline',
        data: { serialNumber: genie.serialNumber, kioskTypeId: 2, at: now() },
      });
      const online = await summary();
      expect(online).toMatchObject({ online: 1, offline: 0, neverConnected: before.neverConnected - 1 });

      const stats = (
        await typed.get('/api/kioskdashboard/{id}/stats', { path: { id: genie.id }, token: admin })
      ).json;
      const latest = stats.maxUpdateLevel;
      await relay({
        type: 'RecordLevels',
        data: {
          serialNumber: genie.serialNumber,
          updateLevel: latest,
          updateInstallDate: new Date().toISOString(),
          activityLevel: null,
          activityInstallDate: null,
          at: now(),
        },
      });
      const installed = await summary();
      const wasBehind = (stats.updateLevel ?? 0) < latest;
      expect(installed.geniesBehind).toBe(before.geniesBehind - (wasBehind ? 1 : 0));
      await relay({
        type: 'RecordLevels',
        data: {
          serialNumber: genie.serialNumber,
          updateLevel: 1,
          updateInstallDate: new Date().toISOString(),
          activityLevel: null,
          activityInstallDate: null,
          at: now(),
        },
      });
      expect((await summary()).geniesBehind).toBe(installed.geniesBehind + 1);

      await relay({
        type: 'RecordOffline',
        data: { serialNumber: genie.serialNumber, reason: 'connectionLost', at: now() },
      });
      expect(await summary()).toMatchObject({
        online: 0,
        offline: 1,
        neverConnected: before.neverConnected - 1,
      });
    });

    it('lists the fleet one page at a time, searched, filtered and sorted on the server', async () => {
      const abby = findIn(kiosks, (k) => k.typeId === 1);
      const all = await list({ page: 0, pageSize: 3 });
      expect(all.kiosks).toHaveLength(3);
      expect(all.total).toBe(kiosks.length);
      const serials = all.kiosks.map((k) => k.serialNumber);
      expect(serials).toEqual([...serials].sort());
      const second = await list({ page: 1, pageSize: 3 });
      expect(second.kiosks.map((k) => k.serialNumber).some((serial) => serials.includes(serial))).toBe(false);

      expect((await list({ kind: 'abby', pageSize: 100 })).kiosks.every((k) => k.kioskTypeId === 1)).toBe(
        true,
      );
      expect((await list({ kind: 'genie', pageSize: 100 })).kiosks.every((k) => k.kioskTypeId === 2)).toBe(
        true,
      );
      const found = await list({ search: abby.serialNumber });
      expect(found.kiosks.map((k) => k.id)).toContain(abby.id);
      expect(
        found.kiosks.every(
          (k) =>
            k.serialNumber.includes(abby.serialNumber) ||
            k.name.includes(abby.serialNumber) ||
            (k.facilityName ?? '').includes(abby.serialNumber),
        ),
      ).toBe(true);

      const { abbysBehind, geniesBehind } = await summary();
      const behind = await list({ behind: true, pageSize: 100, sort: '-updatesBehind' });
      expect(behind.total).toBe(abbysBehind + geniesBehind);
      expect(
        behind.kiosks.every(
          (k) => k.updatesBehind > 0 && k.updatesBehind === k.latestUpdateLevel - (k.updateLevel ?? 0),
        ),
      ).toBe(true);
      const gaps = behind.kiosks.map((k) => k.updatesBehind);
      expect(gaps).toEqual([...gaps].sort((a, b) => b - a));

      await relay({
        type: 'RecordOnline',
        data: { serialNumber: abby.serialNumber, kioskTypeId: 1, at: now() },
      });
      await relay({
        type: 'RecordMediaSync',
        data: {
          serialNumber: abby.serialNumber,
          mediaSyncDate: new Date().toISOString(),
          itemsHeld: 12,
          failureCount: 0,
          at: now(),
        },
      });
      await relay({
        type: 'RecordCommandSent',
        data: { serialNumber: abby.serialNumber, commandId: 'c-fleet-1', command: 'syncNow', at: now() },
      });
      const online = await list({ presence: 'online' });
      const row = online.kiosks.find((k) => k.id === abby.id);
      expect(row).toMatchObject({ presence: 'online', lastCommand: 'syncNow', lastCommandState: 'pending' });
      expect(Date.parse(row!.presenceSince!)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(row!.mediaSyncDate!)).toBeGreaterThan(Date.now() - 60_000);
      expect(online.kiosks.every((k) => k.presence === 'online')).toBe(true);
      expect((await list({ presence: 'never', pageSize: 100 })).kiosks.some((k) => k.id === abby.id)).toBe(
        false,
      );
      expect((await list({ sort: '-lastSeen' })).kiosks[0]!.id).toBe(abby.id);

      await relay({
        type: 'RecordCommandResult',
        data: {
          serialNumber: abby.serialNumber,
          commandId: 'c-fleet-1',
          command: 'syncNow',
          outcome: 'failed',
          error: 'Storage full',
          at: now(),
        },
      });
      expect((await list({ presence: 'online' })).kiosks.find((k) => k.id === abby.id)).toMatchObject({
        lastCommandState: 'failed',
        lastCommandError: 'Storage full',
      });
    });

    it("judges the kiosk dashboard's backlog against the fleet's latest level of each kind, released zips included", async () => {
      const rows = (await list({ pageSize: 100 })).kiosks;
      const kinds = new Map(rows.map((row) => [`${row.kioskTypeId}-${row.phidgetVersion}`, row]));
      // The demo's kinds: Abby v21, Abby v22 and Genie.
      expect([...kinds.keys()].sort()).toEqual(['1-21', '1-22', '2-null']);
      for (const row of kinds.values()) {
        const stats = (
          await typed.get('/api/kioskdashboard/{id}/stats', { path: { id: row.id }, token: admin })
        ).json;
        expect({ serialNumber: row.serialNumber, latest: stats.maxUpdateLevel }).toEqual({
          serialNumber: row.serialNumber,
          latest: row.latestUpdateLevel,
        });
      }
      // The demo releases Abby v22's 16.zip, beyond the 15 known levels: both count it.
      const released = (await api.app
        .get(DataSource)
        .query('SELECT max(level)::int AS level FROM abby_update_zips WHERE version = 22')) as Array<{
        level: number;
      }>;
      expect(kinds.get('1-22')?.latestUpdateLevel).toBe(Math.max(15, released[0]!.level));
    });

    it('tells every Genie, and only the Genies, of a Genie release, at its level', async () => {
      const genies = kiosks.filter((k) => k.typeId === 2).map((k) => k.serialNumber);
      expect(await api.app.get(FleetReader).serialsOf('genie')).toEqual([...genies].sort());
      const released = await apiCaller(api.url).upload('genieupdates/release', admin, {
        name: 'genie.zip',
        content: zipOf('genie.apk', 'release'),
      });
      expect(released.status).toBe(200);
      const notices = (await api.app
        .get(DataSource)
        .query(
          "SELECT data, metadata->>'correlationId' AS correlation, xmin::text AS tx FROM event_store WHERE type = 'UpdateAvailableRequested' AND data->>'kind' = 'genieUpdate'",
        )) as Array<{ data: { serialNumbers: string[]; level: number }; correlation: string; tx: string }>;
      expect(notices).toHaveLength(1);
      expect(notices[0]!.data.level).toBe(released.json.nextUpdate);
      expect([...notices[0]!.data.serialNumbers].sort()).toEqual([...genies].sort());
      // The notice joins the release's correlation: one request, one story in the log.
      const release = (await api.app
        .get(DataSource)
        .query(
          "SELECT metadata->>'correlationId' AS correlation, xmin::text AS tx FROM event_store WHERE type = 'GenieUpdateReleased' ORDER BY global_position DESC LIMIT 1",
        )) as Array<{ correlation: string; tx: string }>;
      expect(notices[0]!.correlation).toBe(release[0]!.correlation);
      // And the same append: no release is recorded whose Genies are never told.
      expect(notices[0]!.tx).toBe(release[0]!.tx);
    });

    it('refuses a filter, sort or page it does not know with the error answer, and appends nothing', async () => {
      const head = await eventHead(api);
      // Values the document does not allow (an unknown presence, kind or flag) go untyped.
      for (const query of ['presence=asleep', 'kind=tablet', 'behind=yes'])
        expect((await callApi(api.url, 'GET', `fleet/kiosks?${query}`, { token: admin })).json).toMatchObject(
          {
            errorSeverity: 0,
          },
        );
      for (const query of [{ sort: 'teamviewerPassword' }, { pageSize: 0 }, { page: -1 }])
        expect((await typed.get('/api/fleet/kiosks', { query, token: admin })).json).toMatchObject({
          errorSeverity: 0,
        });
      expect(await eventHead(api)).toBe(head);
    });

    it('answers admins only, and appends nothing when it refuses', async () => {
      const tokens: string[] = [];
      for (const email of [
        'kiosk.manager@ambient.demo',
        'domain.manager@ambient.demo',
        'visitor@ambient.demo',
      ])
        tokens.push(await api.signIn(email, DEMO_PASSWORD));
      const head = await eventHead(api);
      const forbidden = refusal(403, enMessages['error.forbidden'], 1);
      for (const token of tokens) {
        expect(await typed.get('/api/fleet/summary', { token })).toEqual(forbidden);
        expect(await typed.get('/api/fleet/kiosks', { token })).toEqual(forbidden);
      }
      expect((await typed.get('/api/fleet/summary')).status).toBe(401);
      expect((await typed.get('/api/fleet/kiosks')).status).toBe(401);
      expect(await eventHead(api)).toBe(head);
    });
  });
}
