/**
 * The event store port. Two adapters implement it: PostgreSQL (also on PGlite) and
 * EventStoreDB/KurrentDB. One contract test suite runs against each.
 */
import type { KeyObject } from 'node:crypto';
import type { EventMetadata } from '@ambient/core';
import type { EntityManager } from 'typeorm';

/** The version a stream must be at for an append to succeed. */
export type ExpectedVersion = number | 'no_stream' | 'any';

export interface NewEvent {
  /** Made by the store when omitted; given by a writer that shows the event to projections first. */
  eventId?: string;
  type: string;
  /** Schema version of `data` (1 when omitted). */
  version?: number;
  data: unknown;
  metadata: EventMetadata;
}

export interface RecordedEvent {
  eventId: string;
  streamId: string;
  /** 0-based position of the event in its stream. */
  streamVersion: number;
  /** Position in the whole log; strictly increasing in commit order. */
  globalPosition: bigint;
  type: string;
  version: number;
  data: unknown;
  metadata: EventMetadata;
  recordedAt: Date;
  /**
   * The stored key of the person whose sealed fields the event holds, read with the event by a
   * store that can (PostgreSQL joins `person_keys`): null when that person has no key row. The
   * personal-data codec uses it instead of looking the key up, and removes it. `opened`: the store
   * opened the fields itself where it read them (see `readAhead`); the codec only removes it.
   */
  personKey?:
    | { subject: string; wrappedKey: string | null }
    | { subject: string; missing: true }
    | { subject: string; opened: true };
}

export interface AppendResult {
  /** The stream's version after the append (the last event's streamVersion). */
  nextExpectedVersion: number;
  /** Global position of the last appended event. */
  lastPosition: bigint;
  /** The projections of `AppendOptions.inline` were applied with the events (else the runner applies them). */
  inlineApplied?: boolean;
}

/** The stream was not at the expected version: someone else wrote first. Retry or report. */
export class WrongExpectedVersionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number | null,
  ) {
    super(`Stream ${streamId} is at version ${actual ?? 'none'}, expected ${String(expected)}`);
    this.name = 'WrongExpectedVersionError';
  }
}

/** Where SQL can be sent: the data source, or a transaction's entity manager or query runner. */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * A write to a table outside the log (a credential, a person's key) that must stand or fall with
 * an append: it runs in the append's own transaction, before the events are inserted.
 */
export type SideWrite = (db: Queryable) => Promise<void>;

export interface AppendOptions {
  /**
   * Written with the events: on PostgreSQL in the same transaction (both or neither); on
   * EventStoreDB, which shares no transaction with PostgreSQL, just before the append (see that
   * adapter).
   */
  alongside?: SideWrite;
  /**
   * Projections applied in the append's own transaction, so the write's reader finds its rows at
   * once (PostgreSQL only; other engines ignore it and the projection runner applies them).
   */
  inline?: InlineProjections;
}

/**
 * Read models written with the events (see `ProjectionRunner.inline`): `apply` writes their rows
 * in the append's transaction, before the events; the append then claims the events for each
 * projection named in `claims`, which it may only do when that projection has applied every
 * earlier event of the types it reads. When one may not, the store appends again without them and
 * says so (`AppendResult.inlineApplied` false): the runner applies them, in order.
 */
export interface InlineProjections {
  claims: ReadonlyArray<{ name: string; types: readonly string[] }>;
  apply(manager: EntityManager): Promise<void>;
}

/** One stream's share of a multi-stream append. */
export interface StreamAppend {
  streamId: string;
  events: NewEvent[];
  expected: ExpectedVersion;
}

export interface Subscription {
  stop(): Promise<void>;
}

export interface EventStore {
  /** The engine's name, shown in /api/health. */
  readonly engine: string;
  append(
    streamId: string,
    events: NewEvent[],
    expected: ExpectedVersion,
    options?: AppendOptions,
  ): Promise<AppendResult>;
  /**
   * Appends to several streams, each at its expected version, as one unit where the engine can:
   * on PostgreSQL all or nothing in one transaction; on EventStoreDB, which has no transaction
   * across streams, stream by stream in the order given (see that adapter). Results are in the
   * order of `appends`.
   */
  appendMany(appends: readonly StreamAppend[], options?: AppendOptions): Promise<AppendResult[]>;
  /**
   * Every event of one stream, oldest first; empty when the stream does not exist. With `until`,
   * only the events recorded at or before it (a replay to a moment reads no further).
   */
  readStream(streamId: string, until?: Date): Promise<RecordedEvent[]>;
  /** Events after `afterPosition` (exclusive; 0n reads from the start), oldest first. */
  readAll(afterPosition: bigint, limit: number): Promise<RecordedEvent[]>;
  /**
   * `readAll` through a transaction of the caller's (the rebuild's swap reads what was appended
   * meanwhile inside its own transaction); only engines whose log shares the read models'
   * database have it.
   */
  readAllIn?(queryable: Queryable, afterPosition: bigint, limit: number): Promise<RecordedEvent[]>;
  /**
   * The log after `afterPosition` to its head, in batches of at most `batchSize`, the next ones
   * read while the caller works on one (what a rebuild folds); on PostgreSQL by threads of their
   * own, which also open the sealed personal fields of events whose person's key they read when
   * given the data key (`openWith`). Stores without it are read with `readAll`.
   */
  readAhead?(
    afterPosition: bigint,
    batchSize: number,
    options?: { openWith?: KeyObject },
  ): AsyncIterable<RecordedEvent[]>;
  /**
   * Keeps what opening events needs of people's keys until the answered function is called: a
   * rebuild reads every event once, in log order (stores without sealed data leave it out).
   */
  holdKeys?(): () => void;
  /** Global position of the last event, 0n when the log is empty. */
  headPosition(): Promise<bigint>;
  /**
   * How far the log runs past `afterPosition`: how many events, and how long ago, by the store's
   * own clock, the first of them was recorded (0 when there is none). Read for lag figures (a
   * projection's checkpoint behind the head); engines that cannot count cheaply leave it out.
   */
  behind?(afterPosition: bigint): Promise<LogBehind>;
  /** Calls `onEvent` for every event after `afterPosition`, then for each new one, in order. */
  subscribe(afterPosition: bigint, onEvent: (event: RecordedEvent) => Promise<void>): Subscription;
  /**
   * Calls `listener` soon after events are appended by any process (readers still poll), and
   * when it starts or stops hearing every append; engines that cannot tell leave it out. Answers
   * the function that stops it.
   */
  onAppended?(listener: (notice: AppendedNotice) => void): () => void;
  /**
   * Calls `listener` when a person's key is destroyed by any process (what was opened with it must
   * be forgotten), and when it starts or stops hearing every such erasure; engines that cannot tell
   * leave it out. Answers the function that stops it.
   */
  onErased?(listener: (notice: ErasedNotice) => void): () => void;
  /** Is the engine reachable? */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** What `EventStore.behind` answers: the events past a position, and the age of the first of them. */
export interface LogBehind {
  events: number;
  seconds: number;
}

/**
 * What `onAppended` tells: a committed transaction appended events up to `position` (null when
 * the engine does not say), or the store now hears every append from here on (`hearing: true`,
 * once it listens, again after a lost connection) or may miss some (`hearing: false`). Between
 * `hearing: true` and `hearing: false` every committed append is told, in commit order, which is
 * the order of positions (appends are serialized).
 */
export type AppendedNotice = { position: bigint | null } | { hearing: boolean };

/**
 * What `onErased` tells: a person's key was destroyed (`erased`, their subject), or the store now
 * hears every erasure from here on (`hearing: true`) or may miss some (`hearing: false`).
 */
export type ErasedNotice = { erased: string } | { hearing: boolean };

export const EVENT_STORE = Symbol('EVENT_STORE');
