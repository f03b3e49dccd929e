/**
 * `npm start` as a new user runs it (its built parts, `scripts/start.js`, on the embedded
 * defaults): the demo kiosks (decision 0038) come online through the real gateway, so the
 * admin's fleet counts show them; the media screens open on the demo's pictures; all stop with the
 * rest.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort, signInWithCode } from '../auth/oidc-test-client.js';
import { findIn, typedApi } from '../support/typed-api.js';
import { DEMO_PASSWORD } from '../support/api-app.js';
import { until } from '../support/until.js';

const ROOT = resolve(import.meta.dirname, '..', '..', '..', '..');
const BUILT = ['apps/api/dist/main.js', 'apps/device-gateway/dist/main.js', 'simulators/dist/demo-cli.js'];

describe('npm start', () => {
  let start: ChildProcess;
  let exited: Promise<number | null>;
  let url: string;
  let gatewayHealth: string;
  let dataDir: string;
  /** The last of what `npm start` and its parts wrote to stderr, for a failure's message. */
  const stderr: string[] = [];

  /** Fails at once, with what it wrote, when `npm start` stops before `wait` is done. */
  const whileRunning = <T>(wait: Promise<T>): Promise<T> =>
    Promise.race([
      wait,
      exited.then((code) => {
        throw new Error(`npm start stopped (exit code ${code}):\n${stderr.join('')}`);
      }),
    ]);

  beforeAll(async () => {
    for (const file of BUILT)
      if (!existsSync(join(ROOT, file))) throw new Error(`${file} is missing: run npm run build first`);
    const [port, gatewayPort, mqttPort] = [await freePort(), await freePort(), await freePort()];
    url = `http://127.0.0.1:${port}`;
    gatewayHealth = `http://127.0.0.1:${gatewayPort}/health`;
    dataDir = mkdtempSync(join(tmpdir(), 'ambient-start-'));
    start = spawn(process.execPath, ['scripts/start.js'], {
      cwd: ROOT,
      env: {
        ...process.env,
        // A fresh machine: every part on its embedded default, nothing about the demo kiosks set.
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        GATEWAY_HTTP_PORT: String(gatewayPort),
        GATEWAY_HEALTH_URL: gatewayHealth,
        MQTT_PORT: String(mqttPort),
        DATABASE_URL: '',
        EVENTSTORE_URL: '',
        REDIS_URL: '',
        MQTT_URL: '',
        S3_URL: '',
        SMTP_URL: '',
        OIDC_ISSUER: '',
        GATEWAY_API_TOKEN: '',
        GATEWAY_API_URL: '',
        DEMO_KIOSKS: '',
        NODE_NO_WARNINGS: '1',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    start.stderr!.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      stderr.push(chunk.toString());
      if (stderr.length > 100) stderr.shift();
    });
    exited = new Promise((done) => start.once('exit', (code) => done(code)));
  }, 30_000);

  afterAll(async () => {
    if (start.exitCode === null) {
      start.kill('SIGTERM');
      await exited;
    }
  }, 30_000);

  it('brings six demo kiosks online, shown in the fleet counts, with their secrets in a file only its owner reads', async () => {
    await whileRunning(
      until(
        'the API',
        () => fetch(`${url}/api/health`).then((r) => r.status),
        (s) => s > 0,
        150_000,
      ),
    );
    const admin = await signInWithCode(url, 'admin@ambient.demo', DEMO_PASSWORD);
    const typed = typedApi(url);
    const summary = await until(
      'six kiosks online',
      async () => (await typed.get('/api/fleet/summary', { token: admin })).json,
      (counts) => counts?.online === 6,
      60_000,
    );
    expect(summary.offline).toBe(0);
    expect(statSync(join(dataDir, 'demo-kiosks.json')).mode & 0o777).toBe(0o600);
    // They report their syncs: the Fleet screen's rows show them synced.
    const rows = await until(
      'six kiosks synced',
      async () =>
        (await typed.get('/api/fleet/kiosks', { query: { presence: 'online' }, token: admin })).json.kiosks,
      (list) => list?.length === 6 && list.every((row) => row.mediaSyncDate !== null),
      30_000,
    );
    expect(rows).toHaveLength(6);
  }, 240_000);

  it('opens the media screens on the demo pictures: the public library, a Memory Album and a Community Playlist', async () => {
    const typed = typedApi(url);
    const admin = await signInWithCode(url, 'admin@ambient.demo', DEMO_PASSWORD);
    // The workers make every picture's thumbnail; each is then served to a signed-in caller.
    const library = await until(
      'the public pictures ready',
      async () =>
        (await typed.get('/api/mediaitems/library/{library}', { path: { library: 'public' }, token: admin }))
          .json,
      (answer) => answer?.total === 6 && answer.mediaItems.every((item) => item.processing === 'ready'),
      60_000,
    );
    expect(library.mediaItems.map((item) => item.title)).toContain('Sunrise over the lake');
    const thumbnail = await fetch(new URL(findIn(library.mediaItems).thumbnail!, url));
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');

    const family = await signInWithCode(url, 'family@ambient.demo', DEMO_PASSWORD);
    const { residentPlaylists } = (await typed.get('/api/residentplaylists', { token: family })).json;
    expect(residentPlaylists).toEqual([
      expect.objectContaining({ name: 'Family moments', mediaCount: 5, isSlideShow: true }),
    ]);
    expect(findIn(residentPlaylists).coverImage).not.toBeNull();

    const manager = await signInWithCode(url, 'kiosk.manager@ambient.demo', DEMO_PASSWORD);
    const { kioskPlaylists } = (await typed.get('/api/kioskplaylists', { token: manager })).json;
    expect(kioskPlaylists).toEqual([
      expect.objectContaining({ name: 'Seasons at the residence', mediaCount: 3, isActive: false }),
    ]);
  }, 90_000);

  it('stops the demo kiosks with the rest', async () => {
    start.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(
      await fetch(gatewayHealth).then(
        () => 'answering',
        () => 'stopped',
      ),
    ).toBe('stopped');
    expect(
      await fetch(`${url}/api/health`).then(
        () => 'answering',
        () => 'stopped',
      ),
    ).toBe('stopped');
  }, 30_000);
});
