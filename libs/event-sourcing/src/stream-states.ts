/** A stream's state as a decider folded it, and the version it was folded up to. */
export interface KeptState {
  state: unknown;
  version: number;
}

/** How many streams' states a process keeps (the most recently written ones). */
const MOST_KEPT = 10_000;

/**
 * The states this process last wrote, by decider and stream (decision 0088): a command on a stream
 * written here before starts from the state kept instead of reading and folding the stream again.
 * A kept state is only a guess at the stream's head: the aggregate store appends at the version it
 * was kept at, so a stream written meanwhile by anyone else refuses the append and the command is
 * decided again on what the stream holds, and a state used without being appended to is never
 * trusted (see `AggregateStore.transact`).
 *
 * States hold people's personal data in clear: they are kept only while the store hears every
 * erasure (a person's key destroyed by any process), and all are forgotten at each one.
 */
export class StreamStates {
  private readonly kept = new Map<string, KeptState>();
  private readonly deciderIds = new WeakMap<object, number>();
  private nextDeciderId = 1;
  private hearing = false;
  /** Changes each time everything is forgotten: a state folded before then is not kept after. */
  private generation = 0;

  /** Is anything kept and used now? */
  get usable(): boolean {
    return this.hearing;
  }

  /** The moment a unit of work starts, to keep what it folds only if nothing was forgotten since. */
  get now(): number {
    return this.generation;
  }

  /** The store hears every erasure from now on (true), or may miss some (false: nothing is kept). */
  hears(hearing: boolean): void {
    this.hearing = hearing;
    this.forgetAll();
  }

  forgetAll(): void {
    this.kept.clear();
    this.generation += 1;
  }

  get(decider: object, streamId: string): KeptState | undefined {
    if (!this.hearing) return undefined;
    const key = this.keyOf(decider, streamId);
    const kept = this.kept.get(key);
    if (kept) {
      // The most recently used last: the oldest goes first when the map is full.
      this.kept.delete(key);
      this.kept.set(key, kept);
    }
    return kept;
  }

  /** Keeps a state folded at `since` (see `now`), unless a later one is kept already. */
  keep(decider: object, streamId: string, state: KeptState, since: number): void {
    if (!this.hearing || since !== this.generation) return;
    const key = this.keyOf(decider, streamId);
    const current = this.kept.get(key);
    if (current && current.version >= state.version) return;
    this.kept.delete(key);
    // One state serves many commands: none may change it (a change throws, and the command that
    // tried is decided again on a state read from the stream).
    this.kept.set(key, { state: frozen(state.state), version: state.version });
    if (this.kept.size > MOST_KEPT) this.kept.delete(this.kept.keys().next().value!);
  }

  forget(decider: object, streamId: string): void {
    this.kept.delete(this.keyOf(decider, streamId));
  }

  private keyOf(decider: object, streamId: string): string {
    let id = this.deciderIds.get(decider);
    if (id === undefined) this.deciderIds.set(decider, (id = this.nextDeciderId++));
    return `${id}\u0000${streamId}`;
  }
}

/** The value with its objects and arrays frozen, all the way down (a typed array is left as it is). */
function frozen<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value) || ArrayBuffer.isView(value))
    return value;
  Object.freeze(value);
  for (const child of Object.values(value)) frozen(child);
  return value;
}
