/**
 * The built-in OpenID Connect provider, driven over HTTP like a browser and the console would:
 * authorization code + PKCE, the sign-in page, the lockout, the token endpoint, then the API
 * guard with the access token (and with tokens that must be refused), sign-out and errors.
 */
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SignJWT, generateKeyPair, importJWK, type JWK } from 'jose';
import { BaseRole, FunctionalRole, enMessages, frMessages, translate } from '@ambient/core';
import { TOKEN_VERIFIER, type TokenVerifier } from '../../src/auth/index.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { freePort, startProbeApp, testConfig } from './auth-test-app.js';
import { InMemoryUserAuth } from './in-memory-user-auth.js';
import { TestBrowser, base64url, decodeJwt, formAction, hiddenFields, pkcePair } from './oidc-test-client.js';

jest.setTimeout(60_000);

const ADMIN = { email: 'ada.admin@example.org', password: 'correct horse battery', name: 'Ada Lovelace' };
const FACILITATOR = { email: 'fred@example.org', password: 'family first 42', name: 'Fred Facilitator' };
const LOCKED = { email: 'lou@example.org', password: 'right password 1', name: 'Lou Lockout' };

interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
}

describe('built-in OpenID Connect provider and the JWT guard', () => {
  let dataDir: string;
  let config: AppConfig;
  let issuer: string;
  let users: InMemoryUserAuth;
  let app: NestExpressApplication;
  const ids: Record<'admin' | 'facilitator' | 'locked', string> = { admin: '', facilitator: '', locked: '' };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ambient-auth-'));
    users = new InMemoryUserAuth();
    ids.admin = await users.register({ ...ADMIN, role: BaseRole.Admin });
    ids.facilitator = await users.register({
      ...FACILITATOR,
      role: BaseRole.Manager,
      languageId: 2,
      residentIds: [7, 8],
    });
    ids.locked = await users.register(LOCKED);
    config = testConfig(await freePort(), dataDir, {
      SUPER_ADMIN_IDS: ids.admin,
      STATISTICS_USER_IDS: ids.admin,
    });
    issuer = `${config.publicUrl}/oidc`;
    app = await startProbeApp(config, users);
  });

  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function authorize(browser: TestBrowser, extra: Record<string, string> = {}) {
    const { verifier, challenge } = pkcePair();
    const state = base64url(randomBytes(12));
    const url = new URL(`${issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: config.oidc.clientId,
      response_type: 'code',
      redirect_uri: `${config.publicUrl}/callback`,
      scope: 'openid profile email',
      state,
      nonce: base64url(randomBytes(12)),
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...extra,
    }).toString();
    const first = await browser.request(url);
    expect(first.status).toBe(303);
    const { response, url: pageUrl } = await browser.follow(first, url);
    expect(response.status).toBe(200);
    return { html: await response.text(), pageUrl, verifier, state };
  }

  async function postCredentials(
    browser: TestBrowser,
    html: string,
    pageUrl: URL,
    email: string,
    password: string,
  ) {
    return browser.postForm(formAction(html, pageUrl), { ...hiddenFields(html), email, password });
  }

  /** Follows the provider's redirects from a successful sign-in to the console's callback. */
  async function callbackCode(
    browser: TestBrowser,
    response: Response,
    from: URL,
    state: string,
  ): Promise<string> {
    const isCallback = (location: URL) => location.href.startsWith(`${config.publicUrl}/callback`);
    const { url } = await browser.follow(response, from, isCallback);
    expect(isCallback(url)).toBe(true);
    expect(url.searchParams.get('state')).toBe(state);
    const code = url.searchParams.get('code');
    if (!code) throw new Error(`No code in ${url.href}`);
    return code;
  }

  async function token(fields: Record<string, string>): Promise<Response> {
    return fetch(`${issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: config.oidc.clientId, ...fields }).toString(),
    });
  }

  async function signIn(
    credentials: { email: string; password: string },
    extra: Record<string, string> = {},
  ) {
    const browser = new TestBrowser();
    const flow = await authorize(browser, extra);
    const posted = await postCredentials(
      browser,
      flow.html,
      flow.pageUrl,
      credentials.email,
      credentials.password,
    );
    expect(posted.status).toBe(303);
    const code = await callbackCode(browser, posted, formAction(flow.html, flow.pageUrl), flow.state);
    const response = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${config.publicUrl}/callback`,
      code_verifier: flow.verifier,
    });
    expect(response.status).toBe(200);
    return { browser, tokens: (await response.json()) as TokenResponse };
  }

  // The probe app's route, which the API's OpenAPI document does not have: fetched untyped.
  const callApi = (accessToken?: string, headers: Record<string, string> = {}) =>
    fetch(`${config.publicUrl}/api/probe/principal`, {
      headers: { ...headers, ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    });

  /** The provider's own signing key, read from the data directory (to forge tokens it would sign). */
  async function providerPrivateKey(): Promise<{ key: Awaited<ReturnType<typeof importJWK>>; kid: string }> {
    const jwks = JSON.parse(await readFile(join(dataDir, 'oidc', 'jwks.json'), 'utf8')) as { keys: JWK[] };
    const jwk = jwks.keys[0] as JWK;
    return { key: await importJWK(jwk, 'RS256'), kid: jwk.kid as string };
  }

  function jwt(claims: Record<string, unknown>, kid: string) {
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' });
  }

  it('advertises authorization code with PKCE S256 and one RS256 key', async () => {
    const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(discovery.issuer).toBe(issuer);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
    const jwks = (await (await fetch(String(discovery.jwks_uri))).json()) as { keys: JWK[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('writes its endpoints for the public address whatever Host or X-Forwarded-Host a request forges', async () => {
    const forged = (headers: Record<string, string>) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const url = new URL(`${issuer}/.well-known/openid-configuration`);
        const request = httpRequest(url, { headers }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve(JSON.parse(body) as Record<string, unknown>));
        });
        request.on('error', reject);
        request.end();
      });
    const forgeries: Record<string, string>[] = [
      { host: 'evil.example' },
      { host: 'evil.example:8443', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ];
    for (const headers of forgeries) {
      const discovery = await forged(headers);
      expect(discovery.issuer).toBe(issuer);
      const endpoints = ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint'];
      for (const endpoint of endpoints)
        expect(String(discovery[endpoint])).toMatch(new RegExp(`^${issuer}/`));
      expect(JSON.stringify(discovery)).not.toContain('evil.example');
    }
  });

  it('signs in with email and password and the access token opens the API', async () => {
    const browser = new TestBrowser({ 'accept-language': 'en-CA,en;q=0.9' });
    const flow = await authorize(browser);

    expect(flow.pageUrl.pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    expect(flow.html).toContain('<html lang="en">');
    expect(flow.html).toContain('Ambient Console');
    expect(flow.html).toMatch(/<label for="email">Email<\/label>/);
    expect(flow.html).toMatch(/<label for="password">Password<\/label>/);
    expect(flow.html).toMatch(/<button type="submit">Sign In<\/button>/);
    // No inline script or style: the page works under a strict Content-Security-Policy.
    expect(flow.html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(flow.html).not.toMatch(/\sstyle=/);
    expect(formAction(flow.html, flow.pageUrl).origin).toBe(config.publicUrl);

    const posted = await postCredentials(
      browser,
      flow.html,
      flow.pageUrl,
      ADMIN.email.toUpperCase(),
      ADMIN.password,
    );
    expect(posted.status).toBe(303);
    const code = await callbackCode(browser, posted, formAction(flow.html, flow.pageUrl), flow.state);
    expect(users.recorded.filter((r) => r.userId === ids.admin).map((r) => r.method)).toEqual([
      'recordSignIn',
    ]);

    // The code is bound to the PKCE verifier.
    const stolen = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${config.publicUrl}/callback`,
      code_verifier: pkcePair().verifier,
    });
    expect(stolen.status).toBe(400);
  });

  it('exchanges the code for a JWT access token for the API audience and ID token claims', async () => {
    const { tokens } = await signIn(ADMIN);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const access = decodeJwt(tokens.access_token);
    expect(access.header).toMatchObject({ alg: 'RS256' });
    expect(access.payload).toMatchObject({
      iss: issuer,
      aud: config.oidc.audience,
      sub: ids.admin,
      client_id: config.oidc.clientId,
    });
    expect(Number(access.payload.exp) - Number(access.payload.iat)).toBe(3600);

    const ns = config.oidc.claimsNamespace;
    const id = decodeJwt(tokens.id_token);
    expect(id.payload).toMatchObject({
      iss: issuer,
      aud: config.oidc.clientId,
      sub: ids.admin,
      email: ADMIN.email,
      name: ADMIN.name,
      nickname: 'Ada',
      [`${ns}/user_metadata`]: { languageId: null, picture: null, defaultResidentId: null },
      [`${ns}/app_metadata`]: {
        domainIds: [],
        facilityIds: [],
        kioskIds: [],
        residentIds: [],
        role: 'Admin',
      },
    });

    const response = await callApi(tokens.access_token);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      profile: { id: string; functionalRole: string };
      flags: Record<string, boolean>;
    };
    expect(body.profile).toMatchObject({
      id: ids.admin,
      email: ADMIN.email,
      functionalRole: FunctionalRole.Admin,
    });
    expect(body.flags).toMatchObject({
      isAdmin: true,
      isManager: true,
      isSuperAdmin: true,
      isStatisticsUser: true,
      isAuditor: false,
      canSeeUnupdatedAbbys: false,
      isGenieManager: true,
      isKioskManager_Genie: false,
    });
  });

  it('issues the user and app metadata of a family facilitator', async () => {
    const { tokens } = await signIn(FACILITATOR);
    const ns = config.oidc.claimsNamespace;
    expect(decodeJwt(tokens.id_token).payload).toMatchObject({
      locale: 'fr-CA',
      [`${ns}/user_metadata`]: { languageId: 2, defaultResidentId: 7 },
      [`${ns}/app_metadata`]: { residentIds: [7, 8], role: 'Manager' },
    });
    const body = (await (await callApi(tokens.access_token)).json()) as { flags: Record<string, boolean> };
    expect(body.flags).toMatchObject({
      isResidentManager: true,
      isAdmin: false,
      isManager: true,
      isSuperAdmin: false,
    });
  });

  it('refreshes into a new JWT access token for the API without sending a resource', async () => {
    const { tokens } = await signIn(ADMIN);
    const response = await token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token as string,
    });
    expect(response.status).toBe(200);
    const refreshed = (await response.json()) as TokenResponse;
    expect(decodeJwt(refreshed.access_token).payload).toMatchObject({
      aud: config.oidc.audience,
      sub: ids.admin,
    });
    expect((await callApi(refreshed.access_token)).status).toBe(200);
  });

  describe('refused tokens answer 401 with the result convention', () => {
    const unauthorizedBody = { errorSeverity: 1, errorMessage: enMessages['error.unauthorized'] };
    const now = () => Math.floor(Date.now() / 1000);

    it('without a token', async () => {
      const response = await callApi();
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(unauthorizedBody);
    });

    it('in French for a French reader', async () => {
      const response = await callApi(undefined, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        errorSeverity: 1,
        errorMessage: frMessages['error.unauthorized'],
      });
    });

    it('with a token signed by another key, even under the real kid', async () => {
      const { kid } = await providerPrivateKey();
      const { privateKey } = await generateKeyPair('RS256');
      const forged = await jwt({ sub: ids.admin }, kid)
        .setIssuer(issuer)
        .setAudience(config.oidc.audience)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
      const response = await callApi(forged);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(unauthorizedBody);
    });

    it('with an expired token', async () => {
      const { key, kid } = await providerPrivateKey();
      const expired = await jwt({ sub: ids.admin }, kid)
        .setIssuer(issuer)
        .setAudience(config.oidc.audience)
        .setIssuedAt(now() - 7200)
        .setExpirationTime(now() - 3600)
        .sign(key);
      expect((await callApi(expired)).status).toBe(401);
    });

    it('with a token for another audience', async () => {
      const { key, kid } = await providerPrivateKey();
      const other = await jwt({ sub: ids.admin }, kid)
        .setIssuer(issuer)
        .setAudience('https://another-api.example.org')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
      expect((await callApi(other)).status).toBe(401);
    });

    it('with a token from another issuer', async () => {
      const { key, kid } = await providerPrivateKey();
      const other = await jwt({ sub: ids.admin }, kid)
        .setIssuer('https://issuer.example.org/')
        .setAudience(config.oidc.audience)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
      expect((await callApi(other)).status).toBe(401);
    });

    it('with the ID token instead of the access token', async () => {
      const { tokens } = await signIn(ADMIN);
      expect((await callApi(tokens.id_token)).status).toBe(401);
    });

    it('for a subject that is not a user', async () => {
      const { key, kid } = await providerPrivateKey();
      const ghost = await jwt({ sub: 'no-such-user' }, kid)
        .setIssuer(issuer)
        .setAudience(config.oidc.audience)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
      expect((await callApi(ghost)).status).toBe(401);
    });

    it('but a @Public() route needs no token', async () => {
      const response = await fetch(`${config.publicUrl}/api/probe/open`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ errorSeverity: null, errorMessage: null, open: true });
    });
  });

  it('refuses a wrong password, blocks the account at the fifth failure, then refuses the right password', async () => {
    const browser = new TestBrowser();
    const flow = await authorize(browser);
    const invalid = translate('signIn.invalid');
    const locked = translate('signIn.locked', { count: 5 });
    expect(locked).toContain('5 failed sign-in attempts');

    let html = flow.html;
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await postCredentials(
        browser,
        html,
        flow.pageUrl,
        LOCKED.email,
        `wrong password ${attempt}`,
      );
      expect(response.status).toBe(200);
      html = await response.text();
      expect(html).toContain(attempt < 5 ? invalid : locked);
      expect(html).toContain('role="alert"');
      expect(html).toContain(`value="${LOCKED.email}"`);
    }
    expect(users.state(ids.locked).status).toBe('locked');
    expect(users.recorded.filter((r) => r.userId === ids.locked).map((r) => r.method)).toEqual(
      Array(5).fill('recordFailedSignIn'),
    );

    const right = await postCredentials(browser, html, flow.pageUrl, LOCKED.email, LOCKED.password);
    expect(right.status).toBe(200);
    expect(await right.text()).toContain(locked);
    expect(users.recorded.filter((r) => r.userId === ids.locked)).toHaveLength(5);

    const unknown = await postCredentials(browser, html, flow.pageUrl, 'nobody@example.org', 'whatever123');
    const unknownHtml = await unknown.text();
    expect(unknownHtml).toContain(invalid);
    expect(unknownHtml).toContain('value="nobody@example.org"');
  });

  it('blocks an email no account has at the fifth wrong password, as it blocks an account', async () => {
    const browser = new TestBrowser();
    const flow = await authorize(browser);
    const locked = translate('signIn.locked', { count: 5 });
    const seen: boolean[] = [];
    let html = flow.html;
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await postCredentials(
        browser,
        html,
        flow.pageUrl,
        'no.account@example.org',
        `w${attempt}`,
      );
      expect(response.status).toBe(200);
      html = await response.text();
      seen.push(html.includes(locked));
    }
    expect(seen).toEqual([false, false, false, false, true]);
  });

  it('resets the failure count on a successful sign-in', async () => {
    const id = await users.register({
      email: 'reset@example.org',
      password: 'reset password 1',
      name: 'Rita Reset',
    });
    const browser = new TestBrowser();
    const flow = await authorize(browser);
    for (let attempt = 1; attempt <= 4; attempt++) {
      await (
        await postCredentials(browser, flow.html, flow.pageUrl, 'reset@example.org', 'nope nope nope')
      ).text();
    }
    const ok = await postCredentials(
      browser,
      flow.html,
      flow.pageUrl,
      'reset@example.org',
      'reset password 1',
    );
    expect(ok.status).toBe(303);
    const state = users.state(id);
    expect(state.status === 'active' && state.failedAttempts).toBe(0);
  });

  it('shows the page in French from ui_locales or Accept-Language, with a link to switch', async () => {
    const fromUiLocales = await authorize(new TestBrowser(), { ui_locales: 'fr-CA' });
    for (const html of [
      fromUiLocales.html,
      (await authorize(new TestBrowser({ 'accept-language': 'fr-CA,fr;q=0.9' }))).html,
    ]) {
      expect(html).toContain('<html lang="fr">');
      expect(html).toMatch(/<label for="email">Courriel<\/label>/);
      expect(html).toMatch(/<label for="password">Mot de passe<\/label>/);
      expect(html).toMatch(/<button type="submit">Se connecter<\/button>/);
      expect(html).toContain('Ambient Console');
    }
    // The switch link shows the same interaction in English.
    const link = /<a href="([^"]+)"[^>]*hreflang="en"/.exec(fromUiLocales.html)?.[1];
    expect(link).toBeDefined();
    const browser = new TestBrowser();
    const flow = await authorize(browser, { ui_locales: 'fr' });
    const english = await browser.request(
      new URL((/<a href="([^"]+)"/.exec(flow.html)?.[1] as string).replace(/&amp;/g, '&'), flow.pageUrl),
    );
    const englishHtml = await english.text();
    expect(englishHtml).toMatch(/<label for="email">Email<\/label>/);

    // Errors follow the page's language.
    const wrong = await postCredentials(
      browser,
      flow.html,
      flow.pageUrl,
      'nobody@example.org',
      'whatever123',
    );
    expect(await wrong.text()).toContain(frMessages['signIn.invalid']);
  });

  it('escapes what it renders', async () => {
    const browser = new TestBrowser();
    const flow = await authorize(browser, { login_hint: '"><script>alert(1)</script>' });
    expect(flow.html).not.toContain('<script>alert(1)</script>');
    expect(flow.html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('sends its own Content-Security-Policy that lets the form post and redirect to the console', async () => {
    const browser = new TestBrowser();
    const { verifier: _v, challenge } = pkcePair();
    const url = new URL(`${issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: config.oidc.clientId,
      response_type: 'code',
      redirect_uri: 'http://localhost:5173/callback',
      scope: 'openid profile email',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();
    const { response } = await browser.follow(await browser.request(url), url);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain('http://localhost:5173');
    expect(csp).toContain("script-src 'self'");
    const css = await fetch(`${issuer}/assets/sign-in.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it("signs out with a page that confirms by itself, in the user's language", async () => {
    const { browser, tokens } = await signIn(FACILITATOR);
    const url = new URL(`${issuer}/session/end`);
    url.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${config.publicUrl}/`,
    }).toString();
    const page = await browser.request(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Déconnexion');
    expect(html).toMatch(/<script src="\/oidc\/assets\/auto-submit\.js" defer><\/script>/);
    expect(html).toContain('data-auto-submit');
    const script = await fetch(`${issuer}/assets/auto-submit.js`);
    expect(await script.text()).toContain('click()');

    const confirmed = await browser.postForm(formAction(html, url), { ...hiddenFields(html), logout: 'yes' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${config.publicUrl}/`);
  });

  it('renders provider errors as a plain page in English and French', async () => {
    const response = await fetch(`${issuer}/auth?client_id=unknown-client&response_type=code&scope=openid`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Sign-in error');
    expect(html).toContain('Erreur de connexion');
    expect(html).toContain('invalid_client');
  });

  it('shows an expired page for an unknown interaction', async () => {
    const response = await fetch(`${issuer}/interaction/unknown-uid`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sign-in expired');
  });

  it('keeps its keys in the data directory, so tokens survive a restart', async () => {
    const { tokens } = await signIn(ADMIN);
    const restarted = await startProbeApp(config, users, false);
    try {
      const verifier = restarted.get<TokenVerifier>(TOKEN_VERIFIER);
      const principal = await verifier.verify(tokens.access_token);
      expect(principal.profile.id).toBe(ids.admin);
      expect(principal.token).toBe(tokens.access_token);
    } finally {
      await restarted.close();
    }
  });
});
