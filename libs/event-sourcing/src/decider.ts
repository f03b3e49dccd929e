import type { DeciderEvent } from '@ambient/core';

/**
 * The decider is the domain's: libs/core defines it and every aggregate's `<agg>.decider.ts`
 * exports one, which the engine takes as it is (decision 0106). `decide` judges a command against
 * the state folded from the stream and returns the events to append (or throws the rule's
 * DomainError); `evolve` folds one event into the state.
 */
export type { Decider } from '@ambient/core';

/** An event as a decider sees it: a type and its data. Metadata travels beside it, in the store. */
export type DomainEvent = DeciderEvent;
