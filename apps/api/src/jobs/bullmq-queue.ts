import { Queue, Worker, type Job } from 'bullmq';
import type { FailedJob, JobName, JobPayloads } from './job-map.js';
import { backoffBefore, JOB_ATTEMPTS, JobQueue, type JobCounts, type JobDispatch } from './job-queue.js';

/** The one queue every job goes through; its keys start with the prefix (QUEUE_PREFIX, default `ambient`). */
export const QUEUE_NAME = 'jobs';

/**
 * Jobs on Redis through BullMQ: durable (a job whose worker died is taken up again once its lock
 * expires), tried 3 times with exponential backoff, failed jobs kept for admins. The API adds jobs;
 * the workers (in the API, or `npm run worker` alone) run them.
 */
export class BullJobQueue extends JobQueue {
  readonly engine = 'BullMQ on Redis';
  private readonly queue: Queue;
  private worker: Worker | null = null;

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    private readonly backoffMs?: number,
    /** How long a running job's lock lasts before another worker takes it up (BullMQ's lockDuration). */
    private readonly lockMs = 30_000,
  ) {
    super();
    this.queue = new Queue(QUEUE_NAME, {
      connection: { url: redisUrl, maxRetriesPerRequest: null },
      prefix,
      defaultJobOptions: {
        attempts: JOB_ATTEMPTS,
        backoff: { type: 'exponential', delay: backoffBefore(1, backoffMs) },
        removeOnComplete: { age: 24 * 3600, count: 10_000 },
        removeOnFail: false,
      },
    });
  }

  async add<N extends JobName>(name: N, payload: JobPayloads[N], id: string): Promise<void> {
    const existing = await this.queue.getJob(bullId(id));
    if (existing && (await existing.isFailed())) return void (await existing.retry('failed'));
    await this.queue.add(name, payload, { jobId: bullId(id) });
  }

  /**
   * A BullMQ job scheduler: Redis holds the schedule and makes one job per slot, whichever
   * processes upsert it or work, so a slot runs once across them all. It starts at the next slot
   * (BullMQ would run a new `every` schedule at once, off the slots), as the in-process runner does.
   */
  async schedule<N extends JobName>(
    scheduleId: string,
    name: N,
    payload: JobPayloads[N],
    everyMs: number,
  ): Promise<void> {
    const startDate = (Math.floor(Date.now() / everyMs) + 1) * everyMs;
    await this.queue.upsertJobScheduler(
      bullId(scheduleId),
      { every: everyMs, startDate },
      { name, data: payload },
    );
  }

  async failed(): Promise<FailedJob[]> {
    const jobs = await this.queue.getFailed(0, 199);
    return jobs
      .filter((job): job is Job => job !== undefined && job !== null)
      .map((job) => ({
        id: String(job.id ?? ''),
        name: job.name,
        payload: job.data as unknown,
        error: job.failedReason ?? '',
        attempts: job.attemptsMade,
        failedAt: new Date(job.finishedOn ?? job.timestamp).toISOString(),
      }))
      .sort((a, b) => b.failedAt.localeCompare(a.failedAt));
  }

  async retry(id: string): Promise<boolean> {
    const job = await this.queue.getJob(id);
    if (!job || !(await job.isFailed())) return false;
    await job.retry('failed');
    return true;
  }

  async work(given: JobDispatch, concurrency: number): Promise<void> {
    const dispatch = this.observed(given);
    this.worker = new Worker(
      QUEUE_NAME,
      async (job: Job) =>
        dispatch(job.name as JobName, job.data, { id: String(job.id ?? ''), attempt: job.attemptsMade + 1 }),
      {
        connection: { url: this.redisUrl, maxRetriesPerRequest: null },
        prefix: this.prefix,
        concurrency: Math.max(1, concurrency),
        lockDuration: this.lockMs,
        stalledInterval: this.lockMs,
      },
    );
    // Failures are kept on the job (failedReason); the event only keeps the worker from throwing.
    this.worker.on('error', () => undefined);
    await this.worker.waitUntilReady();
  }

  /**
   * Nothing waiting or running. A schedule's next slot, not yet tried, is no work waiting: the
   * delayed jobs are counted with the others in one read, less the schedules' next slots seen
   * after it (a job that left the delayed ones in between keeps the queue busy for another read).
   */
  async drained(): Promise<void> {
    for (;;) {
      const { delayed = 0, ...counts } = await this.queue.getJobCounts(
        'waiting',
        'active',
        'delayed',
        'prioritized',
      );
      let pending = Object.values(counts).reduce((sum, n) => sum + n, 0);
      if (delayed > 0) pending += Math.max(0, delayed - (await this.scheduleSlots()));
      if (pending === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** As `drained` counts them: a schedule's next slot, not yet tried, is not among the delayed. */
  async counts(): Promise<JobCounts> {
    const {
      waiting = 0,
      prioritized = 0,
      active = 0,
      delayed = 0,
      failed = 0,
    } = await this.queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
    return {
      waiting: waiting + prioritized,
      active,
      delayed: delayed > 0 ? Math.max(0, delayed - (await this.scheduleSlots())) : 0,
      failed,
    };
  }

  /** The delayed jobs that are a schedule's next slot, not yet tried. */
  private async scheduleSlots(): Promise<number> {
    return (await this.queue.getDelayed()).filter((job) => job && job.repeatJobKey && job.attemptsMade === 0)
      .length;
  }

  async close(): Promise<void> {
    // Forced: a blocking read on a connection Redis dropped (a restart) would hold a graceful close;
    // a job left running is taken up again once its lock expires.
    await this.worker?.close(true);
    await this.queue.close();
  }
}

/** BullMQ refuses ids with a colon (its key separator) and plain integers. */
const bullId = (id: string): string => id.replace(/:/g, '|');
