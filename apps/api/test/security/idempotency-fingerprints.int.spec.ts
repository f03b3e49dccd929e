/**
 * What an Idempotency-Key keeps of a request (decision 0115): a digest keyed by the data key, not a
 * plain hash, so that whoever reads `idempotency_keys` cannot test guesses of a password a request
 * carried; and after the data key changes, a retry within the day is neither done twice nor
 * refused as another request: it is told the server cannot compare them.
 */
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { enMessages, frMessages } from '@ambient/core';
import { eventHead, refusal } from '../support/api-calls.js';
import { featureEngines } from '../support/databases.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { typedApi, type TypedApi } from '../support/typed-api.js';

const WEAK_PASSWORD = 'Summer2026!';

for (const engine of featureEngines()) {
  describe(`Idempotency-Key fingerprints on ${engine.name}`, () => {
    let api: RunningApi;
    let typed: TypedApi;
    let admin: string;
    let adminId: string;

    const query = <T>(sql: string, params: unknown[] = []) =>
      api.app.get(DataSource).query(sql, params) as Promise<T[]>;
    const fingerprintOf = async (key: string): Promise<string> =>
      (
        await query<{ fingerprint: string }>('SELECT fingerprint FROM idempotency_keys WHERE key = $1', [key])
      )[0]!.fingerprint;

    beforeAll(async () => {
      api = await startApi(engine);
      typed = typedApi(api.url);
      admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
      const me = await typed.get('/api/users/me', { token: admin });
      adminId = me.json.profile.id;
    }, 120_000);

    afterAll(async () => {
      await api?.close();
    });

    it('keeps no digest of a password change that a guess of the password could be checked against', async () => {
      const key = randomUUID();
      const body = { currentPassword: DEMO_PASSWORD, password: WEAK_PASSWORD };
      const changed = await typed.put('/api/users/{id}/password', {
        path: { id: adminId },
        body,
        token: admin,
        headers: { 'Idempotency-Key': key },
      });
      expect(changed.status).toBe(200);
      const kept = await fingerprintOf(key);
      // The plain SHA-256 of what makes the request (method, address, body), as it was kept before.
      const plain = (text: string) => createHash('sha256').update(text).digest('base64url');
      const guessed = [WEAK_PASSWORD, 'Winter2026!', DEMO_PASSWORD].map((guess) =>
        plain(`PUT /api/users/${adminId}/password\n${JSON.stringify({ ...body, password: guess })}`),
      );
      for (const digest of guessed) expect(kept).not.toContain(digest);
      expect(kept).not.toContain(WEAK_PASSWORD);
      // The change ended the session; signed in again, the same request is still recognized as the
      // same and answered, doing nothing more.
      admin = await api.signIn('admin@ambient.demo', WEAK_PASSWORD);
      const head = await eventHead(api);
      const again = await typed.put('/api/users/{id}/password', {
        path: { id: adminId },
        body,
        token: admin,
        headers: { 'Idempotency-Key': key },
      });
      expect(again).toEqual(changed);
      expect(await eventHead(api)).toBe(head);
      // Put back for the other tests.
      const back = await typed.put('/api/users/{id}/password', {
        path: { id: adminId },
        body: { currentPassword: WEAK_PASSWORD, password: DEMO_PASSWORD },
        token: admin,
      });
      expect(back.status).toBe(200);
      admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
    });

    it('tells a retry made across a change of the data key that it cannot be compared, and does it not twice', async () => {
      const key = randomUUID();
      const create = (language?: string) =>
        typed.post('/api/organizations', {
          body: { name: 'Rotated Harbour' },
          token: admin,
          language,
          headers: { 'Idempotency-Key': key },
        });
      expect((await create()).status).toBe(200);
      // The row as a server under the previous data key (or before keyed fingerprints) left it.
      await query(`UPDATE idempotency_keys SET fingerprint = 'a0b1c2d3:' || fingerprint WHERE key = $1`, [
        key,
      ]);
      const head = await eventHead(api);
      expect(await create()).toEqual(refusal(409, enMessages['idempotency.keyUnverifiable']));
      expect(await create('fr-CA')).toEqual(refusal(409, frMessages['idempotency.keyUnverifiable']));
      expect(await eventHead(api)).toBe(head);
      const listed = await typed.get('/api/organizations/manager', { token: admin });
      expect(
        listed.json.organizations.filter((organization) => organization.name === 'Rotated Harbour'),
      ).toHaveLength(1);
    });
  });
}
