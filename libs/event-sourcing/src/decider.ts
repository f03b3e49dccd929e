/** An event as a decider sees it: a type and its data. Metadata travels beside it, in the store. */
export interface DomainEvent {
  type: string;
  data: unknown;
}

/**
 * The pure functions of one aggregate, as they live in libs/core: `decide` judges a command
 * against the state folded from the stream and returns the events to append (or throws the
 * rule's DomainError); `evolve` folds one event into the state.
 */
export interface Decider<TCommand, TEvent extends DomainEvent, TState> {
  initialState: TState;
  evolve(state: TState, event: TEvent): TState;
  decide(command: TCommand, state: TState): TEvent[];
}
