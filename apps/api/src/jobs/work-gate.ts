/**
 * How many jobs may do their heavy work (decoding, encoding: what keeps a core busy) at once in
 * this process: WORKER_CONCURRENCY. The workers take three times as many (`JOBS_PER_PLACE`), so a
 * job that waits on something else (its result being recorded, the store, the network) keeps no
 * core idle: another job's heavy part runs meanwhile. A handler runs its heavy part through
 * `run`; places are given in the order they were asked for (decision 0090).
 */
export class WorkGate {
  private free: number;
  private readonly queued: Array<() => void> = [];

  constructor(readonly places: number) {
    this.free = Math.max(1, places);
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.queued.push(resolve));
    try {
      return await work();
    } finally {
      // The place goes to the next in line, or back to the free ones.
      const next = this.queued.shift();
      if (next) next();
      else this.free += 1;
    }
  }
}

/** Jobs a worker takes at once for each place of heavy work. */
export const JOBS_PER_PLACE = 3;
