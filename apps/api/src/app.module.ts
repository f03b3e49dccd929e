import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { AuthModule } from './auth/auth.module.js';
import { USER_AUTH_PORT } from './auth/auth.port.js';
import { AdminModule } from './admin/admin.module.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { ResultInterceptor } from './common/result.interceptor.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigController } from './config/config.controller.js';
import { DomainsController } from './domains/domains.controller.js';
import { FacilitiesController } from './facilities/facilities.controller.js';
import { KeyTagsController } from './key-tags/key-tags.controller.js';
import { ButtonConfigsController } from './button-configs/button-configs.controller.js';
import { KioskDashboardController } from './kiosks/kiosk-dashboard.controller.js';
import { KiosksController } from './kiosks/kiosks.controller.js';
import { ResidentsController } from './residents/residents.controller.js';
import { OrganizationsController } from './organizations/organizations.controller.js';
import { CoreModule, type CoreOptions } from './core.module.js';
import { LoginController } from './hierarchy/login.controller.js';
import { HealthController } from './health/health.controller.js';
import { LiveGateway } from './live/live.gateway.js';
import { UserAuthAdapter } from './users/user-auth.adapter.js';
import { DashboardUsersController } from './users/dashboard-users.controller.js';
import { UsersController } from './users/users.controller.js';

/** The HTTP API: the core plus sign-in, controllers and live updates. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: CoreOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config, options),
        AuthModule.register({ userAuthPort: { provide: USER_AUTH_PORT, useExisting: UserAuthAdapter } }),
        AdminModule,
      ],
      controllers: [
        ConfigController,
        HealthController,
        LoginController,
        UsersController,
        DashboardUsersController,
        OrganizationsController,
        DomainsController,
        FacilitiesController,
        KeyTagsController,
        ButtonConfigsController,
        KiosksController,
        KioskDashboardController,
        ResidentsController,
      ],
      providers: [
        LiveGateway,
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: APP_INTERCEPTOR, useClass: ResultInterceptor },
      ],
    };
  }
}
