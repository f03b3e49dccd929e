import assert from 'node:assert/strict';
import type { DomainEvent } from '../decider.js';

/** The three pure functions a decider spec needs (a `Decider` fits, so do loose functions). */
export interface DeciderFunctions<TCommand, TEvent extends DomainEvent, TState> {
  decide(command: TCommand, state: TState): TEvent[];
  evolve(state: TState, event: TEvent): TState;
  initialState: TState;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a constructor of any signature: the error classes' own parameters do not matter here
type ErrorClass<T extends Error> = abstract new (...args: any[]) => T;

/** What a command did, to be checked: the events it decided, or the error it threw. */
export interface DeciderOutcome<TEvent> {
  /**
   * The command decided exactly `expected` (deep, strict equality), or, given a function, the
   * events it decided pass that function's own assertions.
   */
  then(expected: readonly TEvent[] | ((events: TEvent[]) => void)): void;
  /** The command threw; `check` asserts on the error (for a DomainError: its message and status). */
  thenThrows(check?: (error: unknown) => void): void;
  /** The command threw an instance of `type`; `check` asserts on it. */
  thenThrows<T extends Error>(type: ErrorClass<T>, check?: (error: T) => void): void;
}

export interface DeciderGiven<TCommand, TEvent> {
  /** The command judged against the state folded from the given events. */
  when(command: TCommand): DeciderOutcome<TEvent>;
}

export interface DeciderSpec<TCommand, TEvent> {
  /** The stream so far, oldest first (none: a new stream). */
  given(...events: TEvent[]): DeciderGiven<TCommand, TEvent>;
}

/**
 * given/when/then for a decider, asserting with `node:assert/strict` so it works under any test
 * runner:
 *
 *   const spec = deciderSpec({ decide: decideKeyTag, evolve: evolveKeyTag, initialState: initialKeyTagState });
 *   spec.given(created).when(update({ keyNum: 9 })).then([updated]);
 *   spec.given().when(update()).thenThrows(DomainError, (error) => assert.equal(error.status, 404));
 *
 * The decided events are compared as they are; the state is never inspected (a decider is
 * judged by what it decides).
 */
export function deciderSpec<TCommand, TEvent extends DomainEvent, TState>(
  decider: DeciderFunctions<TCommand, TEvent, TState>,
): DeciderSpec<TCommand, TEvent> {
  return {
    given: (...events) => ({
      when: (command) => {
        const decide = (): TEvent[] =>
          decider.decide(
            command,
            events.reduce((state, event) => decider.evolve(state, event), decider.initialState),
          );
        return {
          then(expected) {
            const decided = decide();
            if (typeof expected === 'function') expected(decided);
            else assert.deepStrictEqual(decided, expected);
          },
          thenThrows<T extends Error>(
            typeOrCheck?: ErrorClass<T> | ((error: unknown) => void),
            check?: (error: T) => void,
          ): void {
            let decided: TEvent[];
            try {
              decided = decide();
            } catch (error) {
              if (typeOrCheck === undefined) return;
              if (isErrorClass(typeOrCheck)) {
                assert.ok(
                  error instanceof typeOrCheck,
                  `Expected the command to throw a ${typeOrCheck.name}, but it threw ${String(error)}`,
                );
                check?.(error);
              } else typeOrCheck(error);
              return;
            }
            assert.fail(
              `Expected the command to throw, but it decided ${JSON.stringify(decided.map((event) => event.type))}`,
            );
          },
        };
      },
    }),
  };
}

/** An error class (a constructor whose prototype is an Error), as opposed to a check function. */
function isErrorClass<T extends Error>(
  value: ErrorClass<T> | ((error: unknown) => void),
): value is ErrorClass<T> {
  return value.prototype instanceof Error || value === Error;
}
