/**
 * A small Nest application around AuthModule for the auth slice's tests: a protected route that
 * answers the principal, a @Public() one, helmet's default security headers, the provider
 * mounted under /oidc, listening on 127.0.0.1 at the port of `config.publicUrl`.
 */
import { freePort } from './oidc-test-client.js';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import {
  AuthModule,
  CurrentPrincipal,
  OidcProviderService,
  Public,
  USER_AUTH_PORT,
  type Principal,
  type UserAuthPort,
} from '../../src/auth/index.js';
import { APP_CONFIG, loadConfig, type AppConfig } from '../../src/config/app-config.js';

@Controller('api/probe')
class ProbeController {
  @Get('principal')
  principal(@CurrentPrincipal() principal: Principal) {
    return { errorSeverity: null, errorMessage: null, profile: principal.profile, flags: principal.flags };
  }

  @Public()
  @Get('open')
  open() {
    return { errorSeverity: null, errorMessage: null, open: true };
  }
}

export { freePort };

export function testConfig(port: number, dataDir: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    ...env,
  });
}

export function probeModule(config: AppConfig, users: UserAuthPort) {
  @Module({
    imports: [
      AuthModule.register({
        configProvider: { provide: APP_CONFIG, useValue: config },
        userAuthPort: { provide: USER_AUTH_PORT, useValue: users },
      }),
    ],
    controllers: [ProbeController],
  })
  class ProbeAppModule {}
  return ProbeAppModule;
}

/** Builds the application; `listen` false only initializes it (for in-process checks). */
export async function startProbeApp(
  config: AppConfig,
  users: UserAuthPort,
  listen = true,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(probeModule(config, users), {
    logger: ['error'],
  });
  app.use(helmet());
  await app.get(OidcProviderService).mount(app.getHttpAdapter().getInstance());
  if (listen) await app.listen(config.port, '127.0.0.1');
  else await app.init();
  return app;
}
