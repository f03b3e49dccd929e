/**
 * The work gate (decision 0090): the workers take more jobs than WORKER_CONCURRENCY, and the gate
 * holds their heavy parts to WORKER_CONCURRENCY at once, in the order they asked.
 */
import { describe, expect, it } from '@jest/globals';
import { WorkGate } from '../../src/jobs/index.js';

/** A piece of work that ends when the test says so. */
function held<T>(value: T) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<T>((resolve, reject) => {
    finish = () => resolve(value);
    fail = reject;
  });
  return { work: () => done, finish, fail };
}

/** Lets every promise that can settle do so. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('The work gate', () => {
  it('runs at most its places at once, the others in the order they came', async () => {
    const gate = new WorkGate(2);
    const pieces = [held('a'), held('b'), held('c'), held('d')];
    const started: string[] = [];
    const results = pieces.map((piece, n) =>
      gate.run(() => {
        started.push('abcd'[n]!);
        return piece.work();
      }),
    );
    await settle();
    expect(started).toEqual(['a', 'b']);
    pieces[1]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    pieces[0]!.finish();
    pieces[2]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    pieces[3]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives a failed piece of work its error and its place to the next', async () => {
    const gate = new WorkGate(1);
    const failing = held('never');
    const next = held('next');
    const first = gate.run(failing.work);
    const second = gate.run(next.work);
    failing.fail(new Error('The picture is truncated.'));
    await expect(first).rejects.toThrow('The picture is truncated.');
    next.finish();
    await expect(second).resolves.toBe('next');
    // The place is free again: a third runs at once.
    let ran = false;
    await gate.run(async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });

  it('keeps at least one place', async () => {
    const gate = new WorkGate(0);
    await expect(gate.run(async () => 'ran')).resolves.toBe('ran');
  });
});
