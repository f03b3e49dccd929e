/**
 * Idempotency-Key on writes (issue 8, point 4): a create sent again with the same key answers
 * the first success and creates nothing more; the same key for another request is refused; keys
 * belong to their caller; a refused request frees its key.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { enMessages, frMessages } from '@ambient/core';
import { eventHead, refusal } from '../support/api-calls.js';
import { typedApi, type TypedApi } from '../support/typed-api.js';
import { databaseEngines } from '../support/databases.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { unsigned } from '../support/signed-links.js';

for (const engine of databaseEngines()) {
  describe(`Idempotency-Key on ${engine.name}`, () => {
    let api: RunningApi;
    let admin: string;
    let typed: TypedApi;

    beforeAll(async () => {
      api = await startApi(engine);
      typed = typedApi(api.url);
      admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
    }, 120_000);

    afterAll(async () => {
      await api?.close();
    });

    const create = (name: string, key: string, token = admin, language?: string) =>
      typed.post('/api/organizations', {
        body: { name },
        token,
        language,
        headers: { 'Idempotency-Key': key },
      });

    const namesLike = async (name: string): Promise<string[]> => {
      const answer = await typed.get('/api/organizations/manager', { token: admin });
      return answer.json.organizations.map((o) => o.name).filter((n) => n === name);
    };

    it('answers a retry with the first success and creates nothing more', async () => {
      const key = randomUUID();
      const first = await create('Retry Harbour', key);
      expect(first.status).toBe(200);
      const created = first.json.organization;
      const head = await eventHead(api);
      const again = await create('Retry Harbour', key);
      expect(again).toEqual(first);
      expect(await eventHead(api)).toBe(head);
      expect(await namesLike('Retry Harbour')).toEqual(['Retry Harbour']);
      expect(created.name).toBe('Retry Harbour');
    });

    it('refuses the same key for another request, in the caller’s language, appending nothing', async () => {
      const key = randomUUID();
      expect((await create('Keyed Meadows', key)).status).toBe(200);
      const head = await eventHead(api);
      expect(await create('Other Meadows', key)).toEqual(refusal(422, enMessages['idempotency.keyReused']));
      expect(await create('Other Meadows', key, admin, 'fr-CA')).toEqual(
        refusal(422, frMessages['idempotency.keyReused']),
      );
      expect(await eventHead(api)).toBe(head);
      expect(await namesLike('Other Meadows')).toEqual([]);
    });

    it('frees the key of a refused request, so the corrected one goes through', async () => {
      const key = randomUUID();
      expect((await create('Retry Taken', randomUUID())).status).toBe(200);
      const head = await eventHead(api);
      const refused = await create('Retry Taken', key);
      expect(refused).toEqual(
        refusal(409, enMessages['organization.nameTaken'].replace('%{name}', 'Retry Taken')),
      );
      expect(await eventHead(api)).toBe(head);
      const corrected = await create('Retry Not Taken', key);
      expect(corrected.status).toBe(200);
      expect(await create('Retry Not Taken', key)).toEqual(corrected);
    });

    it('keeps each caller’s keys apart', async () => {
      const key = randomUUID();
      const other = await api.signIn('domain.manager@ambient.demo', DEMO_PASSWORD);
      expect((await create('Caller One Lodge', key)).status).toBe(200);
      // The same key from another caller is that caller's own request (refused here for its role).
      const theirs = await create('Caller One Lodge', key, other);
      expect(theirs.status).not.toBe(200);
      expect(theirs.json.errorMessage).not.toBe(enMessages['idempotency.keyReused']);
    });

    it('lets one of two simultaneous requests with a key do the work', async () => {
      const key = randomUUID();
      const answers = await Promise.all([1, 2, 3].map(() => create('Rush Gardens', key)));
      const done = answers.filter((a) => a.status === 200);
      expect(done.length).toBeGreaterThan(0);
      for (const answer of done) expect(answer).toEqual(done[0]);
      for (const answer of answers.filter((a) => a.status !== 200))
        expect(answer).toEqual(refusal(409, enMessages['idempotency.inProgress']));
      expect(await namesLike('Rush Gardens')).toEqual(['Rush Gardens']);
    });

    it('forgets stored answers when a person is erased, and still does not do the work twice', async () => {
      const key = randomUUID();
      expect((await create('Before Erasure Manor', key)).status).toBe(200);
      const visitor = await api.signIn('visitor@ambient.demo', DEMO_PASSWORD);
      const visitorId = JSON.parse(Buffer.from(visitor.split('.')[1]!, 'base64url').toString()).sub as string;
      const erased = await typed.delete('/api/users/{id}/personal-data', {
        path: { id: visitorId },
        token: admin,
      });
      expect(erased.status).toBe(200);
      const head = await eventHead(api);
      expect(await create('Before Erasure Manor', key)).toEqual(
        refusal(409, enMessages['idempotency.answerForgotten']),
      );
      expect(await eventHead(api)).toBe(head);
      expect(await namesLike('Before Erasure Manor')).toEqual(['Before Erasure Manor']);
    });

    it('leaves uploads unkeyed: two pictures sent with one key are two uploads', async () => {
      const key = randomUUID();
      const adminId = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString()).sub as string;
      const upload = async (background: string) => {
        const png = await sharp({ create: { width: 400, height: 400, channels: 3, background } })
          .png()
          .toBuffer();
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
        form.append('userId', adminId);
        const response = await fetch(`${api.url}/api/users/picture`, {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}`, 'Idempotency-Key': key },
          body: form,
        });
        return { status: response.status, json: (await response.json()) as { picture?: string } };
      };
      const red = await upload('#c62828');
      const blue = await upload('#1565c0');
      expect([red.status, blue.status]).toEqual([200, 200]);
      // Two pictures stored, not one answered twice: their links differ without their signatures.
      expect(unsigned(blue.json.picture)).not.toBe(unsigned(red.json.picture));
    });

    it('refuses a key that is not printable text of at most 255 characters', async () => {
      const head = await eventHead(api);
      const invalid = refusal(400, 'The field Idempotency-Key is not valid.');
      expect(await create('Bad Key Place', 'k'.repeat(256))).toEqual(invalid);
      expect(await create('Bad Key Place', ' ')).toEqual(invalid);
      expect(await eventHead(api)).toBe(head);
      expect(await namesLike('Bad Key Place')).toEqual([]);
    });
  });
}
