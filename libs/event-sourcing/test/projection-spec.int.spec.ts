import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { DataSource, type EntityManager } from 'typeorm';
import type { Projection, RecordedEvent } from '../src/index.js';
import { GIVEN_AT, projectionSpec } from '../src/testing/index.js';

/** A tally per counter, and the log of every event it was handed (to see what it was given). */
type TallyEvent =
  | { type: 'TallyOpened'; data: { tallyId: number; label: string } }
  | { type: 'TallyAdded'; data: { tallyId: number; amount: number } }
  | { type: 'TallyNoted'; data: { tallyId: number; note: string } };

class TallyProjection implements Projection {
  readonly name = 'tallies';
  readonly tables = ['tallies'];
  readonly handles: ReadonlySet<string> = new Set(['TallyOpened', 'TallyAdded']);
  readonly seen: RecordedEvent[] = [];

  async apply(event: RecordedEvent, manager: EntityManager): Promise<void> {
    this.seen.push(event);
    const tally = event as RecordedEvent & TallyEvent;
    if (tally.type === 'TallyOpened')
      await manager.query(
        'INSERT INTO tallies (id, label, total, opened_by, opened_at) VALUES ($1, $2, 0, $3, $4)',
        [tally.data.tallyId, tally.data.label, event.metadata.userId, event.metadata.at],
      );
    else if (tally.type === 'TallyAdded') {
      if (tally.data.amount < 0) throw new Error('A tally only grows');
      await manager.query('UPDATE tallies SET total = total + $2 WHERE id = $1', [
        tally.data.tallyId,
        tally.data.amount,
      ]);
    }
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

let pglite: PGlite;
let server: PGLiteSocketServer;
let dataSource: DataSource;

beforeAll(async () => {
  pglite = await PGlite.create('memory://');
  const port = await freePort();
  server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port, maxConnections: 1 });
  await server.start();
  dataSource = new DataSource({
    type: 'postgres',
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    poolSize: 1,
  });
  await dataSource.initialize();
  await dataSource.query(
    'CREATE TABLE tallies (id int PRIMARY KEY, label text NOT NULL, total int NOT NULL, opened_by text, opened_at timestamptz NOT NULL)',
  );
});

afterAll(async () => {
  await dataSource?.destroy();
  await server?.stop();
  await pglite?.close();
});

const opened = (tallyId: number, label = 'Visits'): TallyEvent => ({
  type: 'TallyOpened',
  data: { tallyId, label },
});
const added = (tallyId: number, amount: number): TallyEvent => ({
  type: 'TallyAdded',
  data: { tallyId, amount },
});

/** The tallies are written in SQL (a running total), which a rebuild in memory refuses by design. */
const SQL_ONLY = { rebuilt: false };

describe('projectionSpec', () => {
  it('checks by default that a rebuild gives the same rows, failing a projection that cannot be rebuilt', async () => {
    const spec = projectionSpec<TallyEvent>(new TallyProjection(), dataSource);
    await expect(
      spec
        .given(opened(1))
        .then('SELECT id, label, total FROM tallies', [{ id: 1, label: 'Visits', total: 0 }]),
    ).rejects.toThrow(/rebuilt in memory can only insert/);
  });

  it('applies the given events and compares the rows the query reads', async () => {
    const spec = projectionSpec<TallyEvent>(new TallyProjection(), dataSource, SQL_ONLY);
    await spec
      .given(opened(1), added(1, 2), added(1, 3), opened(2, 'Calls'))
      .then('SELECT id, label, total FROM tallies ORDER BY id', [
        { id: 1, label: 'Visits', total: 5 },
        { id: 2, label: 'Calls', total: 0 },
      ]);
  });

  it('fails with an assertion error when the rows differ', async () => {
    const spec = projectionSpec<TallyEvent>(new TallyProjection(), dataSource, SQL_ONLY);
    await expect(
      spec.given(opened(1), added(1, 2)).then('SELECT id, total FROM tallies', [{ id: 1, total: 3 }]),
    ).rejects.toThrow(assert.AssertionError);
    await expect(spec.given().then('SELECT id FROM tallies', [{ id: 1 }])).rejects.toThrow(
      assert.AssertionError,
    );
  });

  it('starts each given from empty tables', async () => {
    const spec = projectionSpec<TallyEvent>(new TallyProjection(), dataSource, SQL_ONLY);
    await spec.given(opened(1), opened(2)).then('SELECT count(*)::int AS n FROM tallies', [{ n: 2 }]);
    await spec.given(opened(3)).then('SELECT id FROM tallies', [{ id: 3 }]);
  });

  it('records the events with increasing positions and per-stream versions, and hands over only the handled types', async () => {
    const projection = new TallyProjection();
    const spec = projectionSpec<TallyEvent>(projection, dataSource, SQL_ONLY);
    const first = await spec
      .given(
        opened(1),
        { type: 'TallyNoted', data: { tallyId: 1, note: 'n' } },
        { ...opened(2), streamId: 'tally-2' },
        added(1, 1),
      )
      .applied();
    expect(first.map((e) => [e.type, e.streamId, e.streamVersion, e.globalPosition])).toEqual([
      ['TallyOpened', 'given', 0, 1n],
      ['TallyNoted', 'given', 1, 2n],
      ['TallyOpened', 'tally-2', 0, 3n],
      ['TallyAdded', 'given', 2, 4n],
    ]);
    expect(projection.seen.map((e) => e.globalPosition)).toEqual([1n, 3n, 4n]);
    const second = await spec.given(opened(5)).applied();
    expect(second.map((e) => e.globalPosition)).toEqual([5n]);
  });

  it('gives every event default metadata, overridable per event', async () => {
    const spec = projectionSpec<TallyEvent>(new TallyProjection(), dataSource, SQL_ONLY);
    const given = spec.given(opened(1), {
      ...opened(2),
      metadata: { userId: 'u-7', at: '2026-02-01T08:00:00.000Z' },
    });
    await given.then('SELECT id, opened_by, opened_at FROM tallies ORDER BY id', [
      { id: 1, opened_by: null, opened_at: new Date(GIVEN_AT) },
      { id: 2, opened_by: 'u-7', opened_at: new Date('2026-02-01T08:00:00.000Z') },
    ]);
    const [, second] = await given.applied();
    expect(second?.metadata).toMatchObject({ userId: 'u-7', source: 'console', functionalRole: null });
    expect(second?.recordedAt).toEqual(new Date('2026-02-01T08:00:00.000Z'));
  });

  it('applies once however many checks follow, with query parameters', async () => {
    const projection = new TallyProjection();
    const given = projectionSpec<TallyEvent>(projection, dataSource, SQL_ONLY).given(opened(1), added(1, 4));
    await given.then('SELECT total FROM tallies WHERE id = $1', [{ total: 4 }], [1]);
    await given.then('SELECT label FROM tallies WHERE id = $1', [{ label: 'Visits' }], [1]);
    expect(await given.rows('SELECT id FROM tallies WHERE total > $1', [10])).toEqual([]);
    expect(projection.seen).toHaveLength(2);
  });

  it('applies a batch in one transaction: a failing event leaves none of it', async () => {
    const spec = projectionSpec<TallyEvent>(new TallyProjection(), dataSource, SQL_ONLY);
    await spec.given(opened(9)).then('SELECT id FROM tallies', [{ id: 9 }]);
    await expect(spec.given(opened(1), added(1, -1)).applied()).rejects.toThrow('A tally only grows');
    // The failed batch's truncate rolled back with it.
    expect(await dataSource.query('SELECT id FROM tallies')).toEqual([{ id: 9 }]);
  });

  it('refuses to be awaited as a promise, instead of hanging', async () => {
    const given = projectionSpec<TallyEvent>(new TallyProjection(), dataSource, SQL_ONLY).given(opened(1));
    await expect(Promise.resolve(given as unknown as PromiseLike<void>)).rejects.toThrow(/not a promise/);
  });
});
