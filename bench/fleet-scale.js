// The live fleet at scale (issue 10 point 8): N simulated kiosks (10,000 by default) connected at
// once through the device gateway, on its embedded aedes broker and on Mosquitto, each beside the
// same kiosks on the bare broker in the same run:
//   connect:   all N connected, and (through the gateway) all N online in the console's read model;
//   presence:  one kiosk leaving or coming back, until a signed-in browser socket has been told and
//              the Fleet screen's answer shows it (p50 and p95 of 20 changes, on the demo's kiosks);
//   reconnect: every connection cut at once, until all N are back (through the gateway: until the
//              read model says every one came back online after the cut);
//   memory:    the gateway's resident memory with N connected (the bare aedes broker's beside it).
// The API runs in this process on PostgreSQL (DATABASE_URL, an empty database: the demo is seeded);
// the gateway, the kiosks and the bare aedes broker each run in a process of their own. Mosquitto:
// MQTT_URL (e.g. mqtt://127.0.0.1:1883, anonymous clients allowed); without it only aedes runs.
// Usage: DATABASE_URL=postgres://... [MQTT_URL=mqtt://127.0.0.1:1883] npm run bench:fleet [-- --kiosks 10000 --only aedes|mosquitto]
import { fork, spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import mqtt from 'mqtt';
import { io } from 'socket.io-client';
import { mosquittoQueueFor } from '../libs/device-protocol/dist/index.js';
import { DataSource } from 'typeorm';
import { startBenchApi } from './support/api.js';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const total = arg('kiosks', 10_000);
const samples = arg('samples', 20);
if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to an empty PostgreSQL database.');
  process.exit(1);
}
// Mosquitto: the one MQTT_URL names, as it is configured; otherwise, when `mosquitto` is on the
// PATH, one of the bench's own, configured as decision 0087 says the gateway's Mosquitto must be.
let mosquittoUrl = process.env.MQTT_URL ?? null;
// `--only aedes` or `--only mosquitto`: one broker's half of the run.
const brokersOnly = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
delete process.env.MQTT_URL;

const here = import.meta.dirname;
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
};
const progress = (line) => console.error(`${new Date().toISOString().slice(11, 19)} ${line}`);
async function until(what, probe, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe()) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/**
 * A Mosquitto of the bench's own, anonymous, without persistence, its queue per client sized for
 * the fleet's bursts as decision 0087 says (a last will, a return and the levels of every kiosk,
 * all for the gateway's one connection); null when there is no mosquitto binary.
 */
async function ownMosquitto() {
  const dir = mkdtempSync(join(tmpdir(), 'ambient-bench-mosquitto-'));
  const port = await freePort();
  writeFileSync(
    join(dir, 'mosquitto.conf'),
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous true',
      'persistence false',
      `max_queued_messages ${mosquittoQueueFor(total)}`,
      `user ${userInfo().username}`,
      '',
    ].join('\n'),
  );
  const child = spawn('mosquitto', ['-c', join(dir, 'mosquitto.conf')], { stdio: 'ignore' });
  const started = await new Promise((resolve) => {
    child.once('error', () => resolve(false));
    child.once('spawn', () => resolve(true));
  });
  if (!started) return null;
  process.once('exit', () => child.kill());
  const url = `mqtt://127.0.0.1:${port}`;
  await until('the bench Mosquitto', async () => {
    try {
      await (await mqtt.connectAsync(url, { reconnectPeriod: 0, connectTimeout: 500 })).endAsync();
      return true;
    } catch {
      return false;
    }
  });
  return { url, pid: child.pid, stop: () => child.kill() };
}

/** The kiosks' process: each operation answered once done. */
function kioskFleet() {
  const child = fork(join(here, 'support', 'kiosk-fleet.js'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = [];
  child.on('message', (message) => {
    const next = waiting.shift();
    if (message.error) next.reject(new Error(message.error));
    else next.resolve(message.ms);
  });
  return {
    run: (message) =>
      new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        child.send(message);
      }),
    stop: () => child.kill(),
  };
}

const { app, url, token } = await startBenchApi();
const db = app.get(DataSource);
const demoKiosks = (
  await db.query(
    `SELECT serial_number, type_id FROM kiosks WHERE type_id = 2 ORDER BY serial_number LIMIT 10`,
  )
).map((row) => row.serial_number);
const socket = io(url, { auth: { token }, transports: ['websocket'] });
await new Promise((resolve, reject) => {
  socket.once('connect', resolve);
  socket.once('connect_error', reject);
});
let toldAt = [];
socket.on('readModels.changed', ({ readModels }) => {
  if (readModels.includes('kiosk_device_status')) toldAt.push(performance.now());
});

/** What the Fleet screen shows of one kiosk, as the console asks after a change notice. */
async function presenceOnScreen(serial) {
  const answer = await fetch(`${url}/api/fleet/kiosks?search=${serial}&pageSize=10`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { kiosks } = await answer.json();
  return kiosks.find((k) => k.serialNumber === serial)?.presence ?? null;
}

/** How many of these kiosks the read model says came online at or after `since`. */
async function onlineSince(serials, since) {
  const [{ n }] = await db.query(
    `SELECT count(*)::int AS n FROM kiosk_device_status
      WHERE serial_number = ANY($1::text[]) AND presence = 'online' AND presence_since >= $2`,
    [serials, since],
  );
  return n;
}

async function bareRun(name, brokerUrl, brokerPid) {
  const fleet = kioskFleet();
  const serials = Array.from({ length: total }, (_, i) => `BARE-${i + 1}`);
  const connectMs = await fleet.run({ op: 'connect', url: brokerUrl, serials, type: 2 });
  progress(`${name}: ${total} kiosks connected to the bare broker`);
  const memory = brokerPid ? rssMb(brokerPid) : null;
  const reconnectMs = await fleet.run({ op: 'drop' });
  await fleet.run({ op: 'close' });
  if (name === 'Mosquitto') await fleet.run({ op: 'forget', url: brokerUrl });
  fleet.stop();
  return {
    broker: `${name}, bare`,
    connectMs: Math.round(connectMs),
    reconnectMs: Math.round(reconnectMs),
    rssMb: memory,
  };
}

async function gatewayRun(name) {
  const httpPort = await freePort();
  const mqttPort = await freePort();
  const baseTopic = `bench-${Date.now()}`;
  // GATEWAY_CPU_PROFILE=<folder>: the gateway writes a CPU profile there when it stops.
  const profile = process.env.GATEWAY_CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.GATEWAY_CPU_PROFILE}`]
    : [];
  const gateway = spawn(
    process.execPath,
    [...profile, join(here, '..', 'apps', 'device-gateway', 'dist', 'main.js')],
    {
      env: {
        ...process.env,
        MQTT_URL: name === 'Mosquitto' ? mosquittoUrl : '',
        MQTT_PORT: String(mqttPort),
        MQTT_BASE_TOPIC: baseTopic,
        GATEWAY_HTTP_PORT: String(httpPort),
        GATEWAY_API_URL: '',
        GATEWAY_API_TOKEN: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  // A bench that fails takes its gateway with it.
  process.once('exit', () => gateway.kill());
  await until('the gateway', async () =>
    fetch(`http://127.0.0.1:${httpPort}/health`).then(
      (r) => r.status === 200,
      () => false,
    ),
  );
  const brokerUrl = name === 'Mosquitto' ? mosquittoUrl : `mqtt://127.0.0.1:${mqttPort}`;
  const fleet = kioskFleet();
  const serials = [
    ...demoKiosks,
    ...Array.from({ length: total - demoKiosks.length }, (_, i) => `GW-${i + 1}`),
  ];
  const started = new Date();
  const t0 = performance.now();
  await fleet.run({ op: 'connect', url: brokerUrl, serials, type: 2, baseTopic });
  const connectedMs = performance.now() - t0;
  await until(
    'every kiosk online in the console',
    async () => (await onlineSince(serials, started)) === total,
  );
  const onlineMs = performance.now() - t0;
  const memory = rssMb(gateway.pid);
  progress(`${name}: ${total} kiosks online in the console`);

  const latencies = [];
  for (let n = 0; n < samples / 2; n += 1) {
    const index = n % demoKiosks.length;
    for (const [op, expected] of [
      ['disconnect', 'offline'],
      ['reconnect', 'online'],
    ]) {
      toldAt = [];
      const start = performance.now();
      await fleet.run({ op, index });
      // The console refetches on each notice: the change is seen on the first notice after which
      // the Fleet screen's answer shows it.
      await until(`${demoKiosks[index]} ${expected} (${toldAt.length} notices)`, async () => {
        if (toldAt.length === 0) return false;
        return (await presenceOnScreen(demoKiosks[index])) === expected;
      });
      latencies.push(toldAt[toldAt.length - 1] - start);
    }
  }

  progress(`${name}: presence measured`);
  const cut = new Date();
  const t1 = performance.now();
  await fleet.run({ op: 'drop' });
  const clientsBackMs = performance.now() - t1;
  await until(
    'every kiosk back online in the console',
    async () => (await onlineSince(serials, cut)) === total,
    300_000,
  );
  const backOnlineMs = performance.now() - t1;
  await fleet.run({ op: 'close' });
  // The next run starts from a fleet the console knows offline (a gateway stopped before it has
  // recorded every leave would leave kiosks online, and their next "online" would change nothing).
  await until(
    'every kiosk offline in the console',
    async () => (await onlineSince(serials, cut)) === 0,
    300_000,
  );
  if (name === 'Mosquitto') await fleet.run({ op: 'forget', url: brokerUrl });
  fleet.stop();
  gateway.kill();
  return {
    broker: `${name}, through the gateway`,
    connectMs: Math.round(connectedMs),
    allOnlineInConsoleMs: Math.round(onlineMs),
    presenceToBrowserP50Ms: percentile(latencies, 50),
    presenceToBrowserP95Ms: percentile(latencies, 95),
    reconnectMs: Math.round(clientsBackMs),
    allBackOnlineInConsoleMs: Math.round(backOnlineMs),
    gatewayRssMb: memory,
  };
}

console.log(JSON.stringify({ kiosks: total, samples }));
const report = (result) => console.log(JSON.stringify(result));
const bare = fork(join(here, 'support', 'bare-aedes.js'), [], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const { port } = await new Promise((resolve) => bare.once('message', resolve));
if (!brokersOnly || brokersOnly === 'aedes') {
  report(await bareRun('aedes', `mqtt://127.0.0.1:${port}`, bare.pid));
  report(await gatewayRun('aedes'));
}
bare.kill();
if (!brokersOnly || brokersOnly === 'mosquitto') {
  const own = mosquittoUrl === null ? await ownMosquitto() : null;
  if (own) mosquittoUrl = own.url;
  const mosquittoPid =
    own?.pid ??
    (() => {
      try {
        return Number(execFileSync('pidof', ['mosquitto']).toString().trim().split(/\s+/)[0]);
      } catch {
        return null;
      }
    })();
  if (mosquittoUrl) {
    report(await bareRun('Mosquitto', mosquittoUrl, mosquittoPid));
    report(await gatewayRun('Mosquitto'));
  } else progress('Mosquitto: neither MQTT_URL nor a mosquitto binary; skipped');
  own?.stop();
}
socket.close();
await app.close();
process.exit(0);
