/**
 * Tables written beside the live ones by a rebuild on PostgreSQL (decision 0094): filled, given
 * their keys, indexes and statistics while the live table serves, then what changed since written
 * into them, and swapped in under the live table's name, with its keys', indexes' and identity
 * sequences' names and positions.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  createShadow,
  planShadow,
  ProjectionRunner,
  RowBuffer,
  runOnEach,
  swapShadow,
  type ShadowTable,
} from '../src/index.js';
import { DataSource, type QueryRunner } from 'typeorm';
import { postgresEngines } from './support/test-databases.js';
import { startEngine, type TestEngine } from './support/test-engine.js';
import { JournalEntryRow, MemberRow } from './support/test-rows.js';

const member = (n: number, name = `Member ${n}`) => ({
  id: `ambient|shadow-${n}`,
  email: `shadow-${n}@example.com`,
  name,
  nickname: '',
  picture: null,
  languageId: null,
  role: 'Guest',
  domainIds: [n],
  kioskIds: [],
  residentIds: [],
  createDate: new Date('2026-11-30T00:00:00.000Z'),
  updateDate: new Date('2026-11-30T00:00:00.000Z'),
});

/** What names a table's keys, indexes and identities: all of it must be the same after a swap. */
const shapeOf = async (dataSource: DataSource, table: string) => ({
  indexes: await dataSource.query(
    'SELECT indexname, indexdef FROM pg_indexes WHERE tablename = $1 ORDER BY indexname',
    [table],
  ),
  constraints: await dataSource.query(
    `SELECT conname, contype, pg_get_constraintdef(oid) AS definition FROM pg_constraint
      WHERE conrelid = $1::regclass ORDER BY conname`,
    [table],
  ),
  sequences: await dataSource.query(
    `SELECT attname, pg_get_serial_sequence($1, attname) AS sequence FROM pg_attribute
      WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attname`,
    [table],
  ),
});

// Only PostgreSQL's rebuild writes beside the live tables (PGlite's writes in the transaction).
for (const engine of postgresEngines('tables written beside the live ones')) {
  describe(`tables written beside the live ones on ${engine.name}`, () => {
    let core: TestEngine;
    let dataSource: DataSource;
    let runners: QueryRunner[];

    beforeAll(async () => {
      core = await startEngine(await engine.open());
      dataSource = core.app.get(DataSource);
      runners = [dataSource.createQueryRunner(), dataSource.createQueryRunner()];
    }, 60_000);

    afterAll(async () => {
      for (const runner of runners ?? []) await runner.release();
      await core?.close();
    });

    /** Writes the buffer's members beside `members` with their keys, indexes and statistics. */
    async function besideMembers(buffer: RowBuffer): Promise<ShadowTable> {
      const shadow = await planShadow(runners[0]!, 'members', 0);
      expect(shadow).not.toBeNull();
      await createShadow(runners[0]!, shadow!);
      await buffer.write(runners[0]!.manager, MemberRow, shadow!.next, { copy: true });
      await runOnEach(runners, shadow!.builds);
      return shadow!;
    }

    it('swaps in the table written beside, with what changed since, under the live names', async () => {
      await dataSource.getRepository(MemberRow).insert(member(99, 'Live only'));
      const before = await shapeOf(dataSource, 'members');
      const buffer = new RowBuffer(dataSource);
      for (const n of [1, 2, 3]) await buffer.manager.insert(MemberRow, member(n));
      const shadow = await besideMembers(buffer);
      // The live table still serves as it was while the new one is ready beside it.
      expect(await dataSource.query('SELECT id FROM members')).toEqual([{ id: 'ambient|shadow-99' }]);
      // With its statistics (a new table has none until analysed).
      const [{ n: stats }] = (await dataSource.query(
        'SELECT count(*)::int AS n FROM pg_stats WHERE tablename = $1',
        [shadow.next],
      )) as [{ n: number }];
      expect(stats).toBeGreaterThan(0);

      // Events folded after it was written: a row changed, one deleted, one new, one changed then deleted.
      buffer.track();
      await buffer.manager.update(MemberRow, { id: 'ambient|shadow-1' }, { name: 'Changed' });
      await buffer.manager.delete(MemberRow, { id: 'ambient|shadow-2' });
      await buffer.manager.insert(MemberRow, member(4));
      await buffer.manager.insert(MemberRow, member(5));
      await buffer.manager.delete(MemberRow, { id: 'ambient|shadow-5' });
      await dataSource.transaction(async (manager) => {
        await buffer.flush(manager, { copy: true, shadows: new Map([['members', shadow.next]]) });
        await swapShadow(manager, shadow);
      });

      expect(await dataSource.query('SELECT id, name, domain_ids FROM members ORDER BY id')).toEqual([
        { id: 'ambient|shadow-1', name: 'Changed', domain_ids: [1] },
        { id: 'ambient|shadow-3', name: 'Member 3', domain_ids: [3] },
        { id: 'ambient|shadow-4', name: 'Member 4', domain_ids: [4] },
      ]);
      expect(await shapeOf(dataSource, 'members')).toEqual(before);
      expect(
        await dataSource.query("SELECT relname FROM pg_class WHERE relname LIKE '%\\_\\_rebuilt\\_%'"),
      ).toEqual([]);
      // Its keys hold: a second row with the same email is refused.
      await expect(
        dataSource.getRepository(MemberRow).insert({ ...member(6), email: 'shadow-1@example.com' }),
      ).rejects.toThrow(/members_email_key/);
    });

    it('keeps an identity sequence by name and position', async () => {
      const before = await shapeOf(dataSource, 'journal_entries');
      await dataSource.query("SELECT setval(pg_get_serial_sequence('journal_entries', 'id'), 500)");
      const buffer = new RowBuffer(dataSource);
      await buffer.manager.insert(JournalEntryRow, {
        id: '7',
        at: new Date('2026-11-30T00:00:00.000Z'),
        note: 'Profile edited',
        memberId: null,
      });
      const shadow = (await planShadow(runners[0]!, 'journal_entries', 1))!;
      expect(shadow.identities).toHaveLength(1);
      await createShadow(runners[0]!, shadow);
      await buffer.write(runners[0]!.manager, JournalEntryRow, shadow.next, { copy: true });
      await runOnEach(runners, shadow.builds);
      await dataSource.transaction((manager) => swapShadow(manager, shadow));

      expect(await shapeOf(dataSource, 'journal_entries')).toEqual(before);
      expect(await dataSource.query('SELECT id FROM journal_entries')).toEqual([{ id: '7' }]);
      // The next entry written without an id takes the sequence's next value, as before the swap.
      const [{ id }] = (await dataSource.query(
        `INSERT INTO journal_entries (at, note) VALUES (now(), 'Next') RETURNING id`,
      )) as [{ id: string }];
      expect(id).toBe('501');
    });

    it('drops what a rebuild that died left beside the live tables', async () => {
      await dataSource.query('CREATE TABLE "members__rebuilt_5" (LIKE members)');
      await dataSource.query('CREATE TABLE "device_sightings__rebuilt_0" (LIKE device_sightings)');
      await core.app.get(ProjectionRunner).rebuild();
      expect(
        await dataSource.query("SELECT relname FROM pg_class WHERE relname LIKE '%\\_\\_rebuilt\\_%'"),
      ).toEqual([]);
    });

    it('leaves in place a table that another object depends on, with a foreign key, or whose sequence it owns', async () => {
      await dataSource.query('CREATE TABLE shadow_viewed (id int PRIMARY KEY)');
      await dataSource.query('CREATE VIEW shadow_view AS SELECT id FROM shadow_viewed');
      await dataSource.query('CREATE TABLE shadow_serial (id serial PRIMARY KEY)');
      await dataSource.query('CREATE TABLE shadow_parent (id int PRIMARY KEY)');
      await dataSource.query('CREATE TABLE shadow_child (parent int REFERENCES shadow_parent (id))');
      await dataSource.query('CREATE TABLE shadow_plain (id int PRIMARY KEY, note text)');
      for (const table of ['shadow_viewed', 'shadow_serial', 'shadow_parent', 'shadow_child'])
        expect(await planShadow(runners[0]!, table, 2)).toBeNull();
      expect(await planShadow(runners[0]!, 'shadow_plain', 2)).toMatchObject({
        live: 'shadow_plain',
        renames: [{ kind: 'constraint', name: 'shadow_plain_pkey' }],
      });
    });
  });
}
