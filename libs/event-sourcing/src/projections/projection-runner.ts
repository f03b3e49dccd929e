import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { DataSource, type EntityManager } from 'typeorm';
import {
  EVENT_STORE,
  type AppendedNotice,
  type EventStore,
  type RecordedEvent,
} from '../store/event-store.port.js';
import { EventUpcaster } from '../upcasting.js';
import type { Projection } from './projection.js';
import { discoverProjections } from './projection-discovery.js';
import { AppendNotices } from './append-notices.js';
import { AppliedListeners, type AppliedListener } from './applied-listeners.js';
import { ProjectionCheckpoints } from './projection-checkpoints.js';
import { ProjectionFailed } from './projection-failed.js';
import { ProjectionWaiters } from './projection-waiters.js';
import {
  PROJECTION_SETTINGS,
  rebuildReadModels,
  type ProjectionSettings,
  type RebuildReport,
} from '../rebuild/read-model-rebuild.js';

const BATCH = 1000;
const POLL_MS = 1000;

/**
 * Runs every projection over the event log. Projections register themselves (see
 * `ReadModelProjection`); start-up fails when two share a name. The runner catches up when told
 * (after a local append) and polls for events written by other processes (the device gateway,
 * workers, other API instances).
 *
 * A batch costs a projection a transaction only when the batch holds events it reads; for the
 * others the checkpoint moves in memory (saved every few thousand events). `waitFor(position,
 * types)` resolves once the projections that read those types have passed the position: write
 * requests await it, so the console reads its own writes, and a write waits for nothing else.
 *
 * Where the store tells of every append with its position (PostgreSQL), an append of this process
 * whose events were all claimed inline costs the runner no read (see `AppendNotices`). Any other
 * notice makes the runner read the log.
 */
@Injectable()
export class ProjectionRunner implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ProjectionRunner.name);
  private projections: Projection[] = [];
  private readonly checkpoints: ProjectionCheckpoints;
  private readonly waiters: ProjectionWaiters;
  private readonly listeners = new AppliedListeners();
  private readonly notices: AppendNotices;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopHearing: (() => void) | null = null;
  private lastError: unknown = null;
  /** A read of the log was asked for (not only notices to take). */
  private readWanted = false;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly upcaster: EventUpcaster,
    private readonly discovery: DiscoveryService,
    @Optional() @Inject(PROJECTION_SETTINGS) private readonly settings: ProjectionSettings | null = null,
  ) {
    this.checkpoints = new ProjectionCheckpoints(dataSource);
    this.waiters = new ProjectionWaiters(this.checkpoints);
    this.notices = new AppendNotices(this.checkpoints, (eventIds) => {
      this.listeners.forget(eventIds);
      this.waiters.settle();
    });
  }

  onModuleInit(): void {
    this.projections = discoverProjections(this.discovery);
  }

  /** The registered projections, in registration order. */
  get registered(): readonly Projection[] {
    return this.projections;
  }

  /** Loads the checkpoints, catches up, and starts polling. */
  async start(): Promise<void> {
    await this.checkpoints.load(this.projections);
    await this.catchUp();
    this.timer = setInterval(() => this.nudge(), POLL_MS);
    this.timer.unref();
    // Events appended by other processes (the device gateway's facts) are read at once.
    this.stopHearing = this.store.onAppended?.((notice) => this.heard(notice)) ?? null;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  /** Stops polling and hearing of other processes' appends; the catch-up under way ends first. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopHearing?.();
    this.stopHearing = null;
    await this.running?.catch(() => undefined);
  }

  /**
   * Tells `listener` about every batch of events once the projections have applied it, with
   * the read models (tables) of the projections that read those events.
   */
  onApplied(listener: AppliedListener): () => void {
    return this.listeners.add(listener);
  }

  get lowestCheckpoint(): bigint {
    return this.projections.length === 0 ? 0n : this.checkpoints.lowestOf(this.projections);
  }

  /** Starts a catch-up if none is running, or asks the running one to go round again. */
  nudge(): void {
    this.readWanted = true;
    this.kick();
  }

  private kick(): void {
    void this.run().catch((error: unknown) =>
      this.logger.error(`Projection catch-up failed: ${String(error)}`),
    );
  }

  /** What the store tells of appends: a read of the log, or a notice to take (see `AppendNotices.heard`). */
  private heard(notice: AppendedNotice): void {
    if (this.notices.heard(notice)) this.nudge();
    else this.kick();
  }

  /**
   * Marks an append of this process as under way until the answered function is called (once it
   * was claimed, or failed): a notice of it that comes first waits for it rather than reading.
   */
  appendStarted(): () => void {
    return this.notices.appendStarted();
  }

  /**
   * Resolves when the projections that read any of `types` (every projection when omitted)
   * have applied the event at `position`.
   */
  async waitFor(position: bigint, types?: ReadonlySet<string>): Promise<void> {
    const projections = types
      ? this.projections.filter((p) => [...types].some((type) => p.handles.has(type)))
      : this.projections;
    if (this.checkpoints.lowestOf(projections) >= position) return;
    const reached = this.waiters.add(position, projections);
    this.nudge();
    await reached;
  }

  /**
   * The projections a write of these event types applies in its own transaction: those marked
   * `inline` that read any of them. The store claims the events for them as it appends, so the
   * runner skips them; when it may not (a projection is behind), the runner applies them.
   */
  inlineFor(types: ReadonlySet<string>): Projection[] {
    return this.projections.filter(
      (projection) => projection.inline === true && [...types].some((type) => projection.handles.has(type)),
    );
  }

  /** Writes `events` into the rows of `projections` through the append's transaction. */
  async applyInline(
    projections: readonly Projection[],
    events: readonly RecordedEvent[],
    manager: EntityManager,
  ): Promise<void> {
    for (const projection of projections)
      for (const event of events)
        if (projection.handles.has(event.type)) await projection.apply(event, manager);
  }

  /**
   * The append claimed its `events` for `projections`: they have applied the log up to the last of
   * `positions` (each stream's last position). Listeners hear of the events and those read models
   * now; when the runner passes the same events later it does not tell of them again.
   */
  claimed(
    projections: readonly Projection[],
    positions: readonly bigint[],
    events: readonly RecordedEvent[],
  ): void {
    const position = positions.reduce((max, p) => (p > max ? p : max), 0n);
    this.notices.claimed(projections, positions, events);
    for (const projection of projections) this.checkpoints.reached(projection.name, position);
    this.waiters.settle();
    this.listeners.claimed(events, [...new Set(projections.flatMap((projection) => projection.tables))]);
  }

  /** Reads the log to its head and applies what it holds. */
  catchUp(): Promise<void> {
    this.readWanted = true;
    return this.run();
  }

  private run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          const unexplained = await this.notices.take(this.projections);
          if (this.readWanted || unexplained) {
            this.readWanted = false;
            await this.readToHead();
          }
        } while (this.again);
        this.lastError = null;
      } catch (error) {
        this.lastError = error;
        this.waiters.failAll(error);
        throw error;
      } finally {
        this.running = null;
        this.waiters.settle();
      }
    })();
    return this.running;
  }

  /**
   * Rebuilds every read model from the log while the application keeps serving (see
   * `rebuildReadModels`); every projection has then applied the log up to where it reached.
   */
  async rebuild(options: { batchSize?: number } = {}): Promise<RebuildReport> {
    const { dataSource, store, upcaster, settings } = this;
    const failed = (projection: string, event: RecordedEvent, cause: unknown) =>
      new ProjectionFailed(projection, event, cause);
    const parts = { dataSource, store, upcaster, settings, failed };
    const report = await rebuildReadModels(parts, this.projections, options);
    for (const projection of this.projections) this.checkpoints.savedAt(projection.name, report.position);
    this.waiters.settle();
    return report;
  }

  get healthy(): boolean {
    return this.lastError === null;
  }

  /**
   * Batches until the head; then, when the store told of every append since this read began, all
   * that was read is accounted for (see `AppendNotices.readEnded`).
   */
  private async readToHead(): Promise<void> {
    const read = this.notices.readBegun();
    let batch = await this.runBatch();
    while (batch.full) batch = await this.runBatch();
    this.notices.readEnded(read, batch.reached);
  }

  /**
   * Applies one batch; answers whether it was full (more may follow) and the position every
   * projection has passed.
   */
  private async runBatch(): Promise<{ full: boolean; reached: bigint }> {
    const from = this.lowestCheckpoint;
    if (this.projections.length === 0) return { full: false, reached: from };
    const events = (await this.store.readAll(from, BATCH)).map((e) => this.upcaster.upcast(e));
    const last = events[events.length - 1]?.globalPosition;
    if (last === undefined) return { full: false, reached: from };
    const changed = new Set<string>();
    await Promise.all(
      this.projections.map(async (projection) => {
        const checkpoint = this.checkpoints.of(projection.name);
        const mine = events.filter((e) => e.globalPosition > checkpoint && projection.handles.has(e.type));
        if (mine.length > 0) {
          await this.checkpoints.applyLocked(projection, mine, last);
          projection.tables.forEach((table) => changed.add(table));
        } else if (last > checkpoint) {
          this.checkpoints.advance(projection.name, last);
          if (this.checkpoints.idleDue(projection.name, last))
            await this.checkpoints.saveIdle(projection.name, last);
        }
        this.waiters.settle();
      }),
    );
    this.listeners.applied(events, changed);
    return { full: events.length === BATCH, reached: last };
  }
}
