/**
 * Private engines for the fault suites: a PostgreSQL cluster, a Redis server and a Mosquitto
 * broker of their own, on free ports, that a test may stop, kill and restart without touching the
 * machine's shared services. Each is found on PATH; a suite skips with a clear message when its
 * binary is absent.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../auth/oidc-test-client.js';

export { freePort };

/** Polls `check` until it answers a value other than undefined/false, or fails after the deadline. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 20_000,
  intervalMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${what}${last ? `: ${String(last)}` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Whether a command is on PATH. */
export function hasBinary(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function portAccepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(port, '127.0.0.1');
  });
}

const isRoot = (): boolean => userInfo().uid === 0;

// ---------------------------------------------------------------- PostgreSQL

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  serverUrl: string;
  port: number;
  /** Stops the server at once, as a crash would (`pg_ctl stop -m immediate`). */
  crash(): void;
  start(): void;
  close(): void;
}

export const POSTGRES_BINARIES = ['initdb', 'pg_ctl'];

/** A PostgreSQL cluster of its own in a temporary folder. PostgreSQL refuses root: run as postgres. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'ambient-faults-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  const asOwner = (command: string, args: string[]): void => {
    const [file, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
    }
  };
  if (isRoot()) {
    const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(owner.stdout.trim()), Number(group.stdout.trim()));
  }
  asOwner('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60 -c fsync=off`;
  const start = (): void =>
    asOwner('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '30', 'start']);
  start();
  let running = true;
  return {
    serverUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    crash() {
      asOwner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      running = false;
    },
    start() {
      start();
      running = true;
    },
    close() {
      if (running) asOwner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------- servers run as children

export interface PrivateServer {
  url: string;
  port: number;
  /** Kills the server (SIGKILL) and waits until its port is closed. */
  kill(): Promise<void>;
  /** Starts it again on the same port and waits until it accepts connections. */
  start(): Promise<void>;
  close(): Promise<void>;
}

async function childServer(
  url: (port: number) => string,
  command: (port: number) => [string, string[]],
  cleanup = (): void => undefined,
): Promise<PrivateServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async (): Promise<void> => {
    const [file, args] = command(port);
    const spawned = spawn(file, args, { stdio: 'ignore' });
    child = spawned;
    await waitFor(`${file} on port ${port}`, async () => {
      if (spawned.exitCode !== null) throw new Error(`${file} exited with ${spawned.exitCode}`);
      return portAccepts(port);
    });
  };
  const kill = async (): Promise<void> => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
    await waitFor(`port ${port} to close`, async () => !(await portAccepts(port)));
  };
  await start();
  return {
    url: url(port),
    port,
    kill,
    start,
    close: async () => {
      await kill();
      cleanup();
    },
  };
}

/** `redis-server` with no persistence, on a free port. */
export function startPrivateRedis(): Promise<PrivateServer> {
  return childServer(
    (port) => `redis://127.0.0.1:${port}`,
    (port) => [
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    ],
  );
}

/** `mosquitto` listening on a free loopback port, anonymous clients allowed, no persistence. */
export function startPrivateMosquitto(): Promise<PrivateServer> {
  const dir = mkdtempSync(join(tmpdir(), 'ambient-faults-mqtt-'));
  const file = join(dir, 'mosquitto.conf');
  return childServer(
    (port) => `mqtt://127.0.0.1:${port}`,
    (port) => {
      writeFileSync(file, `listener ${port} 127.0.0.1\nallow_anonymous true\npersistence false\n`);
      return ['mosquitto', ['-c', file]];
    },
    () => rmSync(dir, { recursive: true, force: true }),
  );
}
