/**
 * Two API processes of one deployment (one public URL, one PostgreSQL database, one data folder
 * for the signing keys, REDIS_URL for both) share the built-in provider's storage (decision 0110):
 * a browser signed in through one renews its token on the other, a sign-in begun on one ends on
 * the other, a refresh token used on one is refused as reused on the other, and a sign-out on one
 * ends the grant on the other. A load balancer in front would send each request to either; here
 * the test sends each one to the API it names. It needs TEST_REDIS_URL and TEST_DATABASE_URL; the
 * choice of storage itself is checked everywhere.
 */
import { mkdtempSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import {
  DEMO_PASSWORD,
  ownDatabase,
  startApi,
  type ExistingDatabase,
  type RunningApi,
} from '../support/api-app.js';
import { OidcMemoryStore } from '../../src/auth/oidc-memory.adapter.js';
import { OidcRedisStore } from '../../src/auth/oidc-redis.adapter.js';
import { oidcStoreFor } from '../../src/auth/oidc-provider.service.js';
import { databaseEngines } from '../support/databases.js';
import { removeTestQueue, testQueuePrefix } from '../support/job-queues.js';
import { typedApi } from '../support/typed-api.js';
import { eventHead } from '../support/api-calls.js';
import { ProjectionRunner } from '@ambient/event-sourcing';
import {
  TestBrowser,
  base64url,
  decodeJwt,
  formAction,
  hiddenFields,
  pkcePair,
  signInWithCodeTokens,
  type OidcTokens,
} from './oidc-test-client.js';

const redisUrl = process.env.TEST_REDIS_URL?.trim() || null;
const postgres = databaseEngines().find((engine) => engine.serverUrl !== undefined);
const USER = 'one.family@ambient.demo';

describe('the provider storage an API process gets', () => {
  it("is the process's own memory without REDIS_URL, and Redis under the public host's prefix with it", async () => {
    const publicUrl = 'https://console.example.org';
    expect(oidcStoreFor({ redisUrl: null, publicUrl })).toBeInstanceOf(OidcMemoryStore);
    // Nothing listens on port 1: the store is made, never reached.
    const shared = oidcStoreFor({ redisUrl: 'redis://127.0.0.1:1', publicUrl });
    try {
      expect(shared).toBeInstanceOf(OidcRedisStore);
      expect((shared as OidcRedisStore).prefix).toBe('ambient:oidc:console.example.org');
    } finally {
      await shared.close?.();
    }
  });
});

if (redisUrl === null || postgres === undefined)
  console.info(
    'The provider across two APIs is not tested: it needs TEST_REDIS_URL and TEST_DATABASE_URL (one database for two APIs).',
  );
else
  describe('the built-in provider across two API processes of one deployment', () => {
    let database: ExistingDatabase & { drop(): Promise<void> };
    let first: RunningApi;
    let second: RunningApi;
    /** Where each API listens; both answer for the public URL, the first's. */
    const address = { first: '', second: '' };
    const queuePrefix = testQueuePrefix();

    beforeAll(async () => {
      database = await ownDatabase(postgres);
      const shared = {
        REDIS_URL: redisUrl,
        QUEUE_PREFIX: queuePrefix,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'ambient-two-apis-')),
        DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      };
      first = await startApi(postgres, shared, database);
      second = await startApi(postgres, { ...shared, PUBLIC_URL: first.url }, { ...database, seeded: true });
      const listening = (api: RunningApi) =>
        `http://127.0.0.1:${(api.app.getHttpServer().address() as AddressInfo).port}`;
      address.first = listening(first);
      address.second = listening(second);
    }, 180_000);

    afterAll(async () => {
      await second?.close();
      await first?.close();
      await database?.drop();
      await removeTestQueue(redisUrl, queuePrefix);
      // The deployment's auth keys (provider storage, ended grants, sign-in counts).
      const redis = new Redis(redisUrl);
      try {
        const keys = await redis.keys(`ambient:*:${new URL(first.url).host}:*`);
        if (keys.length > 0) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    }, 60_000);

    /** Signs the demo family in through the first API, as the console does. */
    const signIn = () => signInWithCodeTokens(first.url, USER, DEMO_PASSWORD, first.config.oidc.clientId);

    /** The same address on the API that listens at `origin`, as a load balancer would send it. */
    const on = (origin: string, url: string | URL): URL => {
      const target = new URL(url);
      const base = new URL(origin);
      target.protocol = base.protocol;
      target.host = base.host;
      return target;
    };

    const token = async (origin: string, fields: Record<string, string>) => {
      const response = await fetch(`${origin}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: first.config.oidc.clientId, ...fields }).toString(),
      });
      return {
        status: response.status,
        body: (await response.json()) as Partial<OidcTokens> & { error?: string },
      };
    };
    const refresh = (origin: string, tokens: OidcTokens) =>
      token(origin, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    const me = async (origin: string, accessToken: string) =>
      (await typedApi(origin).get('/api/users/me', { token: accessToken })).status;

    /** An authorization request as the console makes it, to the provider at `origin`. */
    const authorizeUrl = (origin: string, extra: Record<string, string> = {}) => {
      const { verifier, challenge } = pkcePair();
      const url = new URL(`${origin}/oidc/auth`);
      url.search = new URLSearchParams({
        client_id: first.config.oidc.clientId,
        response_type: 'code',
        redirect_uri: `${first.url}/callback`,
        scope: 'openid profile email',
        state: base64url(randomBytes(8)),
        code_challenge: challenge,
        code_challenge_method: 'S256',
        ...extra,
      }).toString();
      return { url, verifier };
    };

    /** Follows the provider's redirects, each one sent to the API at `origin`, to the console's callback. */
    async function toCallback(
      browser: TestBrowser,
      response: Response,
      from: URL,
      origin: string,
    ): Promise<URL> {
      let current = response;
      let url = from;
      for (let hops = 0; hops < 10; hops++) {
        const location = current.headers.get('location');
        if (!location) throw new Error(`No redirect from ${url.href} (${current.status})`);
        const next = new URL(location, url);
        if (next.href.startsWith(`${first.url}/callback`)) return next;
        await current.arrayBuffer();
        url = on(origin, next);
        current = await browser.request(url);
      }
      throw new Error('Too many redirects');
    }

    /** Signs the browser out as the console's Sign Out does, on the API at `origin`. */
    async function signOut(origin: string, browser: TestBrowser, tokens: OidcTokens): Promise<void> {
      const url = new URL(`${origin}/oidc/session/end`);
      url.search = new URLSearchParams({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: `${first.url}/`,
      }).toString();
      const html = await (await browser.request(url)).text();
      const confirmed = await browser.postForm(on(origin, formAction(html, url)), {
        ...hiddenFields(html),
        logout: 'yes',
      });
      expect(confirmed.status).toBe(303);
    }

    it('renews on the second API the token of a browser signed in through the first, and the API answers there', async () => {
      const { tokens } = await signIn();
      const renewed = await refresh(address.second, tokens);
      expect(renewed.status).toBe(200);
      expect(decodeJwt(renewed.body.access_token!).payload).toMatchObject({
        iss: `${first.url}/oidc`,
        sub: decodeJwt(tokens.access_token).payload.sub,
      });
      expect(await me(address.second, renewed.body.access_token!)).toBe(200);
      // The token rotated on the second API renews on the first.
      expect((await refresh(address.first, renewed.body as OidcTokens)).status).toBe(200);
    });

    it('finishes on the second API a sign-in begun on the first, and renews it silently on either', async () => {
      const browser = new TestBrowser();
      const { url, verifier } = authorizeUrl(address.first);
      const page = await browser.follow(await browser.request(url), url);
      const html = await page.response.text();
      const action = on(address.second, formAction(html, page.url));
      const posted = await browser.postForm(action, {
        ...hiddenFields(html),
        email: USER,
        password: DEMO_PASSWORD,
      });
      const callback = await toCallback(browser, posted, action, address.second);
      const exchanged = await token(address.first, {
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code')!,
        redirect_uri: `${first.url}/callback`,
        code_verifier: verifier,
      });
      expect(exchanged.status).toBe(200);
      expect(await me(address.first, exchanged.body.access_token!)).toBe(200);
      // The provider session made on the second API signs the browser in again on the first, without its page.
      const silent = authorizeUrl(address.first, { prompt: 'none' });
      const renewal = await toCallback(browser, await browser.request(silent.url), silent.url, address.first);
      expect(renewal.searchParams.get('error')).toBeNull();
      expect(renewal.searchParams.get('code')).toEqual(expect.any(String));
    });

    it('refuses on the second API a refresh token already used on the first, and ends its grant on both', async () => {
      const { tokens } = await signIn();
      const rotated = await refresh(address.first, tokens);
      expect(rotated.status).toBe(200);
      const reused = await refresh(address.second, tokens);
      expect(reused).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
      // The reuse revoked the grant: the token the rotation gave is refused too, and its access tokens.
      expect((await refresh(address.first, rotated.body as OidcTokens)).status).toBe(400);
      expect(await me(address.first, rotated.body.access_token!)).toBe(401);
      expect(await me(address.second, tokens.access_token)).toBe(401);
    });

    it('ends on the first API the sign-in of a browser that signs out on the second', async () => {
      const { browser, tokens } = await signIn();
      const other = await signIn();
      await signOut(address.second, browser, tokens);
      expect((await refresh(address.first, tokens)).status).toBe(400);
      expect(await me(address.first, tokens.access_token)).toBe(401);
      // Its provider session is gone on the first API too: no silent sign-in.
      const silent = authorizeUrl(address.first, { prompt: 'none' });
      const answer = await toCallback(browser, await browser.request(silent.url), silent.url, address.first);
      expect(answer.searchParams.get('error')).toBe('login_required');
      // The account's other browser keeps its session on both (decision 0103).
      expect(await me(address.first, other.tokens.access_token)).toBe(200);
      expect((await refresh(address.second, other.tokens)).status).toBe(200);
    });

    it('refuses on the second API, once it has read the log, the tokens of an account that signed out everywhere through the first, and sees a changed scope', async () => {
      const { tokens } = await signIn();
      const family = typedApi(address.second);
      /** Once the second API's projections have passed the log's head, it answers from there on. */
      const secondHasRead = async () =>
        second.app.get(ProjectionRunner).waitFor(await eventHead(first));
      // The second API has checked the token (and kept the session it read) before each change.
      const before = (await family.get('/api/users/me', { token: tokens.access_token })).json.profile;
      expect(before.residentIds.length).toBeGreaterThan(0);
      const left = await typedApi(address.first).post('/api/users/remove/resident/{id}', {
        path: { id: before.residentIds[0]! },
        token: tokens.access_token,
      });
      expect(left.status).toBe(200);
      await secondHasRead();
      const after = (await family.get('/api/users/me', { token: tokens.access_token })).json.profile;
      expect(after.residentIds).toEqual(before.residentIds.slice(1));
      const ended = await typedApi(address.first).delete('/api/users/me/sessions', {
        token: tokens.access_token,
      });
      expect(ended.status).toBe(200);
      await secondHasRead();
      expect(await me(address.second, tokens.access_token)).toBe(401);
    });
  });
