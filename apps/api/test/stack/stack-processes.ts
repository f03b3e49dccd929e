/**
 * The processes of the whole-stack suite besides the APIs (which `spawnApi` starts): the job
 * workers as `npm run worker` runs them (the built `worker.js`), and what the suite reads of them
 * all: their metrics, and every table of the database to compare before and after a rebuild.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { API_MAIN, REBUILD_CLI, REPO_ROOT } from '../faults/support/api-process.js';
import { samples } from '../metrics/prometheus-text.js';

export const WORKER_MAIN = `${REPO_ROOT}apps/api/dist/worker.js`;
export const GATEWAY_MAIN = `${REPO_ROOT}apps/device-gateway/dist/main.js`;

/** The built entry points the suite starts, those missing named (`npm run build:server` makes them). */
export function missingBuild(): string[] {
  return [API_MAIN, WORKER_MAIN, GATEWAY_MAIN, REBUILD_CLI].filter((file) => !existsSync(file));
}

export interface WorkerProcess {
  metricsUrl: string;
  output(): string;
  /** SIGTERM: the worker closes its queue and database. */
  stop(): Promise<void>;
}

/** Starts `npm run worker`'s entry point and waits until it says its workers run. */
export async function spawnWorker(metricsPort: number, env: Record<string, string>): Promise<WorkerProcess> {
  const child: ChildProcess = spawn(process.execPath, [WORKER_MAIN], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', WORKER_METRICS_PORT: String(metricsPort), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes('Workers running')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`The worker stopped (${code}):\n${output}`)));
  });
  return {
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A Prometheus scrape of `url` with the metrics token. */
export async function scrape(url: string, token: string): Promise<string> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** The sum of a counter's samples that carry these labels (0 when the process has none). */
export function counterSum(text: string, name: string, labels: Record<string, string>): number {
  return samples(text)
    .filter(
      (sample) =>
        sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}

/** The nearest-rank percentile `p` (0 to 100) of the values. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * Every table of the database as sorted JSON lines, the projections' checkpoints left out (they
 * hold a clock and where each projection stands, which a rebuild moves on purpose).
 */
export async function databaseRows(databaseUrl: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'projection_checkpoints'
        ORDER BY table_name`,
    );
    const found: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ line: string }>(
        `SELECT row_to_json(t)::text AS line FROM "${name}" t`,
      );
      found[name] = rows.map((row) => row.line).sort();
    }
    return found;
  } finally {
    await client.end();
  }
}
