/**
 * The rewrite an erasure runs on the tables it touched (decision 0102): the deleted rows leave the
 * table's files, and a transaction still open elsewhere, which would make the rewrite copy them
 * (its snapshot may still see them), makes it rewrite the table again once that transaction ends,
 * or say so when it does not end in time.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { rewriteTables } from '../../src/database/vacuum.js';
import { databaseEngines, type TestDatabase } from '../support/databases.js';
import { until } from '../support/until.js';

const ERASED = 'Rosalind-Quebecoise';

for (const engine of databaseEngines()) {
  describe(`table rewrites on ${engine.name}`, () => {
    let db: TestDatabase;
    let dataSource: DataSource;
    const query = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
      dataSource.query(sql, params) as Promise<T[]>;

    /** Whether `text` is in the files of table `table` (its heap, TOAST and indexes). */
    const inFiles = async (table: string, text: string): Promise<boolean> => {
      await query('CHECKPOINT');
      const [row] = await query<{ found: boolean }>(
        `SELECT bool_or(position(convert_to($2, 'UTF8') IN pg_read_binary_file(pg_relation_filepath(c.oid))) > 0) AS found
           FROM pg_class t JOIN pg_class c ON c.oid = t.oid OR c.oid = t.reltoastrelid
          WHERE t.oid = $1::regclass`,
        [table, text],
      );
      return row?.found === true;
    };
    const fileOf = async (table: string): Promise<number> =>
      (
        await query<{ node: number }>(
          `SELECT relfilenode::int AS node FROM pg_class WHERE oid = $1::regclass`,
          [table],
        )
      )[0]!.node;

    /** A table of its own holding the row to erase beside another. */
    const tableWithRow = async (table: string): Promise<void> => {
      await query(`CREATE TABLE ${table} (name text NOT NULL)`);
      await query(`INSERT INTO ${table} VALUES ($1), ('Another resident')`, [ERASED]);
    };

    beforeAll(async () => {
      db = await engine.open();
      dataSource = db.dataSource;
    }, 60_000);
    afterAll(async () => {
      await db?.close();
    });

    it('rewrites a table into a new file that holds nothing of the rows deleted before', async () => {
      await tableWithRow('rewrite_plain');
      const before = await fileOf('rewrite_plain');
      await query(`DELETE FROM rewrite_plain WHERE name = $1`, [ERASED]);
      expect(await inFiles('rewrite_plain', ERASED)).toBe(true);

      expect(await rewriteTables(dataSource, ['rewrite_plain'])).toEqual([
        { table: 'rewrite_plain', failure: null },
      ]);
      expect(await fileOf('rewrite_plain')).not.toBe(before);
      expect(await inFiles('rewrite_plain', ERASED)).toBe(false);
      expect(await query(`SELECT name FROM rewrite_plain`)).toEqual([{ name: 'Another resident' }]);
    });

    // PGlite has one connection: no other transaction can hold a snapshot while it rewrites.
    if (engine.name === 'PostgreSQL') {
      /** Another connection with a snapshot taken before the deletion, open until it commits. */
      const openSnapshot = async (): Promise<pg.Client> => {
        const holder = new pg.Client({ connectionString: db.url! });
        await holder.connect();
        await holder.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
        await holder.query('SELECT 1');
        return holder;
      };

      it('rewrites the table again once a transaction that could still see the deleted rows ends', async () => {
        await tableWithRow('rewrite_after_snapshot');
        const holder = await openSnapshot();
        let holderEnded = false;
        try {
          const first = await fileOf('rewrite_after_snapshot');
          await query(`DELETE FROM rewrite_after_snapshot WHERE name = $1`, [ERASED]);
          const rewriting = rewriteTables(dataSource, ['rewrite_after_snapshot'], 3000, 30_000);
          // The first rewrite copied the deleted row (the snapshot may still see it); the snapshot ends.
          await until(
            'the first rewrite',
            () => fileOf('rewrite_after_snapshot'),
            (node) => node !== first,
          );
          await holder.query('COMMIT');
          holderEnded = true;
          expect(await rewriting).toEqual([{ table: 'rewrite_after_snapshot', failure: null }]);
          expect(await inFiles('rewrite_after_snapshot', ERASED)).toBe(false);
        } finally {
          if (!holderEnded) await holder.query('ROLLBACK');
          await holder.end();
        }
      });

      it('says the deleted rows were kept when that transaction is still open when it gives up', async () => {
        await tableWithRow('rewrite_kept');
        const holder = await openSnapshot();
        try {
          await query(`DELETE FROM rewrite_kept WHERE name = $1`, [ERASED]);
          expect(await rewriteTables(dataSource, ['rewrite_kept'], 3000, 200)).toEqual([
            { table: 'rewrite_kept', failure: '1 deleted row kept for a transaction still open' },
          ]);
        } finally {
          await holder.query('ROLLBACK');
          await holder.end();
        }
        // Rewritten once it has ended, the table lets the row go.
        expect(await rewriteTables(dataSource, ['rewrite_kept'])).toEqual([
          { table: 'rewrite_kept', failure: null },
        ]);
        expect(await inFiles('rewrite_kept', ERASED)).toBe(false);
      });
    }
  });
}
