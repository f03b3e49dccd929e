/**
 * `npm run worker`: the job workers alone, without HTTP (decision 0036). They take jobs from BullMQ
 * on Redis (REDIS_URL), so any number of them can run beside the API (started with
 * RUN_WORKERS=false, or not); they read and write the same database and storage as the API. Its
 * metrics and health are on WORKER_METRICS_PORT (decision 0108).
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { loadConfig } from './config/app-config.js';
import { JOBS_PER_PLACE, JobQueue } from './jobs/index.js';
import { Metrics, serveWorkerMetrics } from './health/metrics/index.js';

const config = loadConfig();
if (!config.redisUrl) {
  console.error(
    'npm run worker needs REDIS_URL: without it the API runs its jobs in its own process and no worker is needed.',
  );
  process.exit(1);
}
const app = await NestFactory.createApplicationContext(
  AppModule.forRoot({ ...config, jobs: { ...config.jobs, runWorkers: true } }),
  { logger: ['log', 'error', 'warn'] },
);
app.enableShutdownHooks();
// A port taken (a second worker on one machine) leaves this worker working, without its own port.
const server = await serveWorkerMetrics(app.get(Metrics), app.get(JobQueue), config.metrics).catch(
  (error: unknown) => {
    console.warn(
      `No metrics and health on ${config.metrics.workerHost}:${config.metrics.workerPort} (${String(error)}): set WORKER_METRICS_PORT to a free port`,
    );
    return null;
  },
);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void server?.close());
console.log(
  `Workers running up to ${JOBS_PER_PLACE * config.jobs.concurrency} jobs, ${config.jobs.concurrency} of them at their heavy work at once, from ${config.jobs.prefix} on Redis${server ? `; metrics and health at ${server.url}` : ''}`,
);
