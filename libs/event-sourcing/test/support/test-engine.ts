/**
 * The engine in a Nest application of its own, as a host wires it: the event store on the test
 * database with people's keys sealing their personal data (core's `PERSONAL_DATA`), the aggregate
 * store, and the projection runner over the suites' projections (see `test-projections.ts`),
 * following the log unless told not to.
 */
import { randomBytes } from 'node:crypto';
import { Global, Module, type DynamicModule, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { PERSONAL_DATA } from '@ambient/core';
import {
  DataKey,
  EVENT_STORE,
  EventSourcingModule,
  PersonalDataCodec,
  PERSON_KEY_SEALING,
  PersonKeys,
  PostgresEventStore,
  ProjectionRunner,
  ProtectedEventStore,
  readLogAhead,
  type EventStore,
} from '../../src/index.js';
import { TEST_PROJECTIONS } from './test-projections.js';
import type { TestDatabase } from './test-databases.js';

export interface TestEngine {
  app: INestApplicationContext;
  db: TestDatabase;
  /** Closes the application and its store; the database too when the engine owns it. */
  close(): Promise<void>;
}

@Global()
@Module({})
class TestStoreModule {
  static forRoot(db: TestDatabase, dataKey: DataKey): DynamicModule {
    const keys = new PersonKeys(db.dataSource, dataKey);
    const store = new ProtectedEventStore(
      new PostgresEventStore(db.dataSource, db.engine, {
        sealing: PERSON_KEY_SEALING,
        readAhead: readLogAhead,
      }),
      new PersonalDataCodec(PERSONAL_DATA, keys),
    );
    return {
      module: TestStoreModule,
      providers: [
        { provide: DataSource, useValue: db.dataSource },
        { provide: DataKey, useValue: dataKey },
        { provide: PersonKeys, useValue: keys },
        { provide: EVENT_STORE, useValue: store },
      ],
      exports: [DataSource, DataKey, PersonKeys, EVENT_STORE],
    };
  }
}

@Module({})
class TestEngineModule {
  static forRoot(db: TestDatabase, dataKey: DataKey): DynamicModule {
    return {
      module: TestEngineModule,
      imports: [
        TestStoreModule.forRoot(db, dataKey),
        EventSourcingModule.forRoot({
          schemas: { upcasters: new Map(), currentVersions: {} },
          copyRows: db.engine === 'PostgreSQL',
        }),
      ],
      providers: [...TEST_PROJECTIONS],
    };
  }
}

/**
 * The engine on `db`. `owned`: closing the engine closes the database (the default); `follow`:
 * its projections load their checkpoints and follow the log (the default), as a host's do.
 */
export async function startEngine(
  db: TestDatabase,
  {
    dataKey = new DataKey(randomBytes(32)),
    owned = true,
    follow = true,
  }: { dataKey?: DataKey; owned?: boolean; follow?: boolean } = {},
): Promise<TestEngine> {
  const app = await NestFactory.createApplicationContext(TestEngineModule.forRoot(db, dataKey), {
    logger: ['error'],
  });
  if (follow) await app.get(ProjectionRunner).start();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await app.get<EventStore>(EVENT_STORE).close();
      if (owned) await db.close();
    },
  };
}
