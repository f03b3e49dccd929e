/**
 * The built API (`apps/api/dist/main.js`) run as a child process, as in production, so a test can
 * kill it with SIGKILL and start it again on the same data. `npm run build:server` builds it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { signInWithCode } from '../../auth/oidc-test-client.js';
import { waitFor } from './private-engines.js';

export const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
export const API_MAIN = `${REPO_ROOT}apps/api/dist/main.js`;
export const REBUILD_CLI = `${REPO_ROOT}apps/api/dist/rebuild.cli.js`;

export const builtServerPresent = (): boolean => existsSync(API_MAIN) && existsSync(REBUILD_CLI);

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** What the process wrote, for failure messages. */
  output(): string;
  kill9(): Promise<void>;
  /** SIGTERM: the API closes its database and releases the PGlite files. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts the API and waits until it answers /api/health (any status: a part may be down). */
export async function spawnApi(port: number, env: Record<string, string>): Promise<ApiProcess> {
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [API_MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      GATEWAY_HEALTH_URL: 'http://127.0.0.1:1/health',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A first start migrates and seeds the demo: on PGlite beside the rest of the test command on
  // two cores that has taken more than a minute. The suites judge what the API keeps, not how fast
  // it starts.
  await waitFor(
    'the API to answer',
    async () => {
      if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}):\n${output}`);
      const response = await fetch(`${url}/api/health`);
      return response.status > 0;
    },
    180_000,
    100,
  );
  return {
    url,
    child,
    output: () => output,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/** Runs a built command (the rebuild) to its end and answers its exit code and output. */
export function runNode(
  script: string,
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code: code ?? -1, output }));
  });
}

/** Signs in on the built-in provider's page, as the console does, and answers the access token. */
export const signIn = signInWithCode;
