import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@ambient/core';
import { EVENT_STORE, WrongExpectedVersionError, type EventStore } from '../event-store/event-store.port.js';
import { metadataFor, type CommandContext } from './command-context.js';
import { ProjectionRunner } from './projection-runner.js';
import { currentVersion, upcast } from './upcasters.js';

/** The pure functions of one aggregate, as they live in libs/core. */
export interface Decider<TCommand, TEvent extends { type: string; data: unknown }, TState> {
  initialState: TState;
  evolve(state: TState, event: TEvent): TState;
  decide(command: TCommand, state: TState): TEvent[];
}

export interface HandleResult<TEvent, TState> {
  events: TEvent[];
  state: TState;
}

const MAX_ATTEMPTS = 5;

/**
 * Loads an aggregate's stream, lets its pure `decide` judge the command, appends the events
 * at the expected version and waits until the read models have them. A concurrent write to the
 * same stream makes it read again and decide again; after five tries it reports a conflict.
 */
@Injectable()
export class AggregateStore {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly projections: ProjectionRunner,
  ) {}

  async load<TCommand, TEvent extends { type: string; data: unknown }, TState>(
    streamId: string,
    decider: Decider<TCommand, TEvent, TState>,
  ): Promise<{ state: TState; version: number | null }> {
    const recorded = await this.store.readStream(streamId);
    let state = decider.initialState;
    for (const event of recorded) {
      const current = upcast(event);
      state = decider.evolve(state, { type: current.type, data: current.data } as TEvent);
    }
    const last = recorded[recorded.length - 1];
    return { state, version: last ? last.streamVersion : null };
  }

  async handle<TCommand extends { type: string }, TEvent extends { type: string; data: unknown }, TState>(
    streamId: string,
    decider: Decider<TCommand, TEvent, TState>,
    command: TCommand,
    context: CommandContext,
    /** The name recorded in the events' metadata; the command's type by default. */
    commandName: string = command.type,
  ): Promise<HandleResult<TEvent, TState>> {
    for (let attempt = 1; ; attempt += 1) {
      const { state, version } = await this.load(streamId, decider);
      const events = decider.decide(command, state);
      const next = events.reduce(decider.evolve, state);
      if (events.length === 0) return { events, state: next };
      try {
        const metadata = metadataFor(context, commandName);
        const result = await this.store.append(
          streamId,
          events.map((event) => ({
            type: event.type,
            version: currentVersion(event.type),
            data: event.data,
            metadata,
          })),
          version === null ? 'no_stream' : version,
        );
        await this.projections.waitFor(result.lastPosition);
        return { events, state: next };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        if (attempt >= MAX_ATTEMPTS) throw new DomainError('error.conflict', {}, 409, 1);
      }
    }
  }
}
