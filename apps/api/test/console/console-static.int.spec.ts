/**
 * The built console as a browser, a CDN or a link checker receives it from the API in
 * production: precompressed files by Accept-Encoding, caching by kind of file, HEAD on console
 * routes, and the API's own paths kept apart from the history fallback. Runs on the real build
 * (`npm run build` writes apps/web/dist; `npm test` builds first).
 */
import { readFileSync, existsSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseEngines } from '../support/databases.js';
import { startApi, type RunningApi } from '../support/api-app.js';

const WEB_DIST = resolve(import.meta.dirname, '..', '..', '..', 'web', 'dist');
const CHROMIUM_ENCODINGS = 'gzip, deflate, br, zstd';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request with the bytes as sent (fetch would decompress them). */
function raw(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return new Promise((done, fail) => {
    const req = request(new URL(path, base), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

const vary = (response: RawResponse): string[] =>
  String(response.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/);

// Serving the console does not touch the database: one engine is enough.
const [engine] = databaseEngines();

describe('The built console served by the API', () => {
  let api: RunningApi;
  let indexHtml: Buffer;
  /**
   * The largest script index.html loads first (its entry or a preloaded chunk), a hashed file under
   * /assets/: the entry itself may be a few hundred bytes, smaller than any compressed copy.
   */
  let entry: string;
  const get = (path: string, headers: Record<string, string> = {}) => raw(api.url, 'GET', path, headers);

  beforeAll(async () => {
    if (!existsSync(join(WEB_DIST, 'index.html')))
      throw new Error(`No built console in ${WEB_DIST}: run "npm run build" first`);
    indexHtml = readFileSync(join(WEB_DIST, 'index.html'));
    const scripts = [...indexHtml.toString().matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
      ([, path]) => path!,
    );
    if (scripts.length === 0) throw new Error('index.html names no entry script');
    const size = (path: string) => readFileSync(join(WEB_DIST, path)).length;
    entry = scripts.reduce((largest, path) => (size(path) > size(largest) ? path : largest));
    if (!engine) throw new Error('No database engine to start the API on');
    api = await startApi(engine, { NODE_ENV: 'production', API_DOCS: 'true' });
  });

  afterAll(async () => {
    await api?.close();
  });

  it('sends brotli to a browser that accepts it, with the type, encoding and Vary headers', async () => {
    const response = await get(entry, { 'accept-encoding': CHROMIUM_ENCODINGS });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(vary(response)).toContain('accept-encoding');
    expect(brotliDecompressSync(response.body)).toEqual(readFileSync(join(WEB_DIST, entry)));
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
  });

  it('sends gzip to a client without brotli, and the plain file to one that accepts neither', async () => {
    const file = readFileSync(join(WEB_DIST, entry));
    const gzip = await get(entry, { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body)).toEqual(file);
    const refusesBrotli = await get(entry, { 'accept-encoding': 'br;q=0, gzip' });
    expect(refusesBrotli.headers['content-encoding']).toBe('gzip');

    const plain = await get(entry, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^text\/javascript/);
    expect(vary(plain)).toContain('accept-encoding');
    expect(plain.body).toEqual(file);
    expect(gzip.body.length).toBeLessThan(file.length / 2);
  });

  it('caches hashed assets for a year as immutable, and revalidates index.html', async () => {
    const asset = await get(entry, { 'accept-encoding': CHROMIUM_ENCODINGS });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const index = await get('/index.html', { 'accept-encoding': CHROMIUM_ENCODINGS });
    expect(index.status).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(index.body)).toEqual(indexHtml);

    const etag = String(index.headers.etag);
    const again = await get('/index.html', { 'accept-encoding': CHROMIUM_ENCODINGS, 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('answers console routes with index.html, not cached, on GET and HEAD', async () => {
    for (const path of ['/', '/kioskManager', '/kioskDashboard']) {
      const got = await get(path, { 'accept-encoding': 'gzip' });
      expect(got.status).toBe(200);
      expect(got.headers['content-type']).toMatch(/^text\/html/);
      expect(got.headers['cache-control']).toBe('no-cache');
      expect(gunzipSync(got.body)).toEqual(indexHtml);

      const head = await raw(api.url, 'HEAD', path, { 'accept-encoding': 'gzip' });
      expect(head.status).toBe(200);
      expect(head.headers['content-type']).toMatch(/^text\/html/);
      expect(head.headers['content-length']).toBe(got.headers['content-length']);
      expect(head.body.length).toBe(0);
    }
  });

  it('keeps the API apart: its paths answer JSON, never the console', async () => {
    const openApi = await get('/api/docs/openapi.json', { 'accept-encoding': CHROMIUM_ENCODINGS });
    expect(openApi.status).toBe(200);
    expect(openApi.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(openApi.body.toString())).toMatchObject({ openapi: expect.any(String) });

    const unknown = await get('/api/no-such-endpoint');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(unknown.body.toString())).toMatchObject({ errorSeverity: expect.any(Number) });

    const discovery = await get('/oidc/.well-known/openid-configuration');
    expect(discovery.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers a missing file with 404, not the console', async () => {
    for (const path of ['/assets/index-missing0.js', '/assets/nothing', '/robots.txt']) {
      const response = await get(path, { 'accept-encoding': CHROMIUM_ENCODINGS });
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).not.toMatch(/^text\/html/);
      expect(JSON.parse(response.body.toString())).toEqual({
        errorSeverity: 1,
        errorMessage: 'The requested item was not found.',
      });
    }
    const head = await raw(api.url, 'HEAD', '/assets/index-missing0.js');
    expect(head.status).toBe(404);
  });
});
