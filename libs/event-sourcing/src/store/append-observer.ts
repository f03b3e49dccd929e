/** How an append ended: written, refused because a stream moved meanwhile, or failed otherwise. */
export type AppendOutcome = 'appended' | 'conflict' | 'failed';

/**
 * Told of every append the aggregate store makes, with how long the event store took (sealing
 * personal data included) and how it ended: what a host measures append latency with. It must
 * not throw; it changes nothing of the append.
 */
export interface AppendObserver {
  appended(outcome: AppendOutcome, seconds: number): void;
}

/** Injection token of an optional `AppendObserver` the host provides (globally). */
export const APPEND_OBSERVER = Symbol('APPEND_OBSERVER');
