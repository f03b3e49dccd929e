/**
 * Sign-in and token checking.
 *
 * Registration: `AuthModule.register({ userAuthPort, configProvider, imports })`. The module
 * needs APP_CONFIG (AppConfig) and USER_AUTH_PORT (UserAuthPort) from the application: from a
 * global module (the API's CoreModule exports APP_CONFIG and UserAuthAdapter), through
 * `imports`, or as the providers given here. It is a global module, so TOKEN_VERIFIER and
 * OidcProviderService can be injected anywhere (the Socket.IO gateway, main.ts) without
 * importing it again, and the users slice does not have to import it (no cycle).
 *
 * It provides:
 * - TOKEN_VERIFIER: the TokenVerifier (token-verifier.ts);
 * - ENDED_GRANTS: the sign-ins that signed out (ended-grants.ts), for the live connections to close;
 * - JwtAuthGuard as the global guard (APP_GUARD): every route needs a bearer token unless it is
 *   marked @Public(); @CurrentPrincipal() reads the Principal;
 * - OidcProviderService: `mount(expressApp)` puts the built-in provider under /oidc (call it
 *   before listen); a no-op when OIDC_ISSUER names an external issuer.
 */
import { Module, type DynamicModule, type ModuleMetadata, type Provider } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { TOKEN_VERIFIER, USER_AUTH_PORT, type TokenVerifier, type UserAuthPort } from './auth.port.js';
import { ENDED_GRANTS, EndedGrants } from './ended-grants.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { JwtStrategy } from './jwt.strategy.js';
import { OIDC_KEYS, loadOrCreateOidcKeys, publicJwks, type OidcKeyMaterial } from './oidc-keys.js';
import { ACCESS_TOKEN_TTL_MS, builtInIssuer } from './oidc-provider.factory.js';
import { OidcProviderService, SIGN_IN_CLOCK, type SignInClock } from './oidc-provider.service.js';
import { localIssuerKeys, remoteIssuerKeys } from './signing-keys.js';
import { JwtTokenVerifier } from './token-verifier.js';

export interface AuthModuleRegistration {
  /** Modules that export USER_AUTH_PORT / APP_CONFIG, or what the providers below need. */
  imports?: ModuleMetadata['imports'];
  /** Provides USER_AUTH_PORT, e.g. `{ provide: USER_AUTH_PORT, useExisting: UserAuthAdapter }`. */
  userAuthPort?: Provider;
  /** The same as `userAuthPort` (the name the first brief used). */
  userAuthPortProvider?: Provider;
  /** Provides APP_CONFIG; leave out when a global module already does. */
  configProvider?: Provider;
  /** The clock sign-in locks are judged by; the system clock when left out. */
  clock?: SignInClock;
}

const oidcKeysProvider: Provider = {
  provide: OIDC_KEYS,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): Promise<OidcKeyMaterial> | null =>
    config.oidc.externalIssuer === null ? loadOrCreateOidcKeys(config.dataDir) : null,
};

/** The sign-ins that signed out, one record for every API process of a public URL (decision 0103). */
const endedGrantsProvider: Provider = {
  provide: ENDED_GRANTS,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): EndedGrants =>
    new EndedGrants(
      config.redisUrl,
      `ambient:ended-grants:${new URL(config.publicUrl).host}`,
      // An access token is accepted a few seconds past its expiry (clock difference).
      ACCESS_TOKEN_TTL_MS + 60_000,
    ),
};

const tokenVerifierProvider: Provider = {
  provide: TOKEN_VERIFIER,
  inject: [APP_CONFIG, USER_AUTH_PORT, OIDC_KEYS, ENDED_GRANTS],
  useFactory: (
    config: AppConfig,
    users: UserAuthPort,
    keys: OidcKeyMaterial | null,
    endedGrants: EndedGrants,
  ): TokenVerifier => {
    const external = config.oidc.externalIssuer;
    if (external === null && keys === null) throw new Error('The built-in provider has no keys');
    return new JwtTokenVerifier({
      keys:
        external !== null
          ? remoteIssuerKeys(external)
          : localIssuerKeys(builtInIssuer(config), publicJwks(keys!.jwks)),
      users,
      config,
      profileFromClaimsWhenUnknown: external !== null,
      endedGrants,
    });
  },
};

@Module({})
export class AuthModule {
  static register(registration: AuthModuleRegistration = {}): DynamicModule {
    const given = [
      registration.configProvider,
      registration.userAuthPort ?? registration.userAuthPortProvider,
    ].filter((provider): provider is Provider => provider !== undefined);
    return {
      module: AuthModule,
      global: true,
      imports: registration.imports ?? [],
      providers: [
        ...given,
        { provide: SIGN_IN_CLOCK, useValue: registration.clock ?? (() => new Date()) },
        oidcKeysProvider,
        endedGrantsProvider,
        tokenVerifierProvider,
        OidcProviderService,
        JwtStrategy,
        JwtAuthGuard,
        { provide: APP_GUARD, useExisting: JwtAuthGuard },
      ],
      exports: [TOKEN_VERIFIER, ENDED_GRANTS, OidcProviderService, JwtAuthGuard],
    };
  }
}
