/**
 * Appends made by another process are heard at once on PostgreSQL (LISTEN/NOTIFY), so the API's
 * projections read the device gateway's facts without waiting for their next poll; the listening
 * connection comes back after the database ends it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { PostgresEventStore } from '../src/index.js';
import { postgresEngines, type TestDatabase } from './support/test-databases.js';
import { until } from './support/until.js';

for (const engine of postgresEngines('appends heard across processes')) {
  describe(`appends heard across processes on ${engine.name}`, () => {
    let db: TestDatabase;
    let other: DataSource;
    let listening: PostgresEventStore;
    let appending: PostgresEventStore;

    beforeAll(async () => {
      db = await engine.open();
      // Another process's connection to the same database, as the device gateway has.
      other = await new DataSource({
        ...db.dataSource.options,
        migrations: [],
        migrationsRun: false,
      }).initialize();
      listening = new PostgresEventStore(db.dataSource, engine.name);
      appending = new PostgresEventStore(other, engine.name);
    });

    afterAll(async () => {
      await listening?.close();
      await appending?.close();
      await other?.destroy();
      await db?.close();
    });

    const append = (streamId: string) =>
      appending.append(
        streamId,
        [
          {
            type: 'Noted',
            data: { streamId },
            metadata: {
              userId: null,
              functionalRole: null,
              at: new Date().toISOString(),
              correlationId: streamId,
              command: 'Note',
              source: 'system',
            },
          },
        ],
        'no_stream',
      );

    it('tells its listeners of an append made through another connection, with its position, and stops when asked', async () => {
      const positions: Array<bigint | null> = [];
      let hearing = false;
      const stop = listening.onAppended((notice) => {
        if ('hearing' in notice) hearing = notice.hearing;
        else positions.push(notice.position);
      });
      // It says when it hears every append.
      await until(
        'listening',
        async () => hearing,
        (yes) => yes,
      );
      const appended = await append('notice-1');
      await until(
        'the append heard',
        async () => positions,
        (heard) => heard.length > 0,
      );
      expect(positions).toEqual([appended.lastPosition]);
      stop();
      await append('notice-2');
      // The appending store's own readers are nudged at once; give the notice the same chance.
      await appending.readAll(0n, 10);
      expect(positions).toHaveLength(1);
    });

    it('says it stopped hearing when the database ends its connection, and listens again', async () => {
      let heard = 0;
      const hearing: boolean[] = [];
      const stop = listening.onAppended((notice) => {
        if ('hearing' in notice) hearing.push(notice.hearing);
        else heard += 1;
      });
      await append(`before-${Date.now()}`);
      await until(
        'the append heard',
        async () => heard,
        (n) => n >= 1,
      );
      await other.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
      );
      const before = heard;
      // Appends until they are heard again (the listener connects again after about a second).
      await until(
        'an append heard after the connection was ended',
        async () => {
          await append(`again-${Date.now()}-${Math.random()}`);
          return heard;
        },
        (n) => n > before,
      );
      // Hearing at once (the store listened already, for the first test), deaf while the connection
      // was gone, hearing again once it listened again.
      await until(
        'hearing again',
        async () => hearing.at(-1),
        (last) => last === true,
      );
      expect(hearing).toEqual([true, false, true]);
      stop();
    });
  });
}
