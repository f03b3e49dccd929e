/**
 * The demo's live kiosks (decision 0038): at start the first DEMO_KIOSKS kiosks of the demo seed,
 * and only they, get a device secret, written to a file only its owner may read; a restart keeps
 * the secrets; the count is bounded.
 */
import { readFileSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { verifyKioskSecret } from '@ambient/device-protocol';
import { loadConfig } from '../../src/config/app-config.js';
import { DemoKiosks, type DemoKiosk } from '../../src/seed/index.js';
import { demoKioskPlans } from '../../src/seed/index.js';
import { eventHead } from '../support/api-calls.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { featureEngines } from '../support/databases.js';
import { typedApi, type TypedApi } from '../support/typed-api.js';

for (const engine of featureEngines()) {
  describe(`demo kiosks on ${engine.name}`, () => {
    let api: RunningApi;
    let demo: DemoKiosks;
    let admin: string;
    let typed: TypedApi;

    const hashes = async (): Promise<Map<string, string>> =>
      new Map(
        (
          (await api.app
            .get(DataSource)
            .query('SELECT serial_number, secret_hash FROM kiosk_device_credentials')) as Array<{
            serial_number: string;
            secret_hash: string;
          }>
        ).map((row) => [row.serial_number, row.secret_hash]),
      );
    const fileKiosks = (): DemoKiosk[] =>
      (JSON.parse(readFileSync(demo.file, 'utf8')) as { kiosks: DemoKiosk[] }).kiosks;

    beforeAll(async () => {
      api = await startApi(engine);
      typed = typedApi(api.url);
      demo = api.app.get(DemoKiosks);
      admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
    }, 120_000);

    afterAll(async () => {
      await api?.close();
    });

    it('signs in the first demo kiosks only, and writes their secrets to a file only its owner may read', async () => {
      const kiosks = await demo.provision(6);
      const planned = demoKioskPlans().slice(0, 6);
      expect(kiosks.map((k) => k.serialNumber)).toEqual(planned.map((p) => p.serialNumber));
      expect(kiosks.map((k) => k.kioskType)).toEqual(planned.map((p) => p.typeId));
      expect(new Set(kiosks.map((k) => k.kioskType))).toEqual(new Set([1, 2]));

      const stored = await hashes();
      expect([...stored.keys()].sort()).toEqual(planned.map((p) => p.serialNumber).sort());
      for (const kiosk of kiosks)
        expect(verifyKioskSecret(kiosk.secret, stored.get(kiosk.serialNumber)!)).toBe(true);

      expect(statSync(demo.file).mode & 0o777).toBe(0o600);
      expect(fileKiosks()).toEqual(kiosks);
      // The log says a secret was issued, never which.
      const events = (await api.app
        .get(DataSource)
        .query(`SELECT data::text AS data FROM event_store WHERE type = 'KioskCredentialIssued'`)) as Array<{
        data: string;
      }>;
      expect(events).toHaveLength(6);
      for (const kiosk of kiosks) expect(events.some(({ data }) => data.includes(kiosk.secret))).toBe(false);
    });

    it('keeps the secrets of the file on a restart, appending nothing, and issues only the kiosks added', async () => {
      const before = fileKiosks();
      const head = await eventHead(api);
      expect(await demo.provision(6)).toEqual(before);
      expect(await eventHead(api)).toBe(head);

      const more = await demo.provision(8);
      expect(more.slice(0, 6)).toEqual(before);
      expect(more).toHaveLength(8);
      expect(statSync(demo.file).mode & 0o777).toBe(0o600);
    });

    it('never touches a kiosk the seed did not make as it is: renamed, or not a demo serial', async () => {
      const planned = demoKioskPlans()[9]!;
      const { id } = (
        (await api.app
          .get(DataSource)
          .query('SELECT id FROM kiosks WHERE serial_number = $1', [planned.serialNumber])) as Array<{
          id: number;
        }>
      )[0]!;
      const { kiosk } = (await typed.get('/api/kiosks/{id}', { path: { id }, token: admin })).json;
      const renamed = await typed.put('/api/kiosks/{id}', {
        path: { id },
        token: admin,
        body: {
          serialNumber: kiosk.serialNumber,
          name: 'A real kiosk now',
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
      });
      expect(renamed.status).toBe(200);

      const kiosks = await demo.provision(12);
      expect(kiosks).toHaveLength(11);
      expect(kiosks.map((k) => k.serialNumber)).not.toContain(planned.serialNumber);
      const stored = await hashes();
      expect(stored.has(planned.serialNumber)).toBe(false);
      const demoSerials = new Set(demoKioskPlans().map((p) => p.serialNumber));
      expect([...stored.keys()].every((serial) => demoSerials.has(serial))).toBe(true);
    });

    it('takes 0 to 30 kiosks: 0 removes the file, anything else is refused', async () => {
      for (const count of [-1, 31, 1.5, Number.NaN])
        await expect(demo.provision(count)).rejects.toThrow(RangeError);
      for (const value of ['31', '-1', '2.5', 'six'])
        expect(() => loadConfig({ DEMO_KIOSKS: value })).toThrow(
          /DEMO_KIOSKS must be a whole number from 0 to 30/,
        );
      expect(loadConfig({}).demoKiosks).toBe(0);
      expect(loadConfig({ DEMO_KIOSKS: '30' }).demoKiosks).toBe(30);

      expect(await demo.provision(0)).toEqual([]);
      expect(() => statSync(demo.file)).toThrow();
    });
  });
}
