/**
 * People's keys kept for sealing (decision 0024): a write does not look its person's key up
 * again, yet what is sealed always reads back while the person exists and never once erased.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DomainError, PERSONAL_DATA } from '@ambient/core';
import { DataKey, PersonalDataCodec, PersonKeys, type RecordedEvent } from '../src/index.js';
import { databaseEngines, type TestDatabase } from './support/test-databases.js';

const edited = (userId: string, name: string) => ({
  type: 'UserProfileEdited',
  data: { userId, name, nickname: '', picture: null },
});

const recorded = (event: { type: string; data: unknown }): RecordedEvent => ({
  ...event,
  eventId: 'event',
  streamId: 'user',
  streamVersion: 0,
  globalPosition: 1n,
  version: 1,
  metadata: {} as RecordedEvent['metadata'],
  recordedAt: new Date(),
});

/** Counts the statements a source sends, to see which writes look a key up. */
function counted(db: TestDatabase['dataSource']) {
  let statements = 0;
  return {
    queryable: {
      query: (sql: string, parameters?: unknown[]) => {
        statements += 1;
        return db.query(sql, parameters);
      },
    },
    statements: () => statements,
  };
}

/** A data key that counts the keys it unwraps. */
class CountingDataKey extends DataKey {
  opened = 0;
  override open(...args: Parameters<DataKey['open']>): Buffer {
    this.opened += 1;
    return super.open(...args);
  }
}

for (const engine of databaseEngines()) {
  describe(`People's keys kept for sealing, on ${engine.name}`, () => {
    let db: TestDatabase;
    const dataKey = new DataKey(randomBytes(32));

    beforeAll(async () => {
      db = await engine.open();
    });
    afterAll(async () => {
      await db.close();
    });

    /** Seals the event as an API instance would, then reads it as any instance would. */
    async function roundTrip(
      codec: PersonalDataCodec,
      reader: PersonalDataCodec,
      userId: string,
      name: string,
    ) {
      const [sealed] = await codec.seal([edited(userId, name)]);
      expect(JSON.stringify(sealed)).not.toContain(name);
      const [opened] = await reader.open([recorded({ type: 'UserProfileEdited', data: sealed })]);
      return (opened!.data as { name: string }).name;
    }

    it('seals a known person without looking the key up again, and it reads back', async () => {
      const source = counted(db.dataSource);
      const keys = new PersonKeys(source.queryable, dataKey);
      const codec = new PersonalDataCodec(PERSONAL_DATA, keys);
      expect(await roundTrip(codec, codec, 'kept-1', 'Jeanne Côté')).toBe('Jeanne Côté');
      const before = source.statements();
      const [sealed] = await codec.seal([edited('kept-1', 'Jeanne Tremblay')]);
      expect(source.statements()).toBe(before);
      const [opened] = await codec.open([recorded({ type: 'UserProfileEdited', data: sealed })]);
      expect((opened!.data as { name: string }).name).toBe('Jeanne Tremblay');
    });

    it('never keeps a key made in a transaction that was rolled back', async () => {
      const keys = new PersonKeys(db.dataSource, dataKey);
      const codec = new PersonalDataCodec(PERSONAL_DATA, keys);
      const runner = db.dataSource.createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      await codec.seal([edited('rolled-back', 'Ann Lee')], runner);
      await runner.rollbackTransaction();
      await runner.release();
      // Sealed under a key that was never kept, the name would read as erased.
      expect(await roundTrip(codec, codec, 'rolled-back', 'Ann Lee')).toBe('Ann Lee');
    });

    it('refuses to seal for a person erased here, at once', async () => {
      const keys = new PersonKeys(db.dataSource, dataKey);
      const codec = new PersonalDataCodec(PERSONAL_DATA, keys);
      expect(await roundTrip(codec, codec, 'erased-here', 'Paul Roy')).toBe('Paul Roy');
      await keys.erase('user-erased-here')(db.dataSource);
      const refusal = await codec.seal([edited('erased-here', 'Paul Roy')]).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DomainError);
      expect((refusal as DomainError).key).toBe('person.erased');
    });

    it('what another instance seals after an erasure made elsewhere reads as erased', async () => {
      const here = new PersonalDataCodec(PERSONAL_DATA, new PersonKeys(db.dataSource, dataKey));
      const elsewhereKeys = new PersonKeys(db.dataSource, dataKey);
      const elsewhere = new PersonalDataCodec(PERSONAL_DATA, elsewhereKeys);
      expect(await roundTrip(here, elsewhere, 'erased-elsewhere', 'Marie Gagnon')).toBe('Marie Gagnon');
      await elsewhereKeys.erase('user-erased-elsewhere')(db.dataSource);
      // `here` still holds the destroyed key: it seals, but nobody can open what it sealed.
      const [sealed] = await here.seal([edited('erased-elsewhere', 'Marie Gagnon')]);
      expect(JSON.stringify(sealed)).not.toContain('Marie');
      for (const reader of [here, elsewhere]) {
        const [opened] = await reader.open([recorded({ type: 'UserProfileEdited', data: sealed })]);
        expect((opened!.data as { name: string }).name).toBe('[erased]');
      }
    });

    it('opens events with the key the store brought, unwrapping a person’s key once, and never an erased key from memory', async () => {
      const counting = new CountingDataKey(randomBytes(32));
      const keys = new PersonKeys(db.dataSource, counting);
      const codec = new PersonalDataCodec(PERSONAL_DATA, keys);
      const [first] = await codec.seal([edited('brought', 'Luc Pelletier')]);
      const [second] = await codec.seal([edited('brought', 'Luc Bouchard')]);
      const [row] = (await db.dataSource.query(
        "SELECT wrapped_key FROM person_keys WHERE subject = 'user-brought'",
      )) as Array<{ wrapped_key: string }>;
      const brought = (data: unknown, wrappedKey: string | null): RecordedEvent => ({
        ...recorded({ type: 'UserProfileEdited', data }),
        personKey: { subject: 'user-brought', wrappedKey },
      });
      const names = async (wrappedKey: string | null) =>
        (await codec.open([brought(first, wrappedKey)], undefined, 'again'))
          .concat(await codec.open([brought(second, wrappedKey)], undefined, 'again'))
          .map((event) => (event.data as { name: string }).name);

      let boxesOpened = 0;
      const opened = keys.opened.bind(keys);
      keys.opened = (box, subject, wrappedKey, open) =>
        opened(box, subject, wrappedKey, () => {
          boxesOpened += 1;
          return open();
        });

      counting.opened = 0;
      // Read once (the runner, a rebuild): nothing is kept.
      await codec.open([brought(first, row!.wrapped_key)]);
      expect(boxesOpened).toBe(0);
      expect(await names(row!.wrapped_key)).toEqual(['Luc Pelletier', 'Luc Bouchard']);
      expect(counting.opened).toBe(1);
      // Read again (a write reads its stream again and again): each box was opened once.
      expect(await names(row!.wrapped_key)).toEqual(['Luc Pelletier', 'Luc Bouchard']);
      expect(boxesOpened).toBe(2);
      // Erased since: the store brings no key, and the one in memory is not used.
      await keys.erase('user-brought')(db.dataSource);
      expect(await names(null)).toEqual(['[erased]', '[erased]']);
      // Nothing opened of the erased person is kept: asked with the old key, it would open again.
      const box = (first as { $personal: { box: string } }).$personal.box;
      expect(opened(box, 'user-brought', row!.wrapped_key, () => ({ kept: false }))).toEqual({ kept: false });
    });
  });
}

describe('People’s keys held through a rebuild', () => {
  it('keeps every key it unwraps while held, then no more than it keeps at other times', () => {
    const dataKey = new CountingDataKey(randomBytes(32));
    // Nothing here reads the database: keys come as the store brings them, wrapped.
    const keys = new PersonKeys({ query: () => Promise.reject(new Error('no database')) }, dataKey);
    const people = Array.from({ length: 50_001 }, (_, i) => `user-held-${i}`);
    const wrapped = people.map((subject) => dataKey.seal(randomBytes(32), `person-key\n${subject}`));
    const unwrapAll = () => people.forEach((subject, i) => keys.unwrap(subject, wrapped[i]!));

    const release = keys.holdOpened();
    unwrapAll();
    dataKey.opened = 0;
    // A rebuild reads everyone once in log order, then the first again: nothing unwrapped again.
    unwrapAll();
    expect(dataKey.opened).toBe(0);
    release();
    // Released: the oldest beyond the usual 50,000 went.
    keys.unwrap(people[0]!, wrapped[0]!);
    expect(dataKey.opened).toBe(1);
  });
});
