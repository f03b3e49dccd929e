import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { EventMetadata } from '@ambient/core';
import {
  WrongExpectedVersionError,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type RecordedEvent,
  type Subscription,
} from './event-store.port.js';
import { PollingSubscription } from './polling-subscription.js';

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
}

/** Appends take this transaction-scoped advisory lock, so global positions commit in order. */
const APPEND_LOCK_KEY = 4_280_001;

const toRecorded = (row: EventRow): RecordedEvent => ({
  eventId: row.event_id,
  streamId: row.stream_id,
  streamVersion: Number(row.stream_version),
  globalPosition: BigInt(row.global_position),
  type: row.type,
  version: Number(row.schema_version),
  data: row.data,
  metadata: row.metadata,
  recordedAt: new Date(row.recorded_at),
});

/**
 * The event store on PostgreSQL (and PGlite): one append-only table (see the migration
 * `event_store`), optimistic concurrency on (stream_id, stream_version), and a global position
 * that increases in commit order because appends are serialized by an advisory lock. That lock
 * caps write throughput at one append transaction at a time, which is far above what the
 * console needs; EventStoreDB is the engine for more.
 */
export class PostgresEventStore implements EventStore {
  readonly engine: string;
  private readonly subscriptions = new Set<PollingSubscription>();

  constructor(
    private readonly dataSource: DataSource,
    engineName: string,
  ) {
    this.engine = `${engineName} event store`;
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK_KEY]);
      const current = (await runner.query(
        'SELECT max(stream_version) AS version FROM event_store WHERE stream_id = $1',
        [streamId],
      )) as Array<{ version: number | null }>;
      const actual = current[0]?.version ?? null;
      const ok =
        expected === 'any' ||
        (expected === 'no_stream' && actual === null) ||
        (typeof expected === 'number' && actual === expected);
      if (!ok) throw new WrongExpectedVersionError(streamId, expected, actual);

      let version = actual ?? -1;
      const params: unknown[] = [];
      const tuples = events.map((event) => {
        version += 1;
        const base = params.length;
        params.push(
          randomUUID(),
          streamId,
          version,
          event.type,
          event.version ?? 1,
          JSON.stringify(event.data),
          JSON.stringify(event.metadata),
        );
        return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}, $${base + 6}::jsonb, $${base + 7}::jsonb)`;
      });
      const inserted = (await runner.query(
        `INSERT INTO event_store (event_id, stream_id, stream_version, type, schema_version, data, metadata)
         VALUES ${tuples.join(', ')} RETURNING global_position`,
        params,
      )) as Array<{ global_position: string }>;
      await runner.commitTransaction();
      const last = inserted[inserted.length - 1];
      for (const subscription of this.subscriptions) subscription.nudge();
      return { nextExpectedVersion: version, lastPosition: BigInt(last?.global_position ?? 0) };
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      if (isUniqueViolation(error)) throw new WrongExpectedVersionError(streamId, expected, null);
      throw error;
    } finally {
      await runner.release();
    }
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const rows = (await this.dataSource.query(
      'SELECT * FROM event_store WHERE stream_id = $1 ORDER BY stream_version',
      [streamId],
    )) as EventRow[];
    return rows.map(toRecorded);
  }

  async readAll(afterPosition: bigint, limit: number): Promise<RecordedEvent[]> {
    const rows = (await this.dataSource.query(
      'SELECT * FROM event_store WHERE global_position > $1 ORDER BY global_position LIMIT $2',
      [afterPosition.toString(), limit],
    )) as EventRow[];
    return rows.map(toRecorded);
  }

  async headPosition(): Promise<bigint> {
    const rows = (await this.dataSource.query(
      'SELECT coalesce(max(global_position), 0) AS head FROM event_store',
    )) as Array<{ head: string }>;
    return BigInt(rows[0]?.head ?? 0);
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

  async ping(): Promise<boolean> {
    try {
      await this.dataSource.query('SELECT 1 FROM event_store LIMIT 1');
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    this.subscriptions.clear();
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; driverError?: { code?: unknown } } | null)?.code ??
    (error as { driverError?: { code?: unknown } } | null)?.driverError?.code;
  return code === '23505';
}
