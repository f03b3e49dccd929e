import { collectDefaultMetrics, Registry } from 'prom-client';

let shared: Registry | null = null;

/**
 * prom-client's default metrics (CPU, memory, heap, event loop lag, handles, GC, `process_*` and
 * `nodejs_*`), one registry per process: they describe the process, however many applications it
 * starts (the test suites start several), and their collectors are set up once.
 */
export function processMetrics(): Registry {
  if (!shared) {
    shared = new Registry();
    collectDefaultMetrics({ register: shared });
  }
  return shared;
}
