import type { FailedJob, JobName, JobPayloads } from './job-map.js';
import { backoffBefore, JOB_ATTEMPTS, JobQueue, type JobCounts, type JobDispatch } from './job-queue.js';

/** The longest wait a Node.js timer takes. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

interface Entry {
  id: string;
  name: JobName;
  payload: unknown;
  attempts: number;
  state: 'waiting' | 'running' | 'done' | 'failed';
}

/** How many finished jobs are remembered, and how long, as BullMQ keeps them (`removeOnComplete`). */
export interface KeptJobs {
  count: number;
  ageMs: number;
}

export const KEPT_JOBS: KeptJobs = { count: 10_000, ageMs: 24 * 3600_000 };

/**
 * Jobs run in the API's own process, a few at a time, with the same tries and backoff as on
 * BullMQ. Nothing survives a restart: the slices enqueue again at start what is not done yet (job
 * ids make that harmless). Failed jobs are kept in memory for admins; a job done is remembered (its
 * id taken again adds nothing) for a day, the last 10,000 at most, as BullMQ keeps them, so a
 * schedule's slots and a library's thumbnails do not pile up for the life of the process.
 */
export class InProcessJobQueue extends JobQueue {
  readonly engine = 'in-process runner';
  private readonly entries = new Map<string, Entry>();
  private readonly waiting: Entry[] = [];
  private readonly failures: FailedJob[] = [];
  /** The jobs done, oldest first, with when. */
  private readonly done: Array<{ entry: Entry; at: number }> = [];
  private dispatch: JobDispatch | null = null;
  private concurrency = 1;
  private running = 0;
  private timers = new Set<NodeJS.Timeout>();
  private readonly schedules = new Map<string, NodeJS.Timeout>();
  private idle: Array<() => void> = [];
  private closed = false;

  constructor(
    private readonly backoffMs?: number,
    private readonly kept: KeptJobs = KEPT_JOBS,
  ) {
    super();
  }

  async add<N extends JobName>(name: N, payload: JobPayloads[N], id: string): Promise<void> {
    const known = this.entries.get(id);
    if (known && known.state !== 'failed') return;
    const entry: Entry = { id, name, payload, attempts: 0, state: 'waiting' };
    this.entries.set(id, entry);
    this.waiting.push(entry);
    this.pump();
  }

  /**
   * A timer set for the schedule's next slot: the slot's job is added with the slot in its id, so
   * a slot runs once. Nothing is kept across a restart; the next slot after it runs as planned.
   */
  async schedule<N extends JobName>(
    scheduleId: string,
    name: N,
    payload: JobPayloads[N],
    everyMs: number,
  ): Promise<void> {
    const previous = this.schedules.get(scheduleId);
    if (previous) clearTimeout(previous);
    const arm = (): void => {
      if (this.closed) return;
      const slot = (Math.floor(Date.now() / everyMs) + 1) * everyMs;
      const wait = (): void => {
        const timer = setTimeout(
          () => {
            // A timer may fire a millisecond early by the wall clock: the slot waits its whole time.
            if (Date.now() < slot) return wait();
            void this.add(name, payload, `${scheduleId}|${slot}`);
            arm();
          },
          // Node's timers wait 2^31 - 1 ms at most (a longer wait fires at once): a slot further
          // off is waited for in turns.
          Math.min(LONGEST_TIMER_MS, Math.max(0, slot - Date.now())),
        );
        // A schedule alone keeps no process alive (a command-line run ends when its work does).
        timer.unref();
        this.schedules.set(scheduleId, timer);
      };
      wait();
    };
    arm();
  }

  async failed(): Promise<FailedJob[]> {
    return [...this.failures].reverse();
  }

  async retry(id: string): Promise<boolean> {
    const at = this.failures.findIndex((job) => job.id === id);
    const entry = this.entries.get(id);
    if (at < 0 || !entry) return false;
    this.failures.splice(at, 1);
    entry.state = 'waiting';
    entry.attempts = 0;
    this.waiting.push(entry);
    this.pump();
    return true;
  }

  async work(dispatch: JobDispatch, concurrency: number): Promise<void> {
    this.dispatch = this.observed(dispatch);
    this.concurrency = Math.max(1, concurrency);
    this.pump();
  }

  drained(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  /** Delayed: the tries waiting out their backoff (a schedule's slots are timers, not jobs). */
  async counts(): Promise<JobCounts> {
    return {
      waiting: this.waiting.length,
      active: this.running,
      delayed: this.timers.size,
      failed: this.failures.length,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const timer of this.schedules.values()) clearTimeout(timer);
    this.schedules.clear();
    this.settle();
  }

  private isIdle(): boolean {
    return this.waiting.length === 0 && this.running === 0 && this.timers.size === 0;
  }

  private settle(): void {
    if (!this.isIdle() && !this.closed) return;
    for (const resolve of this.idle.splice(0)) resolve();
  }

  private pump(): void {
    while (!this.closed && this.dispatch && this.running < this.concurrency && this.waiting.length > 0) {
      const entry = this.waiting.shift()!;
      this.running += 1;
      entry.state = 'running';
      entry.attempts += 1;
      void this.run(entry, this.dispatch);
    }
    this.settle();
  }

  private async run(entry: Entry, dispatch: JobDispatch): Promise<void> {
    try {
      await dispatch(entry.name, entry.payload, { id: entry.id, attempt: entry.attempts });
      entry.state = 'done';
      this.remember(entry);
    } catch (error) {
      if (entry.attempts < JOB_ATTEMPTS) {
        entry.state = 'waiting';
        const due = Date.now() + backoffBefore(entry.attempts, this.backoffMs);
        const later = (): void => {
          const timer = setTimeout(() => {
            this.timers.delete(timer);
            // A timer may fire a millisecond early by the wall clock: the try waits its whole backoff.
            if (Date.now() < due) return later();
            this.waiting.push(entry);
            this.pump();
          }, due - Date.now());
          this.timers.add(timer);
        };
        later();
      } else {
        entry.state = 'failed';
        this.failures.push({
          id: entry.id,
          name: entry.name,
          payload: entry.payload,
          error: error instanceof Error ? error.message : String(error),
          attempts: entry.attempts,
          failedAt: new Date().toISOString(),
        });
      }
    } finally {
      this.running -= 1;
      this.pump();
    }
  }

  /** Remembers a job done, and forgets those past the count or the age kept. */
  private remember(entry: Entry): void {
    const now = Date.now();
    this.done.push({ entry, at: now });
    while (
      this.done.length > 0 &&
      (this.done.length > this.kept.count || this.done[0]!.at <= now - this.kept.ageMs)
    ) {
      const { entry: old } = this.done.shift()!;
      // Taken again since (a retry, or added anew after it failed): it is no longer the one done.
      if (this.entries.get(old.id) === old && old.state === 'done') this.entries.delete(old.id);
    }
  }
}
