/**
 * The log read ahead, as a rebuild reads it (decision 0091): on PostgreSQL a thread of its own
 * reads the batches, PostgreSQL reading the next while it opens one, and sends a large batch in
 * slices; on PGlite the process reads them. Either way the events are those read at once, in order,
 * a person's sealed fields opened.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  DataKey,
  EVENT_STORE,
  metadataFor,
  PERSON_KEY_SEALING,
  PersonKeys,
  PostgresEventStore,
  ProjectionRunner,
  readLogAhead,
  readLogInThread,
  SEALED_FIELDS,
  systemContext,
  type EventStore,
  type LogReaderSettings,
  type RecordedEvent,
} from '../src/index.js';
import { DataSource } from 'typeorm';
import { databaseEngines } from './support/test-databases.js';
import { startEngine, type TestEngine } from './support/test-engine.js';

/** Streams named with what JSON escapes: each alone, then all of them, with letters beyond ASCII. */
const ODD_STREAMS = ['odd-"quoted"', 'odd-back\\slash', 'odd-tab\there', 'odd-"all"\\of\tthem-é'];
const ODD_DATA = { text: 'Ligne 1\nLigne « 2 »\t"é" \\ \u0001 😀', list: ['a"b', 'ç'], n: 1.5 };
const ODD_NAME = 'Zoé "Z" O\'Brien \\ «\u00a0ami\u00a0»\n';

for (const engine of databaseEngines()) {
  describe(`the log read ahead on ${engine.name}`, () => {
    let core: TestEngine;
    let store: EventStore;
    const metadata = metadataFor(systemContext(), 'ReadAhead');

    beforeAll(async () => {
      // The live projections stop before an event no command writes is written (below); nothing
      // here then asks them to catch up.
      core = await startEngine(await engine.open());
      store = core.app.get<EventStore>(EVENT_STORE);
      // 2,400 counts over four streams, and a person's name edited 200 times (sealed under their key).
      await store.appendMany(
        [0, 1, 2, 3].map((stream) => ({
          streamId: `count-${stream}`,
          expected: 'no_stream' as const,
          events: Array.from({ length: 600 }, (_, n) => ({ type: 'Counted', data: { n }, metadata })),
        })),
      );
      await store.append(
        'user-ambient|read-ahead',
        Array.from({ length: 200 }, (_, n) => ({
          type: 'UserProfileEdited',
          data: { userId: 'ambient|read-ahead', name: `Reader ${n}`, nickname: 'Reader' },
          metadata,
        })),
        'no_stream',
      );
      // Data that is not an object is read as it was written.
      await store.append(
        'odd-1',
        [['$personal', 1], 'text', 42, null].map((data) => ({ type: 'Odd', data, metadata })),
        'no_stream',
      );
      // Texts JSON must escape, and letters beyond ASCII, in a stream's name, in data and in sealed fields.
      for (const stream of ODD_STREAMS)
        await store.append(stream, [{ type: 'Odd', data: ODD_DATA, metadata }], 'no_stream');
      await store.append(
        'user-ambient|zoé',
        [
          {
            type: 'UserProfileEdited',
            data: { userId: 'ambient|zoé', name: ODD_NAME, nickname: 'Zoé' },
            metadata,
          },
        ],
        'no_stream',
      );
      // Stored data that is nothing but sealed fields (its box still opens: same type, same person).
      // No command writes such an event (its data has no user id, which a host's users projection
      // needs): the live projections, which this suite does not read, stop before it is written.
      await core.app.get(ProjectionRunner).stop();
      await core.app.get(DataSource).query(
        `INSERT INTO event_store (event_id, stream_id, stream_version, type, schema_version, data, metadata)
         SELECT gen_random_uuid(), 'only-sealed-1', 0, type, schema_version, jsonb_build_object($1::text, data->$1), metadata
           FROM event_store WHERE stream_id = 'user-ambient|zoé'`,
        [SEALED_FIELDS],
      );
      await store.append(
        'user-ambient|erased-reader',
        Array.from({ length: 50 }, (_, n) => ({
          type: 'UserProfileEdited',
          data: { userId: 'ambient|erased-reader', name: `Erased Reader ${n}`, nickname: 'Erased' },
          metadata,
        })),
        'no_stream',
      );
    }, 120_000);

    afterAll(async () => {
      await core?.close();
    });

    /** The whole log as the reading threads send it, from the start, read with `settings`. */
    const readThrough = async (
      settings: Pick<LogReaderSettings, 'withPersonKeys' | 'batchSize' | 'openWith' | 'threads'>,
    ): Promise<RecordedEvent[]> => {
      const connectionString = (core.app.get(DataSource).options as { url: string }).url;
      const read: RecordedEvent[] = [];
      for await (const batch of readLogInThread({ connectionString, after: '0', ...settings }))
        read.push(...batch);
      return read;
    };

    it('answers the events read at once, in order, in batches no larger than asked', async () => {
      const whole = await store.readAll(0n, 1_000_000);
      expect(whole.length).toBeGreaterThanOrEqual(2600);
      for (const size of [1200, 7]) {
        const batches: RecordedEvent[][] = [];
        for await (const batch of store.readAhead!(0n, size)) batches.push(batch);
        expect(batches.every((batch) => batch.length <= size)).toBe(true);
        expect(batches.flat()).toEqual(whole);
      }
      const sealed = (await core.app
        .get(DataSource)
        .query(
          `SELECT count(*)::int AS n FROM event_store WHERE stream_id = 'user-ambient|read-ahead' AND data ? $1`,
          [SEALED_FIELDS],
        )) as Array<{ n: number }>;
      expect(sealed).toEqual([{ n: 200 }]);
      expect(whole.filter((event) => event.streamId === 'odd-1').map((event) => event.data)).toEqual([
        ['$personal', 1],
        'text',
        42,
        null,
      ]);
      for (const stream of ODD_STREAMS)
        expect(whole.find((event) => event.streamId === stream)?.data).toEqual(ODD_DATA);
      expect(whole.find((event) => event.streamId === 'user-ambient|zoé')?.data).toEqual({
        userId: 'ambient|zoé',
        name: ODD_NAME,
        nickname: 'Zoé',
      });
      expect(whole.find((event) => event.streamId === 'only-sealed-1')?.data).toEqual({
        name: ODD_NAME,
        nickname: 'Zoé',
      });
      const names = whole.filter((event) => event.streamId === 'user-ambient|read-ahead');
      expect(names.map((event) => (event.data as { name: string }).name)).toEqual(
        Array.from({ length: 200 }, (_, n) => `Reader ${n}`),
      );
    });

    it('opens the events of a person whose key was made after the reading began', async () => {
      const batches = store.readAhead!(0n, 7)[Symbol.asyncIterator]();
      const first = await batches.next();
      expect(first.done).toBe(false);
      await store.append(
        'user-ambient|late-reader',
        [
          {
            type: 'UserProfileEdited',
            data: { userId: 'ambient|late-reader', name: 'Late Reader', nickname: 'Late' },
            metadata,
          },
        ],
        'no_stream',
      );
      const read = [...(first.value as RecordedEvent[])];
      for (let next = await batches.next(); !next.done; next = await batches.next()) read.push(...next.value);
      expect(read.find((event) => event.streamId === 'user-ambient|late-reader')?.data).toMatchObject({
        name: 'Late Reader',
        nickname: 'Late',
      });
      expect(read).toEqual(await store.readAll(0n, 1_000_000));
    });

    it('opens nothing of a person whose key is destroyed while the log is read', async () => {
      const batches = store.readAhead!(0n, 7)[Symbol.asyncIterator]();
      const first = await batches.next();
      expect(first.done).toBe(false);
      await core.app.get(PersonKeys).erase('user-ambient|erased-reader')(core.app.get(DataSource));
      const read = [...(first.value as RecordedEvent[])];
      for (let next = await batches.next(); !next.done; next = await batches.next()) read.push(...next.value);
      const erased = read.filter((event) => event.streamId === 'user-ambient|erased-reader');
      expect(erased).toHaveLength(50);
      expect(JSON.stringify(erased.map((event) => event.data))).not.toContain('Erased Reader');
      expect(read).toEqual(await store.readAll(0n, 1_000_000));
    });

    // Only PostgreSQL's store reads in a thread (PGlite's one connection is read in the process).
    const onPostgres = engine.name === 'PostgreSQL' ? it : null;
    onPostgres?.('opens sealed fields in the reading thread, spliced into the data', async () => {
      // The store without the codec: what the thread sent, before anything was opened in this thread.
      const raw = new PostgresEventStore(core.app.get(DataSource), 'PostgreSQL', {
        sealing: PERSON_KEY_SEALING,
        readAhead: readLogAhead,
      });
      const read: RecordedEvent[] = [];
      for await (const batch of raw.readAhead(0n, 1000, { openWith: core.app.get(DataKey).forThreads() }))
        read.push(...batch);
      const openedIn = (stream: string) => read.find((event) => event.streamId === stream);
      expect(openedIn('user-ambient|zoé')).toMatchObject({
        data: { userId: 'ambient|zoé', name: ODD_NAME, nickname: 'Zoé' },
        personKey: { subject: 'user-ambient|zoé', opened: true },
      });
      expect(openedIn('only-sealed-1')).toMatchObject({
        data: { name: ODD_NAME, nickname: 'Zoé' },
        personKey: { subject: 'user-ambient|zoé', opened: true },
      });
      // Every sealed event but the erased person's: the 200 names, Zoé's two, the late reader's.
      const opened = read.filter((event) => event.personKey && 'opened' in event.personKey);
      expect(opened).toHaveLength(200 + 2 + 1);
      expect(read.filter((event) => event.streamId === 'user-ambient|erased-reader')).toHaveLength(50);
      expect(opened.some((event) => event.streamId === 'user-ambient|erased-reader')).toBe(false);
    });

    onPostgres?.('takes ranges from several threads in the order of the log', async () => {
      const dataSource = core.app.get(DataSource);
      const raw = new PostgresEventStore(dataSource, 'PostgreSQL', { sealing: PERSON_KEY_SEALING });
      const read = await readThrough({ withPersonKeys: true, batchSize: 5, openWith: null, threads: 3 });
      // Nothing opened (no data key given): each sealed event as stored, with its person's stored key.
      expect(read).toEqual(await raw.readAll(0n, 1_000_000));
      expect(
        read.filter((event) => event.personKey && 'wrappedKey' in event.personKey).length,
      ).toBeGreaterThan(250);
    });

    onPostgres?.(
      "shares people's keys between threads, and reads again the sealed fields it cannot open",
      async () => {
        const dataSource = core.app.get(DataSource);
        const readWith = (threads: number, batchSize: number) =>
          readThrough({
            withPersonKeys: true,
            batchSize,
            openWith: core.app.get(DataKey).forThreads(),
            threads,
          });
        // Ranges of five positions over three threads: a person's events fall in every thread's
        // ranges, so threads take keys another one unwrapped.
        const spread = await readWith(3, 5);
        expect(spread).toEqual(await readWith(1, 10_000));
        const reader = spread.filter((event) => event.streamId === 'user-ambient|read-ahead');
        expect(reader.filter((event) => event.personKey && 'opened' in event.personKey)).toHaveLength(200);
        expect(reader[199]?.data).toMatchObject({ name: 'Reader 199', nickname: 'Reader' });
        // The erased person's events, which no thread opens, come as stored: the COPY left their
        // sealed fields out (the threads hold the data key), which were read again.
        const raw = new PostgresEventStore(dataSource, 'PostgreSQL', { sealing: PERSON_KEY_SEALING });
        const erasedIn = (events: RecordedEvent[]) =>
          events.filter((event) => event.streamId === 'user-ambient|erased-reader');
        const erased = erasedIn(spread);
        expect(erased).toHaveLength(50);
        expect(erased).toEqual(erasedIn(await raw.readAll(0n, 1_000_000)));
        expect(erased.every((event) => SEALED_FIELDS in (event.data as object))).toBe(true);
      },
    );

    it('reads from a position on', async () => {
      const whole = await store.readAll(0n, 1_000_000);
      const from = whole[1500]!.globalPosition;
      const read: RecordedEvent[] = [];
      for await (const batch of store.readAhead!(from, 1000)) read.push(...batch);
      expect(read).toEqual(whole.slice(1501));
    });

    onPostgres?.('writes slices whose names escape to six times their bytes', async () => {
      // A thousand events of a stream named with a thousand control characters: a slice of them
      // outgrows its buffer, and each row must find room for its names escaped (\u0001).
      const stream = '\u0001'.repeat(1000);
      await store.append(
        stream,
        Array.from({ length: 1000 }, (_, n) => ({ type: 'Counted', data: { n }, metadata })),
        'no_stream',
      );
      const read = await readThrough({
        withPersonKeys: false,
        batchSize: 10_000,
        openWith: null,
        threads: 1,
      });
      const raw = new PostgresEventStore(core.app.get(DataSource), 'PostgreSQL');
      expect(read).toEqual(await raw.readAll(0n, 1_000_000));
      expect(read.filter((event) => event.streamId === stream)).toHaveLength(1000);
    });
  });
}
