import { randomUUID, type KeyObject } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { EventMetadata } from '@ambient/core';
import {
  WrongExpectedVersionError,
  type AppendedNotice,
  type AppendOptions,
  type AppendResult,
  type ErasedNotice,
  type EventStore,
  type ExpectedVersion,
  type InlineProjections,
  type LogBehind,
  type NewEvent,
  type Queryable,
  type RecordedEvent,
  type StreamAppend,
  type Subscription,
} from './event-store.port.js';
import { WRONG_EXPECTED_VERSION_SQLSTATE } from './event-store-append.migration.js';
import { INLINE_PROJECTION_BEHIND_SQLSTATE } from './inline-claims.migration.js';
import type { LogReadAhead } from './log-read-ahead.js';
import { readInBatches } from './read-in-batches.js';
import { PollingSubscription } from './polling-subscription.js';
import { DeferredWrites, NotDeferrable } from './deferred-writes.js';
import { APPENDED_CHANNEL } from './appended-notice.migration.js';
import type { SealingLayer } from './sealing-layer.js';

interface EventRow {
  event_id: string;
  stream_id: string;
  stream_version: number;
  global_position: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
  /** With a sealing layer: the columns it reads beside the event (see `SealingLayer.keyOf`). */
  [layer: string]: unknown;
}

/** How long a lost listening connection waits before listening again. */
const LISTEN_AGAIN_MS = 1_000;

/** The driver's connection (node-postgres), for notices. */
interface ListeningClient {
  query(text: string): Promise<unknown>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error' | 'end', listener: () => void): unknown;
}

/** The driver's connection (node-postgres), for a query of several statements. */
interface SimpleQueryClient {
  query(text: string): Promise<Array<{ rows: unknown[] }> | { rows: unknown[] }>;
  escapeLiteral(text: string): string;
}

/** A connection of the driver's pool (node-postgres). */
interface PoolClient extends SimpleQueryClient {
  query(text: string): ReturnType<SimpleQueryClient['query']>;
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** TypeORM's PostgreSQL driver, for a connection of its pool. */
interface PooledDriver {
  obtainMasterConnection(): Promise<[PoolClient, (error?: unknown) => void]>;
}

const toRecorded = (row: EventRow, sealing: SealingLayer | null): RecordedEvent => {
  const personKey = sealing?.keyOf(row);
  return {
    eventId: row.event_id,
    streamId: row.stream_id,
    streamVersion: Number(row.stream_version),
    globalPosition: BigInt(row.global_position),
    type: row.type,
    version: Number(row.schema_version),
    data: row.data,
    metadata: row.metadata,
    recordedAt: new Date(row.recorded_at),
    ...(personKey ? { personKey } : {}),
  };
};

/**
 * The event store on PostgreSQL (and PGlite): one append-only table (see the migration
 * `event_store`), optimistic concurrency on (stream_id, stream_version), and a global position
 * that increases in commit order because appends are serialized by an advisory lock, held only
 * for the few hundred microseconds the append function runs inside the database.
 *
 * On PostgreSQL the lock is not held while the commit reaches the disk: the append's transaction
 * commits without waiting for its WAL flush (`synchronous_commit = off`, local to it), which
 * releases the lock, and the same round trip then runs a one-statement transaction that commits
 * synchronously. Its commit record follows the append's in the WAL, so when it returns the append
 * is on disk too: an append is acknowledged only once durable, and concurrent appends share their
 * flushes instead of queueing one flush each behind the lock. What others may see in between (a
 * committed append not yet on disk) is lost in a database crash only together with everything
 * written after it, read models included, since they share the one WAL (decision 0004).
 */
/**
 * Run after an append committed without waiting for its WAL flush: a transaction that writes one
 * WAL record (a logical message no one decodes) and commits synchronously, so it returns only once
 * the WAL is on disk up to its own commit record, past the append's.
 */
const FLUSH_STATEMENT = "SELECT pg_logical_emit_message(true, 'ambient-append-flush', '')";

export class PostgresEventStore implements EventStore {
  readonly engine: string;
  private readonly subscriptions = new Set<PollingSubscription>();

  private readonly select: string;
  private readonly selectStream: string;
  private readonly selectStreamUntil: string;
  /** The prepared stream read's name: one per text (a connection refuses a name given two texts). */
  private readonly streamStatement: string;

  /** What every read brings beside each event, and where erasures are told (see `SealingLayer`). */
  private readonly sealing: SealingLayer | null;
  /** How the log is read ahead with connections of its own (PostgreSQL), when given. */
  private readonly readsAhead: LogReadAhead | null;
  /** PostgreSQL: commit under the append lock without the WAL flush, then flush outside it. */
  private readonly flushAfterLock: boolean;
  private readonly appendedListeners = new Set<(notice: AppendedNotice) => void>();
  private readonly erasedListeners = new Set<(notice: ErasedNotice) => void>();
  /** The connection that listens for appends (PostgreSQL, while anyone listens). */
  private listening: { release(): Promise<void> } | null = null;
  private listenRetry: NodeJS.Timeout | null = null;
  /** A listening connection is being opened. */
  private connecting = false;
  private closed = false;

  constructor(
    private readonly dataSource: DataSource,
    engineName: string,
    options: { sealing?: SealingLayer; readAhead?: LogReadAhead } = {},
  ) {
    this.engine = `${engineName} event store`;
    // PGlite has one connection and one writer: there is no queue behind the lock to shorten.
    this.flushAfterLock = engineName === 'PostgreSQL';
    this.sealing = options.sealing ?? null;
    this.readsAhead = options.readAhead ?? null;
    this.select = this.sealing?.selectEvents ?? 'SELECT e.* FROM event_store e';
    this.selectStream = `${this.select} WHERE e.stream_id = $1 ORDER BY e.stream_version`;
    // At the millisecond, as a JavaScript date compares: an event of the very millisecond asked is in.
    this.selectStreamUntil = `${this.select} WHERE e.stream_id = $1 AND e.recorded_at < $2::timestamptz + interval '1 millisecond' ORDER BY e.stream_version`;
    this.streamStatement = `event_store_read_stream${this.sealing ? `_${this.sealing.name}` : ''}`;
  }

  append(
    streamId: string,
    events: NewEvent[],
    expected: ExpectedVersion,
    options?: AppendOptions,
  ): Promise<AppendResult> {
    return this.appendMany([{ streamId, events, expected }], options).then((results) => results[0]!);
  }

  /**
   * One round trip: `event_store_append` (see its migration) takes the append lock, checks every
   * stream's expected version and inserts, all in this statement's own transaction, so the lock
   * is held only while the database works, never while a reply crosses the network.
   *
   * With side writes (`options.alongside`) or projections applied inline (`options.inline`) the
   * append runs in a transaction that makes them first: the append function comes last, so the
   * lock is held only for it and the commit. When an inline projection may not claim the events
   * (it is behind, or a runner is applying it), everything is undone and the append is made again
   * without it.
   */
  async appendMany(appends: readonly StreamAppend[], options: AppendOptions = {}): Promise<AppendResult[]> {
    if (appends.length === 0 || appends.some((a) => a.events.length === 0))
      throw new Error('append needs at least one event per stream');
    const payload = JSON.stringify(
      appends.map(({ streamId, events, expected }) => ({
        streamId,
        expected: expected === 'any' ? null : expected === 'no_stream' ? -1 : expected,
        events: events.map((event) => ({
          eventId: event.eventId ?? randomUUID(),
          type: event.type,
          version: event.version ?? 1,
          data: event.data,
          metadata: event.metadata,
        })),
      })),
    );
    type Row = { stream_id: string; next_version: number; last_position: string };
    const { alongside, inline } = options;
    const write = async (withInline: boolean): Promise<Row[]> => {
      if (!alongside && !withInline && !this.flushAfterLock)
        return (await this.dataSource.query('SELECT * FROM event_store_append($1::jsonb)', [
          payload,
        ])) as Row[];
      const args = withInline && inline ? [payload, JSON.stringify(inline.claims)] : [payload];
      // The projections' rows go with the append when they can (side writes never do).
      const kept = !alongside && withInline && inline ? await this.deferred(inline) : null;
      if (kept) return this.appendInTransaction(null, args, kept);
      return this.appendInTransaction(
        alongside || withInline
          ? async (manager) => {
              if (alongside) await alongside(manager);
              if (withInline && inline) await inline.apply(manager);
            }
          : null,
        args,
      );
    };
    let rows: Row[];
    let inlineApplied = inline !== undefined && inline.claims.length > 0;
    try {
      try {
        rows = await write(inlineApplied);
      } catch (error) {
        if (!inlineApplied || !INLINE_RETRIES.has(sqlStateOf(error))) throw error;
        inlineApplied = false;
        rows = await write(false);
      }
    } catch (error) {
      throw asWrongExpectedVersion(error, appends) ?? error;
    }
    for (const subscription of this.subscriptions) subscription.nudge();
    return rows.map((row) => ({
      nextExpectedVersion: Number(row.next_version),
      lastPosition: BigInt(row.last_position),
      inlineApplied,
    }));
  }

  /**
   * The inline projections' writes as statements to send with the append (`DeferredWrites`), or
   * null when one of them cannot wait for it: the projections are then applied in the append's
   * transaction statement by statement.
   */
  private async deferred(inline: InlineProjections): Promise<string[] | null> {
    const writes = new DeferredWrites(this.dataSource);
    try {
      await inline.apply(writes.manager);
      return writes.statements();
    } catch (error) {
      if (error instanceof NotDeferrable) return null;
      throw error;
    } finally {
      await writes.release();
    }
  }

  /**
   * `first` in a transaction, then the append and the commit in one round trip: the append lock
   * is held from the append to the commit, so it must not wait for a reply to cross the network
   * (nor for this process's event loop). The append and COMMIT go as one simple-protocol query,
   * their arguments as literals; with nothing to write first, BEGIN goes with them too, after it
   * the statements `kept` (inline projections' rows): a write is then one round trip in all.
   */
  private async appendInTransaction<Row>(
    first: ((manager: EntityManager) => Promise<void>) | null,
    args: readonly string[],
    kept: readonly string[] = [],
  ): Promise<Row[]> {
    if (first) {
      const runner = this.dataSource.createQueryRunner();
      const client = (await runner.connect()) as SimpleQueryClient;
      try {
        await runner.startTransaction();
        await first(runner.manager);
        return await this.sendAppend<Row>(client, [], args);
      } catch (error) {
        // Undoes what ran, whichever statement failed (after a failed COMMIT there is nothing to undo).
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        await runner.release();
      }
    }
    // One query in all: the pool's connection, without a query runner around it.
    const [client, release] = await this.connection();
    try {
      const rows = await this.sendAppend<Row>(client, ['BEGIN', ...kept], args);
      release();
      return rows;
    } catch (error) {
      // A connection that cannot even roll back is not given back to the pool.
      const undone = await client.query('ROLLBACK').then(
        () => true,
        () => false,
      );
      release(undone ? undefined : error);
      throw error;
    }
  }

  /** `before`, then the append and COMMIT (and the flush), as one simple-protocol query. */
  private async sendAppend<Row>(
    client: SimpleQueryClient,
    before: readonly string[],
    args: readonly string[],
  ): Promise<Row[]> {
    const statements = [...before];
    // See the class: commit without the flush (the lock goes), then wait for it outside the
    // lock, in a transaction whose own synchronous commit record comes after the append's.
    if (this.flushAfterLock) statements.push('SET LOCAL synchronous_commit TO off');
    const appendAt = statements.length;
    const literals = args.map((arg) => `${client.escapeLiteral(arg)}::jsonb`).join(', ');
    statements.push(`SELECT * FROM event_store_append(${literals})`, 'COMMIT');
    // A transaction that writes no WAL of its own commits without waiting for the flush, even
    // with synchronous_commit on (an xid alone is not enough): a transactional logical message is
    // the smallest write that makes its commit wait (decision 0004).
    if (this.flushAfterLock) statements.push(FLUSH_STATEMENT);
    const results = await client.query(statements.join('; '));
    // node-postgres answers one result for a query of one statement, an array for several.
    return (Array.isArray(results) ? results[appendAt]! : results).rows as Row[];
  }

  /**
   * A connection of TypeORM's pool (node-postgres), for the store's hot paths: no query runner,
   * no query events. `release(error)` closes it instead of giving it back.
   */
  private connection(): Promise<[PoolClient, (error?: unknown) => void]> {
    return (this.dataSource.driver as unknown as PooledDriver).obtainMasterConnection();
  }

  /**
   * One stream's events. On PostgreSQL as a statement prepared once per connection (the plan is
   * kept); PGlite's connections share one session, where a name prepared by one would clash.
   */
  async readStream(streamId: string, until?: Date): Promise<RecordedEvent[]> {
    const [client, release] = await this.connection();
    try {
      const { rows } = await client.query(
        until
          ? { text: this.selectStreamUntil, values: [streamId, until.toISOString()] }
          : {
              ...(this.flushAfterLock ? { name: this.streamStatement } : {}),
              text: this.selectStream,
              values: [streamId],
            },
      );
      release();
      return (rows as EventRow[]).map((row) => toRecorded(row, this.sealing));
    } catch (error) {
      release(error);
      throw error;
    }
  }

  async readAll(afterPosition: bigint, limit: number): Promise<RecordedEvent[]> {
    return this.readAllIn(this.dataSource, afterPosition, limit);
  }

  /** `readAll` inside a transaction of the caller's (the rebuild's swap reads in its own). */
  async readAllIn(queryable: Queryable, afterPosition: bigint, limit: number): Promise<RecordedEvent[]> {
    const rows = (await queryable.query(
      `${this.select} WHERE e.global_position > $1 ORDER BY e.global_position LIMIT $2`,
      [afterPosition.toString(), limit],
    )) as EventRow[];
    return rows.map((row) => toRecorded(row, this.sealing));
  }

  /**
   * On PostgreSQL the reader the store was given (the rebuild's threads, `readLogAhead`) reads the
   * batches with connections of its own and opens sealed fields when given the data key; PGlite's
   * one connection is not shared, so it is read here, as is a store given no reader.
   */
  readAhead(
    afterPosition: bigint,
    batchSize: number,
    options: { openWith?: KeyObject } = {},
  ): AsyncIterable<RecordedEvent[]> {
    const url = (this.dataSource.options as { url?: string }).url;
    if (!this.flushAfterLock || !url || !this.readsAhead)
      return readInBatches((after, limit) => this.readAll(after, limit), afterPosition, batchSize);
    return this.readsAhead({
      connectionString: url,
      sealed: this.sealing !== null,
      after: afterPosition.toString(),
      batchSize,
      openWith: options.openWith ?? null,
    });
  }

  async headPosition(): Promise<bigint> {
    const rows = (await this.dataSource.query(
      'SELECT coalesce(max(global_position), 0) AS head FROM event_store',
    )) as Array<{ head: string }>;
    return BigInt(rows[0]?.head ?? 0);
  }

  /** One count over the positions' index; the age is the database's clock less the first event's. */
  async behind(afterPosition: bigint): Promise<LogBehind> {
    const rows = (await this.dataSource.query(
      `SELECT count(*)::int AS events,
              coalesce(extract(epoch FROM clock_timestamp() - min(recorded_at)), 0)::float8 AS seconds
         FROM event_store WHERE global_position > $1`,
      [afterPosition.toString()],
    )) as Array<{ events: number | string; seconds: number | string }>;
    return { events: Number(rows[0]?.events ?? 0), seconds: Math.max(0, Number(rows[0]?.seconds ?? 0)) };
  }

  subscribe(afterPosition: bigint, onEvent: (event: RecordedEvent) => Promise<void>): Subscription {
    const subscription = new PollingSubscription(this, afterPosition, onEvent);
    this.subscriptions.add(subscription);
    return {
      stop: async () => {
        this.subscriptions.delete(subscription);
        await subscription.stop();
      },
    };
  }

  /**
   * PostgreSQL tells of appends by any process on `APPENDED_CHANNEL` (a trigger, see its
   * migration), each notice with the last position its statement appended: one connection listens
   * while anyone wants to hear, and listens again after it is lost (telling `hearing: false` at
   * once, `hearing: true` once it listens). PGlite has one process; its local appends nudge
   * readers directly.
   */
  onAppended(listener: (notice: AppendedNotice) => void): () => void {
    this.appendedListeners.add(listener);
    // Already listening (for erasures): every append from here on is heard.
    if (this.listening !== null) listener({ hearing: true });
    this.listenIfNeeded();
    return () => {
      this.appendedListeners.delete(listener);
    };
  }

  /**
   * PostgreSQL tells of erasures by any process on the sealing layer's channel (a trigger, see its
   * migration), on the same listening connection as appends. PGlite has one process: every erasure
   * is made here, so it hears them all from the start (the protected store tells its own). A store
   * given no sealing layer opens nothing, so no erasure concerns what it reads: it hears them all.
   */
  onErased(listener: (notice: ErasedNotice) => void): () => void {
    this.erasedListeners.add(listener);
    if (!this.flushAfterLock || !this.sealing)
      queueMicrotask(() => this.erasedListeners.has(listener) && listener({ hearing: true }));
    else if (this.listening !== null) listener({ hearing: true });
    if (this.sealing) this.listenIfNeeded();
    return () => {
      this.erasedListeners.delete(listener);
    };
  }

  private listenIfNeeded(): void {
    if (this.flushAfterLock && this.listening === null && this.listenRetry === null && !this.connecting)
      void this.listen();
  }

  private async listen(): Promise<void> {
    const erasedChannel = this.sealing?.erasedChannel ?? null;
    const erasedWanted = erasedChannel !== null && this.erasedListeners.size > 0;
    if (this.closed || (this.appendedListeners.size === 0 && !erasedWanted)) return;
    this.connecting = true;
    const runner = this.dataSource.createQueryRunner();
    let lost = false;
    const channels = [APPENDED_CHANNEL, ...(erasedChannel ? [erasedChannel] : [])];
    const tell = (notice: AppendedNotice): void => {
      for (const listener of this.appendedListeners) listener(notice);
    };
    const tellErased = (notice: ErasedNotice): void => {
      if (erasedChannel) for (const listener of this.erasedListeners) listener(notice);
    };
    const again = (): void => {
      if (lost) return;
      lost = true;
      this.connecting = false;
      this.listening = null;
      tell({ hearing: false });
      tellErased({ hearing: false });
      void runner.release().catch(() => undefined);
      if (!this.closed)
        this.listenRetry = setTimeout(() => {
          this.listenRetry = null;
          void this.listen();
        }, LISTEN_AGAIN_MS).unref();
    };
    try {
      const client = (await runner.connect()) as ListeningClient;
      client.on('notification', ({ channel, payload }) => {
        if (channel === APPENDED_CHANNEL)
          tell({ position: payload && /^\d+$/.test(payload) ? BigInt(payload) : null });
        else if (channel === erasedChannel && payload) tellErased({ erased: payload });
      });
      client.on('error', again);
      client.on('end', again);
      await client.query(channels.map((name) => `LISTEN ${name}`).join('; '));
      this.connecting = false;
      this.listening = {
        release: async () => {
          lost = true;
          await client
            .query(channels.map((name) => `UNLISTEN ${name}`).join('; '))
            .catch(() => undefined);
          await runner.release();
        },
      };
      // Every append and erasure from here on is heard; those made while the connection opened were not.
      tell({ hearing: true });
      tellErased({ hearing: true });
    } catch {
      again();
    }
  }

  async ping(): Promise<boolean> {
    try {
      await this.dataSource.query('SELECT 1 FROM event_store LIMIT 1');
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.listenRetry) clearTimeout(this.listenRetry);
    this.listenRetry = null;
    await this.listening?.release();
    this.listening = null;
    this.appendedListeners.clear();
    this.erasedListeners.clear();
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    this.subscriptions.clear();
  }
}

/** The driver's error fields, under TypeORM's wrapper or bare. */
function driverFields(error: unknown): { code?: unknown; detail?: unknown } {
  const driver = (error as { driverError?: { code?: unknown; detail?: unknown } } | null)?.driverError;
  return (driver ?? error ?? {}) as { code?: unknown; detail?: unknown };
}

const sqlStateOf = (error: unknown): unknown => driverFields(error).code;

/**
 * Why an append with inline projections is made again without them: a projection may not claim
 * the events, or its rows deadlocked with another write's (two writes changing the same rows in
 * another order; the database ends one of them).
 */
const INLINE_RETRIES = new Set<unknown>([INLINE_PROJECTION_BEHIND_SQLSTATE, '40P01']);

function asWrongExpectedVersion(
  error: unknown,
  appends: readonly StreamAppend[],
): WrongExpectedVersionError | null {
  const { code, detail } = driverFields(error);
  if (code === WRONG_EXPECTED_VERSION_SQLSTATE && typeof detail === 'string') {
    const { streamId, actual } = JSON.parse(detail) as { streamId: string; actual: number | null };
    const expected = appends.find((a) => a.streamId === streamId)?.expected ?? 'any';
    return new WrongExpectedVersionError(streamId, expected, actual);
  }
  // Two appends that both found a stream empty race on its first version: the unique key decides.
  if (code === '23505') {
    const first = appends[0]!;
    return new WrongExpectedVersionError(first.streamId, first.expected, null);
  }
  return null;
}
