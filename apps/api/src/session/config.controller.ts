import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PRODUCT_NAME } from '@ambient/core';
import { Public } from '../auth/public.decorator.js';
import { consoleOrigins } from '../auth/oidc-provider.factory.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Answers } from '../common/validation.js';
import { clientConfigAnswer } from './session.schemas.js';

/** What the console needs before signing in: where to sign in, and how to label itself. */
@ApiTags('config')
@Controller('config')
export class ConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get()
  @Answers(clientConfigAnswer)
  clientConfig(): Record<string, unknown> {
    const authority = this.config.oidc.externalIssuer ?? `${this.config.publicUrl}/oidc`;
    return {
      productName: PRODUCT_NAME,
      version: this.config.version,
      environmentLabel: this.config.environmentLabel,
      consoleOrigins: consoleOrigins(this.config),
      oidc: {
        authority,
        clientId: this.config.oidc.clientId,
        audience: this.config.oidc.audience,
        scope: 'openid profile email',
        claimsNamespace: this.config.oidc.claimsNamespace,
      },
    };
  }
}
