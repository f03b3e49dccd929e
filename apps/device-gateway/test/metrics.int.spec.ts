/**
 * The gateway's Prometheus metrics (decision 0108), booted for real on the embedded aedes broker
 * and, with TEST_MQTT_URL, on a real broker (Mosquitto here): `GET /metrics` answers the metrics
 * token and refuses anyone else in the error shape, in English and French; a simulated kiosk
 * coming online and dropping moves the connected kiosks of its type; with neither token set it
 * answers the loopback; with the console's database (TEST_DATABASE_URL) the facts it records are
 * timed as event-store appends.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connectAsync } from 'mqtt';
import { translate } from '@ambient/core';
import type { GatewayHealth } from '@ambient/device-gateway';
import { KioskType, kioskTopic } from '@ambient/device-protocol';
import { KioskSimulator } from '@ambient/simulators';
import { openDatabase } from '../../api/src/database/database.js';
import { ENTITIES } from '../../api/src/entities.js';
import { sampleOf } from '../../api/test/metrics/prometheus-text.js';
import { createPostgresDatabase } from '../../api/test/support/databases.js';
import { startGateway, type RunningGateway } from '../src/gateway.js';
import { testGatewayConfig } from './support/test-config.js';
import { waitFor } from './support/wait-for.js';

const METRICS_TOKEN = 'gateway-metrics-suite-token';
const realBrokerUrl = process.env.TEST_MQTT_URL?.trim() || null;
const databaseServer = process.env.TEST_DATABASE_URL?.trim() || null;
const brokers: Array<{ name: string; mqttUrl: string | null }> = [
  { name: 'the embedded aedes broker', mqttUrl: null },
  ...(realBrokerUrl === null ? [] : [{ name: `the broker at ${realBrokerUrl}`, mqttUrl: realBrokerUrl }]),
];

async function scrape(gateway: RunningGateway, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${gateway.httpUrl}/metrics`, { headers });
}

async function metricsText(gateway: RunningGateway, token: string | null = METRICS_TOKEN): Promise<string> {
  const answer = await scrape(gateway, token ? { authorization: `Bearer ${token}` } : {});
  expect(answer.status).toBe(200);
  return answer.text();
}

/** Where kiosks connect: the detail of the health, which a caller on the loopback reads without a token. */
async function brokerUrlOf(gateway: RunningGateway, mqttUrl: string | null): Promise<string> {
  if (mqttUrl) return mqttUrl;
  return ((await (await fetch(`${gateway.httpUrl}/health`)).json()) as Required<GatewayHealth>).broker.url;
}

/** Clears the retained presence a kiosk leaves on a real broker (Mosquitto keeps it on disk). */
async function clearPresence(brokerUrl: string, serial: string, baseTopic: string): Promise<void> {
  const cleaner = await connectAsync(brokerUrl, {
    clientId: `ambient-test-cleaner-${randomUUID().slice(0, 8)}`,
  });
  await cleaner.publishAsync(kioskTopic(serial, 'presence', baseTopic), '', { qos: 1, retain: true });
  await cleaner.endAsync();
}

describe.each(brokers)('the gateway metrics on $name', ({ mqttUrl }) => {
  const baseTopic = `ambient-test-${randomUUID().slice(0, 8)}`;
  const serial = `GN-${randomUUID().slice(0, 6).toUpperCase()}`;
  let gateway: RunningGateway;
  let brokerUrl = '';

  beforeAll(async () => {
    gateway = await startGateway(testGatewayConfig({ mqttUrl, baseTopic, metricsToken: METRICS_TOKEN }), {
      logger: false,
    });
    brokerUrl = await brokerUrlOf(gateway, mqttUrl);
  }, 20_000);

  afterAll(async () => {
    if (mqttUrl) await clearPresence(mqttUrl, serial, baseTopic);
    await gateway?.close();
  }, 20_000);

  it('refuses a scrape without the metrics token, in the error shape, in English and French', async () => {
    for (const [headers, languageId] of [
      [{}, 1],
      [{ authorization: 'Bearer not-the-token', 'accept-language': 'fr-CA' }, 2],
    ] as const) {
      const answer = await scrape(gateway, headers);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({
        errorSeverity: 1,
        errorMessage: translate('error.metricsRefused', {}, languageId),
      });
    }
  });

  it('shows a simulated kiosk connected while it is online, by type, and the broker up', async () => {
    const online = (text: string, type: string) =>
      sampleOf(text, 'ambient_gateway_connected_kiosks', { kiosk_type: type });
    const before = await metricsText(gateway);
    expect([online(before, 'Abby'), online(before, 'Genie')]).toEqual([0, 0]);
    expect(sampleOf(before, 'ambient_gateway_broker_up')).toBe(1);
    expect(sampleOf(before, 'process_start_time_seconds')).toBeGreaterThan(0);

    const kiosk = new KioskSimulator({
      url: brokerUrl,
      serial,
      type: KioskType.Genie,
      baseTopic,
      reconnectPeriodMs: 0,
    });
    await kiosk.connect();
    const seen = await waitFor(
      'the kiosk counted online',
      () => metricsText(gateway),
      (text) => online(text, 'Genie') === 1,
    );
    expect(online(seen, 'Abby')).toBe(0);
    expect(seen).not.toContain(serial);
    await kiosk.drop();
    await waitFor(
      'the kiosk counted offline',
      () => metricsText(gateway),
      (text) => online(text, 'Genie') === 0,
    );
  });
});

describe('the gateway metrics beside the API’s token', () => {
  const apiToken = 'gateway-metrics-suite-api-token';
  let gateway: RunningGateway;

  beforeAll(async () => {
    gateway = await startGateway(
      testGatewayConfig({
        baseTopic: `ambient-test-${randomUUID().slice(0, 8)}`,
        api: { url: 'http://127.0.0.1:1/api', token: apiToken },
        credentialSyncMs: 60_000,
        metricsToken: METRICS_TOKEN,
      }),
      { logger: false },
    );
  }, 20_000);

  afterAll(async () => {
    await gateway?.close();
  });

  it('answers either token, which read as much already, and no one else, the loopback included', async () => {
    for (const token of [METRICS_TOKEN, apiToken])
      expect(sampleOf(await metricsText(gateway, token), 'ambient_gateway_broker_up')).toBe(1);
    expect((await scrape(gateway)).status).toBe(401);
  });
});

describe('the gateway metrics with no token set', () => {
  let gateway: RunningGateway;

  beforeAll(async () => {
    gateway = await startGateway(
      testGatewayConfig({ baseTopic: `ambient-test-${randomUUID().slice(0, 8)}` }),
      {
        logger: false,
      },
    );
  }, 20_000);

  afterAll(async () => {
    await gateway?.close();
  });

  it('answers a caller on the loopback, as the health detail does', async () => {
    expect(sampleOf(await metricsText(gateway, null), 'ambient_gateway_broker_up')).toBe(1);
  });
});

if (databaseServer === null) {
  console.info(
    'Gateway append metrics skipped: TEST_DATABASE_URL is not set (the gateway records facts in PostgreSQL).',
  );
  describe.skip('the gateway append metrics: skipped, set TEST_DATABASE_URL to run them', () => {
    it('times the facts it appends', () => undefined);
  });
} else {
  describe('the gateway append metrics with the console database', () => {
    const baseTopic = `ambient-test-${randomUUID().slice(0, 8)}`;
    let gateway: RunningGateway;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      const database = await createPostgresDatabase(databaseServer);
      drop = database.drop;
      // The API owns the schema: its migrations make the event store the gateway appends to.
      const schema = await openDatabase({ databaseUrl: database.url, pgliteDir: '', entities: ENTITIES });
      await schema.close();
      gateway = await startGateway(
        testGatewayConfig({ baseTopic, databaseUrl: database.url, metricsToken: METRICS_TOKEN }),
        { logger: false },
      );
    }, 60_000);

    afterAll(async () => {
      await gateway?.close();
      await drop?.();
    });

    it('times the fact a kiosk coming online appends', async () => {
      const appended = (text: string) =>
        sampleOf(text, 'ambient_event_store_append_duration_seconds_count', { outcome: 'appended' }) ?? 0;
      const before = appended(await metricsText(gateway));
      const kiosk = new KioskSimulator({
        url: await brokerUrlOf(gateway, null),
        serial: `FACT${randomUUID().slice(0, 6).toUpperCase()}`,
        type: KioskType.Abby,
        baseTopic,
        reconnectPeriodMs: 0,
      });
      await kiosk.connect();
      try {
        await waitFor(
          'the kiosk’s fact appended',
          () => metricsText(gateway),
          (text) => appended(text) > before,
        );
      } finally {
        await kiosk.drop();
      }
    });
  });
}
