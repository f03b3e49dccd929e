/**
 * The kiosk simulator's command line, as a person runs it, against the real gateway on its
 * embedded broker. It runs the built simulator (`npm run build:server` first, as `npm test` does).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { KioskType, generateKioskSecret, hashKioskSecret } from '@ambient/device-protocol';
import { InMemoryCredentialDirectory } from '../src/credentials/kiosk-credential-directory.js';
import { KioskAvailability } from '../src/availability/kiosk-availability.js';
import { GatewayEventBus } from '../src/events/gateway-event-bus.js';
import type { GatewayEvents } from '../src/events/gateway-events.js';
import { startGateway, type RunningGateway } from '../src/gateway.js';
import { testGatewayConfig } from './support/test-config.js';
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

  it("refuses an API address that is not one, and names the kiosk's API options in its usage", async () => {
    const run = runCli(['--url', brokerUrl, '--type', 'genie', '--api-url', 'mqtt://127.0.0.1:18830']);
    running.push(run);
    expect(await run.exited).toBe(2);
    expect(run.output()).toContain('--api-url must be an http(s) address');
    expect(run.output()).toContain('[--api-url http://127.0.0.1:4280] [--open-messages]');
  });
});

describe('kiosk simulator command line with issued credentials', () => {
  const baseTopic = `ambient-cli-${randomUUID().slice(0, 8)}`;
  const directory = new InMemoryCredentialDirectory();
  const folder = mkdtempSync(join(tmpdir(), 'ambient-cli-'));
  const running: RunningCli[] = [];
  let gateway: RunningGateway;
  let brokerUrl: string;

  beforeAll(async () => {
    gateway = await startGateway(testGatewayConfig({ baseTopic }), { logger: false, credentials: directory });
    const health = (await (await fetch(`${gateway.httpUrl}/health`)).json()) as { broker: { url: string } };
    brokerUrl = health.broker.url;
  }, 20_000);

  afterAll(async () => {
    for (const run of running) if (run.child.exitCode === null) run.child.kill('SIGKILL');
    await gateway?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('runs N kiosks, each logging in with its own secret, and takes them all offline on Ctrl+C', async () => {
    const secrets = Object.fromEntries(
      ['FLEET-1', 'FLEET-2', 'FLEET-3'].map((serial) => [serial, generateKioskSecret()]),
    );
    for (const [serial, secret] of Object.entries(secrets)) directory.set(serial, hashKioskSecret(secret));
    const file = join(folder, 'fleet.json');
    writeFileSync(file, JSON.stringify(secrets));

    const run = runCli([
      '--url',
      brokerUrl,
      '--base-topic',
      baseTopic,
      '--serial',
      'FLEET',
      '--count',
      '3',
      '--credentials',
      file,
    ]);
    running.push(run);
    const availability = gateway.app.get(KioskAvailability);
    await waitFor(
      'three kiosks online',
      () => availability.onlineCount,
      (count) => count === 3,
      { timeoutMs: 15_000 },
    );
    expect(
      availability
        .list()
        .map(({ serial }) => serial)
        .sort(),
    ).toEqual(['FLEET-1', 'FLEET-2', 'FLEET-3']);

    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
    await waitFor(
      'all offline',
      () => availability.onlineCount,
      (count) => count === 0,
    );
  }, 30_000);

  it('is refused, and says so, when a kiosk has no secret issued', async () => {
    const run = runCli(['--url', brokerUrl, '--base-topic', baseTopic, '--serial', 'STRAY-1']);
    running.push(run);
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/Could not connect to .*(Bad username or password|Not authorized)/);
    expect(gateway.app.get(KioskAvailability).get('STRAY-1')).toBeUndefined();
  }, 30_000);
});
