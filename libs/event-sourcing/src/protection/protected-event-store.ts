import type {
  AppendedNotice,
  AppendOptions,
  AppendResult,
  ErasedNotice,
  EventStore,
  ExpectedVersion,
  LogBehind,
  NewEvent,
  Queryable,
  RecordedEvent,
  StreamAppend,
  Subscription,
} from '../store/event-store.port.js';
import { readInBatches } from '../store/read-in-batches.js';
import type { PersonalDataCodec } from './personal-data-codec.js';

/**
 * Any event store with the personal-data codec on its append and read paths (decision 0024):
 * what is stored holds people's personal fields sealed under their own keys; what is read holds
 * them in clear, or at their erased values once a person's key was destroyed. Everything else
 * (streams, versions, positions, concurrency, side writes) is the wrapped store's.
 */
export class ProtectedEventStore implements EventStore {
  readonly engine: string;
  readonly readAllIn?: (
    queryable: Queryable,
    afterPosition: bigint,
    limit: number,
  ) => Promise<RecordedEvent[]>;
  /** The wrapped store's count of what lies past a position (it reads no event's data). */
  readonly behind?: (afterPosition: bigint) => Promise<LogBehind>;

  constructor(
    private readonly inner: EventStore,
    private readonly codec: PersonalDataCodec,
  ) {
    this.engine = inner.engine;
    const readAllIn = inner.readAllIn?.bind(inner);
    if (readAllIn)
      this.readAllIn = async (queryable, afterPosition, limit) =>
        this.codec.open(await readAllIn(queryable, afterPosition, limit), queryable);
    const behind = inner.behind?.bind(inner);
    if (behind) this.behind = behind;
  }

  async append(
    streamId: string,
    events: NewEvent[],
    expected: ExpectedVersion,
    options?: AppendOptions,
  ): Promise<AppendResult> {
    return (await this.appendMany([{ streamId, events, expected }], options))[0]!;
  }

  async appendMany(appends: readonly StreamAppend[], options?: AppendOptions): Promise<AppendResult[]> {
    const events = appends.flatMap((append) => append.events);
    const data = await this.codec.seal(events);
    let next = 0;
    const sealed = appends.map((append) => ({
      ...append,
      events: append.events.map((event) => ({ ...event, data: data[next++] })),
    }));
    return this.inner.appendMany(sealed, options);
  }

  async readStream(streamId: string, until?: Date): Promise<RecordedEvent[]> {
    // A stream is read again at every command on it: what was opened is kept.
    return this.codec.open(await this.inner.readStream(streamId, until), undefined, 'again');
  }

  async readAll(afterPosition: bigint, limit: number): Promise<RecordedEvent[]> {
    return this.codec.open(await this.inner.readAll(afterPosition, limit));
  }

  /**
   * The wrapped store's batches read ahead, given the data key so that it opens what it can where it
   * reads (a thread of its own on PostgreSQL); the rest is opened here.
   */
  async *readAhead(afterPosition: bigint, batchSize: number): AsyncIterable<RecordedEvent[]> {
    const batches = this.inner.readAhead
      ? this.inner.readAhead(afterPosition, batchSize, { openWith: this.codec.keyForThreads() })
      : readInBatches((after, limit) => this.inner.readAll(after, limit), afterPosition, batchSize);
    for await (const batch of batches) yield await this.codec.open(batch);
  }

  holdKeys(): () => void {
    return this.codec.holdKeys();
  }

  headPosition(): Promise<bigint> {
    return this.inner.headPosition();
  }

  subscribe(afterPosition: bigint, onEvent: (event: RecordedEvent) => Promise<void>): Subscription {
    return this.inner.subscribe(afterPosition, async (event) => {
      const [opened] = await this.codec.open([event]);
      await onEvent(opened!);
    });
  }

  onAppended(listener: (notice: AppendedNotice) => void): () => void {
    return this.inner.onAppended?.(listener) ?? (() => undefined);
  }

  /**
   * Erasures by any process as the wrapped store hears them, and at once those made here (their
   * notice from the database comes later); without the wrapped store's notices, it never hears all.
   */
  onErased(listener: (notice: ErasedNotice) => void): () => void {
    const stopLocal = this.codec.onErased((subject) => listener({ erased: subject }));
    const stopInner = this.inner.onErased?.(listener) ?? (() => undefined);
    return () => {
      stopLocal();
      stopInner();
    };
  }

  ping(): Promise<boolean> {
    return this.inner.ping();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
