// The load of a bench in a thread of its own, as a client is a process of its own: the server under
// test (an API in the bench's main thread) does not also carry its clients' work. One thread sends
// both loads a bench compares, so the client's cost is the same on both sides:
//   http: `fetch` of one request, its answer read to the end (a status other than 200 fails);
//   pg:   the statements of one call in order, through a pool of its own.
// Closed loop (`concurrency` callers, each calling again at once, for `seconds`) answers the
// saturated rate; open loop (`rate` calls a second, started on schedule whether or not the earlier
// ones have answered) answers the latencies a caller sees at that rate, timed from when each call
// was due, so a stalled server is not hidden by callers waiting for it.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { measureLatencies } from './latency.js';

/** Runs `load` in a new thread; answers what `measureLatencies` (or the open loop) answers. */
export function inLoadThread(load) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: load });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load thread exited with ${code}`));
    });
  });
}

function caller(load) {
  if (load.kind === 'http') {
    const { url, method = 'GET', headers = {}, body } = load.request;
    return async () => {
      const response = await fetch(url, { method, headers, body });
      if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status}`);
      await response.arrayBuffer();
    };
  }
  const pool = new pg.Pool({ connectionString: load.connectionString, max: load.concurrency ?? 8 });
  const once = async () => {
    for (const statement of load.statements) await pool.query(statement.text, statement.values);
  };
  once.close = () => pool.end();
  return once;
}

async function openLoop(once, { seconds, rate }) {
  const latencies = [];
  const calls = [];
  const start = performance.now();
  const count = Math.max(1, Math.round(seconds * rate));
  for (let n = 0; n < count; n += 1) {
    const due = start + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resume) => setTimeout(resume, wait));
    calls.push(once().then(() => latencies.push(performance.now() - due)));
  }
  await Promise.all(calls);
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    Number(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1));
  return { calls: latencies.length, perSecond: rate, p50ms: pct(50), p99ms: pct(99) };
}

if (!isMainThread) {
  const load = workerData;
  const once = caller(load);
  const figures = load.rate
    ? await openLoop(once, load)
    : await measureLatencies(() => once(), { seconds: load.seconds, concurrency: load.concurrency });
  await once.close?.();
  parentPort.postMessage(figures);
}
