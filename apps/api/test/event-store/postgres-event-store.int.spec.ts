import { randomBytes } from 'node:crypto';
import { PERSONAL_DATA } from '@ambient/core';
import {
  DataKey,
  PersonalDataCodec,
  PersonKeys,
  PostgresEventStore,
  ProtectedEventStore,
} from '@ambient/event-sourcing';
import { databaseEngines } from '../support/databases.js';
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
      new PostgresEventStore(db.dataSource, engine.name, { withPersonKeys: true }),
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
