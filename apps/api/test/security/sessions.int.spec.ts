/**
 * Sessions end when they should, sign-in is throttled, and the API does not expose more than it
 * must (issue 8, points 3 and 9), against the real API on each database engine (and, with
 * TEST_REDIS_URL, the sign-in throttle on Redis).
 */
import { readFile } from 'node:fs/promises';
import { Agent, get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SignJWT, importJWK, type JWK, type JWTHeaderParameters } from 'jose';
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { enMessages, frMessages, translate } from '@ambient/core';
import { eventHead } from '../support/api-calls.js';
import { openLiveSocket } from '../support/live-socket.js';
import { featureEngines } from '../support/databases.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { findIn, having, typedApi, type TypedApi } from '../support/typed-api.js';
import { until } from '../support/until.js';
import {
  TestBrowser,
  base64url,
  decodeJwt,
  formAction,
  hiddenFields,
  pkcePair,
  unescapeHtml,
} from '../auth/oidc-test-client.js';

interface Tokens {
  access_token: string;
  refresh_token?: string;
  id_token: string;
}

const redisUrl = process.env.TEST_REDIS_URL;

for (const engine of featureEngines()) {
  describe(`sessions, sign-in throttling and exposure on ${engine.name}`, () => {
    let api: RunningApi;
    let admin: string;
    let typed: TypedApi;

    beforeAll(async () => {
      api = await startApi(engine, redisUrl ? { REDIS_URL: redisUrl } : {});
      typed = typedApi(api.url);
      admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
    }, 120_000);

    afterAll(async () => {
      await api?.close();
    });

    /** Opens the sign-in page of a new authorization request and posts the form once. */
    async function postSignIn(email: string, password: string, lang = 'en') {
      const browser = new TestBrowser();
      const { verifier, challenge } = pkcePair();
      const authorize = new URL(`${api.url}/oidc/auth`);
      authorize.search = new URLSearchParams({
        client_id: api.config.oidc.clientId,
        response_type: 'code',
        redirect_uri: `${api.url}/callback`,
        scope: 'openid profile email',
        state: base64url(Buffer.from(email)),
        code_challenge: challenge,
        code_challenge_method: 'S256',
        ui_locales: lang,
      }).toString();
      const page = await browser.follow(await browser.request(authorize), authorize);
      const html = await page.response.text();
      const action = formAction(html, page.url);
      const posted = await browser.postForm(action, { ...hiddenFields(html), email, password });
      return { browser, verifier, action, posted };
    }

    /** Signs in as the console does and answers the tokens, with a refresh token. */
    async function signIn(email: string, password = DEMO_PASSWORD) {
      const { browser, verifier, action, posted } = await postSignIn(email, password);
      const landed = await browser.follow(posted, action, (l) => l.href.startsWith(`${api.url}/callback`));
      const code = landed.url.searchParams.get('code');
      if (!code) throw new Error(`Sign-in as ${email} did not reach the callback`);
      const tokens = (await tokenRequest({
        grant_type: 'authorization_code',
        code,
        redirect_uri: `${api.url}/callback`,
        code_verifier: verifier,
      })) as unknown as Tokens;
      return { browser, tokens };
    }

    async function tokenRequest(
      fields: Record<string, string>,
    ): Promise<{ status: number } & Record<string, unknown>> {
      const response = await fetch(`${api.url}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: api.config.oidc.clientId, ...fields }).toString(),
      });
      return { status: response.status, ...((await response.json()) as Record<string, unknown>) };
    }

    /** Asks for new tokens with the refresh token of a sign-in. */
    const refresh = (tokens: Tokens) =>
      tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    const me = async (token: string) => (await typed.get('/api/users/me', { token })).status;
    const idOf = (token: string) => decodeJwt(token).payload.sub as string;

    /** Why the server closed each socket, heard from its opening on. */
    const closings = new WeakMap<Socket, Promise<string>>();
    const sockets: Socket[] = [];
    afterAll(() => sockets.forEach((socket) => socket.disconnect()));
    /** A live connection with the token, as the console opens one (it reconnects by hand). */
    const liveSocket = async (token: string): Promise<Socket> => {
      const socket = await openLiveSocket(api.url, token);
      sockets.push(socket);
      closings.set(socket, new Promise((closed) => socket.once('disconnect', closed)));
      return socket;
    };
    const closed = (socket: Socket): Promise<string> => closings.get(socket)!;

    /** Signs the browser out as the console's Sign Out does (the provider's sign-out page, confirmed). */
    async function signOut(session: { browser: TestBrowser; tokens: Tokens }) {
      const url = new URL(`${api.url}/oidc/session/end`);
      url.search = new URLSearchParams({
        id_token_hint: session.tokens.id_token,
        post_logout_redirect_uri: `${api.url}/`,
      }).toString();
      const page = await session.browser.request(url);
      const html = await page.text();
      const confirmed = await session.browser.postForm(formAction(html, url), {
        ...hiddenFields(html),
        logout: 'yes',
      });
      expect(confirmed.status).toBe(303);
    }

    it('ends only the browser that signs out: its tokens refused and its socket closed, the others kept (decision 0103)', async () => {
      const first = await signIn('one.family@ambient.demo');
      const second = await signIn('one.family@ambient.demo');
      expect(await me(first.tokens.access_token)).toBe(200);
      expect(await me(second.tokens.access_token)).toBe(200);
      const [firstSocket, secondSocket] = [
        await liveSocket(first.tokens.access_token),
        await liveSocket(second.tokens.access_token),
      ];
      const head = await eventHead(api);

      await signOut(first);
      expect(await closed(firstSocket)).toBe('io server disconnect');
      expect(await me(first.tokens.access_token)).toBe(401);
      const refreshedFirst = await refresh(first.tokens);
      expect(refreshedFirst.status).toBe(400);
      await expect(liveSocket(first.tokens.access_token)).rejects.toThrow('unauthorized');

      // The other browser of the same account goes on: its token, its refresh, its socket.
      expect(await me(second.tokens.access_token)).toBe(200);
      expect(secondSocket.connected).toBe(true);
      const refreshedSecond = await refresh(second.tokens);
      expect(refreshedSecond.status).toBe(200);
      expect(await me(refreshedSecond.access_token as string)).toBe(200);
      // One browser's sign-out is no fact of the account's: the log is as it was.
      expect(await eventHead(api)).toBe(head);
    });

    it('signs out everywhere on request: every browser’s tokens refused and sockets closed', async () => {
      const first = await signIn('one.family@ambient.demo');
      const second = await signIn('one.family@ambient.demo');
      const secondSocket = await liveSocket(second.tokens.access_token);
      expect(await typed.delete('/api/users/me/sessions')).toMatchObject({ status: 401 });

      const ended = await typed.delete('/api/users/me/sessions', { token: first.tokens.access_token });
      expect(ended).toMatchObject({ status: 200, json: { errorSeverity: null, errorMessage: null } });
      expect(await closed(secondSocket)).toBe('io server disconnect');
      expect(await me(first.tokens.access_token)).toBe(401);
      expect(await me(second.tokens.access_token)).toBe(401);
      const refreshed = await refresh(second.tokens);
      expect(refreshed.status).toBe(400);
      await expect(liveSocket(second.tokens.access_token)).rejects.toThrow('unauthorized');
      // Signing in again works.
      expect(await me((await signIn('one.family@ambient.demo')).tokens.access_token)).toBe(200);
    });

    it('closes a socket when what its user may see changes, and lets it back in with its rooms judged anew', async () => {
      const { tokens } = await signIn('one.family@ambient.demo');
      const socket = await liveSocket(tokens.access_token);
      const profile = (await typed.get('/api/users/me', { token: tokens.access_token })).json.profile;
      expect(profile.residentIds.length).toBeGreaterThan(0);
      // The family member leaves one of their residents: their scope changes, their session stays.
      const left = await typed.post('/api/users/remove/resident/{id}', {
        path: { id: findIn(profile.residentIds) },
        token: tokens.access_token,
      });
      expect(left.status).toBe(200);
      expect(await closed(socket)).toBe('io server disconnect');
      expect((await liveSocket(tokens.access_token)).connected).toBe(true);
      expect(await me(tokens.access_token)).toBe(200);
    });

    /** Waits, within a bound, for the server to close the socket, and answers why it closed. */
    const closedByServer = async (socket: Socket): Promise<string> => {
      await until(
        'the socket to be closed',
        async () => socket.connected,
        (connected) => !connected,
        15_000,
      );
      return closed(socket);
    };
    /** What a socket hears of one event from now on. */
    const hear = <T>(socket: Socket, event: string): T[] => {
      const heard: T[] = [];
      socket.on(event, (payload: T) => heard.push(payload));
      return heard;
    };

    it('closes a live connection when its token expires', async () => {
      const { tokens } = await signIn('kiosk.manager@ambient.demo');
      // The session's own token, with every claim it carries, signed anew to expire in seconds.
      const { header, payload } = decodeJwt(tokens.access_token);
      const jwks = JSON.parse(await readFile(join(api.config.dataDir, 'oidc', 'jwks.json'), 'utf8')) as {
        keys: JWK[];
      };
      const jwk = jwks.keys.find((key) => key.kid === header.kid)!;
      const expiresAt = Math.floor(Date.now() / 1000) + 4;
      const shortLived = await new SignJWT(payload)
        .setProtectedHeader(header as unknown as JWTHeaderParameters)
        .setExpirationTime(expiresAt)
        .sign(await importJWK(jwk, 'RS256'));
      expect(await me(shortLived)).toBe(200);
      const socket = await liveSocket(shortLived);

      expect(await closedByServer(socket)).toBe('io server disconnect');
      // Closed for its expiry, not before it.
      expect(Date.now()).toBeGreaterThanOrEqual(expiresAt * 1000 - 100);
      // Past the verifier's few seconds of clock tolerance, the token opens nothing again.
      const handshake = await until(
        'the expired token to be refused at the handshake',
        () =>
          openLiveSocket(api.url, shortLived).then(
            (again) => {
              again.disconnect();
              return 'connected';
            },
            (error: Error) => error.message,
          ),
        (outcome) => outcome === 'unauthorized',
        20_000,
      );
      expect(handshake).toBe('unauthorized');
      expect(await me(shortLived)).toBe(401);
    });

    it('closes a socket when a super admin changes its account’s role; reconnected, it no longer hears the admin room', async () => {
      const superAdmin = await api.signIn('super.admin@ambient.demo', DEMO_PASSWORD);
      const email = 'role.change@example.org';
      const password = 'Role-Change-2025';
      const created = await typed.post('/api/users', {
        body: { email, name: 'Rita Rolechange', role: 'Admin', languageId: 1, password },
        token: superAdmin,
      });
      expect(created.status).toBe(200);
      const id = created.json.user!.id;
      const adminSocket = await liveSocket(admin);
      const toldAdmins = hear<{ kinds: string[] }>(adminSocket, 'summaries.changed');
      /** An admin adds an organization: the admin room hears of the summary it changed. */
      const changeASummary = async (name: string): Promise<void> => {
        const before = toldAdmins.length;
        expect((await typed.post('/api/organizations', { body: { name }, token: admin })).status).toBe(200);
        await until(
          'the admins to hear of it',
          async () => toldAdmins.length,
          (n) => n > before,
          15_000,
        );
      };

      const asAdmin = await signIn(email, password);
      const socket = await liveSocket(asAdmin.tokens.access_token);
      const heardAsAdmin = hear<{ kinds: string[] }>(socket, 'summaries.changed');
      await changeASummary('Role Change Before');
      await until(
        'the admin socket to hear of it',
        async () => heardAsAdmin.length,
        (n) => n > 0,
        15_000,
      );

      // The super admin (only one edits an admin's account) makes it a Domain Manager of one domain.
      const domains: Array<{ id: number }> = await api.app
        .get(DataSource)
        .query('SELECT id FROM domains ORDER BY id LIMIT 1');
      const demoted = await typed.put('/api/users/{id}', {
        path: { id },
        body: {
          email,
          name: 'Rita Rolechange',
          role: 'Manager',
          languageId: 1,
          domainIds: [domains[0]!.id],
          kioskIds: [],
          residentIds: [],
        },
        token: superAdmin,
      });
      expect(demoted.status).toBe(200);
      expect(demoted.json.user?.functionalRole).toBe('DomainManager');
      expect(await closedByServer(socket)).toBe('io server disconnect');

      const asManager = await signIn(email, password);
      const reconnected = await liveSocket(asManager.tokens.access_token);
      const heardAsManager = hear<{ kinds: string[] }>(reconnected, 'summaries.changed');
      const readModels = hear<{ readModels: string[] }>(reconnected, 'readModels.changed');
      await changeASummary('Role Change After');
      // A batch's summaries go out before its read models, and a socket hears in order: once
      // it hears the organizations changed, the admin room's summary would have come first.
      await until(
        'the reconnected socket to hear the organizations changed',
        async () => readModels,
        (heard) => heard.some((entry) => entry.readModels.includes('organizations')),
        15_000,
      );
      expect(heardAsManager).toEqual([]);
      expect(reconnected.connected).toBe(true);
    });

    it('asks for the current password, then ends every session: old access and refresh tokens refused', async () => {
      const { tokens } = await signIn('family@ambient.demo');
      const id = idOf(tokens.access_token);
      const change = (token: string, body: { password: string; currentPassword?: string }) =>
        typed.put('/api/users/{id}/password', { path: { id }, body, token });
      const socket = await liveSocket(tokens.access_token);
      const head = await eventHead(api);

      const without = await change(tokens.access_token, { password: 'new-password-1' });
      expect(without).toMatchObject({
        status: 422,
        json: { errorSeverity: 0, errorMessage: enMessages['password.currentRequired'] },
      });
      const wrong = await change(tokens.access_token, {
        password: 'new-password-1',
        currentPassword: 'not-my-password',
      });
      expect(wrong).toMatchObject({
        status: 422,
        json: { errorSeverity: 0, errorMessage: enMessages['password.currentWrong'] },
      });
      expect(await eventHead(api)).toBe(head);
      expect(await me(tokens.access_token)).toBe(200);

      const changed = await change(tokens.access_token, {
        password: 'new-password-1',
        currentPassword: DEMO_PASSWORD,
      });
      expect(changed.status).toBe(200);
      expect(await closed(socket)).toBe('io server disconnect');
      expect(await me(tokens.access_token)).toBe(401);
      const refreshed = await refresh(tokens);
      expect(refreshed).toMatchObject({ status: 400, error: 'invalid_grant' });

      // The new password opens a new session; an admin sets it back without the current one.
      const again = await signIn('family@ambient.demo', 'new-password-1');
      expect(await me(again.tokens.access_token)).toBe(200);
      expect((await change(admin, { password: DEMO_PASSWORD })).status).toBe(200);
      expect(await me(again.tokens.access_token)).toBe(401);
    });

    it('locks after five wrong passwords, ending the sessions; only an admin unblocks at once', async () => {
      const { tokens } = await signIn('visitor@ambient.demo');
      const id = idOf(tokens.access_token);
      const socket = await liveSocket(tokens.access_token);
      const messages: string[] = [];
      for (let i = 0; i < 5; i++) {
        const { posted } = await postSignIn('visitor@ambient.demo', `wrong-${i}`);
        expect(posted.status).toBe(200);
        messages.push(unescapeHtml(await posted.text()));
      }
      expect(messages[3]).toContain(enMessages['signIn.invalid']);
      const lockedText = translate('signIn.locked', { count: 5 });
      expect(messages[4]).toContain(lockedText);
      // The right password is refused while locked, and the old token no longer works.
      const right = await postSignIn('visitor@ambient.demo', DEMO_PASSWORD);
      expect(unescapeHtml(await right.posted.text())).toContain(lockedText);
      expect(await me(tokens.access_token)).toBe(401);
      expect(await closed(socket)).toBe('io server disconnect');

      const unblock = (userId: string, token: string) =>
        typed.get('/api/users/{id}/unblock', { path: { id: userId }, token });
      const byOther = await unblock(id, tokens.access_token);
      expect(byOther.status).toBe(401);
      const family = await signIn('kiosk.manager@ambient.demo');
      const byManager = await unblock(id, family.tokens.access_token);
      expect(byManager.status).toBe(403);
      const unknown = await unblock('ambient|nobody', admin);
      expect(unknown.status).toBe(404);

      const unblocked = await unblock(id, admin);
      expect(unblocked).toMatchObject({ status: 200, json: { errorSeverity: null, errorMessage: null } });
      expect(await me((await signIn('visitor@ambient.demo')).tokens.access_token)).toBe(200);
    });

    it('sends no-store on API JSON, no HSTS over plain HTTP, and health details only to admins', async () => {
      // Fetched for the headers, which the typed answer does not carry.
      const answer = await fetch(`${api.url}/api/users/me`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('strict-transport-security')).toBeNull();
      const behindProxy = await fetch(`${api.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
      // No proxy is trusted unless TRUST_PROXY says so.
      expect(behindProxy.headers.get('strict-transport-security')).toBeNull();

      const health = async (token?: string) => (await typed.get('/api/health', { token })).json;
      const anonymousBody = await health();
      expect(Object.keys(anonymousBody).sort()).toEqual(['errorMessage', 'errorSeverity', 'status']);
      expect(JSON.stringify(anonymousBody)).not.toContain(api.config.dataDir);
      expect(Object.keys(await health('not.a.token'))).not.toContain('parts');
      const manager = await signIn('kiosk.manager@ambient.demo');
      expect(Object.keys(await health(manager.tokens.access_token))).not.toContain('parts');
      const adminBody = having(await health(admin), 'parts');
      expect(adminBody.parts.find((p) => p.part === 'storage')?.engine).toContain(api.config.dataDir);
    });

    it('keeps an idle connection open longer than clients keep theirs, and says how long', async () => {
      const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
        httpGet(`${api.url}/api/health`, { agent: new Agent({ keepAlive: true }) }, (response) => {
          response.resume();
          resolve(response.headers);
        }).on('error', reject);
      });
      expect(headers.connection).toBe('keep-alive');
      expect(headers['keep-alive']).toBe('timeout=65');
    });

    // Last: it spends this address's failures for the window.
    it('throttles fast wrong sign-ins per address with 429 and Retry-After, in English and French', async () => {
      const statuses: number[] = [];
      let last: Response | null = null;
      for (let i = 0; i < 30; i++) {
        const { posted } = await postSignIn(`nobody-${i}@example.org`, 'wrong-password', i % 2 ? 'fr' : 'en');
        statuses.push(posted.status);
        if (posted.status === 429) last = posted;
        else await posted.arrayBuffer();
      }
      expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(20);
      expect(statuses.at(-1)).toBe(429);
      const retryAfter = Number(last!.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      const minutes = Math.ceil(retryAfter / 60);
      expect(unescapeHtml(await last!.text())).toContain(
        frMessages['signIn.throttled'].replace('%{minutes}', String(minutes)),
      );
      // Even the right password of a real account is refused from this address now.
      const { posted } = await postSignIn('admin@ambient.demo', DEMO_PASSWORD);
      expect(posted.status).toBe(429);
      expect(unescapeHtml(await posted.text())).toContain(
        enMessages['signIn.throttled'].replace('%{minutes}', String(minutes)),
      );
    });
  });
}
