/**
 * The MQTT broker restarted while serving (issue 8, item 10). The gateway and simulated kiosks use
 * a private Mosquitto (never the machine's shared one, no persistence, so the restarted broker
 * has forgotten every retained message and subscription). Killed and started again, the gateway
 * reconnects and subscribes again by itself, the kiosks reconnect and announce themselves, presence
 * resumes, and a kiosk that first connects after the restart is seen too.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LoopbackHealth } from '../support/health.js';
import { KioskType } from '@ambient/device-protocol';
import { KioskSimulator } from '@ambient/simulators';
import { startGateway, type RunningGateway } from '../../src/gateway.js';
import {
  hasBinary,
  startPrivateMosquitto,
  waitFor,
  type PrivateServer,
} from '../../../api/test/faults/support/private-engines.js';

const present = hasBinary('mosquitto');
if (!present) console.info('MQTT broker restart suite skipped: mosquitto is not on PATH.');
const describeWith = present ? describe : describe.skip;

describeWith('the MQTT broker restarted while the gateway serves', () => {
  let broker: PrivateServer;
  let gateway: RunningGateway;
  const kiosks: KioskSimulator[] = [];
  const baseTopic = `ambient-faults-${randomUUID().slice(0, 8)}`;

  const health = async (): Promise<LoopbackHealth> =>
    (await (await fetch(`${gateway.httpUrl}/health`)).json()) as LoopbackHealth;

  const kiosk = (serial: string): KioskSimulator => {
    const simulator = new KioskSimulator({
      url: broker.url,
      serial,
      type: KioskType.Genie,
      baseTopic,
      reconnectPeriodMs: 200,
    });
    kiosks.push(simulator);
    return simulator;
  };

  beforeAll(async () => {
    broker = await startPrivateMosquitto();
    gateway = await startGateway(
      {
        httpPort: 0,
        mqttUrl: broker.url,
        mqttHost: '127.0.0.1',
        mqttPort: 0,
        baseTopic,
        connectTimeoutMs: 5_000,
        databaseUrl: null,
        eventStoreUrl: null,
      },
      { logger: false },
    );
  }, 30_000);

  afterAll(async () => {
    for (const k of kiosks) await k.disconnect().catch(() => undefined);
    await gateway?.close();
    await broker?.close();
  });

  it('reconnects the gateway and the kiosks by themselves and resumes presence', async () => {
    const first = kiosk(`BRK${randomUUID().slice(0, 6).toUpperCase()}`);
    await first.connect();
    await waitFor('the first kiosk online', async () => (await health()).connectedKiosks === 1);

    await broker.kill();
    const during = await waitFor('the gateway to see the broker down', async () => {
      const answer = await health();
      return answer.broker.state === 'down' ? answer : undefined;
    });
    expect(during).toMatchObject({ status: 'degraded', errorSeverity: 1, errorMessage: expect.any(String) });

    await broker.start();
    const up = Date.now();
    await waitFor(
      'the gateway reconnected and the kiosk online again',
      async () => {
        const answer = await health();
        return answer.broker.state === 'up' && answer.connectedKiosks === 1;
      },
      20_000,
    );
    const recoveredMs = Date.now() - up;

    // Subscriptions are back: a kiosk seen for the first time after the restart comes online,
    // and one that leaves cleanly goes offline.
    const second = kiosk(`BRK${randomUUID().slice(0, 6).toUpperCase()}`);
    await second.connect();
    await waitFor('the second kiosk online', async () => (await health()).connectedKiosks === 2);
    await first.disconnect();
    await waitFor('the first kiosk offline', async () => (await health()).connectedKiosks === 1);
    expect(await health()).toMatchObject({ status: 'ok', broker: { state: 'up' } });
    console.info(`MQTT broker restart: gateway and kiosk back online ${recoveredMs} ms after the restart`);
  });
});
