/**
 * The states a process keeps of the streams it wrote (decision 0088): a command starts from them
 * instead of reading the stream again, yet always decides on what the streams hold. A stream
 * written meanwhile by another writer (here the store itself, beside the aggregate store; on
 * PostgreSQL another process on the same database), a kept state only read, a refusal decided on a kept
 * state, and a person's key destroyed by any process: each is decided again on the streams.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DomainError } from '@ambient/core';
import {
  AggregateStore,
  EVENT_STORE,
  metadataFor,
  PersonKeys,
  systemContext,
  DataKey,
  type Decider,
  type EventStore,
} from '../src/index.js';
import { anotherConnection, databaseEngines, type TestDatabase } from './support/test-databases.js';
import { startEngine, type TestEngine } from './support/test-engine.js';
import { until } from './support/until.js';

type Tally = { type: 'Added'; data: { n: number } };
type Take = { type: 'Add' | 'Take'; n: number };

/** A stream's running total: `Take` is refused beyond what it holds. */
const tally: Decider<Take, Tally, number> = {
  initialState: 0,
  evolve: (total, event) => total + event.data.n,
  decide: (command, total) => {
    if (command.type === 'Take' && command.n > total) throw new DomainError('error.conflict', {}, 409);
    return [{ type: 'Added', data: { n: command.type === 'Take' ? -command.n : command.n } }];
  },
};

/** A stream naming a person (their name sealed under their key), folded to the last name. */
type Named =
  | { type: 'UserProfileEdited'; data: { userId: string; name: string } }
  | { type: 'Touched'; data: Record<string, never> };
const naming: Decider<{ name: string }, Named, string | null> = {
  initialState: null,
  evolve: (name, event) => (event.type === 'UserProfileEdited' ? event.data.name : name),
  decide: () => [],
};

/** A list of items, folded to an object a careless handler might change. */
type Listed = { type: 'Listed'; data: { item: string } };
const listing: Decider<{ type: 'List'; item: string }, Listed, { items: string[] }> = {
  initialState: { items: [] },
  evolve: (state, event) => ({ items: [...state.items, event.data.item] }),
  decide: (command) => [{ type: 'Listed', data: { item: command.item } }],
};

for (const engine of databaseEngines()) {
  describe(`kept stream states on ${engine.name}`, () => {
    // Both processes on one database open the people's keys with the same data key.
    const dataKey = new DataKey(randomBytes(32));
    let database: TestDatabase;
    let here: TestEngine;
    let aggregates: AggregateStore;
    let store: EventStore;

    beforeAll(async () => {
      database = await engine.open();
      here = await startEngine(database, { dataKey, owned: false });
      aggregates = here.app.get(AggregateStore);
      store = here.app.get<EventStore>(EVENT_STORE);
    }, 120_000);

    afterAll(async () => {
      await here?.close();
      await database?.close();
    });

    /**
     * Names the person in a stream that is not theirs (erasing them appends nothing to it),
     * answering the name it found there.
     */
    const nameIn = (stream: string, userId: string, name: string) =>
      aggregates.transact(systemContext(), 'Name', async (unit) => {
        const before = await unit.load(stream, naming);
        unit.append(stream, [{ type: 'UserProfileEdited', data: { userId, name } }]);
        return before;
      });

    /** Destroys the person's key through the engine `on`, with an event of its own. */
    const erase = (on: TestEngine, stream: string, userId: string) =>
      on.app.get(AggregateStore).transact(systemContext(), 'Erase', async (unit) => {
        await unit.load(`erasure-${stream}`, tally);
        unit.append(`erasure-${stream}`, [{ type: 'Added', data: { n: 0 } }]);
        unit.alongside(on.app.get(PersonKeys).erase(`user-${userId}`));
      });

    /** Appends to the stream a fact naming no one, answering the name it found there. */
    const touch = (stream: string) =>
      aggregates.transact(systemContext(), 'Touch', async (unit) => {
        const name = await unit.load(stream, naming);
        unit.append(stream, [{ type: 'Touched', data: {} }]);
        return name;
      });

    const run = (streamId: string, command: Take) =>
      aggregates.handle(streamId, tally, command, systemContext(), 'Tally');

    /** Appends beside the aggregate store, as another writer would. */
    const besides = async (streamId: string, n: number) => {
      const version = (await store.readStream(streamId)).at(-1)!.streamVersion;
      await store.append(
        streamId,
        [{ type: 'Added', data: { n }, metadata: metadataFor(systemContext(), 'Besides') }],
        version,
      );
    };

    it('starts a command on a stream it wrote from the state it kept, without reading the stream', async () => {
      const stream = `tally-${randomUUID()}`;
      await run(stream, { type: 'Add', n: 1 });
      const read = store.readStream.bind(store);
      let reads = 0;
      store.readStream = (streamId, until) => {
        if (streamId === stream) reads += 1;
        return read(streamId, until);
      };
      try {
        expect((await run(stream, { type: 'Add', n: 2 })).state).toBe(3);
        expect((await run(stream, { type: 'Add', n: 3 })).state).toBe(6);
      } finally {
        store.readStream = read;
      }
      expect(reads).toBe(0);
    });

    it('keeps a state no command can change', async () => {
      const stream = `list-${randomUUID()}`;
      // A handler that changes the state it loaded (it should not) changes no other command's.
      const careless = (item: string) =>
        aggregates.transact(systemContext(), 'List', async (unit) => {
          const state = await unit.load(stream, listing);
          state.items.push(item);
          unit.append(stream, listing.decide({ type: 'List', item }, state));
          return [...state.items];
        });
      const list = (item: string) =>
        aggregates.handle(stream, listing, { type: 'List', item }, systemContext());
      await list('a');
      expect(await careless('b')).toEqual(['a', 'b']);
      expect(await careless('c')).toEqual(['a', 'b', 'c']);
      // A command that changes nothing it loaded finds the stream's state.
      const listed = await list('d');
      expect(listed.state.items).toEqual(['a', 'b', 'c', 'd']);
      expect((await store.readStream(stream)).map((e) => e.data)).toEqual([
        { item: 'a' },
        { item: 'b' },
        { item: 'c' },
        { item: 'd' },
      ]);
    });

    it('decides on what the stream holds after another writer appended to it', async () => {
      const stream = `tally-${randomUUID()}`;
      await run(stream, { type: 'Add', n: 1 });
      await besides(stream, 10);
      expect((await run(stream, { type: 'Add', n: 1 })).state).toBe(12);
      expect((await store.readStream(stream)).map((e) => e.data)).toEqual([{ n: 1 }, { n: 10 }, { n: 1 }]);
    });

    it('reads again a stream it only read, which another writer changed', async () => {
      const source = `tally-${randomUUID()}`;
      const copy = `tally-${randomUUID()}`;
      await run(source, { type: 'Add', n: 5 });
      await besides(source, 2);
      await aggregates.transact(systemContext(), 'Copy', async (unit) => {
        const total = await unit.load(source, tally);
        const copied = await unit.load(copy, tally);
        unit.append(copy, tally.decide({ type: 'Add', n: total }, copied));
      });
      expect((await store.readStream(copy)).map((e) => e.data)).toEqual([{ n: 7 }]);
    });

    it('does not refuse on a kept state what the stream allows', async () => {
      const stream = `tally-${randomUUID()}`;
      await run(stream, { type: 'Add', n: 1 });
      await besides(stream, 10);
      expect((await run(stream, { type: 'Take', n: 5 })).state).toBe(6);
    });

    it('forgets what it kept once a person’s key is destroyed here', async () => {
      const userId = `kept|${randomUUID()}`;
      const stream = `profile-${randomUUID()}`;
      await nameIn(stream, userId, 'Jeanne Côté');
      expect(await nameIn(stream, userId, 'Jeanne Tremblay')).toBe('Jeanne Côté');
      await erase(here, stream, userId);
      // Decided on the stream as it reads now: the name sealed under the destroyed key is gone.
      expect(await touch(stream)).not.toBe('Jeanne Tremblay');
    });

    if (engine.serverUrl)
      it('forgets what it kept once another process destroys a person’s key', async () => {
        const other = await startEngine(await anotherConnection(database), { dataKey });
        try {
          const userId = `kept|${randomUUID()}`;
          const stream = `profile-${randomUUID()}`;
          await nameIn(stream, userId, 'Jeanne Côté');
          expect(await nameIn(stream, userId, 'Jeanne Côté')).toBe('Jeanne Côté');
          await erase(other, stream, userId);
          // Once the erasure is heard, the stream is read again: the name is no longer there to see.
          await until(
            'the kept name forgotten',
            () => touch(stream),
            (name) => name !== 'Jeanne Côté',
          );
        } finally {
          await other.close();
        }
      });
  });
}
