/**
 * Kiosk MQTT credentials (decision 0028): an admin issues a kiosk's secret from its dashboard,
 * sees it once, rotates it; only a hash is kept, outside the log; the device gateway (the built
 * one, run as a process) asks the API for it, and its embedded broker lets the kiosk in with the
 * current secret only.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { KioskType, verifyKioskSecret } from '@ambient/device-protocol';
import { KioskSimulator } from '@ambient/simulators';
import { apiCaller, zipOf } from '../admin/admin-test-client.js';
import { eventHead, refusal } from '../support/api-calls.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { until } from '../support/until.js';
import { featureEngines } from '../support/databases.js';
import { findIn, typedApi, type ResultFields, type TypedApi } from '../support/typed-api.js';
import { gatewayPorts, startGateway, type RunningGateway } from '../support/gateway-process.js';

for (const engine of featureEngines()) {
  describe(`kiosk credentials on ${engine.name}`, () => {
    const gatewayToken = randomBytes(24).toString('base64url');
    let api: RunningApi;
    let admin: string;
    let kioskManager: string;
    let kioskId: number;
    let serial: string;
    let gateway: RunningGateway | null = null;
    let brokerUrl: string;
    /** Connections the broker let in so far: each is relayed as facts. */
    let sessions = 0;

    let typed: TypedApi;

    /** A simulated kiosk signing in as `serialNumber` with `password`, not reconnecting by itself. */
    const simulated = (serialNumber: string, type: KioskType, password: string): KioskSimulator =>
      new KioskSimulator({
        url: brokerUrl,
        serial: serialNumber,
        type,
        username: serialNumber,
        password,
        reconnectPeriodMs: 0,
      });

    /**
     * Waits until the kiosk heard one "update available" at `level` and its answer is recorded in
     * its device stream: done, after the new level it installed.
     */
    async function installsFromNotice(
      serialNumber: string,
      received: ReadonlyArray<{ command: string; updateLevel?: number }>,
      level: number,
    ): Promise<void> {
      await until(
        'the command received',
        async () => received,
        (list) => list.length === 1,
      );
      expect(received[0]).toMatchObject({ command: 'updateAvailable', updateLevel: level });
      const facts = async () =>
        (await api.app
          .get(DataSource)
          .query(
            `SELECT type, data FROM event_store WHERE stream_id = $1 AND type IN ('KioskCommandSent', 'KioskCommandAnswered', 'KioskLevelsInstalled') ORDER BY stream_version`,
            [`device-${serialNumber}`],
          )) as Array<{ type: string; data: Record<string, unknown> }>;
      const recorded = await until('the answer recorded', facts, (list) =>
        list.some(({ type }) => type === 'KioskCommandAnswered'),
      );
      const answered = recorded.find(({ type }) => type === 'KioskCommandAnswered')!;
      expect(answered.data).toMatchObject({ outcome: 'done' });
      expect(
        recorded.some(({ type, data }) => type === 'KioskLevelsInstalled' && data.updateLevel === level),
      ).toBe(true);
    }

    /** Disconnects the kiosk and waits until its going offline is relayed: the next tests count events. */
    async function leaves(kiosk: KioskSimulator, serialNumber: string): Promise<void> {
      await kiosk.disconnect();
      await until(
        'the kiosk offline',
        async () =>
          (await api.app
            .get(DataSource)
            .query('SELECT type FROM event_store WHERE stream_id = $1 ORDER BY stream_version DESC LIMIT 1', [
              `device-${serialNumber}`,
            ])) as Array<{ type: string }>,
        (rows) => rows[0]?.type === 'KioskWentOffline',
      );
    }

    async function connects(password: string): Promise<boolean> {
      const kiosk = simulated(serial, KioskType.Abby, password);
      try {
        await kiosk.connect();
        await kiosk.disconnect();
        sessions += 1;
        return true;
      } catch {
        return false;
      }
    }

    beforeAll(async () => {
      const ports = await gatewayPorts();
      api = await startApi(engine, {
        GATEWAY_API_TOKEN: gatewayToken,
        GATEWAY_HEALTH_URL: ports.healthUrl,
      });
      typed = typedApi(api.url);
      admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
      kioskManager = await api.signIn('kiosk.manager@ambient.demo', DEMO_PASSWORD);
      const first = findIn((await typed.get('/api/kiosks', { token: admin })).json.kiosks);
      kioskId = first.id;
      serial = first.serialNumber;

      brokerUrl = ports.brokerUrl;
      gateway = await startGateway(ports, api.url, gatewayToken);
    }, 120_000);

    afterAll(async () => {
      await gateway?.stop();
      await api?.close();
    }, 30_000);

    it('shows a kiosk with no credential issued, and its broker refuses it', async () => {
      const status = await typed.get('/api/kiosks/{id}/device-credential', {
        path: { id: kioskId },
        token: admin,
      });
      expect(status).toEqual({
        status: 200,
        json: {
          errorSeverity: null,
          errorMessage: null,
          username: serial,
          issued: false,
          generation: 0,
          issuedAt: null,
        },
      });
      expect(await connects(randomBytes(32).toString('base64url'))).toBe(false);
    });

    it('issues a secret shown once, keeps only its hash outside the log, and lets the kiosk in with it', async () => {
      const issued = await typed.post('/api/kiosks/{id}/device-credential', {
        path: { id: kioskId },
        token: admin,
      });
      expect(issued.status).toBe(200);
      const secret = issued.json.secret;
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(issued.json).toMatchObject({ username: serial, issued: true, generation: 1 });

      const status = await typed.get('/api/kiosks/{id}/device-credential', {
        path: { id: kioskId },
        token: admin,
      });
      expect(status.json).toEqual({
        errorSeverity: null,
        errorMessage: null,
        username: serial,
        issued: true,
        generation: 1,
        issuedAt: issued.json.issuedAt,
      });
      expect(JSON.stringify(status.json)).not.toContain(secret);

      const events = (await api.app
        .get(DataSource)
        .query(`SELECT type, data::text AS data FROM event_store WHERE stream_id = $1`, [
          `kiosk-credential-${kioskId}`,
        ])) as Array<{ type: string; data: string }>;
      expect(events.map(({ type }) => type)).toEqual(['KioskCredentialIssued']);
      const rows = (await api.app
        .get(DataSource)
        .query('SELECT secret_hash FROM kiosk_device_credentials WHERE kiosk_id = $1', [kioskId])) as Array<{
        secret_hash: string;
      }>;
      const hash = rows[0]?.secret_hash;
      expect(verifyKioskSecret(secret, hash!)).toBe(true);
      expect(events[0]!.data).not.toContain(secret);
      expect(events[0]!.data).not.toContain(hash!.split('$')[3]!);

      expect(await connects(secret)).toBe(true);
    });

    it('rotates: the new secret opens the broker, the old one no longer does', async () => {
      const first = await typed.post('/api/kiosks/{id}/device-credential', {
        path: { id: kioskId },
        token: admin,
      });
      const second = await typed.post('/api/kiosks/{id}/device-credential', {
        path: { id: kioskId },
        token: admin,
      });
      expect(second.json.generation).toBe(first.json.generation + 1);
      expect(second.json.secret).not.toBe(first.json.secret);
      expect(await connects(first.json.secret)).toBe(false);
      expect(await connects(second.json.secret)).toBe(true);
    });

    it("records what the embedded gateway relays in the kiosk's device stream, with source device", async () => {
      const issued = await typed.post('/api/kiosks/{id}/device-credential', {
        path: { id: kioskId },
        token: admin,
      });
      const stream = `device-${serial}`;
      const facts = async (): Promise<Array<{ type: string; source: string }>> =>
        (await api.app
          .get(DataSource)
          .query(
            `SELECT type, metadata->>'source' AS source FROM event_store WHERE stream_id = $1 ORDER BY stream_version`,
            [stream],
          )) as Array<{ type: string; source: string }>;
      expect(await connects(issued.json.secret)).toBe(true);
      const offline = (list: Array<{ type: string }>) =>
        list.filter(({ type }) => type === 'KioskWentOffline');
      const recorded = await until(
        'every session relayed',
        facts,
        (list) => offline(list).length === sessions,
      );
      // The first session brings the kiosk's levels (never updated); later ones the same levels: no fact.
      expect(recorded.map(({ type }) => type)).toEqual([
        'KioskCameOnline',
        'KioskLevelsInstalled',
        'KioskWentOffline',
        ...Array.from({ length: sessions - 1 }, () => ['KioskCameOnline', 'KioskWentOffline']).flat(),
      ]);
      expect(recorded.every(({ source }) => source === 'device')).toBe(true);
    });

    it('tells an Abby made an override kiosk, through the gateway, that an update waits; its answer and new level are recorded', async () => {
      const issued = await typed.post('/api/kiosks/{id}/device-credential', {
        path: { id: kioskId },
        token: admin,
      });
      const kiosk = simulated(serial, KioskType.Abby, issued.json.secret);
      const received: Array<{ command: string; updateLevel?: number }> = [];
      kiosk.onCommand((command) => received.push(command));
      await kiosk.connect();
      sessions += 1;
      try {
        const activated = await typed.post('/api/kiosks/activate-override-abbys', {
          token: admin,
          body: [kioskId],
        });
        expect(activated.json).toMatchObject({ activated: 1 });
        const latest = (await api.app
          .get(DataSource)
          .query(
            "SELECT data->>'level' AS level FROM event_store WHERE type = 'UpdateAvailableRequested' ORDER BY global_position DESC LIMIT 1",
          )) as Array<{ level: string }>;
        const level = Number(latest[0]?.level);
        await installsFromNotice(serial, received, level);
      } finally {
        await leaves(kiosk, serial);
      }
    });

    it('tells every Genie, through the gateway, that a Genie release is available; a Genie installs it and its new level is recorded', async () => {
      const db = api.app.get(DataSource);
      const genies = (await db.query(
        'SELECT id, serial_number FROM kiosks WHERE type_id = 2 ORDER BY serial_number',
      )) as Array<{ id: number; serial_number: string }>;
      const genie = genies[0]!;
      const issued = await typed.post('/api/kiosks/{id}/device-credential', {
        path: { id: genie.id },
        token: admin,
      });
      const kiosk = simulated(genie.serial_number, KioskType.Genie, issued.json.secret);
      const received: Array<{ command: string; updateLevel?: number }> = [];
      kiosk.onCommand((command) => received.push(command));
      await kiosk.connect();
      try {
        const released = await apiCaller(api.url).upload('genieupdates/release', admin, {
          name: 'genie.zip',
          content: zipOf('genie.apk', 'release'),
        });
        expect(released.status).toBe(200);
        const level = released.json.nextUpdate as number;

        // One notice for every Genie of the console, at the release's level.
        const notices = (await db.query(
          "SELECT data FROM event_store WHERE type = 'UpdateAvailableRequested' AND data->>'kind' = 'genieUpdate'",
        )) as Array<{ data: { serialNumbers: string[]; level: number } }>;
        expect(notices).toHaveLength(1);
        expect(notices[0]!.data.level).toBe(level);
        expect([...notices[0]!.data.serialNumbers].sort()).toEqual(genies.map((g) => g.serial_number));

        await installsFromNotice(genie.serial_number, received, level);
        // The kiosk dashboard and the Fleet screen judge the Genie against the same latest level.
        const stats = await typed.get('/api/kioskdashboard/{id}/stats', {
          path: { id: genie.id },
          token: admin,
        });
        const row = await typed.get('/api/fleet/kiosks', {
          query: { search: genie.serial_number },
          token: admin,
        });
        const fleetRow = row.json.kiosks.find((k) => k.serialNumber === genie.serial_number)!;
        expect(stats.json).toMatchObject({ updateLevel: level, maxUpdateLevel: fleetRow.latestUpdateLevel });
      } finally {
        await leaves(kiosk, genie.serial_number);
      }
    });

    it("takes commands at the gateway only with the gateway's token and well-formed orders", async () => {
      const commands = new URL('commands', api.config.gatewayHealthUrl).toString();
      const post = (body: unknown, token?: string) =>
        fetch(commands, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        }).then(async (r) => ({ status: r.status, json: (await r.json()) as Record<string, unknown> }));
      const order = { updateAvailable: [{ serialNumber: serial, updateLevel: 3 }] };
      expect((await post(order)).status).toBe(401);
      expect((await post(order, 'guess')).status).toBe(401);
      for (const bad of [
        {},
        { updateAvailable: [] },
        { updateAvailable: [{ serialNumber: 'a/b', updateLevel: 3 }] },
        { updateAvailable: [{ serialNumber: serial, updateLevel: 0 }] },
        { updateAvailable: [{ serialNumber: serial, updateLevel: 3, activityLevel: 'x' }] },
      ]) {
        const refused = await post(bad, gatewayToken);
        expect(refused.status).toBe(400);
        expect(refused.json.errorSeverity).toBe(1);
        expect(typeof refused.json.errorMessage).toBe('string');
      }
      const sent = await post(order, gatewayToken);
      expect(sent.status).toBe(200);
      expect(sent.json.sent).toEqual([{ serialNumber: serial, commandId: expect.any(String) }]);
      // The gateway records the command as sent (the kiosk is away): the next tests count events.
      const { commandId } = (sent.json.sent as Array<{ commandId: string }>)[0]!;
      await until(
        'the command recorded as sent',
        async () =>
          (await api.app
            .get(DataSource)
            .query(`SELECT 1 FROM event_store WHERE type = 'KioskCommandSent' AND data->>'commandId' = $1`, [
              commandId,
            ])) as unknown[],
        (rows) => rows.length === 1,
      );
    });

    it("refuses a relayed fact without the gateway's token, or malformed, appending nothing", async () => {
      const before = await eventHead(api);
      const at = new Date().toISOString();
      const post = (serialNumber: string, headers: Record<string, string>) =>
        typed.post('/api/device-gateway/facts', {
          body: { type: 'RecordOnline', data: { serialNumber, kioskTypeId: 1, at } },
          headers,
        });
      expect((await post(serial, {})).status).toBe(403);
      expect((await post(serial, { 'x-gateway-token': 'guess' })).status).toBe(403);
      const malformed = await post('a/b', { 'x-gateway-token': gatewayToken });
      expect(malformed.status).toBe(400);
      expect(malformed.json.errorSeverity).toBe(0);
      expect(await eventHead(api)).toBe(before);
    });

    it('refuses anyone but an admin, and an unknown kiosk, appending nothing', async () => {
      const before = await eventHead(api);
      const expectations: Array<[Promise<{ status: number; json: ResultFields }>, number]> = [
        [
          typed.post('/api/kiosks/{id}/device-credential', { path: { id: kioskId }, token: kioskManager }),
          403,
        ],
        [
          typed.get('/api/kiosks/{id}/device-credential', { path: { id: kioskId }, token: kioskManager }),
          403,
        ],
        [typed.post('/api/kiosks/{id}/device-credential', { path: { id: kioskId } }), 401],
        [typed.post('/api/kiosks/{id}/device-credential', { path: { id: 999999 }, token: admin }), 404],
      ];
      for (const [answer, status] of expectations) {
        const { status: actual, json } = await answer;
        expect(actual).toBe(status);
        expect(json.errorSeverity).not.toBeNull();
        expect(typeof json.errorMessage).toBe('string');
      }
      expect(await eventHead(api)).toBe(before);
    });

    it('answers the gateway only with its token', async () => {
      expect(await typed.get('/api/device-gateway/kiosk-credentials/{serial}', { path: { serial } })).toEqual(
        refusal(403, 'You are not allowed to do this.', 1),
      );
      expect(
        await typed.get('/api/device-gateway/kiosk-credentials/{serial}', {
          path: { serial },
          headers: {
            'x-gateway-token': 'guess',
          },
        }),
      ).toEqual(refusal(403, 'You are not allowed to do this.', 1));
      const answer = await typed.get('/api/device-gateway/kiosk-credentials/{serial}', {
        path: { serial },
        headers: {
          'x-gateway-token': gatewayToken,
        },
      });
      expect(answer.status).toBe(200);
      expect(answer.json.secretHash).toMatch(/^\$6\$/);
      const unknown = await typed.get('/api/device-gateway/kiosk-credentials/{serial}', {
        path: { serial: 'NOT-A-KIOSK' },
        headers: {
          'x-gateway-token': gatewayToken,
        },
      });
      expect(unknown.json.secretHash).toBeNull();
      // Every current credential, for a gateway keeping a Mosquitto's password file: the hash, never a secret.
      expect((await typed.get('/api/device-gateway/kiosk-credentials')).status).toBe(403);
      const all = await typed.get('/api/device-gateway/kiosk-credentials', {
        headers: {
          'x-gateway-token': gatewayToken,
        },
      });
      expect(all.status).toBe(200);
      expect(all.json.credentials).toContainEqual({ username: serial, secretHash: answer.json.secretHash });
      expect(all.json.credentials.every(({ secretHash }) => /^\$6\$/.test(secretHash))).toBe(true);
      const bad = await typed.get('/api/device-gateway/kiosk-credentials/{serial}', {
        path: { serial: 'a/b#' },
        headers: { 'x-gateway-token': gatewayToken },
      });
      expect(bad.status).toBe(400);
      expect(bad.json.errorSeverity).not.toBeNull();
    });
  });
}
