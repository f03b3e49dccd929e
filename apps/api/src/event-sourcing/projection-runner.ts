import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '../event-store/event-store.port.js';
import { ProjectionCheckpointRow } from '../database/read-models.js';
import { PROJECTIONS, type Projection } from './projection.js';
import { upcast } from './upcasters.js';

const BATCH = 1000;
/** First key of the projections' advisory locks; the second is a hash of the projection's name. */
const PROJECTION_LOCK_SPACE = 4280;

/** A 32-bit FNV-1a hash of a projection's name, as the second key of its advisory lock. */
function lockKey(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i += 1) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
const POLL_MS = 1000;

/**
 * Runs every projection over the event log. It catches up when told (after a local append),
 * and polls for events written by other processes (the device gateway, workers, other API
 * instances). `waitFor(position)` resolves once every projection has passed that position:
 * write requests await it, so the console reads its own writes.
 */
@Injectable()
export class ProjectionRunner implements OnApplicationShutdown {
  private readonly logger = new Logger(ProjectionRunner.name);
  private readonly checkpoints = new Map<string, bigint>();
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private waiters: Array<{ position: bigint; resolve: () => void; reject: (e: unknown) => void }> = [];
  private lastError: unknown = null;
  private readonly listeners = new Set<(events: RecordedEvent[]) => void>();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTIONS) private readonly projections: Projection[],
  ) {}

  /** Loads the checkpoints, catches up, and starts polling. */
  async start(): Promise<void> {
    await this.loadCheckpoints();
    await this.catchUp();
    this.timer = setInterval(() => this.nudge(), POLL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Tells `listener` about every batch of events once all projections have applied it. */
  onApplied(listener: (events: RecordedEvent[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get lowestCheckpoint(): bigint {
    let lowest: bigint | null = null;
    for (const projection of this.projections) {
      const position = this.checkpoints.get(projection.name) ?? 0n;
      if (lowest === null || position < lowest) lowest = position;
    }
    return lowest ?? 0n;
  }

  /** Starts a catch-up if none is running, or asks the running one to go round again. */
  nudge(): void {
    void this.catchUp().catch((error: unknown) =>
      this.logger.error(`Projection catch-up failed: ${String(error)}`),
    );
  }

  /** Resolves when every projection has applied the event at `position`. */
  async waitFor(position: bigint): Promise<void> {
    if (this.lowestCheckpoint >= position) return;
    const reached = new Promise<void>((resolve, reject) => this.waiters.push({ position, resolve, reject }));
    this.nudge();
    await reached;
  }

  catchUp(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while (await this.runBatch()) {
            /* keep reading while full batches come back */
          }
        } while (this.again);
        this.lastError = null;
      } catch (error) {
        this.lastError = error;
        for (const waiter of this.waiters) waiter.reject(error);
        this.waiters = [];
        throw error;
      } finally {
        this.running = null;
        this.settleWaiters();
      }
    })();
    return this.running;
  }

  /** Empties every read model and replays the whole log into it. */
  async rebuild(): Promise<void> {
    await this.running;
    const tables = this.projections.flatMap((p) => p.tables);
    await this.dataSource.transaction(async (manager) => {
      if (tables.length > 0) await manager.query(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')}`);
      await manager.query('DELETE FROM projection_checkpoints');
    });
    this.checkpoints.clear();
    await this.catchUp();
  }

  get healthy(): boolean {
    return this.lastError === null;
  }

  private async loadCheckpoints(): Promise<void> {
    const rows = await this.dataSource.getRepository(ProjectionCheckpointRow).find();
    for (const row of rows) this.checkpoints.set(row.name, BigInt(row.position));
  }

  /**
   * Applies one batch; returns true when the batch was full (more may follow). Each
   * projection's share runs in one transaction that holds that projection's advisory lock and
   * re-reads its checkpoint, so several API instances can run projections side by side without
   * applying an event twice.
   */
  private async runBatch(): Promise<boolean> {
    const from = this.lowestCheckpoint;
    const events = (await this.store.readAll(from, BATCH)).map(upcast);
    if (events.length === 0) return false;
    for (const projection of this.projections) {
      const reached = await this.dataSource.transaction(async (manager) => {
        await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [
          PROJECTION_LOCK_SPACE,
          lockKey(projection.name),
        ]);
        const rows = (await manager.query('SELECT position FROM projection_checkpoints WHERE name = $1', [
          projection.name,
        ])) as Array<{ position: string }>;
        const checkpoint = BigInt(rows[0]?.position ?? 0);
        const pending = events.filter((e) => e.globalPosition > checkpoint);
        const last = pending[pending.length - 1]?.globalPosition;
        if (last === undefined) return checkpoint;
        for (const event of pending) {
          if (projection.handles.has(event.type)) await projection.apply(event, manager);
        }
        await manager.upsert(
          ProjectionCheckpointRow,
          { name: projection.name, position: last.toString(), updatedAt: new Date() },
          ['name'],
        );
        return last;
      });
      this.checkpoints.set(projection.name, reached);
    }
    this.settleWaiters();
    for (const listener of this.listeners) listener(events);
    return events.length === BATCH;
  }

  private settleWaiters(): void {
    const lowest = this.lowestCheckpoint;
    const remaining: typeof this.waiters = [];
    for (const waiter of this.waiters) {
      if (lowest >= waiter.position) waiter.resolve();
      else remaining.push(waiter);
    }
    this.waiters = remaining;
  }
}

export type { RecordedEvent };
