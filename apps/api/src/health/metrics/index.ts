export { MetricsModule } from './metrics.module.js';
export { Metrics } from './metrics.js';
export { showsMetricsToken } from './metrics-token.js';
export { serveWorkerMetrics, type WorkerMetricsServer } from './worker-metrics-server.js';
export { within } from './within.js';
