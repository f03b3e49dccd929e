/** An event as a decider sees it: a type and its data. Metadata travels beside it, in the store. */
export interface DeciderEvent {
  type: string;
  data: unknown;
}

/**
 * The pure functions of one aggregate: `decide` judges a command against the state folded from
 * the stream and returns the events to append (or throws the rule's DomainError); `evolve` folds
 * one event into the state. Each aggregate's `<agg>.decider.ts` exports its whole decider, and the
 * engine (`@ambient/event-sourcing`, which re-exports this type) takes it as it is (decision 0106).
 */
export interface Decider<TCommand, TEvent extends DeciderEvent, TState> {
  initialState: TState;
  evolve(state: TState, event: TEvent): TState;
  decide(command: TCommand, state: TState): TEvent[];
}
