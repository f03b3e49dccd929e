import { Module, type DynamicModule, type OnApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CURRENT_EVENT_VERSIONS, EVENT_UPCASTERS } from '@ambient/core';
import {
  EVENT_SOURCING_ENTITIES,
  EVENT_STORE,
  EventSourcingModule,
  openEventStoreDb,
  PostgresEventStore,
  type EventStore,
} from '@ambient/event-sourcing';

/** Where device facts go: the console's event store (the API owns its schema and migrations). */
export interface DeviceFactsStore {
  databaseUrl: string;
  /** Set: facts go to EventStoreDB instead of PostgreSQL's event store. */
  eventStoreUrl: string | null;
}

@Injectable()
class StoreCloser implements OnApplicationShutdown {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

/**
 * The event store and engine the gateway records device facts through (`DeviceFactsRecorder`).
 * The gateway appends only: it runs no projection (the API's projections read the log).
 */
@Module({})
export class DeviceFactsModule {
  static forRoot(store: DeviceFactsStore): DynamicModule {
    return {
      module: DeviceFactsModule,
      global: true,
      imports: [
        EventSourcingModule.forRoot({
          schemas: { upcasters: EVENT_UPCASTERS, currentVersions: CURRENT_EVENT_VERSIONS },
        }),
      ],
      providers: [
        {
          provide: DataSource,
          useFactory: async () => {
            const dataSource = new DataSource({
              type: 'postgres',
              url: store.databaseUrl,
              entities: [...EVENT_SOURCING_ENTITIES],
              synchronize: false,
              poolSize: 4,
            });
            return dataSource.initialize();
          },
        },
        {
          provide: EVENT_STORE,
          inject: [DataSource],
          useFactory: async (dataSource: DataSource): Promise<EventStore> =>
            store.eventStoreUrl
              ? openEventStoreDb(store.eventStoreUrl)
              : new PostgresEventStore(dataSource, 'PostgreSQL'),
        },
        StoreCloser,
      ],
      exports: [DataSource, EVENT_STORE],
    };
  }
}
