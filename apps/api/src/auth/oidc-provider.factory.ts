/**
 * The built-in OpenID Connect provider (oidc-provider 9), configured for the console:
 *
 * - one public client (`config.oidc.clientId`): authorization code with PKCE (S256, required),
 *   refresh tokens, no client secret;
 * - scopes openid, profile, email; the ID token and userinfo carry the Auth0-style claims of
 *   `identity-claims.ts`;
 * - access tokens are RS256 JWTs for `config.oidc.audience` (resource indicators, with the
 *   audience as the default resource, so a client that sends no `resource` gets one too);
 * - consent is implied for this first-party client (no consent screen);
 * - sign-in at `${issuer}/interaction/:uid` (interaction.router.ts), sign-out confirmed by an
 *   auto-posting page in the user's language, error pages in English and French;
 * - keys from `${dataDir}/oidc/` (oidc-keys.ts); storage given by the caller (`oidcStoreFor`: on
 *   Redis with REDIS_URL, else in memory; decision 0110).
 */
import Provider, { type Configuration, type KoaContextWithOIDC, type ResourceServer } from 'oidc-provider';
import { errors as oidcErrors } from 'oidc-provider';
import type { AppConfig } from '../config/app-config.js';
import { isLockedAt } from '@ambient/core';
import { SESSION_GENERATION_CLAIM, SESSION_GRANT_CLAIM, type UserAuthPort } from './auth.port.js';
import type { EndedGrants } from './ended-grants.js';
import { claimsByScope, claimsFromProfile } from './identity-claims.js';
import type { OidcKeyMaterial } from './oidc-keys.js';
import { OidcMemoryStore } from './oidc-memory.adapter.js';
import { oidcAdapter, type OidcStore } from './oidc-store.js';
import { choosePageLanguage, pageLanguageOf, type PageLanguage } from './sign-in.locale.js';
import {
  pageContentSecurityPolicy,
  renderErrorPage,
  renderSignedOutPage,
  renderSignOutPage,
} from './sign-in.pages.js';

/** Where the provider is mounted under the public URL. */
export const OIDC_MOUNT_PATH = '/oidc';
/** The Vite dev server's origin (development only). */
export const DEV_CONSOLE_ORIGIN = 'http://localhost:5173';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
/** How long an access token lives: an ended grant is remembered as long. */
export const ACCESS_TOKEN_TTL_MS = HOUR * 1000;
const DAY = 24 * HOUR;

export const builtInIssuer = (config: Pick<AppConfig, 'publicUrl'>): string =>
  `${config.publicUrl}${OIDC_MOUNT_PATH}`;

/** The console's origins: where the client's redirect URIs point. */
export function consoleOrigins(config: Pick<AppConfig, 'publicUrl' | 'production'>): string[] {
  const origins = [new URL(config.publicUrl).origin];
  if (!config.production) origins.push(DEV_CONSOLE_ORIGIN);
  return [...new Set(origins)];
}

export function consoleRedirectUris(config: Pick<AppConfig, 'publicUrl' | 'production'>) {
  const bases = [config.publicUrl, ...(config.production ? [] : [DEV_CONSOLE_ORIGIN])];
  return {
    redirectUris: [...new Set(bases.map((base) => `${base}/callback`))],
    postLogoutRedirectUris: [...new Set(bases.map((base) => `${base}/`))],
  };
}

/** The sign-in time (epoch seconds) of a token or a provider session, when it has one. */
function signInTimeOf(entity: unknown): number | null {
  if (typeof entity !== 'object' || entity === null) return null;
  const { authTime, loginTs } = entity as { authTime?: unknown; loginTs?: unknown };
  if (typeof authTime === 'number') return authTime;
  if (typeof loginTs === 'number') return loginTs;
  return null;
}

/**
 * When the sign-in behind a refresh token or code (its grant) or behind a provider session began,
 * to the millisecond, as the provider's storage knows it; null when it does not.
 */
async function signInStartOf(store: OidcStore, token: unknown, session: unknown): Promise<number | null> {
  const grantId = (token as { grantId?: unknown } | undefined)?.grantId;
  if (typeof grantId === 'string') return (await store.since(`Grant:${grantId}`)) ?? null;
  const sessionId = (session as { jti?: unknown } | undefined)?.jti;
  if (token === undefined && typeof sessionId === 'string')
    return (await store.since(`Session:${sessionId}`)) ?? null;
  return null;
}

/** Whether a sign-in that began at `startedAt` (ms) or `signedInAt` (s) came before its user's sessions ended. */
function endedSince(endedAt: Date | null, startedAt: number | null, signedInAt: number | null): boolean {
  if (endedAt === null) return false;
  if (startedAt !== null) return startedAt <= endedAt.getTime();
  // Whole seconds only: a sign-in in the second sessions ended counts as after it.
  return signedInAt !== null && signedInAt < Math.floor(endedAt.getTime() / 1000);
}

export interface OidcProviderDeps {
  config: AppConfig;
  users: UserAuthPort;
  keys: OidcKeyMaterial;
  /** The provider's storage (`oidcStoreFor`); a memory store of its own when left out. */
  store?: OidcStore;
  /** Where the grants a sign-out ends are recorded (decision 0103). */
  endedGrants?: EndedGrants;
}

/** The language of a provider page: the signed-in user's, else ui_locales, else Accept-Language. */
async function languageOf(ctx: KoaContextWithOIDC, users: UserAuthPort): Promise<PageLanguage> {
  const accountId = ctx.oidc.session?.accountId;
  if (accountId) {
    const profile = await users.findProfile(accountId).catch(() => null);
    if (profile) return pageLanguageOf(profile.languageId);
  }
  return choosePageLanguage({
    uiLocales: ctx.oidc.params?.ui_locales,
    acceptLanguage: ctx.get('accept-language'),
  });
}

export function createOidcProvider({
  config,
  users,
  keys,
  store = new OidcMemoryStore(),
  endedGrants,
}: OidcProviderDeps): Provider {
  const issuer = builtInIssuer(config);
  const { audience, clientId, claimsNamespace } = config.oidc;
  const assetsPath = `${new URL(issuer).pathname}/assets`;
  const homeUrl = `${config.publicUrl}/`;
  const { redirectUris, postLogoutRedirectUris } = consoleRedirectUris(config);
  const csp = pageContentSecurityPolicy(consoleOrigins(config));

  const apiResourceServer: ResourceServer = {
    scope: '',
    audience,
    accessTokenFormat: 'jwt',
    accessTokenTTL: ACCESS_TOKEN_TTL_MS / 1000,
    jwt: { sign: { alg: 'RS256' } },
  };

  const configuration: Configuration = {
    adapter: oidcAdapter(store),
    clients: [
      {
        client_id: clientId,
        client_name: 'Ambient Console',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
      },
    ],
    jwks: keys.jwks as Configuration['jwks'],
    cookies: {
      keys: keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: { acr: null, sid: null, auth_time: null, iss: null, ...claimsByScope(claimsNamespace) },
    clientBasedCORS: (_ctx, origin, client) =>
      origin !== 'null' && client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) === true,

    async findAccount(ctx, sub, token) {
      const session = await users.findSession(sub);
      if (session === null) return undefined;
      const { profile } = session;
      // A locked account loses its provider session too: no silent renewal, no refresh.
      const account = await users.findAccountByEmail(profile.email);
      if (
        account?.id === sub &&
        isLockedAt(
          { status: account.locked ? 'locked' : 'active', lockedUntil: account.lockedUntil?.toISOString() },
          new Date(),
        )
      )
        return undefined;
      // Sessions ended (sign-out, password change, lock, block) after this sign-in: the refresh
      // token, the authorization code or the provider session of that sign-in opens nothing.
      const providerSession = ctx?.oidc?.session;
      const signedInAt = signInTimeOf(token) ?? signInTimeOf(providerSession);
      const startedAt = await signInStartOf(store, token, providerSession);
      if (endedSince(session.endedAt, startedAt, signedInAt)) return undefined;
      return { accountId: sub, claims: () => claimsFromProfile(profile, claimsNamespace) };
    },

    // The access token carries the user's session generation and its grant (one browser's
    // sign-in), both checked on every API request.
    async extraTokenClaims(_ctx, token) {
      const { accountId, grantId } = token as { accountId?: unknown; grantId?: unknown };
      if (typeof accountId !== 'string') return undefined;
      const session = await users.findSession(accountId);
      if (!session) return undefined;
      return {
        [SESSION_GENERATION_CLAIM]: session.generation,
        ...(typeof grantId === 'string' ? { [SESSION_GRANT_CLAIM]: grantId } : {}),
      };
    },

    // First-party client: consent is implied. The grant covers what the request asks for.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const client = oidc.client;
      const session = oidc.session;
      if (!client || !session?.accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      let existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (client.clientId !== clientId) return existing;
      // A grant from before the user's sessions ended is not carried into a new sign-in: its
      // refresh tokens stay refused, and the new sign-in gets a grant of its own.
      if (existing && grantId) {
        const ended = (await users.findSession(session.accountId))?.endedAt ?? null;
        const startedAt = (await store.since(`Grant:${grantId}`)) ?? null;
        if (endedSince(ended, startedAt, null)) existing = undefined;
      }
      const grant =
        existing ?? new oidc.provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope([...oidc.requestParamOIDCScopes]);
      if (oidc.requestParamClaims.size > 0) grant.addOIDCClaims([...oidc.requestParamClaims]);
      for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) {
        if (server.scope) grant.addResourceScope(indicator, server.scope);
      }
      await grant.save();
      return grant;
    },

    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),

    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new oidcErrors.InvalidTarget();
          return apiResourceServer;
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          const language = await languageOf(ctx, users);
          ctx.set('content-security-policy', csp);
          ctx.type = 'html';
          ctx.body = renderSignOutPage({ language, assetsPath, providerForm: form });
        },
        async postLogoutSuccessSource(ctx) {
          const language = choosePageLanguage({ acceptLanguage: ctx.get('accept-language') });
          ctx.set('content-security-policy', csp);
          ctx.type = 'html';
          ctx.body = renderSignedOutPage({ language, assetsPath, homeUrl });
        },
      },
    },

    interactions: {
      url: (_ctx, interaction) => `${OIDC_MOUNT_PATH}/interaction/${interaction.uid}`,
    },

    async renderError(ctx, out) {
      ctx.set('content-security-policy', csp);
      ctx.type = 'html';
      ctx.body = renderErrorPage({
        assetsPath,
        homeUrl,
        error: String(out.error ?? 'server_error'),
        description: typeof out.error_description === 'string' ? out.error_description : undefined,
      });
    },

    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: MINUTE,
      ClientCredentials: 10 * MINUTE,
      DeviceCode: 10 * MINUTE,
      BackchannelAuthenticationRequest: 10 * MINUTE,
      PreAuthorizedCode: 10 * MINUTE,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: 7 * DAY,
      Grant: 7 * DAY,
      // A rotated refresh token keeps the lifetime left of the one it replaces.
      RefreshToken: (ctx, token, client) => {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        if (
          rotated &&
          client.applicationType === 'web' &&
          client.clientAuthMethod === 'none' &&
          !token.isSenderConstrained()
        ) {
          return rotated.remainingTTL;
        }
        return 7 * DAY;
      },
    },
  };

  const provider = new Provider(issuer, configuration);
  // A sign-out ends the grant of the browser it came from (its refresh tokens, by the provider):
  // its access tokens are refused too, and its live connections close. The account's other
  // browsers keep their sessions (decision 0103).
  provider.on('grant.revoked', (_ctx: unknown, grantId: string) => {
    void endedGrants?.end(grantId);
  });
  // Behind a TLS-terminating proxy (an https public URL), trust X-Forwarded-Proto for cookies.
  provider.proxy = config.publicUrl.startsWith('https://');
  return provider;
}
