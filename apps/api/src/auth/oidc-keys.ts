/**
 * The built-in provider's secrets: an RS256 signing key (a private JWKS) and the cookie signing
 * keys. Generated on first start and kept under `${dataDir}/oidc/`, so tokens and sessions
 * survive a restart. Files are created exclusively: when the API and a worker start together,
 * the second one reads what the first wrote.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

export interface OidcKeyMaterial {
  /** Private signing keys; the first one signs. */
  jwks: { keys: JWK[] };
  /** Cookie signing keys (Keygrip); the first one signs. */
  cookieKeys: string[];
}

/** Injection token of the OidcKeyMaterial (null when an external issuer is configured). */
export const OIDC_KEYS = Symbol('OIDC_KEYS');

export const oidcKeyFiles = (dataDir: string) => ({
  dir: join(dataDir, 'oidc'),
  jwks: join(dataDir, 'oidc', 'jwks.json'),
  cookieKeys: join(dataDir, 'oidc', 'cookie-keys.json'),
});

/** The public half of a private JWKS: what the jwks endpoint and the token verifier use. */
export function publicJwks(jwks: { keys: readonly JWK[] }): { keys: JWK[] } {
  return {
    keys: jwks.keys.map(({ kty, n, e, crv, x, y, kid, alg, use }) =>
      Object.fromEntries(
        Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined),
      ),
    ),
  };
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

/** Reads a JSON file, or creates it with `create()` when it does not exist yet. */
async function readOrCreate<T>(
  path: string,
  create: () => Promise<T>,
  valid: (value: unknown) => value is T,
): Promise<T> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const value: unknown = JSON.parse(await readFile(path, 'utf8'));
      if (!valid(value)) throw new Error(`${path} is not valid; delete it to generate a new one`);
      return value;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const created = await create();
    try {
      await writeFile(path, `${JSON.stringify(created, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
      return created;
    } catch (error) {
      // Another process created it between our read and our write: read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`Could not read or create ${path}`);
}

const isJwks = (value: unknown): value is { keys: JWK[] } =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { keys?: unknown }).keys) &&
  (value as { keys: unknown[] }).keys.length > 0 &&
  (value as { keys: unknown[] }).keys.every(
    (k) =>
      typeof k === 'object' && k !== null && (k as JWK).kty === 'RSA' && typeof (k as JWK).d === 'string',
  );

const isCookieKeys = (value: unknown): value is { keys: string[] } =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { keys?: unknown }).keys) &&
  (value as { keys: unknown[] }).keys.length > 0 &&
  (value as { keys: unknown[] }).keys.every((k) => typeof k === 'string' && k.length >= 32);

export async function loadOrCreateOidcKeys(dataDir: string): Promise<OidcKeyMaterial> {
  const files = oidcKeyFiles(dataDir);
  await mkdir(files.dir, { recursive: true, mode: 0o700 });
  const jwks = await readOrCreate(files.jwks, async () => ({ keys: [await newSigningKey()] }), isJwks);
  const cookies = await readOrCreate(
    files.cookieKeys,
    async () => ({ keys: [randomBytes(32).toString('base64url')] }),
    isCookieKeys,
  );
  return { jwks, cookieKeys: cookies.keys };
}
