import { randomBytes } from 'node:crypto';
import { describe, it } from '@jest/globals';
import { PERSONAL_DATA } from '@ambient/core';
import {
  DataKey,
  openEventStoreDb,
  PersonalDataCodec,
  PersonKeys,
  ProtectedEventStore,
} from '../src/index.js';
import { databaseEngines } from './support/test-databases.js';
import { eventStoreContract } from './event-store.contract.js';

const url = process.env.EVENTSTORE_URL;

if (url) {
  eventStoreContract('EventStoreDB', async () => {
    const store = await openEventStoreDb(url);
    return { store, dispose: () => store.close() };
  });
  // The personal-data codec on EventStoreDB, people's keys in PostgreSQL (decision 0024).
  eventStoreContract('EventStoreDB with the personal-data codec', async () => {
    const db = await databaseEngines()[0]!.open();
    const store = new ProtectedEventStore(
      await openEventStoreDb(url, db.dataSource),
      new PersonalDataCodec(PERSONAL_DATA, new PersonKeys(db.dataSource, new DataKey(randomBytes(32)))),
    );
    return {
      store,
      dispose: async () => {
        await store.close();
        await db.close();
      },
    };
  });
} else {
  describe('EventStore contract: EventStoreDB', () => {
    // No EventStoreDB server can be installed on these machines; the adapter's contract runs
    // wherever EVENTSTORE_URL points at one (for example the docker-compose stack).
    it.skip('skipped: EVENTSTORE_URL is not set, so there is no EventStoreDB server to test against', () =>
      undefined);
  });
}
