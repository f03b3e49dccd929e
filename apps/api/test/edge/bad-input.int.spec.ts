/**
 * Bad input at the edge (issue 8 item 4): every malformed request answers 4xx with the spec's
 * `errorSeverity` and `errorMessage`, never 5xx, and appends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kiosk } from '@ambient/core';
import { callApi, eventHead, type Answer, type Json } from '../support/api-calls.js';
import { findIn, typedApi, type TypedApi } from '../support/typed-api.js';
import { featureEngines } from '../support/databases.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';

const NNBSP = '\u202f';

for (const engine of featureEngines()) {
  describe(`bad input on ${engine.name}`, () => {
    let api: RunningApi;
    let token: string;
    let abby: Kiosk;
    let typed: TypedApi;

    /** Untyped on purpose: a call sending what the document forbids (an id, a text or a shape it refuses). */
    const call = (method: string, path: string, body?: unknown, language?: string): Promise<Answer> =>
      callApi(api.url, method, path, { body, token, language });

    /** A call with a body sent as given, byte for byte. */
    const raw = async (method: string, path: string, body?: string): Promise<Answer> => {
      const response = await fetch(`${api.url}/api/${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
      const text = await response.text();
      return { status: response.status, json: (text ? JSON.parse(text) : null) as Json };
    };

    const invalidField = (field: string, status = 400): Answer => ({
      status,
      json: { errorSeverity: 0, errorMessage: `The field ${field} is not valid.` },
    });

    /** The call is refused with `expected` and the event log does not move. */
    const refusedWithoutEvent = async (make: () => Promise<Answer>, expected: Answer): Promise<void> => {
      const before = await eventHead(api);
      expect(await make()).toEqual(expected);
      expect(await eventHead(api)).toBe(before);
    };

    beforeAll(async () => {
      api = await startApi(engine);
      typed = typedApi(api.url);
      token = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
      const kiosks = (await typed.get('/api/kiosks/manager', { token })).json.kiosks;
      abby = findIn(kiosks, (k) => k.name === 'Abby 004');
    }, 120_000);

    afterAll(async () => {
      await api.close();
    });

    it('refuses ids beyond 32 bits in paths, queries and bodies with 400', async () => {
      expect(await call('GET', 'residents/4294967296')).toEqual(invalidField('id'));
      expect(await call('GET', 'kiosks/99999999999999999999')).toEqual(invalidField('id'));
      expect(await call('GET', 'organizations/1e3/delete-check')).toEqual(invalidField('id'));
      expect(await call('GET', 'residents/manager?kioskId=4294967296')).toEqual(invalidField('id'));
      await refusedWithoutEvent(
        () => call('POST', 'domains', { organizationId: 2 ** 40, name: 'Far Away', facilityIds: [] }),
        invalidField('organizationId'),
      );
    });

    it('answers in French when the caller reads French', async () => {
      expect(await call('GET', 'residents/4294967296', undefined, 'fr-CA')).toEqual({
        status: 400,
        json: { errorSeverity: 0, errorMessage: `Le champ «${NNBSP}id${NNBSP}» n’est pas valide.` },
      });
    });

    it('refuses a body nested 10,000 deep with 400', async () => {
      const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
      await refusedWithoutEvent(() => raw('POST', 'organizations', `{"name":${deep}}`), {
        status: 400,
        json: { errorSeverity: 0, errorMessage: 'The request is nested too deeply.' },
      });
    });

    it('refuses a NUL in a path or a text, and a lone surrogate in a text, with 400', async () => {
      const invalidText = {
        status: 400,
        json: {
          errorSeverity: 0,
          errorMessage:
            'The request holds characters that are not allowed (a null character or a broken one).',
        },
      };
      expect(await call('GET', 'residents/1%00')).toEqual(invalidText);
      expect(await call('GET', 'organizations/manager?search=a%00b')).toEqual(invalidText);
      await refusedWithoutEvent(() => call('POST', 'organizations', { name: 'Nul\u0000Part' }), invalidText);
      await refusedWithoutEvent(
        () => call('POST', 'organizations', { name: 'Half \ud800 pair' }),
        invalidText,
      );
      // A whole pair is a real character.
      expect(
        (await typed.get('/api/organizations/manager', { query: { search: '\ud83c\udf1e' }, token })).status,
      ).toBe(200);
    });

    it('refuses a search that is not text, and unknown or inherited sort keys, with 400', async () => {
      await refusedWithoutEvent(
        () => call('POST', 'facilities', { filter: { search: { $gt: '' } } }),
        invalidField('filter.search'),
      );
      expect(await call('GET', 'organizations/manager?search=a&search=b')).toEqual(invalidField('search'));
      expect(await call('GET', 'residents/manager?sort=__proto__')).toEqual(invalidField('sort'));
      expect(await call('GET', 'residents/manager?sort=-constructor')).toEqual(invalidField('sort'));
      expect(await call('GET', 'kiosks/manager?sort=password')).toEqual(invalidField('sort'));
      expect(
        (await typed.get('/api/residents/manager', { query: { sort: '-lastName' }, token })).status,
      ).toBe(200);
    });

    it('refuses an oversize address with 414, and one beyond the server’s header limit with 431', async () => {
      expect(await call('GET', `organizations/manager?search=${'a'.repeat(9_000)}`)).toEqual({
        status: 414,
        json: { errorSeverity: 0, errorMessage: 'The address of the request is too long.' },
      });
      const huge = await fetch(`${api.url}/api/organizations/manager?search=${'a'.repeat(70_000)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(huge.status).toBe(431);
    });

    it('refuses names given as objects or arrays, never storing "[object Object]"', async () => {
      await refusedWithoutEvent(() => call('POST', 'organizations', { name: {} }), invalidField('name'));
      await refusedWithoutEvent(
        () =>
          call('POST', 'residents', {
            firstName: ['Rose'],
            lastName: 'Tremblay',
            kioskTypeId: 1,
            kioskId: abby.id,
          }),
        invalidField('firstName'),
      );
      await refusedWithoutEvent(
        () => call('POST', 'facilities', { name: { toString: 'x' }, domainId: 1 }),
        invalidField('name'),
      );
      const organizations = (await typed.get('/api/organizations/manager', { token })).json.organizations;
      expect(organizations.some((o) => o.name.includes('[object'))).toBe(false);
    });

    it('refuses a resident with an out-of-range kioskKeyTagId and creates no resident', async () => {
      const count = async (): Promise<number> =>
        (await typed.get('/api/residents/manager', { token })).json.residents.length;
      const before = await count();
      await refusedWithoutEvent(
        () =>
          call('POST', 'residents', {
            firstName: 'Rose',
            lastName: 'Tremblay',
            kioskTypeId: 1,
            kioskId: abby.id,
            languageId: 1,
            bluetoothBeaconId: '4242',
            kioskKeyTagId: 4_294_967_296,
          }),
        invalidField('kioskKeyTagId'),
      );
      expect(await count()).toBe(before);
    });

    it('refuses a body that is not JSON with 400 in the spec’s shape', async () => {
      await refusedWithoutEvent(() => raw('POST', 'organizations', '{"name":'), {
        status: 400,
        json: { errorSeverity: 0, errorMessage: 'The request is not valid.' },
      });
    });
  });
}
