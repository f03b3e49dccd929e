import type { FailedJob, JobName, JobPayloads, JobRun } from './job-map.js';

/** How a job is tried: 3 times, 1 s then 2 s apart (exponential backoff). */
export const JOB_ATTEMPTS = 3;
export const JOB_BACKOFF_MS = 1000;

export const backoffBefore = (attempt: number, base = JOB_BACKOFF_MS): number => base * 2 ** (attempt - 1);

/** Runs a job by its name (the handlers the jobs module found). */
export type JobDispatch = (name: JobName, payload: unknown, run: JobRun) => Promise<void>;

/**
 * The queue's jobs by state, across every process on BullMQ: waiting their turn, running, waiting
 * for a retry's backoff (a schedule's next slot is no job waiting), and failed for good (kept).
 */
export interface JobCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/** One try of a job this process ran: its name, whether it threw, and how long it took. */
export interface JobAttempt {
  name: JobName;
  failed: boolean;
  seconds: number;
}

/**
 * The job port: an in-process runner by default, BullMQ on Redis when REDIS_URL is set; the same
 * handlers run on both. A job's id makes it idempotent: adding a job whose id is waiting, running
 * or done does nothing.
 */
export abstract class JobQueue {
  abstract readonly engine: string;
  private readonly attemptListeners = new Set<(attempt: JobAttempt) => void>();

  abstract add<N extends JobName>(name: N, payload: JobPayloads[N], id: string): Promise<void>;

  /**
   * Runs job `name` with `payload` every `everyMs`, at the multiples of `everyMs` since the epoch
   * (a day: each midnight UTC), under the schedule `scheduleId`: scheduling an id again replaces
   * its schedule, so every process may schedule it at start. Each run is one job with the same
   * tries as any other, and runs once however many processes schedule it or work.
   */
  abstract schedule<N extends JobName>(
    scheduleId: string,
    name: N,
    payload: JobPayloads[N],
    everyMs: number,
  ): Promise<void>;

  /** Jobs that ran out of tries, newest first. */
  abstract failed(): Promise<FailedJob[]>;

  /** Tries a failed job again; false when there is no such failed job. */
  abstract retry(id: string): Promise<boolean>;

  /** Starts running jobs with `dispatch` (the API, or `npm run worker`). */
  abstract work(dispatch: JobDispatch, concurrency: number): Promise<void>;

  /** Resolves once nothing is waiting or running (tests and benches). */
  abstract drained(): Promise<void>;

  /** How many jobs are in each state (the metrics' queue depth, the health's detail). */
  abstract counts(): Promise<JobCounts>;

  abstract close(): Promise<void>;

  /** Calls `listener` after each try of a job this process runs (the metrics); answers its removal. */
  onAttempt(listener: (attempt: JobAttempt) => void): () => void {
    this.attemptListeners.add(listener);
    return () => this.attemptListeners.delete(listener);
  }

  /** `dispatch`, telling the attempt listeners of each try; what it answers or throws is unchanged. */
  protected observed(dispatch: JobDispatch): JobDispatch {
    return async (name, payload, run) => {
      const started = performance.now();
      let failed = true;
      try {
        await dispatch(name, payload, run);
        failed = false;
      } finally {
        const attempt = { name, failed, seconds: (performance.now() - started) / 1000 };
        for (const listener of this.attemptListeners) listener(attempt);
      }
    };
  }
}
