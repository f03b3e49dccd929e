/**
 * A browser stand-in for the OpenID Connect flow over HTTP: fetch with manual redirects and a
 * cookie jar (path-aware), plus the console's side of authorization code + PKCE (S256).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import { claimFile } from '../support/file-claims.js';

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();

  store(response: Response, requestUrl: URL): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = requestUrl.pathname.replace(/\/[^/]*$/, '') || '/';
      let expired = false;
      for (const attribute of attributes) {
        const [key = '', val = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') path = val;
        if (key.toLowerCase() === 'max-age' && Number(val) <= 0) expired = true;
        if (key.toLowerCase() === 'expires' && Date.parse(val) < Date.now()) expired = true;
      }
      const key = `${name};${path}`;
      if (expired || value === '') this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  header(url: URL): string {
    const matches = (path: string) =>
      url.pathname === path || url.pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
    return [...this.cookies.values()]
      .filter((cookie) => matches(cookie.path))
      .sort((a, b) => b.path.length - a.path.length)
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }
}

export const base64url = (buffer: Buffer): string => buffer.toString('base64url');

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = base64url(randomBytes(32));
  return { verifier, challenge: base64url(createHash('sha256').update(verifier).digest()) };
}

export const unescapeHtml = (value: string): string =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export class TestBrowser {
  readonly jar = new CookieJar();

  constructor(private readonly headers: Record<string, string> = {}) {}

  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers({ ...this.headers, ...(init.headers as Record<string, string> | undefined) });
    const cookie = this.jar.header(target);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    this.jar.store(response, target);
    return response;
  }

  /** Follows redirects (GET) until a non-redirect answer, or a Location that `stop` accepts. */
  async follow(response: Response, from: string | URL, stop: (location: URL) => boolean = () => false) {
    let current = response;
    let currentUrl = new URL(from);
    for (let hops = 0; hops < 10; hops++) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location)
        return { response: current, url: currentUrl };
      const next = new URL(location, currentUrl);
      if (stop(next)) return { response: current, url: next };
      await current.arrayBuffer();
      current = await this.request(next);
      currentUrl = next;
    }
    throw new Error('Too many redirects');
  }

  async postForm(url: string | URL, fields: Record<string, string>): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

export function formAction(html: string, base: string | URL): URL {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error(`No form in ${html}`);
  return new URL(unescapeHtml(match[1]), base);
}

export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)) {
    fields[match[1] as string] = unescapeHtml(match[2] as string);
  }
  return fields;
}

export function decodeJwt(token: string): {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
} {
  const [header = '', payload = ''] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>,
  };
}

/** A port free on the loopback interface now, for a server a test starts. */
/** Whether a server can listen on `port` of the loopback address now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Where the system starts handing out ports to outgoing connections (32768 on Linux by default). */
function firstEphemeralPort(): number {
  try {
    const first = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
    );
    return Number.isInteger(first) && first > 12_000 ? first : 32_768;
  } catch {
    return 32_768;
  }
}

/**
 * Ports that browsers refuse to open (the fetch standard's "bad ports"; above 10,000 only
 * 10080): a console served there could not be reached from Chromium (`ERR_UNSAFE_PORT`).
 */
const BROWSER_REFUSED_PORTS = new Set([10_080]);

/**
 * A port nothing listens on, for a server that will listen on it a few seconds later (an API
 * seeding first, a spawned process). It is chosen below the ports the system gives outgoing
 * connections: a port the system picked itself (`listen(0)`) is one of those, and a connection made
 * meanwhile by another suite (to PostgreSQL, Redis, an API) could take it before the server listens.
 */
export async function freePort(): Promise<number> {
  const below = firstEphemeralPort();
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * (below - 10_000));
    if (BROWSER_REFUSED_PORTS.has(port)) continue;
    if ((await canListen(port)) && claimed(port)) return port;
  }
}

/** Where the ports handed out are claimed, one file each, for every worker and process of the machine's runs. */
const CLAIMS = join(tmpdir(), 'ambient-test-ports');
/** How long a claim holds: long enough for a suite to listen on its port. */
const CLAIM_MS = 10 * 60_000;

/**
 * Claims `port` before it is handed out: suites in other workers pick ports at random too, and two
 * that drew the same one before either listened met at `EADDRINUSE`. False when another claimed
 * it within `CLAIM_MS`.
 */
function claimed(port: number): boolean {
  mkdirSync(CLAIMS, { recursive: true });
  return claimFile(join(CLAIMS, String(port)), CLAIM_MS);
}

/** What the token endpoint answers a sign-in or a refresh. */
export interface OidcTokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
}

/**
 * Signs in on the built-in provider's page at `url`, as the console does (authorization code
 * with PKCE), and answers the access token.
 */
export async function signInWithCode(
  url: string,
  email: string,
  password: string,
  clientId = 'ambient-console',
): Promise<string> {
  return (await signInWithCodeTokens(url, email, password, clientId)).tokens.access_token;
}

/** Signs in as `signInWithCode` does, and answers the browser (its cookies) and every token. */
export async function signInWithCodeTokens(
  url: string,
  email: string,
  password: string,
  clientId = 'ambient-console',
): Promise<{ browser: TestBrowser; tokens: OidcTokens }> {
  const browser = new TestBrowser();
  const { verifier, challenge } = pkcePair();
  const authorize = new URL(`${url}/oidc/auth`);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: `${url}/callback`,
    scope: 'openid profile email',
    state: base64url(Buffer.from(email)),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  const page = await browser.follow(await browser.request(authorize), authorize);
  const html = await page.response.text();
  const posted = await browser.postForm(formAction(html, page.url), {
    ...hiddenFields(html),
    email,
    password,
  });
  const isCallback = (location: URL): boolean => location.href.startsWith(`${url}/callback`);
  const landed = await browser.follow(posted, formAction(html, page.url), isCallback);
  const code = landed.url.searchParams.get('code');
  if (!code) throw new Error(`Sign-in as ${email} did not reach the callback`);
  const response = await fetch(`${url}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: clientId,
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${url}/callback`,
      code_verifier: verifier,
    }).toString(),
  });
  const tokens = (await response.json()) as Partial<OidcTokens>;
  if (!tokens.access_token) throw new Error(`No access token for ${email}`);
  return { browser, tokens: tokens as OidcTokens };
}
