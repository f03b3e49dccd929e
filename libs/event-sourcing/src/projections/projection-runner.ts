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
import { PROJECTION_METADATA_KEY, type Projection } from './projection.js';
import {
  PROJECTION_SETTINGS,
  rebuildReadModels,
  type ProjectionSettings,
  type RebuildReport,
} from '../rebuild/read-model-rebuild.js';

const BATCH = 1000;
const POLL_MS = 1000;
/**
 * A projection that reads none of a long run of events still saves its checkpoint this often
 * (within the window in which a write may still apply it inline: `CLAIM_WINDOW`).
 */
const IDLE_CHECKPOINT_EVERY = 500n;
/** How many events told of at their write are remembered until the runner passes them. */
const TOLD_INLINE_KEPT = 50_000;
/** How many of this process's claimed appends are remembered until their notices come. */
const OWN_CLAIMS_KEPT = 10_000;

/** An append of this process whose events projections claimed inline (see `ProjectionRunner.claimed`). */
interface OwnClaim {
  claimers: ReadonlySet<string>;
  types: ReadonlySet<string>;
  eventIds: readonly string[];
}

interface Waiter {
  position: bigint;
  /** The projections this write waits for: those that read its events. */
  projections: readonly Projection[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * A projection failed on an event: says which projection and which event (type, position, stream;
 * never its data, which may hold personal fields), with the projection's own error as the cause.
 */
export class ProjectionFailed extends Error {
  constructor(projection: string, event: RecordedEvent, cause: unknown) {
    super(
      `The projection ${projection} failed on ${event.type} at position ${event.globalPosition} ` +
        `(stream ${event.streamId}): ${String(cause)}`,
      { cause },
    );
    this.name = 'ProjectionFailed';
  }
}

export type AppliedListener = (events: RecordedEvent[], readModels: string[]) => void;

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
 * whose events were all claimed inline costs the runner no read: when its notice comes right
 * after what the runner has accounted for, the other projections read none of its types and move
 * past it in memory (`takeNotices`). Any other notice makes the runner read the log.
 */
@Injectable()
export class ProjectionRunner implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ProjectionRunner.name);
  private projections: Projection[] = [];
  /** Applied up to here (in memory). */
  private readonly checkpoints = new Map<string, bigint>();
  /** Saved up to here. */
  private readonly saved = new Map<string, bigint>();
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopHearing: (() => void) | null = null;
  private waiters: Waiter[] = [];
  private lastError: unknown = null;
  private readonly listeners = new Set<AppliedListener>();
  /** Events listeners heard of when their write claimed them, until the runner passes them. */
  private readonly toldInline = new Set<string>();
  /** This process's appends claimed inline, by each of their streams' last positions. */
  private readonly ownClaims = new Map<bigint, OwnClaim>();
  /** This process's appends under way: a notice may come before its append is known as claimed. */
  private readonly appending = new Set<Promise<void>>();
  /** Positions told by the store, in the order told (null: an append that did not say). */
  private notices: Array<bigint | null> = [];
  /** Whether the store tells of every append (between its `hearing: true` and `hearing: false`). */
  private hearing = false;
  /** How many times the store stopped hearing: a read begun before that cannot vouch for the gap. */
  private deafSpells = 0;
  /**
   * Every event up to here was read or is an own claimed append, and every append committed after
   * it will be told: a notice of an own claimed append after it needs no read. Null: not known.
   */
  private accounted: bigint | null = null;
  /** A read of the log was asked for (not only notices to take). */
  private readWanted = false;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly upcaster: EventUpcaster,
    private readonly discovery: DiscoveryService,
    @Optional() @Inject(PROJECTION_SETTINGS) private readonly settings: ProjectionSettings | null = null,
  ) {}

  onModuleInit(): void {
    const found = this.discovery
      .getProviders({ metadataKey: PROJECTION_METADATA_KEY })
      .map((wrapper) => wrapper.instance as Projection | undefined)
      .filter((instance): instance is Projection => instance !== undefined);
    const names = new Map<string, number>();
    for (const projection of found) names.set(projection.name, (names.get(projection.name) ?? 0) + 1);
    const twice = [...names].filter(([, n]) => n > 1).map(([name]) => name);
    if (twice.length > 0) throw new Error(`Two projections share the name ${twice.join(', ')}`);
    this.projections = found;
  }

  /** The registered projections, in registration order. */
  get registered(): readonly Projection[] {
    return this.projections;
  }

  /** Loads the checkpoints, catches up, and starts polling. */
  async start(): Promise<void> {
    await this.loadCheckpoints();
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
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get lowestCheckpoint(): bigint {
    return this.projections.length === 0 ? 0n : this.lowestOf(this.projections);
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

  /** What the store tells of appends (see `AppendedNotice`). */
  private heard(notice: AppendedNotice): void {
    if ('hearing' in notice) {
      this.hearing = notice.hearing;
      this.accounted = null;
      if (!notice.hearing) this.deafSpells += 1;
      // Once hearing again: what was appended while deaf is read.
      this.nudge();
      return;
    }
    this.notices.push(notice.position);
    this.kick();
  }

  /**
   * Marks an append of this process as under way until the answered function is called (once it
   * was claimed, or failed): a notice of it that comes first waits for it rather than reading.
   */
  appendStarted(): () => void {
    let done: () => void = () => undefined;
    const settled = new Promise<void>((resolve) => (done = resolve));
    this.appending.add(settled);
    return () => {
      this.appending.delete(settled);
      done();
    };
  }

  /**
   * Resolves when the projections that read any of `types` (every projection when omitted)
   * have applied the event at `position`.
   */
  async waitFor(position: bigint, types?: ReadonlySet<string>): Promise<void> {
    const projections = types
      ? this.projections.filter((p) => [...types].some((type) => p.handles.has(type)))
      : this.projections;
    if (this.lowestOf(projections) >= position) return;
    const reached = new Promise<void>((resolve, reject) =>
      this.waiters.push({ position, projections, resolve, reject }),
    );
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
    if (this.hearing) {
      const claim: OwnClaim = {
        claimers: new Set(projections.map((projection) => projection.name)),
        types: new Set(events.map((event) => event.type)),
        eventIds: events.map((event) => event.eventId),
      };
      for (const streamLast of positions) this.ownClaims.set(streamLast, claim);
      for (const kept of this.ownClaims.keys()) {
        if (this.ownClaims.size <= OWN_CLAIMS_KEPT) break;
        this.ownClaims.delete(kept);
      }
    }
    for (const projection of projections) {
      if ((this.checkpoints.get(projection.name) ?? 0n) < position)
        this.checkpoints.set(projection.name, position);
      if ((this.saved.get(projection.name) ?? 0n) < position) this.saved.set(projection.name, position);
    }
    this.settleWaiters();
    for (const event of events) this.toldInline.add(event.eventId);
    // A process whose runner does not run (a command-line tool) keeps only the latest.
    for (const eventId of this.toldInline) {
      if (this.toldInline.size <= TOLD_INLINE_KEPT) break;
      this.toldInline.delete(eventId);
    }
    const tables = [...new Set(projections.flatMap((projection) => projection.tables))];
    for (const listener of this.listeners) listener([...events], tables);
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
          const unexplained = await this.takeNotices();
          if (this.readWanted || unexplained) {
            this.readWanted = false;
            await this.readToHead();
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

  /**
   * Rebuilds every read model from the log while the application keeps serving (see
   * `rebuildReadModels`); every projection has then applied the log up to where it reached.
   */
  async rebuild(options: { batchSize?: number } = {}): Promise<RebuildReport> {
    const parts = {
      dataSource: this.dataSource,
      store: this.store,
      upcaster: this.upcaster,
      settings: this.settings,
      failed: (projection: string, event: RecordedEvent, cause: unknown) =>
        new ProjectionFailed(projection, event, cause),
    };
    const report = await rebuildReadModels(parts, this.projections, options);
    for (const projection of this.projections) {
      this.checkpoints.set(projection.name, report.position);
      this.saved.set(projection.name, report.position);
    }
    this.settleWaiters();
    return report;
  }

  get healthy(): boolean {
    return this.lastError === null;
  }

  private lowestOf(projections: readonly Projection[]): bigint {
    let lowest: bigint | null = null;
    for (const projection of projections) {
      const position = this.checkpoints.get(projection.name) ?? 0n;
      if (lowest === null || position < lowest) lowest = position;
    }
    return lowest ?? BigInt(Number.MAX_SAFE_INTEGER);
  }

  private async loadCheckpoints(): Promise<void> {
    // Every projection has its row, so a batch can lock it (see applyInTransaction).
    for (const projection of this.projections)
      await this.dataSource.query(
        `INSERT INTO projection_checkpoints (name, position, updated_at) VALUES ($1, 0, now())
         ON CONFLICT (name) DO NOTHING`,
        [projection.name],
      );
    const rows = (await this.dataSource.query('SELECT name, position FROM projection_checkpoints')) as Array<{
      name: string;
      position: string;
    }>;
    for (const row of rows) {
      this.checkpoints.set(row.name, BigInt(row.position));
      this.saved.set(row.name, BigInt(row.position));
    }
  }

  /**
   * Batches until the head; then, when the store told of every append since this read began, all
   * that was read is accounted for (see `accounted`).
   */
  private async readToHead(): Promise<void> {
    const vouched = this.hearing;
    const spell = this.deafSpells;
    let batch = await this.runBatch();
    while (batch.full) batch = await this.runBatch();
    if (vouched && this.hearing && spell === this.deafSpells) this.account(batch.reached);
  }

  private account(position: bigint): void {
    if (this.accounted !== null && this.accounted >= position) return;
    this.accounted = position;
    for (const kept of this.ownClaims.keys()) if (kept <= position) this.ownClaims.delete(kept);
  }

  /**
   * Takes the notices told so far. A notice of an append already accounted for costs nothing; one
   * of this process's claimed appends right after what is accounted for moves the other
   * projections past it, when none of them reads its types. Answers whether a notice was left
   * unexplained (another process's append, or one not claimed): the log must then be read.
   */
  private async takeNotices(): Promise<boolean> {
    let unexplained = false;
    const idle = new Set<Projection>();
    while (this.notices.length > 0) {
      const position = this.notices[0]!;
      if (!unexplained && position !== null && this.accounted !== null) {
        if (position <= this.accounted) {
          this.notices.shift();
          continue;
        }
        let claim = this.ownClaims.get(position);
        // The notice may come before its append's answer: wait for the appends under way.
        if (!claim && this.appending.size > 0) {
          await Promise.all([...this.appending]);
          claim = this.ownClaims.get(position);
        }
        const passed = claim ? this.passOwn(claim, position) : null;
        if (passed) {
          passed.forEach((projection) => idle.add(projection));
          this.notices.shift();
          continue;
        }
      }
      unexplained = true;
      this.notices.shift();
    }
    for (const projection of idle) {
      const position = this.checkpoints.get(projection.name) ?? 0n;
      if (position - (this.saved.get(projection.name) ?? 0n) >= IDLE_CHECKPOINT_EVERY)
        await this.saveIdleCheckpoint(projection.name, position);
    }
    return unexplained;
  }

  /**
   * Moves the projections that did not claim an own append (ending at `position`, right after
   * what is accounted for) past it, when none of them reads its types; answers them, or null.
   */
  private passOwn(claim: OwnClaim, position: bigint): Projection[] | null {
    if (this.accounted === null || position <= this.accounted) return null;
    const others = this.projections.filter((projection) => !claim.claimers.has(projection.name));
    if (others.some((projection) => [...claim.types].some((type) => projection.handles.has(type))))
      return null;
    for (const projection of others)
      if ((this.checkpoints.get(projection.name) ?? 0n) < position)
        this.checkpoints.set(projection.name, position);
    this.accounted = position;
    this.ownClaims.delete(position);
    for (const eventId of claim.eventIds) this.toldInline.delete(eventId);
    this.settleWaiters();
    return others;
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
        const checkpoint = this.checkpoints.get(projection.name) ?? 0n;
        const mine = events.filter((e) => e.globalPosition > checkpoint && projection.handles.has(e.type));
        if (mine.length > 0) {
          await this.applyInTransaction(projection, mine, last);
          projection.tables.forEach((table) => changed.add(table));
        } else if (last > checkpoint) {
          this.checkpoints.set(projection.name, last);
          if (last - (this.saved.get(projection.name) ?? 0n) >= IDLE_CHECKPOINT_EVERY)
            await this.saveIdleCheckpoint(projection.name, last);
        }
        this.settleWaiters();
      }),
    );
    const untold = events.filter((event) => !this.toldInline.delete(event.eventId));
    if (untold.length > 0 || changed.size > 0)
      for (const listener of this.listeners) listener(untold, [...changed]);
    return { full: events.length === BATCH, reached: last };
  }

  /**
   * Applies a projection's events in one transaction that locks that projection's checkpoint row
   * and re-reads it, so several API instances can run projections side by side without applying
   * an event twice.
   */
  private async applyInTransaction(
    projection: Projection,
    events: RecordedEvent[],
    upTo: bigint,
  ): Promise<void> {
    // Events an append claimed for an inline projection are visible to this runner's read as soon
    // as they commit, a moment before the appending command marks them claimed here: the committed
    // checkpoint, read without a lock, already says so. Locking its row then would only make the
    // next appends' inline claims fail (they skip a locked row) and fall back to this runner.
    if (projection.inline === true) {
      const committed = (await this.dataSource.query(
        'SELECT position FROM projection_checkpoints WHERE name = $1',
        [projection.name],
      )) as Array<{ position: string }>;
      const applied = BigInt(committed[0]?.position ?? 0);
      if (applied >= upTo) {
        if ((this.checkpoints.get(projection.name) ?? 0n) < applied)
          this.checkpoints.set(projection.name, applied);
        if ((this.saved.get(projection.name) ?? 0n) < applied) this.saved.set(projection.name, applied);
        return;
      }
    }
    const reached = await this.dataSource.transaction(async (manager) => {
      // The checkpoint row, locked: another instance applying this projection waits here, then
      // reads the position it reached (FOR UPDATE reads the latest committed row).
      const rows = (await manager.query(
        'SELECT position FROM projection_checkpoints WHERE name = $1 FOR UPDATE',
        [projection.name],
      )) as Array<{ position: string }>;
      const checkpoint = BigInt(rows[0]?.position ?? 0);
      for (const event of events) {
        if (event.globalPosition <= checkpoint) continue;
        try {
          await projection.apply(event, manager);
        } catch (error) {
          throw new ProjectionFailed(projection.name, event, error);
        }
      }
      const reached = upTo > checkpoint ? upTo : checkpoint;
      await manager.query(
        `INSERT INTO projection_checkpoints (name, position, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (name) DO UPDATE SET position = excluded.position, updated_at = excluded.updated_at`,
        [projection.name, reached.toString()],
      );
      return reached;
    });
    this.checkpoints.set(projection.name, reached);
    this.saved.set(projection.name, reached);
  }

  /** Moves a checkpoint over events the projection does not read; never backwards. */
  private async saveIdleCheckpoint(name: string, position: bigint): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO projection_checkpoints (name, position, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (name) DO UPDATE SET position = greatest(projection_checkpoints.position, excluded.position),
       updated_at = excluded.updated_at`,
      [name, position.toString()],
    );
    this.saved.set(name, position);
  }

  private settleWaiters(): void {
    const remaining: Waiter[] = [];
    for (const waiter of this.waiters) {
      if (this.lowestOf(waiter.projections) >= waiter.position) waiter.resolve();
      else remaining.push(waiter);
    }
    this.waiters = remaining;
  }
}
