import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  AggregateStore,
  EVENT_STORE,
  metadataFor,
  PostgresEventStore,
  ProjectionRunner,
  systemContext,
  type EventStore,
  type StreamAppend,
} from '../src/index.js';
import { joining, runMember } from './support/member.js';
import { databaseEngines, type TestDatabase } from './support/test-databases.js';
import { startEngine, type TestEngine } from './support/test-engine.js';
import { MemberRow } from './support/test-rows.js';
import { until } from './support/until.js';

const rename = (aggregates: AggregateStore, memberId: string, name: string) =>
  runMember(aggregates, { type: 'Rename', memberId, name });

const letters = (n: number): string =>
  (n >= 26 ? letters(Math.floor(n / 26)) : '') + String.fromCharCode(65 + (n % 26));

for (const engine of databaseEngines()) {
  describe(`read models written with the events on ${engine.name}`, () => {
    let core: TestEngine;
    let aggregates: AggregateStore;
    let runner: ProjectionRunner;
    let dataSource: DataSource;
    let store: EventStore;

    const checkpoint = async (name: string): Promise<bigint> => {
      const rows = (await dataSource.query('SELECT position FROM projection_checkpoints WHERE name = $1', [
        name,
      ])) as Array<{ position: string }>;
      return BigInt(rows[0]!.position);
    };

    const snapshot = async (): Promise<unknown[]> =>
      (await dataSource.query(
        'SELECT id, name, nickname, last_sign_in, update_date FROM members ORDER BY id',
      )) as unknown[];

    const memberRow = (id: string) => dataSource.getRepository(MemberRow).findOneBy({ id });

    beforeAll(async () => {
      core = await startEngine(await engine.open());
      aggregates = core.app.get(AggregateStore);
      runner = core.app.get(ProjectionRunner);
      dataSource = core.app.get(DataSource);
      store = core.app.get<EventStore>(EVENT_STORE);
    }, 120_000);

    afterAll(async () => {
      await core.close();
    });

    it('answers a write once its read model row is there, written in the same transaction, and no runner applies it again', async () => {
      await runMember(aggregates, joining('inline|first'));
      const head = await store.headPosition();
      // The checkpoint moved with the append: the row was written with the event.
      expect(await checkpoint('members')).toBe(head);
      expect((await memberRow('inline|first'))?.name).toBe('Inline Person');
      // A second application of the joining would insert the row twice and fail.
      await runner.catchUp();
      expect(runner.healthy).toBe(true);
      expect(runner.lowestCheckpoint).toBe(head);
    });

    it('leaves the write to the runner when an earlier event of its read model was not applied yet, and loses neither', async () => {
      await runMember(aggregates, joining('inline|second'));
      // Another process records a sign-in; this process's runner has not read it yet.
      await runner.onApplicationShutdown();
      const before = await checkpoint('members');
      await store.append(
        'member-inline|second',
        [
          {
            type: 'MemberSignedIn',
            data: { memberId: 'inline|second' },
            metadata: metadataFor(systemContext(), 'SignIn'),
          },
        ],
        0,
      );
      expect(await checkpoint('members')).toBe(before);

      await rename(aggregates, 'inline|second', 'Written After');

      const row = await memberRow('inline|second');
      expect(row?.name).toBe('Written After');
      expect(row?.lastSignIn).not.toBeNull();
      expect(await checkpoint('members')).toBe(await store.headPosition());
    });

    it('keeps concurrent writes to the same rows in the order of the log: a rebuild gives the same rows', async () => {
      await runMember(aggregates, joining('inline|third'));
      const names = Array.from({ length: 24 }, (_, i) => `Concurrent ${letters(i)}`);
      const settled = await Promise.allSettled(
        names.map((name, i) => rename(aggregates, i % 2 === 0 ? 'inline|third' : 'inline|first', name)),
      );
      // Writes to one stream at once may conflict (409 after five tries); none may fail otherwise.
      for (const result of settled)
        if (result.status === 'rejected') expect((result.reason as { status?: number }).status).toBe(409);
      expect(settled.some((result) => result.status === 'fulfilled')).toBe(true);

      const live = await snapshot();
      const events = await store.readStream('member-inline|third');
      const lastEdit = events.filter((e) => e.type === 'MemberRenamed').at(-1);
      expect(live).toContainEqual(
        expect.objectContaining({ id: 'inline|third', name: (lastEdit?.data as { name: string }).name }),
      );
      await runner.rebuild();
      expect(await snapshot()).toEqual(live);
    });
  });
}

/** A promise opened from outside: one transaction tells another it got this far. */
const gate = () => {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

// Two transactions writing rows at once only happen on PostgreSQL (PGlite runs one at a time).
for (const engine of databaseEngines().filter((e) => e.name === 'PostgreSQL')) {
  describe(`read models written with the events when two writes deadlock, on ${engine.name}`, () => {
    let db: TestDatabase;

    beforeAll(async () => {
      db = await engine.open();
      await db.dataSource.query('CREATE TABLE inline_probe (id text PRIMARY KEY, n int NOT NULL)');
      await db.dataSource.query("INSERT INTO inline_probe VALUES ('a', 0), ('b', 0)");
      await db.dataSource.query(
        "INSERT INTO projection_checkpoints (name, position, updated_at) VALUES ('probe-a', 0, now()), ('probe-b', 0, now())",
      );
    }, 60_000);

    afterAll(async () => {
      await db.close();
    });

    it('undoes the write the database ended and appends it again for the runner: both writes stay', async () => {
      const store = new PostgresEventStore(db.dataSource, 'PostgreSQL');
      // Each write's own projection, reading only its own type: the one that is retried without
      // it does not hold back the other's claim, whichever commits first.
      const append = (streamId: string, type: string): StreamAppend[] => [
        {
          streamId,
          expected: 'no_stream',
          events: [{ type, data: {}, metadata: metadataFor(systemContext(), 'Probe') }],
        },
      ];
      const claims = (name: string, type: string) => [{ name, types: [type] }];
      const bump = (id: string) => `UPDATE inline_probe SET n = n + 1 WHERE id = '${id}'`;
      const aTaken = gate();
      const bTaken = gate();
      // Each takes one row, then waits for the other's: the database ends one of the two.
      const [first, second] = await Promise.all([
        store.appendMany(append('probe-1', 'ProbedA'), {
          inline: {
            claims: claims('probe-a', 'ProbedA'),
            apply: async (manager) => {
              await manager.query(bump('a'));
              aTaken.open();
              await bTaken.opened;
              await manager.query(bump('b'));
            },
          },
        }),
        store.appendMany(append('probe-2', 'ProbedB'), {
          inline: {
            claims: claims('probe-b', 'ProbedB'),
            apply: async (manager) => {
              await aTaken.opened;
              await manager.query(bump('b'));
              bTaken.open();
              await manager.query(bump('a'));
            },
          },
        }),
      ]);
      expect([first![0]!.inlineApplied, second![0]!.inlineApplied].sort()).toEqual([false, true]);
      expect(await store.readStream('probe-1')).toHaveLength(1);
      expect(await store.readStream('probe-2')).toHaveLength(1);
      // Only the write that was not ended changed the rows.
      expect(await db.dataSource.query('SELECT id, n FROM inline_probe ORDER BY id')).toEqual([
        { id: 'a', n: 1 },
        { id: 'b', n: 1 },
      ]);
    });
  });
}

// Appends are told with their positions only on PostgreSQL (LISTEN/NOTIFY).
for (const engine of databaseEngines().filter((e) => e.name === 'PostgreSQL')) {
  describe(`appends heard with their positions, on ${engine.name}`, () => {
    let core: TestEngine;
    let aggregates: AggregateStore;
    let runner: ProjectionRunner;
    let store: EventStore;
    let other: DataSource;
    let gateway: PostgresEventStore;

    beforeAll(async () => {
      core = await startEngine(await engine.open());
      aggregates = core.app.get(AggregateStore);
      runner = core.app.get(ProjectionRunner);
      store = core.app.get<EventStore>(EVENT_STORE);
      // Another process's connection to the same database, as the device gateway has.
      const dataSource = core.app.get(DataSource);
      other = await new DataSource({
        ...dataSource.options,
        migrations: [],
        migrationsRun: false,
      }).initialize();
      gateway = new PostgresEventStore(other, engine.name);
      await runMember(aggregates, joining('heard|one'));
      await runMember(aggregates, joining('heard|two'));
    }, 120_000);

    afterAll(async () => {
      await gateway?.close();
      await other?.destroy();
      await core?.close();
    });

    const caughtUp = () =>
      until(
        'every projection past the head',
        async () => (await store.headPosition()) - runner.lowestCheckpoint,
        (behind) => behind <= 0n,
      );

    it('passes its own writes without reading the log again', async () => {
      await caughtUp();
      const reads = jest.spyOn(store, 'readAll');
      try {
        for (let i = 0; i < 20; i += 1) await rename(aggregates, 'heard|one', `Heard ${letters(i)}`);
        await caughtUp();
        // Without the notices' positions, each write's notice made the runner read (20 reads); what
        // is left is the runner's poll, once a second.
        expect(reads.mock.calls.length).toBeLessThan(10);
      } finally {
        reads.mockRestore();
      }
    });

    it("applies another process's facts appended between its own writes", async () => {
      const serials = Array.from({ length: 12 }, (_, i) => `AB22-9${String(i).padStart(5, '0')}`);
      await Promise.all([
        ...serials.map((serialNumber, i) =>
          gateway.append(
            `device-${serialNumber}`,
            [
              {
                type: 'DeviceSeen',
                data: { serialNumber, at: new Date(Date.UTC(2026, 10, 26, 9, i)).toISOString() },
                metadata: metadataFor(systemContext(), 'RecordDeviceFact'),
              },
            ],
            'no_stream',
          ),
        ),
        // Our writes one after another (writes to one stream at once would conflict), meanwhile.
        (async () => {
          for (const [i] of serials.entries())
            await rename(aggregates, i % 2 === 0 ? 'heard|one' : 'heard|two', `Both ${letters(i)}`);
        })(),
      ]);
      await caughtUp();
      const seen = (await core.app
        .get(DataSource)
        .query(
          "SELECT serial_number FROM device_sightings WHERE serial_number LIKE 'AB22-9%' ORDER BY 1",
        )) as Array<{ serial_number: string }>;
      expect(seen.map((row) => row.serial_number)).toEqual(serials);
    });
  });
}
