import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { enMessages } from '@ambient/core';
import { EVENT_STORE, type EventStore } from '@ambient/event-sourcing';
import { featureEngines } from '../support/databases.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { callApi } from '../support/api-calls.js';
import { typedApi, type TypedApi } from '../support/typed-api.js';
import { apiCaller, zipOf } from './admin-test-client.js';

for (const engine of featureEngines()) {
  describe(`admin dashboard API on ${engine.name}`, () => {
    let api: RunningApi;
    let caller: ReturnType<typeof apiCaller>;
    let typed: TypedApi;
    const tokens: Record<string, string> = {};

    beforeAll(async () => {
      api = await startApi(engine);
      caller = apiCaller(api.url);
      typed = typedApi(api.url);
      for (const [key, email] of [
        ['admin', 'admin@ambient.demo'],
        ['domainManager', 'domain.manager@ambient.demo'],
        ['kioskManager', 'kiosk.manager@ambient.demo'],
        ['family', 'family@ambient.demo'],
        ['visitor', 'visitor@ambient.demo'],
      ] as const) {
        tokens[key] = await api.signIn(email, DEMO_PASSWORD);
      }
    }, 120_000);

    afterAll(async () => {
      await api.close();
    });

    const KINDS = ['organization', 'domain', 'facility', 'kiosk', 'resident', 'user'] as const;
    /** The admin dashboard's calls, as the caller with `token` (none when undefined). */
    type Endpoint = [name: string, send: (token?: string) => Promise<{ status: number; json: unknown }>];
    const ENDPOINTS: Endpoint[] = [
      ...KINDS.map((kind): Endpoint => [
        `GET admin/summary/${kind}`,
        (token?: string) => typed.get('/api/admin/summary/{kind}', { path: { kind }, token }),
      ]),
      ['GET workbook', (token?: string) => typed.get('/api/workbook', { token })],
      [
        'POST genieupdates/release',
        (token?: string) =>
          caller.upload('genieupdates/release', token, { name: 'update.zip', content: zipOf('a.txt', 'a') }),
      ],
    ];

    it.each(ENDPOINTS)('%s requires authentication', async (_name, send) => {
      const { status, json } = await send();
      expect(status).toBe(401);
      expect(json).toEqual({ errorSeverity: 1, errorMessage: enMessages['error.unauthorized'] });
    });

    it.each(['domainManager', 'kioskManager', 'family', 'visitor'])(
      'refuses every admin dashboard call to a %s, appending nothing',
      async (who) => {
        const store = api.app.get<EventStore>(EVENT_STORE);
        const before = await store.headPosition();
        for (const [path, send] of ENDPOINTS) {
          const { status, json } = await send(tokens[who]);
          expect({ path, status, json }).toEqual({
            path,
            status: 403,
            json: { errorSeverity: 1, errorMessage: enMessages['error.forbidden'] },
          });
        }
        expect(await store.headPosition()).toBe(before);
        expect(await store.readStream('genie-updates')).toEqual([]);
        // The upload of a refused caller is not even read.
        const uploads = join(api.config.dataDir, 'tmp', 'uploads');
        expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
        expect(existsSync(join(api.config.dataDir, 'media', 'releases'))).toBe(false);
      },
    );

    it('counts the demo organizations, domains and facilities', async () => {
      for (const [kind, count] of [
        ['organization', 2],
        ['domain', 4],
        ['facility', 10],
      ] as const) {
        const { status, json } = await typed.get('/api/admin/summary/{kind}', {
          path: { kind },
          token: tokens.admin,
        });
        expect({ kind, status, json }).toEqual({
          kind,
          status: 200,
          json: { errorSeverity: null, errorMessage: null, count },
        });
      }
    });

    it('counts kiosks by type, and residents by the type of their kiosk', async () => {
      expect(
        (await typed.get('/api/admin/summary/{kind}', { path: { kind: 'kiosk' }, token: tokens.admin })).json,
      ).toEqual({
        errorSeverity: null,
        errorMessage: null,
        genieCount: 10,
        abbyCount: 20,
      });
      // 80 residents over the 30 kiosks in turn: 26 live on one of the 10 Genies.
      expect(
        (await typed.get('/api/admin/summary/{kind}', { path: { kind: 'resident' }, token: tokens.admin }))
          .json,
      ).toEqual({
        errorSeverity: null,
        errorMessage: null,
        genieCount: 26,
        abbyCount: 54,
      });
    });

    it('counts users by functional role', async () => {
      expect(
        (await typed.get('/api/admin/summary/{kind}', { path: { kind: 'user' }, token: tokens.admin })).json,
      ).toEqual({
        errorSeverity: null,
        errorMessage: null,
        // The demo's admin and super admin; its virtual visitors include the locked and the
        // invited contact.
        adminCount: 2,
        domainManagerCount: 5,
        kioskManagerCount: 6,
        familyFacilitatorCount: 6,
        virtualVisitorCount: 7,
      });
    });

    it('answers 404 for an unknown summary', async () => {
      // A kind the document does not have, sent untyped.
      const { status, json } = await callApi(api.url, 'GET', 'admin/summary/playlist', {
        token: tokens.admin,
      });
      expect(status).toBe(404);
      expect(json).toEqual({ errorSeverity: 1, errorMessage: enMessages['error.notFound'] });
    });

    it('describes its calls in the OpenAPI document, tagged', async () => {
      const docs = (await (await fetch(`${api.url}/api/docs/openapi.json`)).json()) as {
        paths: Record<string, Record<string, { tags?: string[] }>>;
      };
      expect(docs.paths['/api/admin/summary/{kind}']?.get?.tags).toEqual(['admin']);
      expect(docs.paths['/api/workbook']?.get?.tags).toEqual(['admin']);
      expect(docs.paths['/api/genieupdates/release']?.post?.tags).toEqual(['genie updates']);
    });

    it('answers the API build version the dashboard shows first', async () => {
      const { status, json } = await typed.get('/api/admin/build/version', { token: tokens.admin });
      expect(status).toBe(200);
      expect(json.version).toBe(api.config.version);
    });
  });
}
