/**
 * The gateway records what kiosks report as facts in the console's event store, through the
 * event-sourcing engine, on real PostgreSQL (TEST_DATABASE_URL): a kiosk coming online and its
 * TCP connection dropping become KioskCameOnline and KioskWentOffline in its device stream, with
 * source `device`; a repeated online report records nothing; a command sent while a kiosk is
 * offline reaches it when it reconnects (its session is persistent). On the embedded aedes broker
 * and, with TEST_MQTT_URL, on that broker (Mosquitto here).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { deviceStream } from '@ambient/core';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '@ambient/event-sourcing';
import { KioskType, type KioskCommand } from '@ambient/device-protocol';
import { KioskSimulator } from '@ambient/simulators';
import { openDatabase } from '../../api/src/database/database.js';
import { ENTITIES } from '../../api/src/entities.js';
import { createPostgresDatabase } from '../../api/test/support/databases.js';
import { KioskCommands } from '../src/commands/kiosk-commands.js';
import { DeviceFactsRecorder } from '../src/facts/device-facts.recorder.js';
import { startGateway, type RunningGateway } from '../src/gateway.js';
import { waitFor } from './support/wait-for.js';

const serverUrl = process.env.TEST_DATABASE_URL?.trim() || null;
const realBrokerUrl = process.env.TEST_MQTT_URL?.trim() || null;
const brokers: Array<{ name: string; mqttUrl: string | null }> = [
  { name: 'the embedded aedes broker', mqttUrl: null },
  ...(realBrokerUrl === null ? [] : [{ name: `the broker at ${realBrokerUrl}`, mqttUrl: realBrokerUrl }]),
];

if (serverUrl === null) {
  console.info(
    'Device facts suite skipped: TEST_DATABASE_URL is not set (the gateway records facts in PostgreSQL).',
  );
  describe.skip('device facts: skipped, set TEST_DATABASE_URL to run them', () => {
    it('records presence in the event store', () => undefined);
  });
} else {
  describe.each(brokers)('device facts recorded by the gateway on $name', ({ mqttUrl }) => {
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
          mqttUrl,
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
      // Protocol 3: a kiosk announces its levels right after its presence (here: never updated).
      const types = async (): Promise<string[]> => (await facts(serial)).map((e) => e.type);
      await waitFor('2 fact(s) in the device stream', types, (list) => list.length === 2);
      const [online, levels] = await facts(serial);
      expect(online?.type).toBe('KioskCameOnline');
      expect(online?.data).toMatchObject({ serialNumber: serial, kioskTypeId: KioskType.Genie });
      expect(online?.metadata).toMatchObject({ source: 'device', userId: null, command: 'RecordOnline' });
      expect(levels?.type).toBe('KioskLevelsInstalled');
      expect(levels?.data).toMatchObject({ serialNumber: serial, updateLevel: null, activityLevel: null });

      await kiosk.drop();
      await waitFor('3 fact(s) in the device stream', types, (list) => list.length === 3);
      const offline = (await facts(serial))[2];
      expect(offline?.type).toBe('KioskWentOffline');
      expect(offline?.data).toMatchObject({ serialNumber: serial, reason: 'connectionLost' });

      // Coming back online is a new fact; a heartbeat is not, nor are the same levels again.
      const again = new KioskSimulator({
        url: health.broker.url,
        serial,
        type: KioskType.Genie,
        baseTopic,
        reconnectPeriodMs: 0,
      });
      await again.connect();
      await waitFor('4 fact(s) in the device stream', types, (list) => list.length === 4);
      await again.heartbeat();
      await gateway.app.get(DeviceFactsRecorder).settled();
      expect(await types()).toEqual([
        'KioskCameOnline',
        'KioskLevelsInstalled',
        'KioskWentOffline',
        'KioskCameOnline',
      ]);
      await again.drop();
      await waitFor('5 fact(s) in the device stream', types, (list) => list.length === 5);
    });

    it('records syncs, installs, commands sent and their answers, with source device', async () => {
      const health = (await (await fetch(`${gateway.httpUrl}/health`)).json()) as { broker: { url: string } };
      const serial = `FACT${randomUUID().slice(0, 6).toUpperCase()}`;
      const kiosk = new KioskSimulator({
        url: health.broker.url,
        serial,
        type: KioskType.Abby,
        baseTopic,
        reconnectPeriodMs: 0,
        itemsHeld: 8,
        levels: { updateLevel: 21, updateInstallDate: '2026-11-01T10:00:00.000Z' },
      });
      await kiosk.connect();
      const types = async (): Promise<string[]> => (await facts(serial)).map((e) => e.type);
      await waitFor('online and levels', types, (list) => list.length === 2);

      const commands = gateway.app.get(KioskCommands);
      const sync = await commands.send(serial, { command: 'syncNow' });
      const update = await commands.send(serial, { command: 'updateAvailable', updateLevel: 22 });
      await waitFor(
        'both answers',
        types,
        (list) => list.filter((t) => t === 'KioskCommandAnswered').length === 2,
      );
      await gateway.app.get(DeviceFactsRecorder).settled();
      const recorded = await facts(serial);
      expect(recorded.map((e) => e.type).sort()).toEqual(
        [
          'KioskCameOnline',
          'KioskLevelsInstalled',
          'KioskCommandSent',
          'KioskCommandSent',
          'KioskMediaSyncReported',
          'KioskCommandAnswered',
          'KioskLevelsInstalled',
          'KioskCommandAnswered',
        ].sort(),
      );
      expect(recorded.every((e) => e.metadata.source === 'device')).toBe(true);
      const answered = recorded.filter((e) => e.type === 'KioskCommandAnswered').map((e) => e.data);
      expect(answered).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ commandId: sync.commandId, command: 'syncNow', outcome: 'done' }),
          expect.objectContaining({
            commandId: update.commandId,
            command: 'updateAvailable',
            outcome: 'done',
          }),
        ]),
      );
      expect(recorded.filter((e) => e.type === 'KioskLevelsInstalled').at(-1)?.data).toMatchObject({
        updateLevel: 22,
      });
      expect(recorded.find((e) => e.type === 'KioskMediaSyncReported')?.data).toMatchObject({
        itemsHeld: 8,
        failureCount: 0,
      });
      await kiosk.drop();
    });

    it('delivers a command sent while the kiosk is offline once it reconnects, and records its answer', async () => {
      const health = (await (await fetch(`${gateway.httpUrl}/health`)).json()) as { broker: { url: string } };
      const serial = `FACT${randomUUID().slice(0, 6).toUpperCase()}`;
      const kioskOptions = {
        url: mqttUrl ?? health.broker.url,
        serial,
        type: KioskType.Genie,
        baseTopic,
        reconnectPeriodMs: 0,
      };
      const types = async (): Promise<string[]> => (await facts(serial)).map((e) => e.type);
      const before = new KioskSimulator(kioskOptions);
      await before.connect();
      await waitFor('online and levels', types, (list) => list.length === 2);
      // The network is cut: the kiosk is offline when the console sends it a command.
      await before.drop();
      await waitFor('offline', types, (list) => list.at(-1) === 'KioskWentOffline');
      const { commandId } = await gateway.app.get(KioskCommands).send(serial, { command: 'syncNow' });
      await waitFor('the command sent', types, (list) => list.includes('KioskCommandSent'));

      // The same kiosk back (a new process: the same client id, its session kept by the broker).
      const after = new KioskSimulator(kioskOptions);
      const received: KioskCommand[] = [];
      after.onCommand((command) => received.push(command));
      await after.connect();
      await waitFor('the answer recorded', types, (list) => list.includes('KioskCommandAnswered'), {
        timeoutMs: 10_000,
      });
      expect(received.map((command) => command.commandId)).toEqual([commandId]);
      const answered = (await facts(serial)).find((e) => e.type === 'KioskCommandAnswered');
      expect(answered?.data).toMatchObject({ commandId, command: 'syncNow', outcome: 'done' });
      await after.drop();
    });

    it('records many kiosks coming back at once in a few appends, each fact as its own command and moment', async () => {
      const health = (await (await fetch(`${gateway.httpUrl}/health`)).json()) as { broker: { url: string } };
      const prefix = `MANY${randomUUID().slice(0, 4).toUpperCase()}`;
      const kiosks = Array.from(
        { length: 40 },
        (_, i) =>
          new KioskSimulator({
            url: health.broker.url,
            serial: `${prefix}${String(i).padStart(2, '0')}`,
            type: i % 2 === 0 ? KioskType.Genie : KioskType.Abby,
            baseTopic,
            reconnectPeriodMs: 0,
          }),
      );
      const connected = Date.now();
      await Promise.all(kiosks.map((kiosk) => kiosk.connect()));
      const recorded = async (): Promise<RecordedEvent[]> =>
        (await Promise.all(kiosks.map((kiosk) => facts(kiosk.serial)))).flat();
      await waitFor('every kiosk online with its levels', recorded, (list) => list.length === 80, {
        timeoutMs: 30_000,
      });
      const events = await recorded();
      for (const kiosk of kiosks) {
        const [online, levels] = await facts(kiosk.serial);
        expect(online?.type).toBe('KioskCameOnline');
        expect(online?.metadata).toMatchObject({ source: 'device', command: 'RecordOnline' });
        expect(levels?.metadata).toMatchObject({ source: 'device', command: 'RecordLevels' });
        // Recorded as observed: the fact's own moment, the same in its data and its metadata.
        expect(online?.metadata.at).toBe((online?.data as { at: string }).at);
        expect(Date.parse(online!.metadata.at)).toBeGreaterThanOrEqual(connected - 1_000);
      }
      // Facts observed while one append is written go together in the next.
      const appends = new Set(events.map((event) => event.metadata.correlationId));
      expect(appends.size).toBeLessThan(events.length / 4);
      await Promise.all(kiosks.map((kiosk) => kiosk.drop()));
      await waitFor('every kiosk offline', recorded, (list) => list.length === 120, { timeoutMs: 30_000 });
    });
  });
}
