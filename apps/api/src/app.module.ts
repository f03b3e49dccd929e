import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { CURRENT_EVENT_VERSIONS, EVENT_UPCASTERS } from '@ambient/core';
import { EventSourcingModule } from '@ambient/event-sourcing';
import { AuthModule } from './auth/auth.module.js';
import { USER_AUTH_PORT } from './auth/auth.port.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { IdempotencyInterceptor, IdempotencyStore } from './common/idempotency.js';
import { ResultInterceptor } from './common/result.interceptor.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { ProcessRole } from './config/process-role.js';
import { DatabaseModule } from './database/database.module.js';
import { IdAllocator } from './database/id-allocator.js';
import { ENTITIES } from './entities.js';
import { HealthController } from './health/health.controller.js';
import { LiveGateway } from './live/live.gateway.js';
import { Mailer } from './mail/mailer.js';
import { StorageModule } from './storage/index.js';
import { AbbyUpdatesModule } from './abby-updates/index.js';
import { DeviceCredentialsModule, DeviceFactsModule, FleetModule } from './devices/index.js';
import { JobsModule } from './jobs/index.js';
import { MetricsModule } from './health/metrics/index.js';
import { DeviceCommandsModule } from './device-commands/index.js';
import { MediaModule } from './media/index.js';
import { AlbumsModule } from './memory-albums/index.js';
import { KioskPlaylistsModule } from './community-playlists/index.js';
import { AbbyProfilesModule } from './abby-profiles/index.js';
import { RolloutsModule } from './rollouts/index.js';
import { MessagesModule } from './messages/index.js';
import { KioskEmailsModule } from './kiosk-emails/index.js';
import { MessagePurgesModule } from './message-purges/index.js';
import { AdminDashboardModule } from './admin-dashboard/index.js';
import { ButtonConfigsModule } from './button-configs/index.js';
import { DashboardsModule } from './dashboards/index.js';
import { GenieReleasesModule } from './genie-releases/index.js';
import { HierarchyModule } from './hierarchy/index.js';
import { KeyTagsModule } from './key-tags/index.js';
import { ExpressionsModule } from './expressions/index.js';
import { InvitationsModule } from './invitations/index.js';
import { KiosksModule } from './kiosks/index.js';
import { PrivacyModule } from './privacy/index.js';
import { ResidentsModule } from './residents/index.js';
import { ResidentMetricsModule } from './resident-metrics/index.js';
import { SeedModule } from './seed/index.js';
import { SessionModule } from './session/index.js';
import { UserAuthAdapter, UsersModule } from './users/index.js';
import { OfflineAlertsModule } from './offline-alerts/index.js';
import { AuditModule } from './audit/index.js';

export interface AppModuleOptions {
  /** Where PGlite keeps its files; `memory://` in tests. */
  pgliteDir?: string;
  /** What an in-memory PGlite starts from (tests: an already migrated cluster). */
  pgliteTemplate?: Blob;
  /** Whether the process does the background work (see `ProcessRole`): false for a command-line tool. */
  background?: boolean;
}

/**
 * What every slice may inject without importing it: configuration, the process's role, ids, mail,
 * live pushes, the stored answers of Idempotency-Key requests.
 */
@Module({})
class PlatformModule {
  static forRoot(config: AppConfig, role: ProcessRole): DynamicModule {
    const providers = [
      { provide: APP_CONFIG, useValue: config },
      { provide: ProcessRole, useValue: role },
      IdAllocator,
      Mailer,
      LiveGateway,
      IdempotencyStore,
    ];
    return { module: PlatformModule, global: true, providers, exports: providers };
  }
}

/** The slices, each a module with its own controllers, projections, readers and handlers. */
const SLICES = [
  UsersModule,
  SessionModule,
  HierarchyModule,
  KeyTagsModule,
  ButtonConfigsModule,
  // Before kiosks: its GET kiosks/unupdated-abbys and kiosks/update-override-abbys must be routed
  // before kiosks/:id (routes are matched in the order their modules are scanned).
  AbbyUpdatesModule,
  InvitationsModule,
  KiosksModule,
  ResidentsModule,
  DashboardsModule,
  ResidentMetricsModule,
  GenieReleasesModule,
  AdminDashboardModule,
  FleetModule,
  PrivacyModule,
  SeedModule,
  MediaModule,
  AlbumsModule,
  ExpressionsModule,
  KioskPlaylistsModule,
  AbbyProfilesModule,
  RolloutsModule,
  MessagesModule,
  KioskEmailsModule,
  MessagePurgesModule,
  DeviceCredentialsModule,
  DeviceFactsModule,
  OfflineAlertsModule,
  AuditModule,
];

/**
 * The composition root: the platform (configuration, database, event-sourcing engine, CQRS,
 * sign-in, live updates, the API's error conventions) and every slice. The HTTP server, the
 * seed and the rebuild commands all start from it.
 */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
        DatabaseModule.forRoot(config, {
          pgliteDir: options.pgliteDir,
          pgliteTemplate: options.pgliteTemplate,
          entities: ENTITIES,
        }),
        EventSourcingModule.forRoot({
          schemas: { upcasters: EVENT_UPCASTERS, currentVersions: CURRENT_EVENT_VERSIONS },
          // A rebuild's rows go in by COPY on PostgreSQL; PGlite's socket does not take it.
          copyRows: config.databaseUrl !== null,
        }),
        PlatformModule.forRoot(config, new ProcessRole(options.background ?? true)),
        StorageModule,
        JobsModule,
        MetricsModule,
        DeviceCommandsModule,
        AuthModule.register({
          imports: [UsersModule],
          userAuthPort: { provide: USER_AUTH_PORT, useExisting: UserAuthAdapter },
        }),
        ...SLICES,
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: APP_INTERCEPTOR, useClass: ResultInterceptor },
        // Inside the result convention: a replayed answer is the handler's, wrapped the same way.
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
      ],
    };
  }
}
