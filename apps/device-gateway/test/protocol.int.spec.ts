/**
 * Every case of the device protocol (version 3) against the real gateway and simulated kiosks:
 * per-kiosk credentials, the topic rules (a kiosk speaks and listens only for its own serial),
 * the last will, media sync and levels reports, commands and their results, and a gateway that
 * restarts learning presence again from the retained messages.
 *
 * On the embedded aedes broker the gateway's own hooks enforce the rules; when TEST_MQTT_URL asks
 * for the real-broker runs, the suite starts a Mosquitto of its own configured as decision 0028
 * says (password file and ACL from `@ambient/device-protocol`), since the shared one is anonymous.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { connectAsync, type MqttClient } from 'mqtt';
import type { LoopbackHealth } from './support/health.js';
import {
  GATEWAY_USERNAME,
  KioskType,
  generateKioskSecret,
  hashKioskSecret,
  kioskClientId,
  kioskMessage,
  kioskTopic,
} from '@ambient/device-protocol';
import { KioskSimulator, type KioskSimulatorOptions } from '@ambient/simulators';
import { KioskAvailability } from '../src/availability/kiosk-availability.js';
import { KioskCommands } from '../src/commands/kiosk-commands.js';
import type { GatewayConfig } from '../src/config/gateway-config.js';
import { InMemoryCredentialDirectory } from '../src/credentials/kiosk-credential-directory.js';
import { GatewayEventBus } from '../src/events/gateway-event-bus.js';
import type { GatewayEvents } from '../src/events/gateway-events.js';
import { startGateway, type RunningGateway } from '../src/gateway.js';
import { testGatewayConfig } from './support/test-config.js';
import { startPrivateMosquitto, type PrivateMosquitto } from './support/private-mosquitto.js';
import { waitFor } from './support/wait-for.js';

type EngineName = 'aedes' | 'mosquitto';
type Seen = { [E in keyof GatewayEvents]: { name: E } & GatewayEvents[E] };
const engines: EngineName[] = [
  'aedes',
  ...(process.env.TEST_MQTT_URL?.trim() ? (['mosquitto'] as const) : []),
];
if (engines.length === 1) {
  console.info('Device protocol suite on Mosquitto skipped: TEST_MQTT_URL is not set.');
}

/** The fleet of this suite: each serial with the secret the console would have shown once. */
const SERIALS = ['ABBY-P1', 'ABBY-P2', 'GENIE-P1', 'ABBY-P3', 'GENIE-P2', 'ABBY-P4', 'ABBY-P5'] as const;

describe.each(engines)('device protocol on %s', (engine) => {
  const baseTopic = `ambient-protocol-${randomUUID().slice(0, 8)}`;
  const secrets = new Map<string, string>(SERIALS.map((serial) => [serial, generateKioskSecret()]));
  const directory = new InMemoryCredentialDirectory();
  const gatewayPassword = generateKioskSecret();
  const kiosks: KioskSimulator[] = [];
  const clients: MqttClient[] = [];
  let seen: Array<Seen[keyof GatewayEvents]> = [];
  let mosquitto: PrivateMosquitto | null = null;
  let gateway: RunningGateway;
  let brokerUrl: string;

  function config(): GatewayConfig {
    const mqttUrl =
      mosquitto === null
        ? null
        : mosquitto.url.replace(
            'mqtt://',
            `mqtt://${encodeURIComponent(GATEWAY_USERNAME)}:${gatewayPassword}@`,
          );
    return testGatewayConfig({ mqttUrl, baseTopic });
  }

  async function boot(): Promise<RunningGateway> {
    return startGateway(config(), {
      logger: false,
      credentials: directory,
      beforeStart: (app) => {
        const events = app.get(GatewayEventBus);
        for (const name of [
          'kioskOnline',
          'kioskOffline',
          'kioskMediaSync',
          'kioskLevels',
          'kioskCommandSent',
          'kioskCommandResult',
        ] as const) {
          events.on(name, (event) => seen.push({ name, ...event } as (typeof seen)[number]));
        }
      },
    });
  }

  function kiosk(
    serial: string,
    type: KioskType,
    options: Partial<KioskSimulatorOptions> = {},
  ): KioskSimulator {
    const simulator = new KioskSimulator({
      url: brokerUrl,
      serial,
      type,
      baseTopic,
      username: serial,
      password: secrets.get(serial),
      reconnectPeriodMs: 0,
      ...options,
    });
    kiosks.push(simulator);
    return simulator;
  }

  /** A bare MQTT client logged in as a kiosk, for what a simulator would never do. */
  async function rawKiosk(serial: string, clientId = kioskClientId(serial)): Promise<MqttClient> {
    const client = await connectAsync(brokerUrl, {
      clientId,
      username: serial,
      password: secrets.get(serial),
      reconnectPeriod: 0,
    });
    clients.push(client);
    return client;
  }

  const online = (serial: string): boolean => gateway.app.get(KioskAvailability).get(serial) !== undefined;
  const eventsOf = <E extends keyof GatewayEvents>(name: E, serial: string): Array<Seen[E]> =>
    seen.filter((event) => event.name === name && event.serial === serial) as Array<Seen[E]>;

  beforeAll(async () => {
    for (const [serial, secret] of secrets) directory.set(serial, hashKioskSecret(secret));
    if (engine === 'mosquitto') {
      mosquitto = await startPrivateMosquitto(
        baseTopic,
        [
          { username: GATEWAY_USERNAME, secretHash: hashKioskSecret(gatewayPassword) },
          ...[...secrets].map(([username, secret]) => ({ username, secretHash: hashKioskSecret(secret) })),
        ],
        { username: GATEWAY_USERNAME, password: gatewayPassword },
      );
    }
    gateway = await boot();
    const health = (await (await fetch(`${gateway.httpUrl}/health`)).json()) as LoopbackHealth;
    brokerUrl = mosquitto?.url ?? health.broker.url;
  }, 20_000);

  afterEach(async () => {
    await Promise.all(kiosks.splice(0).map((simulator) => simulator.drop()));
    await Promise.all(clients.splice(0).map((client) => client.endAsync(true)));
    await waitFor(
      'every kiosk offline',
      () => gateway.app.get(KioskAvailability).onlineCount,
      (count) => count === 0,
    );
    seen = [];
  });

  afterAll(async () => {
    await gateway?.close();
    await mosquitto?.stop();
  }, 20_000);

  describe('credentials', () => {
    it('lets a kiosk in with its serial and secret, and counts it online with its levels', async () => {
      const abby = kiosk('ABBY-P1', KioskType.Abby, {
        levels: { updateLevel: 21, updateInstallDate: '2026-11-01T10:00:00.000Z' },
      });
      await abby.connect();
      await waitFor('the kiosk online', () => online('ABBY-P1'), Boolean);
      const [levels] = await waitFor(
        'its levels',
        () => eventsOf('kioskLevels', 'ABBY-P1'),
        (list) => list.length > 0,
      );
      expect(levels?.levels).toEqual({
        updateLevel: 21,
        updateInstallDate: '2026-11-01T10:00:00.000Z',
        activityLevel: null,
        activityInstallDate: null,
      });
    });

    it.each([
      ['a wrong secret', { username: 'ABBY-P1', password: generateKioskSecret() }],
      ['no credentials at all', {}],
      ['a serial with no credential issued', { username: 'ABBY-NONE', password: generateKioskSecret() }],
      [
        'the gateway account with a wrong password',
        { username: GATEWAY_USERNAME, password: generateKioskSecret() },
      ],
    ])('refuses a connection with %s', async (_case, credentials) => {
      const username = (credentials as { username?: string }).username;
      const clientId =
        username !== undefined && username !== GATEWAY_USERNAME ? kioskClientId(username) : 'intruder';
      await expect(
        connectAsync(brokerUrl, { clientId, ...credentials, reconnectPeriod: 0, connectTimeout: 3_000 }),
      ).rejects.toThrow(/Not authorized|Bad username or password/);
    });

    it("does not let a kiosk take over another kiosk's connection by borrowing its client id", async () => {
      const victim = kiosk('GENIE-P1', KioskType.Genie);
      await victim.connect();
      await waitFor('the victim online', () => online('GENIE-P1'), Boolean);

      const attempt = connectAsync(brokerUrl, {
        clientId: kioskClientId('GENIE-P1'),
        username: 'ABBY-P2',
        password: secrets.get('ABBY-P2'),
        reconnectPeriod: 0,
        connectTimeout: 3_000,
      });
      if (engine === 'aedes') {
        await expect(attempt).rejects.toThrow(/Bad username or password/);
      } else {
        // Mosquitto takes the username as client id (use_username_as_clientid is not needed: the
        // ACL keys on the username), so the intruder only replaces its own session.
        clients.push(await attempt);
      }
      // The victim's connection survives and it is still online.
      await victim.heartbeat();
      expect(victim.connected).toBe(true);
      expect(online('GENIE-P1')).toBe(true);
    });
  });

  describe('topics', () => {
    it('refuses a kiosk speaking for another serial: the gateway never hears it', async () => {
      const honest = kiosk('ABBY-P3', KioskType.Abby);
      await honest.connect();
      await waitFor('the honest kiosk online', () => online('ABBY-P3'), Boolean);

      const liar = await rawKiosk('ABBY-P2');
      const spoof = kioskMessage('ABBY-P3', 'presence', { state: 'offline', reason: 'shutdown' }, baseTopic);
      const spoofedLevels = kioskMessage(
        'GENIE-P2',
        'levels',
        {
          updateLevel: 99,
          updateInstallDate: new Date().toISOString(),
          activityLevel: null,
          activityInstallDate: null,
        },
        baseTopic,
      );
      // aedes closes the liar's connection; Mosquitto acknowledges and drops the messages.
      const closed = new Promise<void>((resolve) => liar.once('close', () => resolve()));
      const acknowledged = Promise.all([
        liar.publishAsync(spoof.topic, spoof.payload, { qos: 1, retain: true }),
        liar.publishAsync(spoofedLevels.topic, spoofedLevels.payload, { qos: 1, retain: true }),
      ]);
      acknowledged.catch(() => undefined);
      await Promise.race([closed, acknowledged]);

      // A later report of the honest kiosk arrives; the lies before it never did.
      await honest.install({ updateLevel: 22 });
      await waitFor(
        'the honest report',
        () => eventsOf('kioskLevels', 'ABBY-P3'),
        (list) => list.some(({ levels }) => levels.updateLevel === 22),
      );
      expect(online('ABBY-P3')).toBe(true);
      expect(eventsOf('kioskOffline', 'ABBY-P3')).toEqual([]);
      expect(eventsOf('kioskLevels', 'GENIE-P2')).toEqual([]);
    });

    it("refuses a kiosk listening to another kiosk's commands", async () => {
      const target = kiosk('GENIE-P2', KioskType.Genie);
      await target.connect();
      await waitFor('the target online', () => online('GENIE-P2'), Boolean);
      const snoop = await rawKiosk('ABBY-P4');
      const overheard: string[] = [];
      snoop.on('message', (topic) => overheard.push(topic));
      for (const filter of [
        kioskTopic('GENIE-P2', 'commands', baseTopic),
        `${baseTopic}/kiosks/+/commands`,
        '#',
      ]) {
        const subscribing = snoop.subscribeAsync(filter, { qos: 1 });
        // aedes refuses the subscription (SUBACK 0x80); Mosquitto 2.0 grants it and checks the ACL
        // at each delivery, so nothing reaches the snoop either way (asserted below).
        if (engine === 'aedes') await expect(subscribing).rejects.toThrow(/Subscribe error/);
        else await subscribing;
      }
      // Its own commands it may hear.
      const [own] = await snoop.subscribeAsync(kioskTopic('ABBY-P4', 'commands', baseTopic), { qos: 1 });
      expect(own?.qos).toBe(1);

      await gateway.app.get(KioskCommands).send('GENIE-P2', { command: 'syncNow' });
      await waitFor(
        "the target's answer",
        () => eventsOf('kioskCommandResult', 'GENIE-P2'),
        (list) => list.length > 0,
      );
      expect(overheard).toEqual([]);
    });
  });

  describe('presence', () => {
    it('marks a kiosk whose connection drops offline from its last will', async () => {
      const abby = kiosk('ABBY-P5', KioskType.Abby);
      await abby.connect();
      await waitFor('online', () => online('ABBY-P5'), Boolean);
      await abby.drop();
      const [offline] = await waitFor(
        'offline',
        () => eventsOf('kioskOffline', 'ABBY-P5'),
        (list) => list.length > 0,
      );
      expect(offline?.reason).toBe('connectionLost');
    });

    it('marks a kiosk whose TCP connection dies silently offline within 1.5 × its keepalive', async () => {
      const keepaliveSeconds = 2;
      const abby = kiosk('ABBY-P5', KioskType.Abby, { keepaliveSeconds });
      await abby.connect();
      await waitFor('online', () => online('ABBY-P5'), Boolean);
      const started = Date.now();
      abby.freeze();
      const [offline] = await waitFor(
        'offline',
        () => eventsOf('kioskOffline', 'ABBY-P5'),
        (list) => list.length > 0,
        { timeoutMs: 12_000 },
      );
      expect(offline?.reason).toBe('connectionLost');
      // 1.5 × the keepalive, plus the broker's timer and 0.5 s for the will to reach the gateway.
      // aedes checks each client on time. Mosquitto 2.0 keeps the time of a client's last packet in
      // whole seconds and sweeps its clients' keepalives once every 6 s (`keepalive__check`: when
      // `last_keepalive_check + 5 < now`), so up to 7 s late: measured here 3.3, 5.4 and 7.7 s from
      // the freeze as the sweep's phase moved.
      const late = engine === 'aedes' ? 500 : 7_500;
      expect(Date.now() - started).toBeLessThan(1.5 * keepaliveSeconds * 1000 + late);
    });
  });

  describe('reports and commands', () => {
    it('sends "sync now" and hears the kiosk\'s sync report and its result', async () => {
      const abby = kiosk('ABBY-P1', KioskType.Abby, { itemsHeld: 12, faults: { failedSyncItems: 2 } });
      await abby.connect();
      await waitFor('online', () => online('ABBY-P1'), Boolean);

      const command = await gateway.app.get(KioskCommands).send('ABBY-P1', { command: 'syncNow' });
      const [result] = await waitFor(
        'the result',
        () => eventsOf('kioskCommandResult', 'ABBY-P1'),
        (list) => list.length > 0,
      );
      expect(result?.result).toMatchObject({
        commandId: command.commandId,
        command: 'syncNow',
        outcome: 'failed',
        error: '2 item(s) failed to download',
      });
      const [sync] = eventsOf('kioskMediaSync', 'ABBY-P1');
      expect(sync?.report).toMatchObject({ itemsHeld: 12, failureCount: 2 });
      expect(sync?.report.failures).toHaveLength(2);
      expect(eventsOf('kioskCommandSent', 'ABBY-P1').map(({ command: sent }) => sent.commandId)).toEqual([
        command.commandId,
      ]);
    });

    it('sends "update available": the kiosk installs, reports its new levels, and answers done', async () => {
      const abby = kiosk('ABBY-P2', KioskType.Abby, { faults: { ackDelayMs: 300 } });
      await abby.connect();
      await waitFor('online', () => online('ABBY-P2'), Boolean);

      const command = await gateway.app.get(KioskCommands).send('ABBY-P2', {
        command: 'updateAvailable',
        updateLevel: 22,
        activityLevel: 5,
      });
      // A slow kiosk: nothing yet, the command is pending.
      expect(eventsOf('kioskCommandResult', 'ABBY-P2')).toEqual([]);
      const [result] = await waitFor(
        'the result',
        () => eventsOf('kioskCommandResult', 'ABBY-P2'),
        (list) => list.length > 0,
      );
      expect(result?.result).toMatchObject({ commandId: command.commandId, outcome: 'done', error: null });
      expect(eventsOf('kioskLevels', 'ABBY-P2').at(-1)?.levels).toMatchObject({
        updateLevel: 22,
        activityLevel: 5,
      });
    });

    it('hears a failed install as a failed result, the levels unchanged', async () => {
      const genie = kiosk('GENIE-P1', KioskType.Genie, {
        levels: { updateLevel: 7, updateInstallDate: '2026-10-01T08:00:00.000Z' },
        faults: { failInstall: true },
      });
      await genie.connect();
      await waitFor('online', () => online('GENIE-P1'), Boolean);
      await gateway.app.get(KioskCommands).send('GENIE-P1', { command: 'updateAvailable', updateLevel: 8 });
      const [result] = await waitFor(
        'the result',
        () => eventsOf('kioskCommandResult', 'GENIE-P1'),
        (list) => list.length > 0,
      );
      expect(result?.result).toMatchObject({ outcome: 'failed', error: 'Installing update 8 failed' });
      expect(genie.levels.updateLevel).toBe(7);
    });

    it('answers "content changed" by syncing', async () => {
      const genie = kiosk('GENIE-P2', KioskType.Genie, { itemsHeld: 3 });
      await genie.connect();
      await waitFor('online', () => online('GENIE-P2'), Boolean);
      await gateway.app.get(KioskCommands).send('GENIE-P2', { command: 'contentChanged' });
      const [result] = await waitFor(
        'the result',
        () => eventsOf('kioskCommandResult', 'GENIE-P2'),
        (list) => list.length > 0,
      );
      expect(result?.result).toMatchObject({ command: 'contentChanged', outcome: 'done' });
      expect(eventsOf('kioskMediaSync', 'GENIE-P2')[0]?.report).toMatchObject({
        itemsHeld: 3,
        failureCount: 0,
      });
    });
  });

  describe('gateway restart', () => {
    it('knows who is online again, and their last reports, from what the broker retained', async () => {
      const abby = kiosk('ABBY-P3', KioskType.Abby, {
        reconnectPeriodMs: 200,
        levels: { updateLevel: 20, updateInstallDate: '2026-09-09T09:00:00.000Z' },
      });
      await abby.connect();
      await abby.reportMediaSync(4, 0);
      await waitFor(
        'online with its sync',
        () => eventsOf('kioskMediaSync', 'ABBY-P3'),
        (list) => list.length > 0,
      );

      await gateway.close();
      seen = [];
      gateway = await boot();
      if (engine === 'aedes') {
        // The embedded broker restarted with the gateway on a new port: the kiosk comes back on
        // its own only to the same address, so it is pointed at the new one, as a DNS name would.
        brokerUrl = ((await (await fetch(`${gateway.httpUrl}/health`)).json()) as LoopbackHealth).broker.url;
        await abby.drop();
        kiosks.splice(kiosks.indexOf(abby), 1);
        await kiosk('ABBY-P3', KioskType.Abby, { levels: abby.levels }).connect();
      }
      await waitFor('online again', () => online('ABBY-P3'), Boolean, { timeoutMs: 10_000 });
      await waitFor(
        'its levels again',
        () => eventsOf('kioskLevels', 'ABBY-P3'),
        (list) => list.length > 0,
      );
      if (engine === 'mosquitto') {
        // Retained: the new gateway hears the last sync report without the kiosk sending one.
        expect(eventsOf('kioskMediaSync', 'ABBY-P3')[0]?.report.itemsHeld).toBe(4);
      }
    }, 20_000);
  });
});
