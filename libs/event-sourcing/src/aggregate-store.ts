import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { DomainError } from '@ambient/core';
import type { Decider, DomainEvent } from './decider.js';
import { metadataFor, type CommandContext } from './command-context.js';
import { ProjectionRunner } from './projections/projection-runner.js';
import { APPEND_OBSERVER, type AppendObserver, type AppendOutcome } from './store/append-observer.js';
import {
  EVENT_STORE,
  WrongExpectedVersionError,
  type EventStore,
  type AppendOptions,
  type AppendResult,
  type InlineProjections,
  type RecordedEvent,
  type SideWrite,
  type StreamAppend,
} from './store/event-store.port.js';
import { EventUpcaster } from './upcasting.js';
import { StreamStates } from './stream-states.js';

export interface HandleResult<TEvent, TState> {
  events: TEvent[];
  state: TState;
}

/**
 * One command's view of the streams it reads and the events it will append. `load` folds a
 * stream and remembers the version it was read at; `append` queues events for a stream that was
 * loaded; `alongside` queues a write to a table outside the log (a credential, a person's key)
 * that must stand or fall with those events. Nothing is written until the unit of work returns;
 * then every queued stream is appended at the version it was read at, together, and the side
 * writes in the same transaction.
 */
export interface UnitOfWork {
  load<TEvent extends DomainEvent, TState>(
    streamId: string,
    decider: Pick<Decider<unknown, TEvent, TState>, 'initialState' | 'evolve'>,
  ): Promise<TState>;
  /**
   * Queues events for a loaded stream. `as` records them as another command observed at another
   * moment than the unit's own (a batch of facts recorded together, each as what it was).
   */
  append(streamId: string, events: readonly DomainEvent[], as?: RecordedAs): void;
  alongside(write: SideWrite): void;
}

/** The command name and moment events are recorded under, when not the unit's own. */
export interface RecordedAs {
  command: string;
  at: Date;
}

/** One event of a replayed stream, with the state it found and the state it left. */
export interface ReplayedStep<TState> {
  event: RecordedEvent;
  before: TState;
  after: TState;
}

/** A stream replayed up to a moment: its steps, and the state and version reached. */
export interface ReplayedStream<TState> {
  steps: Array<ReplayedStep<TState>>;
  state: TState;
  version: number | null;
}

const MAX_ATTEMPTS = 5;

/** A state that could not be copied (it holds more than data): it is not kept. */
const UNCOPIED = Symbol('uncopied');

/** A copy of a state as loaded, or `UNCOPIED`. */
function pristine(state: unknown): unknown {
  try {
    return structuredClone(state);
  } catch {
    return UNCOPIED;
  }
}

/** What folds a stream: a decider's initial state and evolve. */
type Folding = Pick<Decider<unknown, DomainEvent, unknown>, 'initialState' | 'evolve'>;
/** Events read at a time when the log is read whole up to a moment. */
const LOG_BATCH = 1000;

/**
 * Loads aggregates' streams, lets their pure `decide` judge a command, appends the events at
 * the expected versions and waits until the read models that read those events have them.
 * A concurrent write to any stream read makes the whole unit read and decide again; after five
 * tries it reports a conflict (409).
 */
@Injectable()
export class AggregateStore {
  /** The states of the streams this process last wrote (decision 0088). */
  private readonly states = new StreamStates();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly projections: ProjectionRunner,
    private readonly upcaster: EventUpcaster,
    /** Measures each append (the host's metrics), when the host provides one. */
    @Optional() @Inject(APPEND_OBSERVER) private readonly observer: AppendObserver | null = null,
  ) {
    // A store that cannot say when a person's key is destroyed keeps no state.
    this.store.onErased?.((notice) => {
      if ('hearing' in notice) this.states.hears(notice.hearing);
      else this.states.forgetAll();
    });
  }

  async load<TCommand, TEvent extends DomainEvent, TState>(
    streamId: string,
    decider: Pick<Decider<TCommand, TEvent, TState>, 'initialState' | 'evolve'>,
  ): Promise<{ state: TState; version: number | null }> {
    const recorded = await this.store.readStream(streamId);
    let state = decider.initialState;
    for (const event of recorded) {
      const current = this.upcaster.upcast(event);
      state = decider.evolve(state, { type: current.type, data: current.data } as TEvent);
    }
    const last = recorded[recorded.length - 1];
    return { state, version: last ? last.streamVersion : null };
  }

  /**
   * A stream's history for those who replay it (auditors): folded as `load` folds it, each event
   * (upcast) with the state before and after it, up to the events recorded at or before `until`
   * (all of them when absent), and the state reached then.
   */
  async replay<TEvent extends DomainEvent, TState>(
    streamId: string,
    decider: Pick<Decider<unknown, TEvent, TState>, 'initialState' | 'evolve'>,
    until?: Date,
  ): Promise<ReplayedStream<TState>> {
    const recorded = await this.store.readStream(streamId, until);
    const steps: Array<ReplayedStep<TState>> = [];
    let state = decider.initialState;
    for (const event of recorded) {
      if (until && event.recordedAt.getTime() > until.getTime()) break;
      const current = this.upcaster.upcast(event);
      const before = state;
      state = decider.evolve(state, { type: current.type, data: current.data } as TEvent);
      steps.push({ event: current, before, after: state });
    }
    return { steps, state, version: steps.at(-1)?.event.streamVersion ?? null };
  }

  /**
   * The log read in commit order up to `until` (the events recorded at or before it), each event
   * of a stream `wanted` accepts upcast and passed to `onEvent`: what many streams held at a
   * moment, when which streams matter is known only by reading them (every user's assignments).
   */
  async replayLog(
    until: Date,
    wanted: (streamId: string) => boolean,
    onEvent: (event: RecordedEvent) => void,
  ): Promise<void> {
    const limit = until.getTime();
    let after = 0n;
    for (;;) {
      const batch = await this.store.readAll(after, LOG_BATCH);
      if (batch.length === 0) return;
      for (const event of batch)
        if (event.recordedAt.getTime() <= limit && wanted(event.streamId))
          onEvent(this.upcaster.upcast(event));
      // Positions follow commit order: once a whole batch is later than the moment, so is the rest.
      if (batch.every((event) => event.recordedAt.getTime() > limit)) return;
      after = batch[batch.length - 1]!.globalPosition;
    }
  }

  /** One command on one aggregate. */
  async handle<TCommand extends { type: string }, TEvent extends DomainEvent, TState>(
    streamId: string,
    decider: Decider<TCommand, TEvent, TState>,
    command: TCommand,
    context: CommandContext,
    /** The name recorded in the events' metadata; the command's type by default. */
    commandName: string = command.type,
  ): Promise<HandleResult<TEvent, TState>> {
    return this.transact(context, commandName, async (unit) => {
      const state = await unit.load(streamId, decider);
      const events = decider.decide(command, state);
      unit.append(streamId, events);
      return { events, state: events.reduce(decider.evolve, state) };
    });
  }

  /**
   * A command that reads and changes several streams (a cascade): `work` loads what it needs,
   * decides, and queues events per stream; they are appended in one multi-stream append, each
   * stream at the version `work` read it at. `work` may run again after a conflict, so it must
   * only read and decide, never cause effects of its own.
   */
  async transact<T>(
    context: CommandContext,
    commandName: string,
    work: (unit: UnitOfWork) => Promise<T>,
  ): Promise<T> {
    // The first try may start from kept states (decision 0088); a try after a conflict, or one
    // whose kept states nothing checked, reads every stream.
    let useKept = true;
    for (let attempt = 1; ; attempt += 1) {
      const versions = new Map<string, number | null>();
      const queued = new Map<string, Array<{ event: DomainEvent; as: RecordedAs | undefined }>>();
      const sideWrites: SideWrite[] = [];
      /** Each loaded stream's decider and the state it was loaded in, to keep its next state. */
      const folded = new Map<string, { decider: Folding; state: unknown }>();
      /** Streams whose state was kept, not read: only an append at their version checks them. */
      const fromKept = new Set<string>();
      const since = this.states.now;
      const keptOnes = useKept && this.states.usable;
      const unit: UnitOfWork = {
        load: async (streamId, decider) => {
          const kept = keptOnes ? this.states.get(decider, streamId) : undefined;
          const { state, version } = kept ?? (await this.load(streamId, decider));
          if (kept) fromKept.add(streamId);
          versions.set(streamId, version);
          // The state to fold the appended events onto, out of the work's reach (it may change its
          // own); copied only while states are kept at all.
          const base = kept ? kept.state : this.states.usable ? pristine(state) : UNCOPIED;
          folded.set(streamId, { decider, state: base });
          return state as never;
        },
        append: (streamId, events, as) => {
          if (!versions.has(streamId))
            throw new Error(`Stream ${streamId} was appended to without being loaded`);
          if (events.length > 0)
            queued.set(streamId, [
              ...(queued.get(streamId) ?? []),
              ...events.map((event) => ({ event, as })),
            ]);
        },
        alongside: (write) => {
          sideWrites.push(write);
        },
      };
      let result: T;
      try {
        result = await work(unit);
      } catch (error) {
        // A refusal decided on kept states is decided again on what the streams hold.
        if (fromKept.size === 0) throw error;
        this.forgetFolded(folded);
        useKept = false;
        continue;
      }
      // A kept state that no append checks (read only, or nothing appended) may be stale: again.
      if ([...fromKept].some((streamId) => !queued.has(streamId))) {
        useKept = false;
        continue;
      }
      if (queued.size === 0) {
        // A side write records something only an event can say happened: never one alone.
        if (sideWrites.length > 0) throw new Error(`${commandName} wrote beside the log without an event`);
        return result;
      }
      const unitMetadata = metadataFor(context, commandName);
      const types = new Set([...queued.values()].flatMap((events) => events.map((e) => e.event.type)));
      const inlined = this.projections.inlineFor(types);
      // What the inline projections see: the events as recorded, but for their global position.
      const recorded: RecordedEvent[] = [];
      const appends: StreamAppend[] = [...queued].map(([streamId, events]) => {
        const version = versions.get(streamId) ?? null;
        return {
          streamId,
          expected: version === null ? 'no_stream' : version,
          events: events.map(({ event, as }, i) => {
            const metadata = as ? metadataFor({ ...context, now: as.at }, as.command) : unitMetadata;
            const stored = {
              eventId: randomUUID(),
              type: event.type,
              version: this.upcaster.currentVersion(event.type),
              data: event.data,
              metadata,
            };
            recorded.push({
              ...stored,
              streamId,
              streamVersion: (version ?? -1) + 1 + i,
              globalPosition: 0n,
              recordedAt: new Date(metadata.at),
            });
            return stored;
          }),
        };
      });
      const inline: InlineProjections | undefined =
        inlined.length === 0
          ? undefined
          : {
              claims: inlined.map((projection) => ({
                name: projection.name,
                types: [...projection.handles],
              })),
              apply: (manager) => this.projections.applyInline(inlined, recorded, manager),
            };
      try {
        const alongside: SideWrite | undefined =
          sideWrites.length === 0
            ? undefined
            : async (db) => {
                for (const write of sideWrites) await write(db);
              };
        const done = this.projections.appendStarted();
        let results: Awaited<ReturnType<EventStore['appendMany']>>;
        try {
          results = await this.appendMany(appends, { alongside, inline });
          if (results[0]?.inlineApplied)
            this.projections.claimed(
              inlined,
              results.map((r) => r.lastPosition),
              recorded,
            );
        } finally {
          done();
        }
        this.keepAppended(appends, results, folded, since);
        const last = results.reduce((max, r) => (r.lastPosition > max ? r.lastPosition : max), 0n);
        await this.projections.waitFor(last, types);
        return result;
      } catch (error) {
        this.forgetFolded(folded);
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        useKept = false;
        if (attempt >= MAX_ATTEMPTS) throw new DomainError('error.conflict', {}, 409, 1);
      }
    }
  }

  /** The store's append, timed for the observer when there is one. */
  private async appendMany(
    appends: readonly StreamAppend[],
    options: AppendOptions,
  ): Promise<AppendResult[]> {
    const observer = this.observer;
    if (!observer) return this.store.appendMany(appends, options);
    const started = performance.now();
    let outcome: AppendOutcome = 'failed';
    try {
      const results = await this.store.appendMany(appends, options);
      outcome = 'appended';
      return results;
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) outcome = 'conflict';
      throw error;
    } finally {
      observer.appended(outcome, (performance.now() - started) / 1000);
    }
  }

  /**
   * Keeps the state each appended stream reached, folded from the events as a read gives them back
   * (their data as stored: JSON), at the version the append answered.
   */
  private keepAppended(
    appends: readonly StreamAppend[],
    results: ReadonlyArray<{ nextExpectedVersion: number }>,
    folded: ReadonlyMap<string, { decider: Folding; state: unknown }>,
    since: number,
  ): void {
    if (!this.states.usable) return;
    appends.forEach(({ streamId, events }, i) => {
      const loaded = folded.get(streamId);
      if (!loaded) return;
      if (loaded.state === UNCOPIED) {
        this.states.forget(loaded.decider, streamId);
        return;
      }
      try {
        let state = loaded.state;
        for (const event of events)
          state = loaded.decider.evolve(state, {
            type: event.type,
            data: JSON.parse(JSON.stringify(event.data)) as unknown,
          });
        this.states.keep(
          loaded.decider,
          streamId,
          { state, version: results[i]!.nextExpectedVersion },
          since,
        );
      } catch {
        // The events are appended: a state that cannot be folded here is read from the stream next time.
        this.states.forget(loaded.decider, streamId);
      }
    });
  }

  private forgetFolded(folded: ReadonlyMap<string, { decider: Folding }>): void {
    for (const [streamId, { decider }] of folded) this.states.forget(decider, streamId);
  }
}
