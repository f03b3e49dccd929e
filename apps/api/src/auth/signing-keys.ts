/**
 * Where the token verifier finds the issuer's public keys:
 * - the built-in provider: its public JWKS, in process (no HTTP round trip);
 * - an external issuer: its JWKS, found through `/.well-known/openid-configuration` and fetched
 *   over HTTPS (cached).
 */
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';

export interface IssuerKeys {
  /** The `iss` tokens must carry. */
  issuer(): Promise<string>;
  /** The key for a token's protected header (jose's key-resolver shape). */
  getKey: JWTVerifyGetKey;
}

/** The key of a token whose `kid` the issuer does not know: the token is not valid. */
export class UnknownSigningKeyError extends Error {
  constructor(kid: string | undefined) {
    super(`No signing key ${kid ?? '(no kid)'} at the issuer`);
    this.name = 'UnknownSigningKeyError';
  }
}

/** The issuer's keys could not be fetched: a fault of ours or theirs, not of the caller. */
export class IssuerUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'IssuerUnavailableError';
  }
}

export function localIssuerKeys(issuer: string, jwks: { keys: JWK[] }): IssuerKeys {
  const keySet = createLocalJWKSet(jwks);
  return { issuer: async () => issuer, getKey: keySet };
}

interface Discovery {
  issuer: string;
  jwks_uri: string;
}

export function discoveryUrl(issuer: string): string {
  return new URL('.well-known/openid-configuration', issuer.endsWith('/') ? issuer : `${issuer}/`).href;
}

/**
 * An external issuer. Its discovery document is read once (and again after a failure); the
 * issuer it names must be the configured one, give or take a trailing slash (Auth0 ends its
 * issuer with one). Its JWKS is fetched by jose's remote key set: cached, refetched when a token
 * names an unknown kid (at most every 30 s), with a timeout.
 *
 * (jwks-rsa 4 is not used: it `require()`s jose, an ES module, which Jest cannot load before
 * Node 24.9, so this path could not be tested; jose does the same job in-process.)
 */
export function remoteIssuerKeys(configuredIssuer: string, fetchImpl: typeof fetch = fetch): IssuerKeys {
  let discovered: Promise<{ issuer: string; keySet: JWTVerifyGetKey }> | null = null;

  const discover = () => {
    discovered ??= (async () => {
      const url = discoveryUrl(configuredIssuer);
      let document: Discovery;
      try {
        const response = await fetchImpl(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        document = (await response.json()) as Discovery;
      } catch (cause) {
        throw new IssuerUnavailableError(`Could not read ${url}`, { cause });
      }
      const strip = (value: string) => value.replace(/\/+$/, '');
      if (typeof document.issuer !== 'string' || strip(document.issuer) !== strip(configuredIssuer)) {
        throw new IssuerUnavailableError(
          `${url} names issuer ${String(document.issuer)}, not ${configuredIssuer}`,
        );
      }
      if (typeof document.jwks_uri !== 'string') throw new IssuerUnavailableError(`${url} has no jwks_uri`);
      const keySet = createRemoteJWKSet(new URL(document.jwks_uri), {
        timeoutDuration: 5000,
        cooldownDuration: 30_000,
        cacheMaxAge: 10 * 60 * 1000,
      });
      return { issuer: document.issuer, keySet };
    })();
    discovered.catch(() => {
      discovered = null;
    });
    return discovered;
  };

  return {
    issuer: async () => (await discover()).issuer,
    getKey: async (header, token) => {
      const { keySet } = await discover();
      try {
        return await keySet(header, token);
      } catch (error) {
        if (
          error instanceof joseErrors.JWKSNoMatchingKey ||
          error instanceof joseErrors.JWKSMultipleMatchingKeys
        ) {
          throw new UnknownSigningKeyError(header.kid);
        }
        throw new IssuerUnavailableError('Could not read the issuer keys', { cause: error });
      }
    },
  };
}
