import { Global, Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { DatabaseModule } from './database/database.module.js';
import { AggregateStore } from './event-sourcing/aggregate-store.js';
import { PROJECTIONS, type Projection } from './event-sourcing/projection.js';
import { ProjectionRunner } from './event-sourcing/projection-runner.js';
import { BUTTON_CONFIG_COMMAND_HANDLERS } from './button-configs/button-config.handlers.js';
import { ButtonConfigsProjection } from './button-configs/button-configs.projection.js';
import { ButtonConfigsReader } from './button-configs/button-configs.reader.js';
import { DOMAIN_COMMAND_HANDLERS } from './domains/domain.commands.js';
import { DomainsProjection } from './domains/domains.projection.js';
import { DomainsReader } from './domains/domains.reader.js';
import { IdAllocator } from './event-sourcing/id-allocator.js';
import { FACILITY_COMMAND_HANDLERS } from './facilities/facility.commands.js';
import { KEY_TAG_COMMAND_HANDLERS } from './key-tags/key-tag.handlers.js';
import { KeyTagsProjection } from './key-tags/key-tags.projection.js';
import { KeyTagsReader } from './key-tags/key-tags.reader.js';
import { FacilitiesProjection } from './facilities/facilities.projection.js';
import { FacilitiesReader } from './facilities/facilities.reader.js';
import { KIOSK_COMMAND_HANDLERS } from './kiosks/kiosk.commands.js';
import { KiosksProjection } from './kiosks/kiosks.projection.js';
import { KiosksReader } from './kiosks/kiosks.reader.js';
import { Mailer } from './mail/mailer.js';
import { ContactInviter } from './users/contact-inviter.js';
import { RESIDENT_COMMAND_HANDLERS } from './residents/resident.commands.js';
import { ResidentsProjection } from './residents/residents.projection.js';
import { ResidentsReader } from './residents/residents.reader.js';
import { HierarchyReader } from './hierarchy/hierarchy.reader.js';
import { ORGANIZATION_COMMAND_HANDLERS } from './organizations/organization.commands.js';
import { OrganizationsProjection } from './organizations/organizations.projection.js';
import { OrganizationsReader } from './organizations/organizations.reader.js';
import { Seeder } from './seed/seeder.js';
import { PasswordHasher } from './users/password-hasher.js';
import { RoleFlagsService } from './users/role-flags.service.js';
import { UserAuthAdapter } from './users/user-auth.adapter.js';
import { USER_COMMAND_HANDLERS } from './users/user.commands.js';
import { UsersProjection } from './users/users.projection.js';
import { UsersReader } from './users/users.reader.js';

export interface CoreOptions {
  /** Where PGlite keeps its files; `memory://` in tests. */
  pgliteDir?: string;
}

/**
 * Everything but HTTP: configuration, database, event store, command handlers, projections
 * and readers. The API, the seed and the rebuild commands all start from it.
 */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig, options: CoreOptions = {}): DynamicModule {
    return {
      module: CoreModule,
      imports: [CqrsModule.forRoot(), DatabaseModule.forRoot(config, options)],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        UsersProjection,
        OrganizationsProjection,
        DomainsProjection,
        FacilitiesProjection,
        KeyTagsProjection,
        ButtonConfigsProjection,
        KiosksProjection,
        ResidentsProjection,
        {
          provide: PROJECTIONS,
          inject: [
            UsersProjection,
            OrganizationsProjection,
            DomainsProjection,
            FacilitiesProjection,
            KeyTagsProjection,
            ButtonConfigsProjection,
            KiosksProjection,
            ResidentsProjection,
          ],
          useFactory: (...projections: Projection[]) => projections,
        },
        ProjectionRunner,
        AggregateStore,
        IdAllocator,
        PasswordHasher,
        ...USER_COMMAND_HANDLERS,
        ...ORGANIZATION_COMMAND_HANDLERS,
        ...DOMAIN_COMMAND_HANDLERS,
        ...FACILITY_COMMAND_HANDLERS,
        ...KEY_TAG_COMMAND_HANDLERS,
        ...BUTTON_CONFIG_COMMAND_HANDLERS,
        KeyTagsReader,
        ButtonConfigsReader,
        ...KIOSK_COMMAND_HANDLERS,
        ...RESIDENT_COMMAND_HANDLERS,
        KiosksReader,
        ResidentsReader,
        Mailer,
        ContactInviter,
        UsersReader,
        HierarchyReader,
        OrganizationsReader,
        DomainsReader,
        FacilitiesReader,
        RoleFlagsService,
        UserAuthAdapter,
        Seeder,
      ],
      exports: [
        APP_CONFIG,
        ProjectionRunner,
        AggregateStore,
        PasswordHasher,
        UsersReader,
        HierarchyReader,
        OrganizationsReader,
        DomainsReader,
        FacilitiesReader,
        KeyTagsReader,
        ButtonConfigsReader,
        KiosksReader,
        ResidentsReader,
        Mailer,
        IdAllocator,
        RoleFlagsService,
        UserAuthAdapter,
        Seeder,
        ContactInviter,
      ],
    };
  }
}
