import type { Projection } from './projection.js';
import type { ProjectionCheckpoints } from './projection-checkpoints.js';

interface Waiter {
  position: bigint;
  /** The projections this write waits for: those that read its events. */
  projections: readonly Projection[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** The writes waiting for projections to pass a position (see `ProjectionRunner.waitFor`). */
export class ProjectionWaiters {
  private waiters: Waiter[] = [];

  constructor(private readonly checkpoints: ProjectionCheckpoints) {}

  /** Resolves once every one of `projections` has applied the event at `position`. */
  add(position: bigint, projections: readonly Projection[]): Promise<void> {
    return new Promise<void>((resolve, reject) =>
      this.waiters.push({ position, projections, resolve, reject }),
    );
  }

  /** Resolves the waiters whose projections have passed their position. */
  settle(): void {
    const remaining: Waiter[] = [];
    for (const waiter of this.waiters) {
      if (this.checkpoints.lowestOf(waiter.projections) >= waiter.position) waiter.resolve();
      else remaining.push(waiter);
    }
    this.waiters = remaining;
  }

  /** Fails every waiter with `error` (the catch-up failed). */
  failAll(error: unknown): void {
    for (const waiter of this.waiters) waiter.reject(error);
    this.waiters = [];
  }
}
