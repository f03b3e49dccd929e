/**
 * Owns the built-in OpenID Connect provider and mounts it on the Express application:
 * `${publicUrl}/oidc` is the issuer (discovery at /oidc/.well-known/openid-configuration).
 * With `config.oidc.externalIssuer` set, there is no built-in provider and `mount` does nothing.
 * The provider's storage is on Redis when the API has REDIS_URL, shared by every API process of
 * the public URL, and in this process's memory otherwise (decision 0110).
 */
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import type Provider from 'oidc-provider';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { USER_AUTH_PORT, type UserAuthPort } from './auth.port.js';
import { createInteractionRouter } from './interaction.router.js';
import { OIDC_KEYS, type OidcKeyMaterial } from './oidc-keys.js';
import {
  OIDC_MOUNT_PATH,
  builtInIssuer,
  consoleOrigins,
  createOidcProvider,
} from './oidc-provider.factory.js';
import { OidcMemoryStore } from './oidc-memory.adapter.js';
import { OIDC_STORE_KEY_PREFIX, OidcRedisStore } from './oidc-redis.adapter.js';
import type { OidcStore } from './oidc-store.js';
import { pageContentSecurityPolicy } from './sign-in.pages.js';
import { ENDED_GRANTS, type EndedGrants } from './ended-grants.js';
import { SIGN_IN_THROTTLE_DEFAULTS, SignInThrottle } from './sign-in-throttle.js';

/** The clock sign-in locks are judged by (tests give their own). */
export const SIGN_IN_CLOCK = Symbol('SIGN_IN_CLOCK');
export type SignInClock = () => Date;

/** The provider's storage: one for every API process of the public URL on Redis, else this process's. */
export function oidcStoreFor(config: Pick<AppConfig, 'redisUrl' | 'publicUrl'>): OidcStore {
  if (config.redisUrl === null) return new OidcMemoryStore();
  return new OidcRedisStore({
    redisUrl: config.redisUrl,
    keyPrefix: `${OIDC_STORE_KEY_PREFIX}:${new URL(config.publicUrl).host}`,
  });
}

/** What `mount` needs of an Express application (`app.getHttpAdapter().getInstance()`). */
export type MountTarget = Pick<Express, 'use'>;

/**
 * The provider writes its endpoints' addresses (discovery, redirects, the sign-in form's action)
 * from the request's host. It hears the public URL's host only, whatever the request's `Host` or
 * `X-Forwarded-Host` says: a forged one can neither poison a cached discovery document nor send a
 * browser to another site.
 */
function pinHost(host: string) {
  return (request: IncomingMessage, _response: ServerResponse, next: () => void): void => {
    request.headers.host = host;
    delete request.headers['x-forwarded-host'];
    next();
  };
}

@Injectable()
export class OidcProviderService implements OnModuleDestroy {
  private readonly logger = new Logger('OidcProvider');
  private readonly provider: Provider | null;
  private mounted = false;
  private throttle: SignInThrottle | null = null;
  private readonly store: OidcStore | null = null;
  /** The issuer tokens are verified against (built-in or external). */
  readonly issuer: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(USER_AUTH_PORT) private readonly users: UserAuthPort,
    @Inject(OIDC_KEYS) keys: OidcKeyMaterial | null,
    @Inject(SIGN_IN_CLOCK) private readonly clock: SignInClock,
    @Inject(ENDED_GRANTS) endedGrants: EndedGrants,
  ) {
    const external = config.oidc.externalIssuer;
    this.issuer = external ?? builtInIssuer(config);
    if (external === null && keys !== null) {
      this.store = oidcStoreFor(config);
      this.provider = createOidcProvider({ config, users, keys, endedGrants, store: this.store });
    } else this.provider = null;
  }

  /** True when this process runs the built-in provider. */
  get builtIn(): boolean {
    return this.provider !== null;
  }

  /**
   * Mounts the sign-in pages and the provider under /oidc. Call it before `app.listen()` (or
   * `app.init()`), so that it comes before Nest's body parsers: the provider reads its own
   * request bodies.
   */
  async mount(app: MountTarget): Promise<void> {
    if (this.provider === null) {
      this.logger.log(`Tokens are verified against the external issuer ${this.issuer}`);
      return;
    }
    if (this.mounted) return;
    this.mounted = true;
    // One count per deployment: API processes of one public URL share it on Redis.
    this.throttle = new SignInThrottle({
      redisUrl: this.config.redisUrl,
      keyPrefix: `${SIGN_IN_THROTTLE_DEFAULTS.keyPrefix}:${new URL(this.config.publicUrl).host}`,
    });
    app.use(OIDC_MOUNT_PATH, pinHost(new URL(this.config.publicUrl).host));
    app.use(
      OIDC_MOUNT_PATH,
      createInteractionRouter({
        provider: this.provider,
        users: this.users,
        mountPath: OIDC_MOUNT_PATH,
        homeUrl: `${this.config.publicUrl}/`,
        contentSecurityPolicy: pageContentSecurityPolicy(consoleOrigins(this.config)),
        throttle: this.throttle,
        now: this.clock,
      }),
    );
    app.use(OIDC_MOUNT_PATH, this.provider.callback());
    this.logger.log(`Built-in OpenID Connect provider at ${this.issuer}`);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([this.throttle?.close(), this.store?.close?.()]);
  }
}
