import { PostgresEventStore } from '@ambient/event-sourcing';
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
}
