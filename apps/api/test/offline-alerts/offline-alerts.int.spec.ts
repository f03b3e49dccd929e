/**
 * Offline alerts that know the facility (issue 10 point 6; decisions 0048–0050): simulated kiosks
 * signing in to the real device gateway (on aedes, and on Mosquitto with TEST_MQTT_URL) drop their
 * connection; past their facility's grace period, within its day hours, the managers in charge are
 * emailed through a real SMTP server and the alert is in the kiosk's history; the recovery clears
 * it and says so. A kiosk that flaps within the grace period, and a facility on a quiet day, raise
 * nothing.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';
import { KioskType } from '@ambient/device-protocol';
import { KioskSimulator } from '@ambient/simulators';
import type { ApiPaths, FacilityAlertSettings, OfflineAlert } from '@ambient/core';
import { callApi } from '../support/api-calls.js';
import { findIn, having, typedApi, type TypedApi } from '../support/typed-api.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { databaseEngines } from '../support/databases.js';
import { until } from '../support/until.js';
import { brokers, gatewayOnBroker, gatewayPorts, type GatewayOnBroker } from './gateway-on-broker.js';
import { addressOf, startSmtpServer, type SmtpServer } from '../support/smtp-server.js';

const hhmm = (date: Date): string => date.toISOString().slice(11, 16);

/** Day hours around now on the UTC clock, so the test alerts whenever it runs. */
const aroundNow = (): Pick<FacilityAlertSettings, 'dayStart' | 'dayEnd' | 'timeZone'> => ({
  dayStart: hhmm(new Date(Date.now() - 3 * 3600_000)),
  dayEnd: hhmm(new Date(Date.now() + 3 * 3600_000)),
  timeZone: 'UTC',
});
const todayIso = (): number => ((new Date().getUTCDay() + 6) % 7) + 1;

/** A facility's alert settings as a call saves them. */
type SettingsBody =
  ApiPaths['/api/facilities/{id}/alert-settings']['put']['requestBody']['content']['application/json'];

interface KioskFacts {
  id: number;
  serialNumber: string;
  typeId: number;
  facilityId: number;
}

/**
 * Every database engine and every broker at least once, paired (PGlite with aedes, PostgreSQL with
 * Mosquitto when both are there): the engine judges the alert's rules, the broker the connection's
 * end, and neither changes what the other does.
 */
const runs = ((engines, available) =>
  Array.from({ length: Math.max(engines.length, available.length) }, (_, i) => ({
    engine: engines[Math.min(i, engines.length - 1)]!,
    broker: available[Math.min(i, available.length - 1)]!,
  })))(databaseEngines(), brokers());

for (const { engine, broker } of runs) {
  describe(`offline alerts through the gateway on ${engine.name} and ${broker.name}`, () => {
    const gatewayToken = randomBytes(24).toString('base64url');
    let api: RunningApi;
    let gateway: GatewayOnBroker;
    let smtp: SmtpServer;
    let admin = '';
    let domainManager = '';
    let kioskManager = '';
    /** Two kiosks of a facility both demo managers are in charge of, and one of another facility. */
    let watched: KioskFacts;
    let flapping: KioskFacts;
    let elsewhere: KioskFacts;
    let managers: Array<{ email: string; languageId: number | null }>;
    const online = new Map<number, KioskSimulator>();

    let typed: TypedApi;
    const db = (): DataSource => api.app.get(DataSource);

    const openAlerts = async (token = admin): Promise<OfflineAlert[]> =>
      (await typed.get('/api/offline-alerts', { token })).json.offlineAlerts;
    const alertsOf = (kioskId: number, token = admin) =>
      typed.get('/api/kiosks/{id}/offline-alerts', { path: { id: kioskId }, token });
    const historyOf = async (kioskId: number, token = admin): Promise<OfflineAlert[]> =>
      (await alertsOf(kioskId, token)).json.offlineAlerts;
    const settingsOf = (facilityId: number, token: string) =>
      typed.get('/api/facilities/{id}/alert-settings', { path: { id: facilityId }, token });
    /** A facility's alert settings saved by `token`. */
    const save = (facilityId: number, token: string, body: SettingsBody, language?: string) =>
      typed.put('/api/facilities/{id}/alert-settings', { path: { id: facilityId }, body, token, language });
    const mailsTo = (email: string): ParsedMail[] =>
      smtp.received.filter((mail) => addressOf(mail) === email);
    const presence = async (serialNumber: string): Promise<string | undefined> =>
      (
        (await db().query('SELECT presence FROM kiosk_offline_watch WHERE serial_number = $1', [
          serialNumber,
        ])) as Array<{ presence: string }>
      )[0]?.presence;

    const settle = async (facilityId: number, settings: Partial<FacilityAlertSettings>): Promise<void> => {
      const answer = await save(facilityId, admin, {
        gracePeriodSeconds: 2,
        quietDays: [],
        quietHours: [],
        ...aroundNow(),
        ...settings,
      });
      expect(answer.status).toBe(200);
    };

    /** Issues the kiosk its secret and connects it through the gateway; answers once it is seen online. */
    async function connect(kiosk: KioskFacts): Promise<KioskSimulator> {
      const issued = await typed.post('/api/kiosks/{id}/device-credential', {
        path: { id: kiosk.id },
        token: admin,
      });
      expect(issued.status).toBe(200);
      const simulator = new KioskSimulator({
        url: gateway.brokerUrl,
        baseTopic: gateway.baseTopic,
        serial: kiosk.serialNumber,
        type: kiosk.typeId === 2 ? KioskType.Genie : KioskType.Abby,
        username: kiosk.serialNumber,
        password: issued.json.secret,
        reconnectPeriodMs: 0,
      });
      await simulator.connect();
      online.set(kiosk.id, simulator);
      await until(
        'the kiosk online',
        () => presence(kiosk.serialNumber),
        (value) => value === 'online',
      );
      return simulator;
    }

    beforeAll(async () => {
      smtp = await startSmtpServer();
      const ports = await gatewayPorts();
      api = await startApi(engine, {
        GATEWAY_API_TOKEN: gatewayToken,
        GATEWAY_HEALTH_URL: ports.healthUrl,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        OFFLINE_ALERTS_SWEEP_MS: '100',
      });
      typed = typedApi(api.url);
      gateway = await gatewayOnBroker(broker, ports, api.url, gatewayToken);
      admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
      domainManager = await api.signIn('domain.manager@ambient.demo', DEMO_PASSWORD);
      kioskManager = await api.signIn('kiosk.manager@ambient.demo', DEMO_PASSWORD);
      const shared = (await db().query(
        `SELECT k.id, k.serial_number AS "serialNumber", k.type_id AS "typeId", k.facility_id AS "facilityId"
           FROM kiosks k JOIN facilities f ON f.id = k.facility_id
          WHERE EXISTS (SELECT 1 FROM users u WHERE u.email = 'kiosk.manager@ambient.demo' AND k.id = ANY(u.kiosk_ids))
            AND EXISTS (SELECT 1 FROM users u WHERE u.email = 'domain.manager@ambient.demo' AND f.domain_id = ANY(u.domain_ids))
          ORDER BY k.facility_id, k.id`,
      )) as KioskFacts[];
      watched = shared[0]!;
      flapping = (
        (await db().query(
          `SELECT id, serial_number AS "serialNumber", type_id AS "typeId", facility_id AS "facilityId"
             FROM kiosks WHERE facility_id = $1 AND id <> $2 ORDER BY id LIMIT 1`,
          [watched.facilityId, watched.id],
        )) as KioskFacts[]
      )[0]!;
      elsewhere = (
        (await db().query(
          `SELECT id, serial_number AS "serialNumber", type_id AS "typeId", facility_id AS "facilityId"
             FROM kiosks WHERE facility_id IS NOT NULL AND facility_id <> $1 ORDER BY id LIMIT 1`,
          [watched.facilityId],
        )) as KioskFacts[]
      )[0]!;
      managers = (await db().query(
        `SELECT email, language_id AS "languageId" FROM users
          WHERE (functional_role = 'KioskManager' AND $1 = ANY(kiosk_ids))
             OR (functional_role = 'DomainManager'
                 AND (SELECT domain_id FROM facilities WHERE id = $2) = ANY(domain_ids))`,
        [watched.id, watched.facilityId],
      )) as typeof managers;
    }, 180_000);

    afterAll(async () => {
      for (const simulator of online.values()) await simulator.disconnect().catch(() => undefined);
      await gateway?.stop();
      await api?.close();
      await smtp?.close();
    }, 60_000);

    it('reads the gateway’s broker with the shared token, which others do not see (decision 0101)', async () => {
      const health = await typed.get('/api/health', { token: admin });
      const { parts } = having(health.json, 'parts');
      // The gateway answered the API's token with its detail: reachable, no kiosk online yet (decision 0108).
      expect(parts.find((p) => p.part === 'broker')).toEqual({
        part: 'broker',
        engine: broker.mqttUrl === null ? 'aedes (embedded)' : expect.stringMatching(/^mqtt /),
        state: 'up',
        gateway: 'reachable',
        connectedKiosks: 0,
      });
      const anyone = await fetch(gateway.ports.healthUrl);
      expect(anyone.status).toBe(200);
      expect(await anyone.json()).toEqual({ errorSeverity: null, errorMessage: null, status: 'ok' });
    });

    it('has the defaults until a facility’s settings change: 30 minutes, 07:00 to 21:00, the province’s zone', async () => {
      const answer = await settingsOf(watched.facilityId, domainManager);
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({
        errorSeverity: null,
        facilityId: watched.facilityId,
        isDefault: true,
        settings: {
          gracePeriodSeconds: 1800,
          dayStart: '07:00',
          dayEnd: '21:00',
          quietDays: [],
          timeZone: null,
        },
      });
      // No zone chosen: the province's or state's is in use.
      expect(answer.json.effectiveTimeZone).toBe(answer.json.provinceTimeZone);
      expect(answer.json.provinceTimeZone).toMatch(/^America\//);
    });

    it('refuses settings that break a rule with its message, in French too, and records nothing', async () => {
      const stream = `facility-alert-settings-${watched.facilityId}`;
      const count = async (): Promise<number> =>
        Number(
          (
            (await db().query('SELECT count(*) AS n FROM event_store WHERE stream_id = $1', [
              stream,
            ])) as Array<{
              n: string;
            }>
          )[0]!.n,
        );
      const before = await count();
      const body: SettingsBody = {
        gracePeriodSeconds: 1800,
        dayStart: '08:00',
        dayEnd: '08:00',
        quietDays: [],
        quietHours: [],
      };
      const refused = await save(watched.facilityId, admin, body);
      expect(refused.status).toBe(422);
      expect(refused.json).toEqual({
        errorSeverity: 0,
        errorMessage: 'The day must start and end at different times.',
      });
      const french = await save(
        watched.facilityId,
        admin,
        { ...body, dayEnd: '08:00', timeZone: 'Mars/Olympus', dayStart: '07:00' },
        'fr',
      );
      expect(french.json.errorMessage).toBe('« Mars/Olympus » n’est pas un fuseau horaire connu.');
      // Untyped on purpose: a grace period that is not a number.
      const shapeless = await callApi(api.url, 'PUT', `facilities/${watched.facilityId}/alert-settings`, {
        token: admin,
        body: { ...body, gracePeriodSeconds: 'soon' },
      });
      expect(shapeless.status).toBe(400);
      expect(await count()).toBe(before);
    });

    it('lets only admins and the facility’s domain managers see and change its settings; others get 404', async () => {
      expect((await settingsOf(watched.facilityId, kioskManager)).status).toBe(404);
      expect((await settingsOf(2147483000, admin)).status).toBe(404);
      const foreign = (await db().query(
        `SELECT f.id FROM facilities f WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.email = 'domain.manager@ambient.demo' AND f.domain_id = ANY(u.domain_ids)) ORDER BY f.id LIMIT 1`,
      )) as Array<{ id: number }>;
      if (foreign[0]) {
        const refused = await save(foreign[0].id, domainManager, {
          gracePeriodSeconds: 60,
          dayStart: '07:00',
          dayEnd: '21:00',
          quietDays: [],
          quietHours: [],
        });
        expect(refused.status).toBe(404);
      }
      const changed = await save(watched.facilityId, domainManager, {
        gracePeriodSeconds: 900,
        dayStart: '06:30',
        dayEnd: '22:00',
        quietDays: [7, 6],
        quietHours: [{ start: '12:00', end: '13:00' }],
        timeZone: 'America/Vancouver',
      });
      expect(changed.status).toBe(200);
      expect(changed.json).toMatchObject({
        isDefault: false,
        effectiveTimeZone: 'America/Vancouver',
        settings: { gracePeriodSeconds: 900, quietDays: [6, 7], timeZone: 'America/Vancouver' },
      });
    });

    it('alerts the kiosk’s managers by email once its outage passes the grace period, and clears it when it is back', async () => {
      await settle(watched.facilityId, {});
      const simulator = await connect(watched);
      await simulator.drop();
      online.delete(watched.id);

      const [alert] = await until(
        'the alert raised',
        () => openAlerts(),
        (alerts) => alerts?.some((a) => a.kioskId === watched.id) ?? false,
      );
      const raised = findIn(await openAlerts(), (a) => a.kioskId === watched.id);
      expect(alert).toBeDefined();
      expect(raised).toMatchObject({ serialNumber: watched.serialNumber, clearedAt: null, timeZone: 'UTC' });
      expect(Date.parse(raised.raisedAt) - Date.parse(raised.offlineSince)).toBeGreaterThanOrEqual(2000);

      // Every manager in charge, once each, in their language; nobody else.
      expect(managers.map((m) => m.email)).toEqual(
        expect.arrayContaining(['kiosk.manager@ambient.demo', 'domain.manager@ambient.demo']),
      );
      for (const manager of managers) {
        const [mail] = await until(
          `the alert emailed to ${manager.email}`,
          async () => mailsTo(manager.email),
          (mails) => mails.length >= 1,
        );
        expect(mailsTo(manager.email)).toHaveLength(1);
        expect(mail!.subject).toMatch(manager.languageId === 2 ? /est hors ligne$/ : /is offline$/);
        expect(mail!.text).toContain(watched.serialNumber);
      }
      expect(smtp.received).toHaveLength(managers.length);

      // Managers in scope see it; the kiosk's history holds it; the log names no one.
      expect((await openAlerts(kioskManager)).map((a) => a.kioskId)).toContain(watched.id);
      expect((await openAlerts(domainManager)).map((a) => a.kioskId)).toContain(watched.id);
      expect(await historyOf(watched.id, kioskManager)).toHaveLength(1);
      const events = (await db().query(
        `SELECT type, data::text AS data, metadata->>'source' AS source FROM event_store WHERE stream_id = $1 ORDER BY stream_version`,
        [`kiosk-offline-alerts-${watched.id}`],
      )) as Array<{ type: string; data: string; source: string }>;
      expect(events.map((e) => [e.type, e.source])).toEqual([['KioskOfflineAlertRaised', 'system']]);
      for (const manager of managers) expect(events[0]!.data).not.toContain(manager.email);

      await connect(watched);
      const [cleared] = await until(
        'the alert cleared',
        () => historyOf(watched.id),
        (alerts) => alerts?.[0]?.clearedAt != null,
      );
      expect(Date.parse(cleared!.onlineAt!)).toBeGreaterThan(Date.parse(cleared!.offlineSince));
      expect((await openAlerts()).some((a) => a.kioskId === watched.id)).toBe(false);
      for (const manager of managers) {
        const mails = await until(
          `the recovery emailed to ${manager.email}`,
          async () => mailsTo(manager.email),
          (list) => list.length >= 2,
        );
        expect(mails[1]!.subject).toMatch(manager.languageId === 2 ? /de nouveau en ligne$/ : /back online$/);
      }
      expect(smtp.received).toHaveLength(managers.length * 2);
    });

    it('never alerts for a kiosk that flaps within the grace period, nor on a facility’s quiet day until it ends', async () => {
      await settle(watched.facilityId, { gracePeriodSeconds: 3 });
      await settle(elsewhere.facilityId, { gracePeriodSeconds: 1, quietDays: [todayIso()] });
      const flapper = await connect(flapping);
      const quiet = await connect(elsewhere);
      const control = online.get(watched.id)!;

      // The control kiosk's outage starts first and lasts: its alert proves the sweep ran past the
      // grace period of every flap that came after it.
      await control.drop();
      online.delete(watched.id);
      await quiet.drop();
      online.delete(elsewhere.id);
      await flapper.flap(3, 300);
      await until(
        'the flapping kiosk back online',
        () => presence(flapping.serialNumber),
        (p) => p === 'online',
      );
      await until(
        'the control kiosk’s second alert',
        () => historyOf(watched.id),
        (alerts) => alerts?.length === 2,
      );
      expect(await historyOf(flapping.id)).toEqual([]);
      expect(await historyOf(elsewhere.id)).toEqual([]);

      // The quiet day ends (its settings change): the outage, still going on, is told at once.
      await settle(elsewhere.facilityId, { gracePeriodSeconds: 1 });
      const [told] = await until(
        'the quiet kiosk’s alert',
        () => historyOf(elsewhere.id),
        (alerts) => alerts?.length === 1,
      );
      expect(told!.clearedAt).toBeNull();
    });

    it('keeps alerts out of reach of managers out of scope: 404 for a kiosk they do not manage', async () => {
      const foreign = (await db().query(
        `SELECT k.id FROM kiosks k WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.email = 'kiosk.manager@ambient.demo' AND k.id = ANY(u.kiosk_ids)) ORDER BY k.id LIMIT 1`,
      )) as Array<{ id: number }>;
      const answer = await alertsOf(foreign[0]!.id, kioskManager);
      expect(answer.status).toBe(404);
      const visible = new Set(
        (
          (await db().query(
            `SELECT unnest(kiosk_ids) AS id FROM users WHERE email = 'kiosk.manager@ambient.demo'`,
          )) as Array<{
            id: number;
          }>
        ).map((row) => row.id),
      );
      expect((await openAlerts(kioskManager)).every((a) => visible.has(a.kioskId))).toBe(true);
    });
  });
}
