import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PERSONAL_DATA } from '@ambient/core';
import {
  DataKey,
  PersonalDataCodec,
  PERSON_KEY_SEALING,
  PersonKeys,
  PostgresEventStore,
  ProtectedEventStore,
} from '../src/index.js';
import { databaseEngines } from './support/test-databases.js';
import { eventStoreContract } from './event-store.contract.js';

for (const engine of databaseEngines()) {
  eventStoreContract(`PostgreSQL event store on ${engine.name}`, async () => {
    const db = await engine.open();
    const store = new PostgresEventStore(db.dataSource, engine.name);
    return {
      store,
      dispose: async () => {
        await store.close();
        await db.close();
      },
    };
  });

  // The personal-data codec, with people's keys read beside the events, changes nothing of the
  // contract (decision 0024).
  eventStoreContract(`PostgreSQL event store with the personal-data codec on ${engine.name}`, async () => {
    const db = await engine.open();
    const keys = new PersonKeys(db.dataSource, new DataKey(randomBytes(32)));
    const store = new ProtectedEventStore(
      new PostgresEventStore(db.dataSource, engine.name, { sealing: PERSON_KEY_SEALING }),
      new PersonalDataCodec(PERSONAL_DATA, keys),
    );
    return {
      store,
      dispose: async () => {
        await store.close();
        await db.close();
      },
    };
  });
}

/** A WAL position (`0/A3C55DA8`) as a number, to compare two. */
const walPosition = (lsn: string): bigint => {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};

for (const engine of databaseEngines().filter((each) => each.name === 'PostgreSQL')) {
  describe(`PostgreSQL event store durability on ${engine.name}`, () => {
    // The append commits without waiting for the disk under its lock and waits outside it
    // (decision 0004): when it answers, the WAL must be on disk past its commit. A commit made
    // just before, without waiting, marks a position the append's own commit comes after.
    it('answers an append only once the WAL is flushed past its commit', async () => {
      const db = await engine.open();
      const store = new PostgresEventStore(db.dataSource, engine.name);
      // A client of its own: several statements in one query, each result apart.
      const client = new pg.Client({ connectionString: db.url! });
      await client.connect();
      try {
        await client.query('CREATE TABLE durability_marks (n int)');
        for (let i = 0; i < 20; i += 1) {
          const results = (await client.query(
            `BEGIN; SET LOCAL synchronous_commit TO off; INSERT INTO durability_marks VALUES (${i}); COMMIT; SELECT pg_current_wal_insert_lsn() AS lsn`,
          )) as unknown as Array<pg.QueryResult<{ lsn: string }>>;
          const marked = results[4]!.rows[0]!.lsn;
          await store.append(
            `durability-${i}`,
            [
              {
                type: 'Marked',
                data: { i },
                metadata: {
                  userId: null,
                  functionalRole: null,
                  at: new Date().toISOString(),
                  correlationId: `durability-${i}`,
                  command: 'Mark',
                  source: 'system',
                },
              },
            ],
            'no_stream',
          );
          const flushed = (await client.query<{ lsn: string }>('SELECT pg_current_wal_flush_lsn() AS lsn'))
            .rows[0]!.lsn;
          expect({ i, flushedPastTheCommit: walPosition(flushed) >= walPosition(marked) }).toEqual({
            i,
            flushedPastTheCommit: true,
          });
        }
      } finally {
        await client.end();
        await store.close();
        await db.close();
      }
    });
  });
}
