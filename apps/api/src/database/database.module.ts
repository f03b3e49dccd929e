import {
  Global,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
  Inject,
  Injectable,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { PERSONAL_DATA } from '@ambient/core';
import {
  DataKey,
  EVENT_STORE,
  type EventStore,
  openEventStoreDb,
  PersonalDataCodec,
  PERSON_KEY_SEALING,
  PersonKeys,
  PostgresEventStore,
  ProtectedEventStore,
  readLogAhead,
  WrongDataKeyError,
} from '@ambient/event-sourcing';
import { loadDataKey, wrongDataKeyAtStart } from './data-key.js';
import { openDatabase, pgliteDirFor, type Database, type DatabaseOptions } from './database.js';

export const DATABASE = Symbol('DATABASE');
/** Name of the database engine in use, for /api/health. */
export const DATABASE_ENGINE = Symbol('DATABASE_ENGINE');

@Injectable()
class DatabaseCloser implements OnApplicationShutdown {
  constructor(
    @Inject(DATABASE) private readonly database: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
    await this.database.close();
  }
}

/**
 * The database (PostgreSQL or PGlite) and the event store (PostgreSQL or EventStoreDB), chosen
 * by the configuration, for the whole application; the data key that seals data at rest, and
 * people's keys, which the event store's codec seals their personal data with (decision 0024).
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(
    config: AppConfig,
    options: Pick<DatabaseOptions, 'entities' | 'pgliteTemplate'> & { pgliteDir?: string },
  ): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: DataKey, useFactory: () => loadDataKey(config) },
        {
          provide: DATABASE,
          inject: [DataKey],
          useFactory: (dataKey: DataKey) =>
            openDatabase({
              databaseUrl: config.databaseUrl,
              pgliteDir: options.pgliteDir ?? pgliteDirFor(config.dataDir),
              pgliteTemplate: options.pgliteTemplate,
              entities: options.entities,
              dataKey,
            }),
        },
        { provide: DataSource, inject: [DATABASE], useFactory: (db: Database) => db.dataSource },
        { provide: DATABASE_ENGINE, inject: [DATABASE], useFactory: (db: Database) => db.engine },
        {
          provide: PersonKeys,
          inject: [DATABASE, DataKey],
          useFactory: async (db: Database, dataKey: DataKey) => {
            const keys = new PersonKeys(db.dataSource, dataKey);
            await keys.checkDataKey().catch(async (error: unknown) => {
              // The start stops here: the database (PGlite's files and their lock) is let go.
              await db.close();
              throw error instanceof WrongDataKeyError ? wrongDataKeyAtStart(error) : error;
            });
            return keys;
          },
        },
        {
          provide: EVENT_STORE,
          inject: [DATABASE, PersonKeys],
          useFactory: async (db: Database, keys: PersonKeys): Promise<EventStore> =>
            new ProtectedEventStore(
              config.eventStoreUrl
                ? await openEventStoreDb(config.eventStoreUrl, db.dataSource)
                : new PostgresEventStore(db.dataSource, db.engine, {
                    sealing: PERSON_KEY_SEALING,
                    readAhead: readLogAhead,
                  }),
              new PersonalDataCodec(PERSONAL_DATA, keys),
            ),
        },
        DatabaseCloser,
      ],
      exports: [DATABASE, DataSource, DATABASE_ENGINE, EVENT_STORE, DataKey, PersonKeys],
    };
  }
}
