/**
 * The kiosk simulator's command line, as a person runs it, against the real gateway on its
 * embedded broker. It runs the built simulator (`npm run build:server` first, as `npm test` does).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { KioskType } from '@ambient/device-protocol';
import { KioskAvailability } from '../src/availability/kiosk-availability.js';
import { GatewayEventBus } from '../src/events/gateway-event-bus.js';
import type { GatewayEvents } from '../src/events/gateway-events.js';
import { startGateway, type RunningGateway } from '../src/gateway.js';
import { waitFor } from './support/wait-for.js';

const cli = resolve(import.meta.dirname, '..', '..', '..', 'simulators', 'dist', 'cli.js');

interface RunningCli {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function runCli(args: string[]): RunningCli {
  const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

describe('kiosk simulator command line', () => {
  const baseTopic = `ambient-cli-${randomUUID().slice(0, 8)}`;
  const offline: Array<GatewayEvents['kioskOffline']> = [];
  const running: RunningCli[] = [];
  let gateway: RunningGateway;
  let brokerUrl: string;

  beforeAll(async () => {
    if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build:server first`);
    gateway = await startGateway(
      {
        httpPort: 0,
        mqttUrl: null,
        mqttHost: '127.0.0.1',
        mqttPort: 0,
        baseTopic,
        connectTimeoutMs: 5_000,
        databaseUrl: null,
        eventStoreUrl: null,
      },
      { logger: false },
    );
    const health = (await (await fetch(`${gateway.httpUrl}/health`)).json()) as { broker: { url: string } };
    brokerUrl = health.broker.url;
    gateway.app.get(GatewayEventBus).on('kioskOffline', (event) => offline.push(event));
  }, 20_000);

  afterEach(async () => {
    for (const { child } of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it('brings a Genie kiosk online by name, sends heartbeats, and takes it offline on Ctrl+C', async () => {
    const run = runCli([
      ...['--url', brokerUrl, '--serial', 'CLI-0001', '--type', 'genie'],
      ...['--heartbeat-seconds', '0.2', '--base-topic', baseTopic],
    ]);
    running.push(run);
    const availability = gateway.app.get(KioskAvailability);

    const kiosk = await waitFor(
      'the command-line kiosk online with a heartbeat',
      () => availability.get('CLI-0001'),
      (online) => online?.lastHeartbeatAt != null,
      { timeoutMs: 10_000 },
    );
    expect(kiosk).toMatchObject({ kioskType: KioskType.Genie });
    expect(run.output()).toContain('(kiosk type Genie, 2)');

    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
    await waitFor(
      'the kiosk offline',
      () => availability.get('CLI-0001'),
      (online) => online === undefined,
    );
    expect(offline).toContainEqual(expect.objectContaining({ serial: 'CLI-0001', reason: 'shutdown' }));
  }, 20_000);

  it('accepts a kiosk type by its number', async () => {
    const run = runCli([
      '--url',
      brokerUrl,
      '--serial',
      'CLI-0002',
      '--type',
      '1',
      '--base-topic',
      baseTopic,
    ]);
    running.push(run);
    const kiosk = await waitFor(
      'the command-line kiosk online',
      () => gateway.app.get(KioskAvailability).get('CLI-0002'),
      (online) => online !== undefined,
      { timeoutMs: 10_000 },
    );
    expect(kiosk?.kioskType).toBe(KioskType.Abby);
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
  }, 20_000);

  it('refuses an unknown kiosk type and lists the ones it knows', async () => {
    const run = runCli(['--url', brokerUrl, '--type', 'toaster']);
    running.push(run);
    expect(await run.exited).toBe(2);
    expect(run.output()).toContain('--type must be one of abby (1), genie (2)');
  });
});
