/**
 * Password hashes live in `credentials`, never in the event log (decision 0024): the stored
 * events are read as raw JSON here, and a credential is written in the transaction of the append
 * that records it, both or neither.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  metadataFor,
  systemContext,
  EVENT_STORE,
  WrongExpectedVersionError,
  type EventStore,
  type SideWrite,
} from '@ambient/event-sourcing';
import { Credentials } from '../../src/users/credentials.js';
import { eventHead } from '../support/api-calls.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { databaseEngines } from '../support/databases.js';
import { typedApi } from '../support/typed-api.js';

for (const engine of databaseEngines()) {
  describe(`credentials outside the log on ${engine.name}`, () => {
    let api: RunningApi;
    let dataSource: DataSource;
    const raw = async (sql: string, params: unknown[] = []): Promise<Array<Record<string, unknown>>> =>
      (await dataSource.query(sql, params)) as Array<Record<string, unknown>>;

    beforeAll(async () => {
      api = await startApi(engine);
      dataSource = api.app.get(DataSource);
    }, 120_000);

    afterAll(async () => {
      await api.close();
    });

    it('keeps no password hash in any stored event, and every seeded password in credentials', async () => {
      expect(
        await raw(
          `SELECT count(*)::int AS n FROM event_store
            WHERE data ? 'passwordHash' OR data::text LIKE '%$argon2%' OR metadata::text LIKE '%$argon2%'`,
        ),
      ).toEqual([{ n: 0 }]);
      const admin = await raw(`SELECT password_hash FROM credentials WHERE user_id = 'ambient|admin'`);
      expect(String(admin[0]?.password_hash)).toMatch(/^\$argon2id\$/);
      expect(
        await raw(
          `SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'password_hash'`,
        ),
      ).toEqual([{ n: 0 }]);
    });

    it('signs in and changes a password through credentials: the event holds the fact only', async () => {
      const token = await api.signIn('one.family@ambient.demo', DEMO_PASSWORD);
      const before = await api.app.get(Credentials).hashOf('ambient|oneFamily');
      const change = (currentPassword: string) =>
        typedApi(api.url).put('/api/users/{id}/password', {
          path: { id: 'ambient|oneFamily' },
          body: { password: 'another long secret', currentPassword },
          token,
        });
      const head = await eventHead(api);
      const refused = await change('not the password');
      expect(refused.status).toBe(422);
      expect(await eventHead(api)).toBe(head);
      expect(await api.app.get(Credentials).hashOf('ambient|oneFamily')).toBe(before);

      const changed = await change(DEMO_PASSWORD);
      expect(changed.status).toBe(200);
      const after = await api.app.get(Credentials).hashOf('ambient|oneFamily');
      expect(after).toMatch(/^\$argon2id\$/);
      expect(after).not.toBe(before);
      const stored = await raw(
        `SELECT data FROM event_store WHERE stream_id = 'user-ambient|oneFamily' AND type = 'UserPasswordChanged'`,
      );
      expect(stored).toEqual([{ data: { userId: 'ambient|oneFamily' } }]);
      await expect(api.signIn('one.family@ambient.demo', DEMO_PASSWORD)).rejects.toThrow(/did not reach/);
      await expect(api.signIn('one.family@ambient.demo', 'another long secret')).resolves.toEqual(
        expect.any(String),
      );
    });

    it('writes a side table with the append, both or neither', async () => {
      const store = api.app.get<EventStore>(EVENT_STORE);
      const event = {
        type: 'UserSessionsEnded',
        data: { userId: 'probe', reason: 'signOut' },
        metadata: metadataFor(systemContext(), 'Probe'),
      };
      const credential: SideWrite = async (db) => {
        await db.query(
          `INSERT INTO credentials (user_id, password_hash, updated_at) VALUES ('probe', 'x', now())`,
        );
      };
      const head = await eventHead(api);
      // The append is refused (the stream is not at version 3): the side write is undone with it.
      await expect(
        store.appendMany([{ streamId: 'user-probe', expected: 3, events: [event] }], {
          alongside: credential,
        }),
      ).rejects.toBeInstanceOf(WrongExpectedVersionError);
      expect(await raw(`SELECT user_id FROM credentials WHERE user_id = 'probe'`)).toEqual([]);
      // The side write fails: nothing is appended.
      await expect(
        store.appendMany([{ streamId: 'user-probe', expected: 'no_stream', events: [event] }], {
          alongside: async (db) => {
            await credential(db);
            await db.query('SELECT * FROM no_such_table');
          },
        }),
      ).rejects.toThrow();
      expect(await eventHead(api)).toBe(head);
      expect(await raw(`SELECT user_id FROM credentials WHERE user_id = 'probe'`)).toEqual([]);
      // Both succeed together.
      await store.appendMany([{ streamId: 'user-probe', expected: 'no_stream', events: [event] }], {
        alongside: credential,
      });
      expect(await raw(`SELECT user_id FROM credentials WHERE user_id = 'probe'`)).toEqual([
        { user_id: 'probe' },
      ]);
      expect(await eventHead(api)).toBeGreaterThan(head);
    });
  });
}
