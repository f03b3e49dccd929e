import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import {
  projectionLag,
  type AppendObserver,
  type AppendOutcome,
  type EventStore,
  type ProjectionLag,
  type ProjectionRunner,
} from '@ambient/event-sourcing';
import { JobQueue } from '../../jobs/index.js';
import { routePatternOf } from './route-pattern.js';
import { processMetrics } from './process-metrics.js';
import { within } from './within.js';

/** Seconds, from a fast append or request to one a person waits for. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds, from a message told to a kiosk to a long transcode. */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900];
/** How long a scrape waits for a part (the queue, the log) before it leaves that part's figures out. */
const PART_MS = 2000;
/** A lag read serves every lag figure of one scrape. */
const LAG_REUSED_MS = 500;
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The process's Prometheus metrics (decision 0108): prom-client's default process metrics, the
 * event store's append latency (every append of the aggregate store, as its `AppendObserver`),
 * the job queue's depth and this process's job tries; the API adds its requests
 * (`measureRequests`) and its projections' lag (`watchProjections`). Labels hold methods, route
 * patterns, statuses, job names and outcomes: never an address, an id or anything of a person.
 */
@Injectable()
export class Metrics implements AppendObserver, OnModuleDestroy {
  private readonly registry = new Registry();
  private readonly appends = new Histogram({
    name: 'ambient_event_store_append_duration_seconds',
    help: 'Time the event store took to append a command’s events, by outcome (appended, conflict, failed)',
    labelNames: ['outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly stopAttempts: () => void;
  private measuring = false;
  private watching = false;

  constructor(@Inject(JobQueue) queue: JobQueue) {
    const registers = [this.registry];
    new Gauge({
      name: 'ambient_job_queue_jobs',
      help: 'Jobs in the queue by state (waiting, active, delayed for a retry, failed for good), across every process on BullMQ',
      labelNames: ['state'] as const,
      registers,
      async collect() {
        const counts = await within(PART_MS, queue.counts(), null);
        this.reset();
        if (counts) for (const [state, jobs] of Object.entries(counts)) this.set({ state }, jobs);
      },
    });
    const attempts = new Counter({
      name: 'ambient_job_attempts_total',
      help: 'Tries of jobs this process ran, by job and outcome (succeeded, failed)',
      labelNames: ['job', 'outcome'] as const,
      registers,
    });
    const durations = new Histogram({
      name: 'ambient_job_duration_seconds',
      help: 'Time one try of a job took in this process, by job',
      labelNames: ['job'] as const,
      buckets: JOB_BUCKETS,
      registers,
    });
    this.stopAttempts = queue.onAttempt(({ name, failed, seconds }) => {
      attempts.inc({ job: name, outcome: failed ? 'failed' : 'succeeded' });
      durations.observe({ job: name }, seconds);
    });
  }

  onModuleDestroy(): void {
    this.stopAttempts();
  }

  appended(outcome: AppendOutcome, seconds: number): void {
    this.appends.observe({ outcome }, seconds);
  }

  /** The exposition text of a scrape: this application's metrics and the process's. */
  async exposition(): Promise<{ contentType: string; text: string }> {
    const merged = Registry.merge([processMetrics(), this.registry]);
    return { contentType: merged.contentType, text: await merged.metrics() };
  }

  /** Answers a scrape on `res`. */
  async answer(res: Response): Promise<void> {
    const { contentType, text } = await this.exposition();
    res.status(200).setHeader('Content-Type', contentType).send(text);
  }

  /**
   * Express middleware counting every answered request (requests, 4xx and 5xx, latency) by method,
   * route pattern and status; mounted first by the HTTP application, once.
   */
  measureRequests(): (req: Request, res: Response, next: NextFunction) => void {
    if (this.measuring) throw new Error('Requests are measured once');
    this.measuring = true;
    const registers = [this.registry];
    const requests = new Counter({
      name: 'ambient_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    });
    const errors = new Counter({
      name: 'ambient_http_errors_total',
      help: 'HTTP requests refused (class 4xx) or failed (class 5xx), by method and route pattern',
      labelNames: ['method', 'route', 'class'] as const,
      registers,
    });
    const durations = new Histogram({
      name: 'ambient_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    });
    return (req, res, next) => {
      const started = performance.now();
      res.once('finish', () => {
        const labels = {
          method: METHODS.has(req.method) ? req.method : 'OTHER',
          route: routePatternOf(req, res),
        };
        const status = res.statusCode;
        requests.inc({ ...labels, status: String(status) });
        if (status >= 400) errors.inc({ ...labels, class: status >= 500 ? '5xx' : '4xx' });
        durations.observe(labels, (performance.now() - started) / 1000);
      });
      next();
    };
  }

  /**
   * The lag of the projections `runner` runs in this process, read at each scrape: events and
   * seconds behind the log's head, the positions, and whether they apply the log. A figure the log
   * did not give in time is NaN.
   */
  watchProjections(runner: ProjectionRunner, store: EventStore): void {
    if (this.watching) return;
    this.watching = true;
    const registers = [this.registry];
    let taken: { at: number; lag: Promise<ProjectionLag | null> } | null = null;
    const lag = (): Promise<ProjectionLag | null> => {
      const now = performance.now();
      if (!taken || now - taken.at > LAG_REUSED_MS)
        taken = { at: now, lag: within(PART_MS, projectionLag(store, runner.lowestCheckpoint), null) };
      return taken.lag;
    };
    const figure = (name: string, help: string, read: (lag: ProjectionLag) => number): void => {
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          const found = await lag();
          this.set(found ? read(found) : Number.NaN);
        },
      });
    };
    figure(
      'ambient_projection_lag_events',
      'Events in the log the read models have not applied yet (0 once caught up)',
      (found) => found.events,
    );
    figure(
      'ambient_projection_lag_seconds',
      'How long ago the oldest event the read models have not applied was recorded (0 once caught up)',
      (found) => found.seconds,
    );
    figure(
      'ambient_projection_position',
      'The lowest checkpoint of the projections: every read model has applied the log up to it',
      (found) => Number(found.position),
    );
    figure('ambient_event_store_head_position', 'The global position of the log’s last event', (found) =>
      Number(found.head),
    );
    new Gauge({
      name: 'ambient_projections_healthy',
      help: '1 while the projections apply the log, 0 after their last catch-up failed',
      registers,
      collect() {
        this.set(runner.healthy ? 1 : 0);
      },
    });
  }
}
