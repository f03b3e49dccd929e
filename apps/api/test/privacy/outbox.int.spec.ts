/**
 * The development outbox forgets an erased person (decision 0024): the mails sent to them or
 * about them, which hold their address and name, go with their erasure; the others stay.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kiosk, Resident, ResidentPayload } from '@ambient/core';
import { UsersReader } from '../../src/users/users.reader.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';
import { databaseEngines } from '../support/databases.js';
import { findIn, typedApi, type TypedApi } from '../support/typed-api.js';

for (const engine of databaseEngines()) {
  describe(`the outbox forgets an erased person, on ${engine.name}`, () => {
    let api: RunningApi;
    let token = '';
    let genie: Kiosk;

    let typed: TypedApi;
    const outbox = (): string => join(api.config.dataDir, 'outbox');
    const mails = async (): Promise<string[]> => {
      const files = await readdir(outbox()).catch(() => [] as string[]);
      return Promise.all(files.sort().map((file) => readFile(join(outbox(), file), 'utf8')));
    };
    const mentioning = async (text: string): Promise<number> =>
      (await mails()).filter((mail) => mail.includes(text)).length;
    /** Admits a resident on a Genie with a new contact, who is invited by mail. */
    const admit = async (firstName: string, contact: { email: string; name: string }): Promise<Resident> => {
      const payload: ResidentPayload = {
        firstName,
        lastName: 'Lemieux',
        kioskTypeId: 2,
        kioskId: genie.id,
        languageId: 1,
      };
      const created = await typed.post('/api/residents', {
        body: { ...payload, contactUser: contact },
        token,
      });
      expect(created.json).toMatchObject({ isEmailSent: true });
      return created.json.resident;
    };
    const userIdOf = async (email: string): Promise<string> =>
      (await api.app.get(UsersReader).findRowByEmail(email))!.id;

    beforeAll(async () => {
      api = await startApi(engine);
      typed = typedApi(api.url);
      token = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
      const kiosks = (await typed.get('/api/kiosks/manager', { query: { pageSize: 100 }, token })).json
        .kiosks;
      genie = findIn(kiosks, (kiosk) => kiosk.name === 'Genie 006');
    }, 120_000);

    afterAll(async () => {
      await api.close();
    });

    it('removes the mails about an erased resident and to an erased user, and keeps the others', async () => {
      const erased = await admit('Odette', { email: 'gilles.erased@example.org', name: 'Gilles Fortin' });
      await admit('Yvonne', { email: 'helene.kept@example.org', name: 'Hélène Kept' });
      await admit('Bernadette', { email: 'ivan.erased@example.org', name: 'Ivan Roussel' });
      // A mail written before mails named their people cannot tell whom it is about.
      await writeFile(
        join(outbox(), '0-older.eml'),
        'To: someone@example.org\r\n\r\nHello Odette Lemieux\r\n',
      );
      expect(await mentioning('Odette Lemieux')).toBe(2);
      expect(await mentioning('Ivan Roussel')).toBe(1);

      expect(
        (await typed.delete('/api/residents/{id}/personal-data', { path: { id: erased.id }, token })).status,
      ).toBe(200);
      expect(await mentioning('Odette Lemieux')).toBe(0);
      expect(await mentioning('gilles.erased@example.org')).toBe(0);
      expect(await mentioning('Ivan Roussel')).toBe(1);

      const ivan = await userIdOf('ivan.erased@example.org');
      expect(
        (await typed.delete('/api/users/{id}/personal-data', { path: { id: ivan }, token })).status,
      ).toBe(200);
      expect(await mentioning('Ivan Roussel')).toBe(0);
      expect(await mentioning('ivan.erased@example.org')).toBe(0);
      const kept = await mails();
      expect(kept).toHaveLength(1);
      expect(kept[0]).toContain('To: helene.kept@example.org');
      expect(kept[0]).toContain('Yvonne Lemieux');
    });
  });
}
