/**
 * The gateway booted for real (HTTP and MQTT on free ports), with simulated kiosks connecting over
 * MQTT. The same suite runs on the embedded aedes broker and, when TEST_MQTT_URL is set, on a real
 * broker (Mosquitto at mqtt://127.0.0.1:1883 on these machines). Each run uses its own base topic,
 * so runs sharing a broker do not see each other, and clears the retained messages it leaves.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { connectAsync } from 'mqtt';
import type { LoopbackHealth } from './support/health.js';
import { KioskType, PROTOCOL_VERSION, kioskTopic } from '@ambient/device-protocol';
import { KioskSimulator } from '@ambient/simulators';
import { KioskAvailability } from '../src/availability/kiosk-availability.js';
import { EmbeddedBroker } from '../src/broker/embedded-broker.js';
import type { GatewayConfig } from '../src/config/gateway-config.js';
import { GatewayEventBus } from '../src/events/gateway-event-bus.js';
import type { GatewayEvents } from '../src/events/gateway-events.js';
import { startGateway, type RunningGateway } from '../src/gateway.js';
import { waitFor } from './support/wait-for.js';

interface Engine {
  name: string;
  /** null: the gateway starts its embedded broker. */
  mqttUrl: string | null;
}

const realBrokerUrl = process.env.TEST_MQTT_URL?.trim() || null;
const engines: Engine[] = [
  { name: 'the embedded aedes broker', mqttUrl: null },
  ...(realBrokerUrl === null ? [] : [{ name: `the broker at ${realBrokerUrl}`, mqttUrl: realBrokerUrl }]),
];

if (realBrokerUrl === null) {
  console.info('Device gateway suite on a real broker skipped: TEST_MQTT_URL is not set.');
  describe.skip('device gateway on a real broker: skipped, set TEST_MQTT_URL (e.g. mqtt://127.0.0.1:1883) to run it', () => {
    it('runs the same suite against that broker', () => undefined);
  });
}

function testConfig(mqttUrl: string | null, baseTopic: string): GatewayConfig {
  return {
    httpPort: 0,
    mqttUrl,
    mqttHost: '127.0.0.1',
    mqttPort: 0,
    baseTopic,
    connectTimeoutMs: 5_000,
    databaseUrl: null,
    eventStoreUrl: null,
  };
}

async function readHealth(gateway: RunningGateway): Promise<{ status: number; body: LoopbackHealth }> {
  const response = await fetch(`${gateway.httpUrl}/health`);
  return { status: response.status, body: (await response.json()) as LoopbackHealth };
}

describe.each(engines)('device gateway on $name', ({ mqttUrl }) => {
  const baseTopic = `ambient-test-${randomUUID().slice(0, 8)}`;
  const kiosks: KioskSimulator[] = [];
  const serials = new Set<string>();
  const seen: Array<{ name: keyof GatewayEvents; serial: string; detail?: string | number }> = [];
  let gateway: RunningGateway;
  let brokerUrl: string;

  const onlineCount = async (): Promise<number> => (await readHealth(gateway)).body.connectedKiosks;

  function newKiosk(serial: string, type: KioskType, url = brokerUrl): KioskSimulator {
    const kiosk = new KioskSimulator({ url, serial, type, baseTopic, reconnectPeriodMs: 0 });
    kiosks.push(kiosk);
    serials.add(serial);
    return kiosk;
  }

  beforeAll(async () => {
    gateway = await startGateway(testConfig(mqttUrl, baseTopic), { logger: false });
    brokerUrl = mqttUrl ?? (await readHealth(gateway)).body.broker.url;
    const events = gateway.app.get(GatewayEventBus);
    events.on('kioskOnline', ({ serial, kioskType }) =>
      seen.push({ name: 'kioskOnline', serial, detail: kioskType }),
    );
    events.on('kioskOffline', ({ serial, reason }) =>
      seen.push({ name: 'kioskOffline', serial, detail: reason }),
    );
    events.on('kioskHeartbeat', ({ serial }) => seen.push({ name: 'kioskHeartbeat', serial }));
  }, 20_000);

  afterEach(async () => {
    // Every test leaves with no kiosk online; a drop lets the broker publish the last will.
    await Promise.all(kiosks.splice(0).map((kiosk) => kiosk.drop()));
    await waitFor('every kiosk offline', onlineCount, (count) => count === 0);
  });

  afterAll(async () => {
    if (serials.size > 0 && brokerUrl !== undefined) {
      // A real broker keeps retained messages (Mosquitto persists them to disk): remove this run's.
      const cleaner = await connectAsync(brokerUrl, {
        clientId: `ambient-test-cleaner-${randomUUID().slice(0, 8)}`,
      });
      for (const serial of serials) {
        await cleaner.publishAsync(kioskTopic(serial, 'presence', baseTopic), '', { qos: 1, retain: true });
      }
      await cleaner.endAsync();
    }
    await gateway?.close();
  }, 20_000);

  it('reports its broker up and no kiosk online', async () => {
    const { status, body } = await readHealth(gateway);
    expect(status).toBe(200);
    expect(body).toEqual({
      errorSeverity: null,
      errorMessage: null,
      status: 'ok',
      broker: {
        engine: mqttUrl === null ? 'aedes (embedded)' : `mqtt ${new URL(mqttUrl).toString()}`,
        state: 'up',
        url:
          mqttUrl === null
            ? expect.stringMatching(/^mqtt:\/\/127\.0\.0\.1:\d+$/)
            : new URL(mqttUrl).toString(),
      },
      connectedKiosks: 0,
    });
  });

  it('counts a connected kiosk online and records its heartbeats', async () => {
    const kiosk = newKiosk('ABBY-0001', KioskType.Abby);
    await kiosk.connect();
    await waitFor('the kiosk online', onlineCount, (count) => count === 1);

    await kiosk.heartbeat();
    const availability = gateway.app.get(KioskAvailability);
    const status = await waitFor(
      'a heartbeat recorded',
      () => availability.get('ABBY-0001'),
      (online) => online?.lastHeartbeatAt != null,
    );
    expect(status).toMatchObject({
      serial: 'ABBY-0001',
      kioskType: KioskType.Abby,
      protocolVersion: PROTOCOL_VERSION,
    });
    expect(seen).toContainEqual({ name: 'kioskOnline', serial: 'ABBY-0001', detail: KioskType.Abby });
    expect(seen).toContainEqual({ name: 'kioskHeartbeat', serial: 'ABBY-0001' });
  });

  it('marks a kiosk offline when it disconnects cleanly', async () => {
    const kiosk = newKiosk('GENIE-0001', KioskType.Genie);
    await kiosk.connect();
    await waitFor('the kiosk online', onlineCount, (count) => count === 1);

    await kiosk.disconnect();
    await waitFor('the kiosk offline', onlineCount, (count) => count === 0);
    expect(seen).toContainEqual({ name: 'kioskOffline', serial: 'GENIE-0001', detail: 'shutdown' });
  });

  it('marks a kiosk offline from its last will when its connection drops', async () => {
    const staying = newKiosk('ABBY-0002', KioskType.Abby);
    const dropping = newKiosk('GENIE-0002', KioskType.Genie);
    await Promise.all([staying.connect(), dropping.connect()]);
    await waitFor('both kiosks online', onlineCount, (count) => count === 2);

    await dropping.drop();
    await waitFor('one kiosk left online', onlineCount, (count) => count === 1);
    expect(seen).toContainEqual({ name: 'kioskOffline', serial: 'GENIE-0002', detail: 'connectionLost' });
    expect(gateway.app.get(KioskAvailability).get('ABBY-0002')).toBeDefined();
  });

  it('lets a gateway that joins later learn who is online from the retained presence', async () => {
    const kiosk = newKiosk('ABBY-0003', KioskType.Abby);
    await kiosk.connect();
    await waitFor('the kiosk online', onlineCount, (count) => count === 1);

    const latecomer = await startGateway(testConfig(brokerUrl, baseTopic), { logger: false });
    try {
      const health = await waitFor(
        'the latecomer to see the kiosk',
        () => readHealth(latecomer),
        ({ body }) => body.connectedKiosks === 1,
      );
      expect(health.body.broker.engine).toBe(`mqtt ${brokerUrl}`);
    } finally {
      await latecomer.close();
    }
  });
});

describe('device gateway whose broker goes away', () => {
  let broker: EmbeddedBroker | null = null;
  let gateway: RunningGateway | null = null;

  afterAll(async () => {
    await gateway?.close();
    await broker?.stop();
  });

  it('answers 503 with the broker down, then ok again once it has reconnected', async () => {
    broker = await EmbeddedBroker.start('127.0.0.1', 0);
    const { url } = broker;
    gateway = await startGateway(testConfig(url, 'ambient'), { logger: false });
    const running = gateway;
    expect((await readHealth(running)).body.broker.state).toBe('up');

    await broker.stop();
    broker = null;
    const down = await waitFor(
      'health to say down',
      () => readHealth(running),
      ({ status }) => status === 503,
    );
    expect(down.body).toMatchObject({
      errorSeverity: 1,
      errorMessage: expect.any(String),
      status: 'degraded',
      broker: { state: 'down', url },
    });

    broker = await EmbeddedBroker.start('127.0.0.1', Number(new URL(url).port));
    const up = await waitFor(
      'health to say up',
      () => readHealth(running),
      ({ status }) => status === 200,
      {
        timeoutMs: 10_000,
      },
    );
    expect(up.body).toMatchObject({ errorSeverity: null, status: 'ok', broker: { state: 'up' } });
  }, 20_000);
});

describe("the embedded broker's retained messages", () => {
  let broker: EmbeddedBroker | null = null;

  afterAll(async () => {
    await broker?.stop();
  });

  /** What a new subscriber to `filters` is handed at once: the retained messages, by topic. */
  async function retainedFor(
    url: string,
    filters: string[],
    expected: number,
  ): Promise<Record<string, string>> {
    const client = await connectAsync(url, { reconnectPeriod: 0 });
    const seen: Record<string, string> = {};
    client.on('message', (topic, payload) => (seen[topic] = payload.toString('utf8')));
    await client.subscribeAsync(filters, { qos: 1 });
    try {
      return await waitFor(
        `${expected} retained message(s) on ${filters.join(', ')}`,
        async () => ({ ...seen }),
        (got) => Object.keys(got).length >= expected,
      );
    } finally {
      await client.endAsync();
    }
  }

  it('hands a subscriber to an exact topic its retained message found by key, and wildcards every match', async () => {
    broker = await EmbeddedBroker.start('127.0.0.1', 0);
    const publisher = await connectAsync(broker.url, { reconnectPeriod: 0 });
    for (const [topic, payload] of [
      ['site/kiosks/A-1/presence', 'online'],
      ['site/kiosks/A-2/presence', 'offline'],
      ['site/kiosks/A-1/levels', 'levels of A-1'],
      ['site/kiosks/A-3/presence', 'gone soon'],
    ] as const)
      await publisher.publishAsync(topic, payload, { qos: 1, retain: true });
    // An empty retained message removes the one before it.
    await publisher.publishAsync('site/kiosks/A-3/presence', '', { qos: 1, retain: true });
    await publisher.endAsync();

    expect(await retainedFor(broker.url, ['site/kiosks/A-1/presence'], 1)).toEqual({
      'site/kiosks/A-1/presence': 'online',
    });
    expect(await retainedFor(broker.url, ['site/kiosks/A-2/presence', 'site/kiosks/A-1/levels'], 2)).toEqual({
      'site/kiosks/A-2/presence': 'offline',
      'site/kiosks/A-1/levels': 'levels of A-1',
    });
    expect(await retainedFor(broker.url, ['site/kiosks/+/presence'], 2)).toEqual({
      'site/kiosks/A-1/presence': 'online',
      'site/kiosks/A-2/presence': 'offline',
    });
    // The removed one is handed to neither kind of subscriber, and a topic never retained to no one.
    const late = await retainedFor(broker.url, ['site/kiosks/A-3/presence', 'site/kiosks/#'], 3);
    expect(Object.keys(late).sort()).toEqual([
      'site/kiosks/A-1/levels',
      'site/kiosks/A-1/presence',
      'site/kiosks/A-2/presence',
    ]);
  });
});
