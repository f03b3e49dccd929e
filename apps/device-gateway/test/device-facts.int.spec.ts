/**
 * The gateway records what kiosks report as facts in the console's event store, through the
 * event-sourcing engine, on real PostgreSQL (TEST_DATABASE_URL): a kiosk coming online and its
 * TCP connection dropping become KioskCameOnline and KioskWentOffline in its device stream, with
 * source `device`; a repeated online report records nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { deviceStream } from '@ambient/core';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '@ambient/event-sourcing';
import { KioskType } from '@ambient/device-protocol';
import { KioskSimulator } from '@ambient/simulators';
import { openDatabase } from '../../api/src/database/database.js';
import { ENTITIES } from '../../api/src/entities.js';
import { createPostgresDatabase } from '../../api/test/support/databases.js';
import { DeviceFactsRecorder } from '../src/facts/device-facts.recorder.js';
import { startGateway, type RunningGateway } from '../src/gateway.js';
import { waitFor } from './support/wait-for.js';

const serverUrl = process.env.TEST_DATABASE_URL?.trim() || null;

if (serverUrl === null) {
  console.info(
    'Device facts suite skipped: TEST_DATABASE_URL is not set (the gateway records facts in PostgreSQL).',
  );
  describe.skip('device facts: skipped, set TEST_DATABASE_URL to run them', () => {
    it('records presence in the event store', () => undefined);
  });
} else {
  describe('device facts recorded by the gateway', () => {
    let gateway: RunningGateway;
    let drop: () => Promise<void>;
    const baseTopic = `ambient-test-${randomUUID().slice(0, 8)}`;

    beforeAll(async () => {
      const database = await createPostgresDatabase(serverUrl);
      // The API owns the schema: its migrations make the event store the gateway appends to.
      const schema = await openDatabase({ databaseUrl: database.url, pgliteDir: '', entities: ENTITIES });
      await schema.close();
      drop = database.drop;
      gateway = await startGateway(
        {
          httpPort: 0,
          mqttUrl: null,
          mqttHost: '127.0.0.1',
          mqttPort: 0,
          baseTopic,
          connectTimeoutMs: 5_000,
          databaseUrl: database.url,
          eventStoreUrl: null,
        },
        { logger: false },
      );
    }, 60_000);

    afterAll(async () => {
      await gateway?.close();
      await drop?.();
    });

    const facts = (serial: string): Promise<RecordedEvent[]> =>
      gateway.app.get<EventStore>(EVENT_STORE).readStream(deviceStream(serial));

    it('records a kiosk coming online and its connection dropping, with source device', async () => {
      const health = (await (await fetch(`${gateway.httpUrl}/health`)).json()) as { broker: { url: string } };
      const serial = `FACT${randomUUID().slice(0, 6).toUpperCase()}`;
      const kiosk = new KioskSimulator({
        url: health.broker.url,
        serial,
        type: KioskType.Genie,
        baseTopic,
        reconnectPeriodMs: 0,
      });
      await kiosk.connect();
      await waitFor(
        '1 fact(s) in the device stream',
        () => facts(serial),
        (events) => events.length === 1,
      );
      const [online] = await facts(serial);
      expect(online?.type).toBe('KioskCameOnline');
      expect(online?.data).toMatchObject({ serialNumber: serial, kioskTypeId: KioskType.Genie });
      expect(online?.metadata).toMatchObject({ source: 'device', userId: null, command: 'RecordOnline' });

      await kiosk.drop();
      await waitFor(
        '2 fact(s) in the device stream',
        () => facts(serial),
        (events) => events.length === 2,
      );
      const offline = (await facts(serial))[1];
      expect(offline?.type).toBe('KioskWentOffline');
      expect(offline?.data).toMatchObject({ serialNumber: serial, reason: 'connectionLost' });

      // Coming back online is a new fact; a heartbeat is not.
      const again = new KioskSimulator({
        url: health.broker.url,
        serial,
        type: KioskType.Genie,
        baseTopic,
        reconnectPeriodMs: 0,
      });
      await again.connect();
      await waitFor(
        '3 fact(s) in the device stream',
        () => facts(serial),
        (events) => events.length === 3,
      );
      await again.heartbeat();
      await gateway.app.get(DeviceFactsRecorder).settled();
      expect((await facts(serial)).map((e) => e.type)).toEqual([
        'KioskCameOnline',
        'KioskWentOffline',
        'KioskCameOnline',
      ]);
      await again.drop();
      await waitFor(
        '4 fact(s) in the device stream',
        () => facts(serial),
        (events) => events.length === 4,
      );
    });
  });
}
