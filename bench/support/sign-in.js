// Signs in through the API's built-in OpenID Connect provider as the console does (authorization
// code with PKCE, the provider's own form) and answers the access token.
import { createHash, randomBytes } from 'node:crypto';

export async function signIn(url, clientId, email, password) {
  const jar = new Map();
  const request = async (target, init = {}) => {
    const headers = new Headers(init.headers ?? {});
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  };
  const follow = async (response, from, stop = () => false) => {
    let current = response;
    let at = new URL(from);
    while (current.status >= 300 && current.status < 400) {
      const next = new URL(current.headers.get('location'), at);
      if (stop(next)) return { response: current, url: next };
      current = await request(next);
      at = next;
    }
    return { response: current, url: at };
  };
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(`${url}/oidc/auth`);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: `${url}/callback`,
    scope: 'openid profile email',
    state: 'bench',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const page = await follow(await request(authorize), authorize);
  const html = await page.response.text();
  const action = new URL(/<form[^>]*action="([^"]+)"/.exec(html)[1].replace(/&amp;/g, '&'), page.url);
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  const posted = await request(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...hidden, email, password }).toString(),
  });
  const landed = await follow(posted, action, (u) => u.pathname === '/callback');
  const tokens = await (
    await fetch(`${url}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: clientId,
        grant_type: 'authorization_code',
        code: landed.url.searchParams.get('code'),
        redirect_uri: `${url}/callback`,
        code_verifier: verifier,
      }).toString(),
    })
  ).json();
  return tokens.access_token;
}
