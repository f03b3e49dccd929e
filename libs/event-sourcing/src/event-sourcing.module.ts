import { Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AggregateStore } from './aggregate-store.js';
import { ProjectionRunner } from './projections/projection-runner.js';
import { PROJECTION_SETTINGS, type ProjectionSettings } from './rebuild/read-model-rebuild.js';
import { EventUpcaster, type EventSchemas } from './upcasting.js';

/**
 * The engine for a Nest application: the aggregate store and the projection runner. It needs
 * the host to provide, globally, a TypeORM `DataSource` and the `EVENT_STORE` adapter (the API's
 * and the device gateway's database modules do). Projections are found wherever they are
 * declared (`ReadModelProjection`).
 */
@Module({})
export class EventSourcingModule {
  static forRoot(options: { schemas: EventSchemas } & Partial<ProjectionSettings>): DynamicModule {
    return {
      module: EventSourcingModule,
      global: true,
      imports: [DiscoveryModule],
      providers: [
        { provide: EventUpcaster, useValue: new EventUpcaster(options.schemas) },
        { provide: PROJECTION_SETTINGS, useValue: { copyRows: options.copyRows ?? false } },
        ProjectionRunner,
        AggregateStore,
      ],
      exports: [EventUpcaster, ProjectionRunner, AggregateStore],
    };
  }
}
