import assert from 'node:assert/strict';
import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '../src/testing/index.js';

/** A counter that refuses to go below zero: the smallest decider with a rule. */
type CounterEvent =
  { type: 'Added'; data: { amount: number } } | { type: 'Removed'; data: { amount: number } };
type CounterCommand = { type: 'Add'; amount: number } | { type: 'Remove'; amount: number };

class RuleBroken extends Error {
  constructor(
    readonly key: string,
    readonly status: number,
  ) {
    super(key);
  }
}

const spec = deciderSpec<CounterCommand, CounterEvent, number>({
  initialState: 0,
  evolve: (total, event) => (event.type === 'Added' ? total + event.data.amount : total - event.data.amount),
  decide: (command, total) => {
    if (command.type === 'Add') return [{ type: 'Added', data: { amount: command.amount } }];
    if (command.amount > total) throw new RuleBroken('counter.belowZero', 422);
    return command.amount === 0 ? [] : [{ type: 'Removed', data: { amount: command.amount } }];
  },
});
const added = (amount: number): CounterEvent => ({ type: 'Added', data: { amount } });

describe('deciderSpec', () => {
  it('passes when the command decides exactly the expected events, folded from the given ones', () => {
    spec
      .given(added(2), added(3))
      .when({ type: 'Remove', amount: 5 })
      .then([{ type: 'Removed', data: { amount: 5 } }]);
    spec.given(added(1)).when({ type: 'Remove', amount: 0 }).then([]);
  });

  it('fails with an assertion error when the events differ, in value or in number', () => {
    expect(() =>
      spec
        .given()
        .when({ type: 'Add', amount: 1 })
        .then([added(2)]),
    ).toThrow(assert.AssertionError);
    expect(() => spec.given().when({ type: 'Add', amount: 1 }).then([])).toThrow(assert.AssertionError);
    expect(() =>
      spec
        .given()
        .when({ type: 'Add', amount: 1 })
        .then([added(1), added(1)]),
    ).toThrow(assert.AssertionError);
  });

  it('hands the decided events to a check function, for partial checks', () => {
    const seen: CounterEvent[][] = [];
    spec
      .given()
      .when({ type: 'Add', amount: 4 })
      .then((events) => seen.push(events));
    expect(seen).toEqual([[added(4)]]);
  });

  it('lets an unexpected refusal through, so the test shows the rule that fired', () => {
    expect(() => spec.given().when({ type: 'Remove', amount: 1 }).then([])).toThrow(RuleBroken);
  });

  it('checks a refusal: its class, then the caller’s own assertions on it', () => {
    let checked: RuleBroken | null = null;
    spec
      .given(added(1))
      .when({ type: 'Remove', amount: 2 })
      .thenThrows(RuleBroken, (error) => {
        checked = error;
      });
    expect(checked).toMatchObject({ key: 'counter.belowZero', status: 422 });
    spec.given().when({ type: 'Remove', amount: 1 }).thenThrows();
    spec
      .given()
      .when({ type: 'Remove', amount: 1 })
      .thenThrows((error) => assert.ok(error instanceof RuleBroken));
  });

  it('fails when the command throws nothing, naming what it decided instead', () => {
    expect(() => spec.given().when({ type: 'Add', amount: 1 }).thenThrows()).toThrow(
      /it decided \["Added"\]/,
    );
  });

  it('fails when the error is of another class, or fails the caller’s check', () => {
    class OtherError extends Error {}
    expect(() => spec.given().when({ type: 'Remove', amount: 1 }).thenThrows(OtherError)).toThrow(
      /throw a OtherError/,
    );
    expect(() =>
      spec
        .given()
        .when({ type: 'Remove', amount: 1 })
        .thenThrows(RuleBroken, (error) => assert.equal(error.status, 404)),
    ).toThrow(assert.AssertionError);
  });
});
