/**
 * The offline alert timer lives in the log and the read models, not in a process (decision 0049):
 * an outage recorded by one API, stopped before the grace period ended, is told by the API that
 * starts next on the same database; on PostgreSQL, two APIs sweeping at once tell it once (one
 * event, one email to each manager), their email jobs on one BullMQ queue when TEST_REDIS_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import type { ApiPaths } from '@ambient/core';
import { typedApi } from '../support/typed-api.js';
import {
  DEMO_PASSWORD,
  ownDatabase,
  startApi,
  type ExistingDatabase,
  type RunningApi,
} from '../support/api-app.js';
import { databaseEngines } from '../support/databases.js';
import { until } from '../support/until.js';
import { addressOf, startSmtpServer, type SmtpServer } from '../support/smtp-server.js';

const hhmm = (date: Date): string => date.toISOString().slice(11, 16);
/** Longer than the first API's stop takes on a busy machine, so the outage is told by the next. */
const GRACE_SECONDS = 15;
const redisUrl = process.env.TEST_REDIS_URL?.trim() || null;
/** A fact as the device gateway relays it. */
type Fact = ApiPaths['/api/device-gateway/facts']['post']['requestBody']['content']['application/json'];

for (const engine of databaseEngines()) {
  describe(`offline alerts across API restarts on ${engine.name}`, () => {
    const gatewayToken = randomBytes(24).toString('base64url');
    /** The same data key for every API on the database: it opens the people's keys. */
    const dataKey = randomBytes(32).toString('hex');
    /** On PostgreSQL with Redis, the APIs share a BullMQ queue of their own. */
    const queue: Record<string, string> =
      engine.serverUrl && redisUrl
        ? { REDIS_URL: redisUrl, QUEUE_PREFIX: `alerts-${randomBytes(6).toString('hex')}` }
        : {};
    let database: ExistingDatabase & { drop(): Promise<void> };
    let smtp: SmtpServer;
    const running = new Set<RunningApi>();

    const start = async (existing: ExistingDatabase, sweepMs: number): Promise<RunningApi> => {
      const api = await startApi(
        engine,
        {
          GATEWAY_API_TOKEN: gatewayToken,
          DATA_ENCRYPTION_KEY: dataKey,
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          OFFLINE_ALERTS_SWEEP_MS: String(sweepMs),
          ...queue,
        },
        existing,
      );
      running.add(api);
      return api;
    };
    const stop = async (api: RunningApi): Promise<void> => {
      running.delete(api);
      await api.close();
    };
    /** Relays a fact to `api` as the device gateway does. */
    const relay = async (api: RunningApi, fact: Fact): Promise<void> => {
      const relayed = await typedApi(api.url).post('/api/device-gateway/facts', {
        body: fact,
        headers: { 'x-gateway-token': gatewayToken },
      });
      expect(relayed.status).toBeLessThan(300);
    };

    beforeAll(async () => {
      smtp = await startSmtpServer();
      database = await ownDatabase(engine);
    }, 180_000);

    afterAll(async () => {
      for (const api of running) await api.close();
      await database?.drop();
      await smtp?.close();
    }, 180_000);

    it('tells an outage recorded before a restart once the next API is up, once however many APIs sweep', async () => {
      // The first API sweeps only when a presence changes (its timer waits an hour): it sees the
      // outage begin, not yet due, and stops.
      const first = await start(database, 3_600_000);
      const admin = await first.signIn('admin@ambient.demo', DEMO_PASSWORD);
      const [kiosk] = (await first.app.get(DataSource).query(
        `SELECT k.id, k.serial_number AS "serialNumber", k.type_id AS "typeId", k.facility_id AS "facilityId"
           FROM kiosks k
          WHERE k.facility_id IS NOT NULL
            AND EXISTS (SELECT 1 FROM users u WHERE u.functional_role = 'KioskManager' AND k.id = ANY(u.kiosk_ids))
          ORDER BY k.id LIMIT 1`,
      )) as Array<{ id: number; serialNumber: string; typeId: 1 | 2; facilityId: number }>;
      const managers = (
        (await first.app.get(DataSource).query(
          `SELECT email FROM users
            WHERE (functional_role = 'KioskManager' AND $1 = ANY(kiosk_ids))
               OR (functional_role = 'DomainManager' AND (SELECT domain_id FROM facilities WHERE id = $2) = ANY(domain_ids))`,
          [kiosk!.id, kiosk!.facilityId],
        )) as Array<{ email: string }>
      ).map((row) => row.email);
      expect(managers.length).toBeGreaterThan(0);
      const settings = await typedApi(first.url).put('/api/facilities/{id}/alert-settings', {
        path: { id: kiosk!.facilityId },
        token: admin,
        body: {
          gracePeriodSeconds: GRACE_SECONDS,
          dayStart: hhmm(new Date(Date.now() - 3 * 3600_000)),
          dayEnd: hhmm(new Date(Date.now() + 3 * 3600_000)),
          quietDays: [],
          quietHours: [],
          timeZone: 'UTC',
        },
      });
      expect(settings.status).toBe(200);
      const { serialNumber } = kiosk!;
      await relay(first, {
        type: 'RecordOnline',
        data: { serialNumber, kioskTypeId: kiosk!.typeId, at: new Date().toISOString() },
      });
      await relay(first, {
        type: 'RecordOffline',
        data: { serialNumber, reason: 'connectionLost', at: new Date().toISOString() },
      });
      const offlineSince = (
        await until(
          'the outage seen by the first API',
          async () =>
            (await first.app
              .get(DataSource)
              .query(`SELECT presence, offline_since FROM kiosk_offline_watch WHERE serial_number = $1`, [
                kiosk!.serialNumber,
              ])) as Array<{ presence: string; offline_since: Date }>,
          (rows) => rows?.[0]?.presence === 'offline',
        )
      )[0]!.offline_since;
      const alertsBefore = (await first.app
        .get(DataSource)
        .query(`SELECT count(*)::int AS n FROM event_store WHERE stream_id = $1`, [
          `kiosk-offline-alerts-${kiosk!.id}`,
        ])) as Array<{ n: number }>;
      await stop(first);
      // The first API saw the outage begin, not yet due, and told nothing (it sweeps again only
      // when a presence changes): the next API is the one that tells it.
      expect(offlineSince).toBeInstanceOf(Date);
      expect(alertsBefore).toEqual([{ n: 0 }]);
      expect(smtp.received).toHaveLength(0);

      // The next API (two at once on PostgreSQL, which they can share) tells it.
      const existing = { ...database, seeded: true };
      const next = [await start(existing, 100), ...(engine.serverUrl ? [await start(existing, 100)] : [])];
      const events = async () =>
        (await next[0]!.app
          .get(DataSource)
          .query(`SELECT type FROM event_store WHERE stream_id = $1 ORDER BY stream_version`, [
            `kiosk-offline-alerts-${kiosk!.id}`,
          ])) as Array<{
          type: string;
        }>;
      await until('the alert raised after the restart', events, (rows) => rows?.length === 1);
      await until(
        'one email to each manager',
        async () => smtp.received.map(addressOf),
        (addresses) => managers.every((email) => addresses.includes(email)),
      );
      // The kiosk comes back: the clear comes from a later sweep than the raise, so once its
      // recovery emails are in, every API has swept past the outage: still one alert, one email each.
      await relay(next[0]!, {
        type: 'RecordOnline',
        data: { serialNumber, kioskTypeId: kiosk!.typeId, at: new Date().toISOString() },
      });
      await until('the alert cleared', events, (rows) => rows?.length === 2);
      await until(
        'the recovery emailed',
        async () => smtp.received.length,
        (count) => count >= managers.length * 2,
      );
      expect(await events()).toEqual([
        { type: 'KioskOfflineAlertRaised' },
        { type: 'KioskOfflineAlertCleared' },
      ]);
      const kindOf = (subject: string | undefined): string =>
        /(back online|de nouveau en ligne)$/.test(subject ?? '') ? 'recovery' : 'alert';
      expect(smtp.received.map((mail) => `${addressOf(mail)} ${kindOf(mail.subject)}`).sort()).toEqual(
        managers.flatMap((email) => [`${email} alert`, `${email} recovery`]).sort(),
      );
      for (const api of next) await stop(api);
      // Three API starts (two seeding nothing) on a busy machine: a ceiling, not a speed check.
    }, 480_000);
  });
}
