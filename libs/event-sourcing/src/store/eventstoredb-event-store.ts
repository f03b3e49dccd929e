import { randomUUID } from 'node:crypto';
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError as EsdbWrongExpectedVersion,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type ResolvedEvent,
} from '@eventstore/db-client';
import type { EventMetadata } from '@ambient/core';
import type { DataSource } from 'typeorm';
import {
  WrongExpectedVersionError,
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type RecordedEvent,
  type StreamAppend,
  type Subscription,
} from './event-store.port.js';

interface StoredMetadata extends EventMetadata {
  schemaVersion: number;
}

/**
 * The event store on EventStoreDB / KurrentDB (`EVENTSTORE_URL`, e.g.
 * `esdb://localhost:2113?tls=false`). Streams map one to one; the global position is the
 * commit position of `$all`, and system events (`$...`) are left out.
 */
export class EventStoreDbEventStore implements EventStore {
  readonly engine = 'EventStoreDB';
  private readonly client: EventStoreDBClient;

  constructor(
    connectionString: string,
    /** The PostgreSQL database of the read models, where side writes (`alongside`) go. */
    private readonly sideDatabase: DataSource | null = null,
  ) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  async append(
    streamId: string,
    events: NewEvent[],
    expected: ExpectedVersion,
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    if (options.alongside) return (await this.appendMany([{ streamId, events, expected }], options))[0]!;
    const expectedRevision =
      expected === 'any' ? ANY : expected === 'no_stream' ? NO_STREAM : BigInt(expected);
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map((event) =>
          jsonEvent({
            id: event.eventId ?? randomUUID(),
            type: event.type,
            data: event.data as Record<string, unknown>,
            metadata: { ...event.metadata, schemaVersion: event.version ?? 1 } satisfies StoredMetadata,
          }),
        ),
        { expectedRevision },
      );
      return {
        nextExpectedVersion: Number(result.nextExpectedRevision),
        lastPosition: result.position?.commit ?? 0n,
      };
    } catch (error) {
      if (error instanceof EsdbWrongExpectedVersion) {
        const actual = typeof error.actualVersion === 'bigint' ? Number(error.actualVersion) : null;
        throw new WrongExpectedVersionError(streamId, expected, actual);
      }
      throw error;
    }
  }

  /**
   * EventStoreDB has no transaction across streams. What this adapter guarantees: every stream's
   * expected version is checked before anything is written (a stale command fails whole and
   * writes nothing), then each stream's events are appended atomically, in the order given, each
   * at its expected version. A writer that slips in between the check and a later stream's append
   * makes that append fail after the earlier streams were written; the caller sees the conflict.
   * Cascades whose every stream must change together need the PostgreSQL store.
   *
   * Side writes (`options.alongside`) go to PostgreSQL in a transaction of their own after the
   * check and before the first stream is appended: no transaction spans both engines, so an
   * append that fails after them leaves them written (a retry writes them again).
   */
  async appendMany(appends: readonly StreamAppend[], options: AppendOptions = {}): Promise<AppendResult[]> {
    for (const { streamId, expected } of appends) {
      if (expected === 'any') continue;
      const events = await this.readStream(streamId);
      const actual = events.length === 0 ? null : (events[events.length - 1]?.streamVersion ?? null);
      const ok = expected === 'no_stream' ? actual === null : actual === expected;
      if (!ok) throw new WrongExpectedVersionError(streamId, expected, actual);
    }
    const alongside = options.alongside;
    if (alongside) {
      if (!this.sideDatabase) throw new Error('Side writes need the PostgreSQL database of the read models');
      await this.sideDatabase.transaction((manager) => alongside(manager));
    }
    const results: AppendResult[] = [];
    for (const { streamId, events, expected } of appends)
      results.push(await this.append(streamId, events, expected));
    return results;
  }

  async readStream(streamId: string, until?: Date): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, {
        fromRevision: START,
        direction: FORWARDS,
      })) {
        const recorded = toRecorded(resolved);
        if (recorded && until && recorded.recordedAt.getTime() > until.getTime()) break;
        if (recorded) out.push(recorded);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return out;
  }

  async readAll(afterPosition: bigint, limit: number): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    const fromPosition = afterPosition === 0n ? START : { commit: afterPosition, prepare: afterPosition };
    for await (const resolved of this.client.readAll({
      fromPosition,
      direction: FORWARDS,
      maxCount: limit + 50,
    })) {
      const recorded = toRecorded(resolved);
      if (recorded && recorded.globalPosition > afterPosition) out.push(recorded);
      if (out.length >= limit) break;
    }
    return out;
  }

  async headPosition(): Promise<bigint> {
    for await (const resolved of this.client.readAll({
      fromPosition: END,
      direction: BACKWARDS,
      maxCount: 50,
    })) {
      const recorded = toRecorded(resolved);
      if (recorded && !recorded.type.startsWith('$')) return recorded.globalPosition;
    }
    return 0n;
  }

  subscribe(afterPosition: bigint, onEvent: (event: RecordedEvent) => Promise<void>): Subscription {
    const subscription = this.client.subscribeToAll({
      fromPosition: afterPosition === 0n ? START : { commit: afterPosition, prepare: afterPosition },
      filter: excludeSystemEvents(),
    });
    const loop = (async () => {
      for await (const resolved of subscription) {
        const recorded = toRecorded(resolved);
        if (recorded && recorded.globalPosition > afterPosition) await onEvent(recorded);
      }
    })();
    return {
      stop: async () => {
        await subscription.unsubscribe();
        await loop.catch(() => undefined);
      },
    };
  }

  async ping(): Promise<boolean> {
    try {
      await this.headPosition();
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || event.type.startsWith('$') || !event.isJson) return null;
  const { schemaVersion, ...metadata } = (event.metadata ?? {}) as unknown as StoredMetadata;
  return {
    eventId: event.id,
    streamId: event.streamId,
    streamVersion: Number(event.revision),
    globalPosition: event.position?.commit ?? 0n,
    type: event.type,
    version: schemaVersion ?? 1,
    data: event.data,
    metadata,
    recordedAt: event.created instanceof Date ? event.created : new Date(Number(event.created) / 10_000),
  };
}
